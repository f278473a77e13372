import type { FastifyReply } from "fastify";
import { accountDataMessages, type AccountDataError } from "../../contract/account-data.ts";

/** 403 for an account whose address is not verified: nothing sent from that address is its owner's to see. */
export function refuseUnverified(reply: FastifyReply) {
  return reply.status(403).send({
    message: accountDataMessages.emailUnverified,
    code: "email-unverified",
  } satisfies AccountDataError);
}
