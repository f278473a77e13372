import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { apiMessages } from "../../contract/api.ts";
import { inboundMessages } from "../../contract/inbound.ts";
import { unauthorized } from "../auth/auth-errors.ts";
import { HttpError } from "../http/http-error.ts";
import type { AppServices } from "../services.ts";
import { fileInbound } from "./file-inbound.ts";
import { parseInbound, UnreadableEmail } from "./parse-inbound.ts";
import { access } from "../http/access.ts";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether `Authorization: Bearer <secret>` carries the secret; compared in constant time (hashes of equal length). */
export function carriesSecret(header: string | undefined, secret: string): boolean {
  const token = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(token), digest(secret));
}

/**
 * POST /api/inbound/email: the mail provider (or the MTA's pipe) posts each email that reaches the site's
 * addresses, raw (message/rfc822), with the shared secret INBOUND_SECRET as a bearer token. Without the secret
 * configured the endpoint does not exist (404). The secret and the per-address rate limit are checked before the
 * body is read; the body is size-limited (INBOUND_MAX_BYTES). The email is filed on its entry or becomes a new
 * message (file-inbound.ts); no email is sent in answer, so an auto-reply cannot start a loop.
 */
export async function inboundRoutes(app: FastifyInstance, services: AppServices) {
  const { inbound } = services.config;
  // This plugin's own parsers: a raw email, and nothing else.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "message/rfc822",
    { parseAs: "buffer", bodyLimit: inbound.maxBytes },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser("*", (_request, payload, done) => {
    payload.resume();
    done(new HttpError(415, inboundMessages.notRawEmail), undefined);
  });

  app.post("/inbound/email", {
    ...access("shared-secret"),
    onRequest: async (request) => {
      if (!inbound.secret) throw new HttpError(404, apiMessages.notFound);
      await services.rateLimiter.consume(`inbound:${request.ip}`, inbound.rateLimit);
      if (!carriesSecret(request.headers.authorization, inbound.secret)) {
        request.log.warn({ event: "inbound_refused" }, "inbound email refused: missing or wrong secret");
        throw unauthorized(inboundMessages.secretRequired);
      }
    },
    handler: async (request, reply) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw) || raw.length === 0) throw new HttpError(400, inboundMessages.notRawEmail);
      let email;
      try {
        email = await parseInbound(raw);
      } catch (error) {
        if (error instanceof UnreadableEmail) throw new HttpError(400, inboundMessages.unreadable);
        throw error;
      }
      const filed = await fileInbound(services.database.db, email);
      // Ids and counts only: the sender and the text are personal.
      request.log.info(
        {
          event: "inbound_email",
          filed: filed.filed,
          kind: filed.kind,
          entryId: filed.id,
          bytes: raw.length,
        },
        "inbound email filed",
      );
      return reply
        .status(filed.filed === "already-filed" ? 200 : 201)
        .header("cache-control", "no-store")
        .send(filed);
    },
  });
}
