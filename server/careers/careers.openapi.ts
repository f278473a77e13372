// The OpenAPI description of the careers routes (server/openapi/endpoints.ts gathers every domain's).
import { applicationSchema } from "./job-ids.ts";
import { answerExamples, requestExamples } from "../../contract/examples.ts";
import { withSpamSignals } from "../../contract/form-signals.ts";
import { type Endpoint, body, answer, formErrors, formNote, plainForm } from "../openapi/endpoint-kit.ts";

export const careersEndpoints: Endpoint[] = [
  {
    method: "post",
    path: "/api/careers/apply",
    operationId: "applyForJob",
    tag: "Forms",
    summary: "Apply for an open position",
    description: `The application is stored and the careers team is told by email. Links are stored, never fetched. ${formNote}`,
    request: body("JobApplication", withSpamSignals(applicationSchema), requestExamples.application),
    formBody: plainForm(
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
    idempotencyKey: true,
    answers: {
      201: answer(
        "Stored. `id` is the application's reference.",
        "SubmissionAccepted",
        answerExamples.submissionAccepted,
      ),
      ...formErrors,
    },
  },
];
