import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contactMessageSchema } from "../../contract/contact.ts";
import type { AppServices } from "../app.ts";
import { handleSubmission } from "../forms/submission.ts";
import { storeContactMessage } from "./contact.service.ts";

/** POST /api/contact/ (and without the slash, as SPEC §7 names it both ways): 201 {id}. */
export async function contactRoutes(app: FastifyInstance, services: AppServices) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) =>
    handleSubmission(services, request, reply, {
      scope: "contact",
      schema: contactMessageSchema,
      store: (tx, message, spam) => storeContactMessage(tx, services.config.forms, message, spam),
    });
  app.post("/api/contact/", handler);
  app.post("/api/contact", handler);
}
