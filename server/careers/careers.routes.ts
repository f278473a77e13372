import type { FastifyInstance } from "fastify";
import { applicationSchema } from "./job-ids.ts";
import type { AppServices } from "../services.ts";
import { registerFormBodyParser } from "../forms/form-body.ts";
import { handleSubmission } from "../forms/submission.ts";
import { storeApplication } from "./careers.service.ts";
import { access } from "../http/access.ts";

/**
 * POST /api/careers/apply: 201 {id}. Registered under the API plugin's /api prefix. Takes JSON, and the application
 * form posted without JavaScript (answered with a redirect).
 */
export async function careersRoutes(app: FastifyInstance, services: AppServices) {
  registerFormBodyParser(app);
  app.post("/careers/apply", access("public"), (request, reply) =>
    handleSubmission(services, request, reply, {
      scope: "application",
      schema: applicationSchema,
      booleanFields: ["remoteWork"],
      acknowledged: true,
      store: (tx, item) => storeApplication(tx, services.config.forms, item),
    }),
  );
}
