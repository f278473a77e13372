import type { FastifyInstance } from "fastify";
import { contactMessageSchema } from "../../contract/contact.ts";
import type { AppServices } from "../services.ts";
import { registerFormBodyParser } from "../forms/form-body.ts";
import { handleSubmission, type SubmissionOptions } from "../forms/submission.ts";
import { storeContactMessages } from "./contact.service.ts";
import { access } from "../http/access.ts";

/**
 * POST /api/contact: 201 {id}. Registered once under the API plugin's /api prefix; the server ignores a trailing
 * slash, so POST /api/contact/ (the path the site has always posted to) reaches the same handler. Takes JSON, and
 * the Contact page's form posted without JavaScript (answered with a redirect).
 */
export async function contactRoutes(app: FastifyInstance, services: AppServices) {
  registerFormBodyParser(app);
  const { forms } = services.config;
  const options: SubmissionOptions<typeof contactMessageSchema> = {
    scope: "contact",
    schema: contactMessageSchema,
    acknowledged: true,
    store: async (tx, item) => (await storeContactMessages(tx, forms, [item]))[0]!,
    storeMany: (tx, items) => storeContactMessages(tx, forms, items),
  };
  app.post("/contact", access("public"), (request, reply) =>
    handleSubmission(services, request, reply, options),
  );
}
