import type { FastifyReply, FastifyRequest } from "fastify";
import { serializeCookie } from "../http/cookies.ts";
import type { PageVariant } from "../http/prerendered-pages.ts";
import { RESET_COOKIE, RESET_COOKIE_PATH, RESET_LINK_MINUTES } from "./password-reset.ts";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /reset-password?token=… (the emailed link): the token moves into an HttpOnly cookie that only the reset
 * endpoint receives, and the browser is sent on to the clean URL, so the token leaves the address bar, the history
 * entry and any Referer before the page shows (ADR 0017). The form then works with or without JavaScript.
 */
export function resetLinkHandover(secure: boolean): PageVariant {
  return async (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    if (urlPath !== "/reset-password") return undefined;
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (token === undefined) return undefined;
    if (typeof token === "string" && TOKEN.test(token)) {
      reply.header(
        "set-cookie",
        serializeCookie(RESET_COOKIE, token, {
          path: RESET_COOKIE_PATH,
          maxAgeSeconds: RESET_LINK_MINUTES * 60,
          secure,
          sameSite: "Strict",
        }),
      );
    }
    await reply.status(303).header("location", "/reset-password").header("cache-control", "no-store").send();
    return undefined;
  };
}
