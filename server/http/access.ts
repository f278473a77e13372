import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { staffMessages, type StaffErrorCode } from "../../contract/staff.ts";
import { bearerToken } from "../auth/auth-errors.ts";
import { caller, type Caller } from "../auth/caller.ts";

// Who may use each API route is declared by the route itself, in its config (ADR 0036), and enforced by one hook
// here, before any handler reads anything. Nothing is listed by URL: a route that declares no level stops the
// server from starting, and tests/api/access-rules.test.ts walks the route table for the rules every part keeps.

/**
 * - public: anyone (a form, sign-in, a link's token checked by the route).
 * - shared-secret: a secret of the configuration (METRICS_TOKEN, INBOUND_SECRET), checked by the route itself.
 * - signed-in: a live session of any account.
 * - staff-enrolment: a staff or admin account whose session has not proved the second factor yet: setting it up.
 * - staff: a staff or admin account, this session having proved the second factor.
 * - admin: an admin account, this session having proved the second factor.
 */
export const accessLevels = [
  "public",
  "shared-secret",
  "signed-in",
  "staff-enrolment",
  "staff",
  "admin",
] as const;
export type Access = (typeof accessLevels)[number];

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may use the route (server/http/access.ts). Every /api route declares it. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The token of the request's `Authorization: Bearer <token>` header, or undefined. */
    readonly sessionToken: string | undefined;
    /** The live session of `sessionToken` with its account, looked up the first time it is asked. */
    session(): Promise<Caller | undefined>;
    /** The signed-in caller, set by the access hook on every route whose level needs a session (else null). */
    caller: Caller | null;
  }
}

/** A route's options declaring its access: `app.get("/account/profile", access("signed-in"), handler)`. */
export function access(level: Access) {
  return { config: { access: level } };
}

const isAccess = (value: unknown): value is Access => (accessLevels as readonly unknown[]).includes(value);

function refuse(reply: FastifyReply, message: string, code: StaffErrorCode) {
  return reply.status(403).send({ message, code });
}

/**
 * In the API plugin (server/api.ts): the request's bearer token and lazily looked-up session, the check that every
 * route declares its access, the one hook that enforces it, and one cache policy: an API answer is never stored
 * by a browser or a proxy (answers to a session are personal; sign-in answers carry tokens) unless its route set a
 * Cache-Control of its own (the OpenAPI document).
 */
export function registerAccessControl(
  app: FastifyInstance,
  lookUp: (token: string) => Promise<Caller | undefined>,
): void {
  const sessions = new WeakMap<FastifyRequest, Promise<Caller | undefined>>();
  app.decorateRequest("sessionToken", {
    getter(this: FastifyRequest) {
      return bearerToken(this.headers.authorization);
    },
  });
  app.decorateRequest("caller", null);
  app.decorateRequest("session", function (this: FastifyRequest) {
    let session = sessions.get(this);
    if (!session) {
      const token = this.sessionToken;
      session = token ? lookUp(token) : Promise.resolve(undefined);
      sessions.set(this, session);
    }
    return session;
  });

  app.addHook("onRoute", (route) => {
    if (!isAccess(route.config?.access)) {
      throw new Error(
        `${[route.method].flat().join(",")} ${route.url} declares no access level: add ` +
          `access("public" | "shared-secret" | "signed-in" | "staff-enrolment" | "staff" | "admin") to its ` +
          "options (server/http/access.ts).",
      );
    }
  });

  // 401 without a live session, 403 staff-only for a visitor, 403 second-factor-required until this session proved
  // the second factor (except setting it up), 403 admin-only for a staff account on an admin route. Before the
  // route's schema validates the request (ADR 0044): a caller who may not use a route learns nothing of its rules.
  app.addHook("preValidation", async (request, reply) => {
    // The not-found handler runs this plugin's hooks too: it reads nothing and answers 404 to anyone.
    if (request.is404) return;
    const level = request.routeOptions.config.access;
    // Not reachable (onRoute refuses such a route), but never open by mistake.
    if (!isAccess(level))
      throw new Error(`${request.method} ${request.url}: the route declares no access level`);
    if (level === "public" || level === "shared-secret") return;
    const me = await caller(request);
    request.caller = me;
    if (level === "signed-in") return;
    if (!me.staff) return refuse(reply, staffMessages.staffOnly, "staff-only");
    if (level !== "staff-enrolment" && !me.secondFactorProved) {
      return refuse(
        reply,
        me.enrolled ? staffMessages.secondFactorRequired : staffMessages.enrolmentRequired,
        "second-factor-required",
      );
    }
    if (level === "admin" && me.role !== "admin") return refuse(reply, staffMessages.adminOnly, "admin-only");
  });

  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
}
