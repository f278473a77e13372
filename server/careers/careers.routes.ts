import type { FastifyInstance } from "fastify";
import { applicationSchema } from "../../contract/application.ts";
import type { AppServices } from "../app.ts";
import { handleSubmission } from "../forms/submission.ts";
import { storeApplication } from "./careers.service.ts";

/** POST /api/careers/apply: 201 {id}. */
export async function careersRoutes(app: FastifyInstance, services: AppServices) {
  app.post("/api/careers/apply", (request, reply) =>
    handleSubmission(services, request, reply, {
      scope: "application",
      schema: applicationSchema,
      store: (tx, application, spam) => storeApplication(tx, services.config.forms, application, spam),
    }),
  );
}
