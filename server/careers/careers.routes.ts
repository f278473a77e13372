import type { FastifyInstance } from "fastify";
import {
  applicationSchema,
  availabilityLabels,
  experienceLabels,
  type Application,
} from "../../contract/application.ts";
import type { AppServices } from "../app.ts";
import { handleSubmission } from "../forms/submission.ts";
import { renderNotification } from "../outbox/email-format.ts";
import { enqueueEmail, type Tx } from "../outbox/outbox.ts";
import { jobApplications } from "./careers.schema.ts";

/** POST /api/careers/apply: 201 {id}. */
export async function careersRoutes(app: FastifyInstance, services: AppServices) {
  app.post("/api/careers/apply", (request, reply) =>
    handleSubmission(services, request, reply, {
      scope: "application",
      schema: applicationSchema,
      store: (tx, application) => storeApplication(tx, services, application),
    }),
  );
}

async function storeApplication(tx: Tx, services: AppServices, application: Application) {
  const [row] = await tx.insert(jobApplications).values(application).returning({ id: jobApplications.id });
  const id = row!.id;
  const email = renderNotification(
    `New job application: ${application.position}`,
    `[Application: ${application.position}] ${application.name}`,
    [
      { label: "Name", value: application.name },
      { label: "Email", value: application.email },
      { label: "Phone", value: application.phone },
      { label: "Position", value: application.position },
      { label: "Experience", value: experienceLabels[application.experience] },
      { label: "Location", value: application.location },
      { label: "Open to remote work", value: application.remoteWork ? "Yes" : "No" },
      { label: "Availability", value: availabilityLabels[application.availability] },
      { label: "Resume", value: application.resume },
      { label: "Portfolio", value: application.portfolio },
      { label: "LinkedIn", value: application.linkedIn },
      { label: "GitHub", value: application.github },
      { label: "Cover letter", value: application.coverLetter, multiline: true },
      { label: "Reference", value: id },
    ],
  );
  await enqueueEmail(tx, {
    ...email,
    kind: "application",
    refId: id,
    to: services.config.forms.applicationRecipients,
    replyTo: application.email,
  });
  return { statusCode: 201, body: { id } };
}
