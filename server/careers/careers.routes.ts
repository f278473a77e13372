import type { FastifyInstance } from "fastify";
import { answerExamples, requestExamples } from "../../contract/examples.ts";
import { applicationFileTexts, applicationFileTypes } from "../../contract/application-files.ts";
import { withSpamSignals } from "../../contract/form-signals.ts";
import { applicationSchema } from "./job-ids.ts";
import type { AppServices } from "../services.ts";
import { registerFormBodyParser } from "../forms/form-body.ts";
import {
  formErrors,
  formNote,
  idempotencyKeyHeaders,
  plainForm,
  submissionAccepted,
} from "../forms/form-answers.ts";
import { handleSubmission } from "../forms/submission.ts";
import { storeApplication, type ApplicationWithFiles } from "./careers.service.ts";
import { applicationUploads } from "./application-uploads.ts";
import { registerMultipart } from "../forms/multipart-form.ts";
import type { StoreItem } from "../forms/submission-batch.ts";
import { access } from "../http/access.ts";
import { answer, component, routeSchema, validatedInHandler } from "../http/route-schema.ts";

const jobApplication = component(
  "JobApplication",
  withSpamSignals(applicationSchema),
  requestExamples.application,
);

const schema = routeSchema({
  operationId: "applyForJob",
  tags: ["Forms"],
  summary: "Apply for an open position",
  description: `The application is stored and the careers team is told by email. Links are stored, never fetched. ${formNote}`,
  body: jobApplication,
  headers: idempotencyKeyHeaders,
  plainForm: plainForm(
    {
      name: requestExamples.application.name,
      email: requestExamples.application.email,
      position: requestExamples.application.position,
      experience: requestExamples.application.experience,
      coverLetter: requestExamples.application.coverLetter,
      remoteWork: "true",
      website: "",
    },
    "remoteWork",
  ),
  multipart: {
    description:
      "The same fields as the JSON body, as text (`remoteWork`: `true` or `false`), with up to two files: " +
      `${applicationFileTexts.hint} each. A file's type is read from its bytes (the name and the part's ` +
      "Content-Type are not trusted); an empty file part with no name (a file input left empty) is no file. From a " +
      "browser, only from this site's pages (else 403); sent by the site's form without JavaScript (a page " +
      "navigation: `Sec-Fetch-Mode: navigate`, or an Accept header asking for text/html) it is answered 303 like " +
      "the plain form. A file over the limit is answered 413 " +
      `(\`${applicationFileTexts.requestTooLarge}\`), one of another type or empty 400; \`details\` names the ` +
      `file (\`${applicationFileTexts.tooLarge("CV file")}\`). Nothing is stored then.`,
    files: {
      resumeFile: `The applicant's CV: ${applicationFileTexts.hint}.`,
      portfolioFile: `A portfolio: ${applicationFileTexts.hint}.`,
    },
    fileTypes: Object.keys(applicationFileTypes),
  },
  response: {
    201: answer(
      "Stored. `id` is the application's reference.",
      submissionAccepted,
      answerExamples.submissionAccepted,
    ),
    ...formErrors,
  },
});

/**
 * POST /api/careers/apply: 201 {id}. Registered under the API plugin's /api prefix. Takes JSON, and the application
 * form posted without JavaScript (answered with a redirect). The handler validates the body itself, after the
 * content type and a replayed Idempotency-Key (server/forms/submission.ts).
 */
export async function careersRoutes(app: FastifyInstance, services: AppServices) {
  registerFormBodyParser(app);
  await registerMultipart(app, applicationUploads);
  app.post(
    "/careers/apply",
    { ...access("public"), schema, validatorCompiler: validatedInHandler },
    (request, reply) =>
      handleSubmission(services, request, reply, {
        scope: "application",
        schema: applicationSchema,
        booleanFields: ["remoteWork"],
        acknowledged: true,
        uploads: applicationUploads,
        // A multipart body's data carries its checked files (server/forms/multipart-submission.ts).
        store: (tx, item) =>
          storeApplication(tx, services.config.forms, item as StoreItem<ApplicationWithFiles>),
      }),
  );
}
