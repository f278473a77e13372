import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { accountMessages } from "../../contract/account.ts";
import {
  changeEmailRequestSchema,
  emailChangeSent,
  nameRequestSchema,
  profileTexts,
  tooManyEmailChanges,
  type AccountProfile,
  type EmailChangeRequested,
  type NameChanged,
} from "../../contract/account-profile.ts";
import {
  confirmEmailChangeRequestSchema,
  confirmEmailTexts,
  emailChanged,
  type EmailChangeConfirmed,
  type EmailChangeLinkError,
} from "../../contract/confirm-email.ts";
import { parseAuthBody } from "../auth/auth-errors.ts";
import { KeyedMutex } from "../auth/keyed-mutex.ts";
import { secretHash } from "../auth/tokens.ts";
import { HttpError } from "../http/http-error.ts";
import { publicOrigin } from "../http/public-origin.ts";
import type { AppServices } from "../services.ts";
import { caller, type Caller } from "../auth/caller.ts";
import { requireOwnerProof, type ProofTexts } from "./owner-proof.ts";
import { relyingParty } from "./relying-party.ts";
import {
  cancelEmailChange,
  confirmEmailChange,
  EMAIL_CHANGES,
  pendingEmailChange,
  requestEmailChange,
} from "./email-change.ts";
import { access } from "../http/access.ts";

const proofTexts: ProofTexts = {
  passwordRequired: accountMessages.currentPasswordRequired,
  passwordWrong: accountMessages.currentPasswordWrong,
  passkeyNotConfirmed: accountMessages.passkeyNotConfirmed,
  signInAgain: profileTexts.signInAgain,
};

// Name changes per account and window: plenty for a person, a bound for a script.
const NAME_CHANGES = { limit: 20, windowMs: 60 * 60_000 };

/**
 * The account's name and email under /api/account: read them, change the name, and change the email through a link
 * sent to the new address (ask, resend, cancel, and the link's confirmation, which needs no session: the link is
 * the proof, and it may be opened on another device).
 */
export async function profileRoutes(app: FastifyInstance, services: AppServices) {
  const { database, config, rateLimiter } = services;
  const db = database.db;
  const origin = publicOrigin(config);
  // One change of email at a time per account, so parallel requests cannot both pass the password check.
  const emailMutex = new KeyedMutex();
  const rp = relyingParty(config);

  app.get("/account/profile", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    return reply.send({
      name: me.name,
      email: me.email,
      emailVerified: me.emailVerified,
      hasPassword: me.passwordHash !== null,
      pendingEmail: await pendingEmailChange(db, me.userId),
    } satisfies AccountProfile);
  });

  app.post("/account/name", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    const input = parseAuthBody(nameRequestSchema, request.body);
    await rateLimiter.consume(`account-name:${me.userId}`, NAME_CHANGES);
    await db.execute(sql`update users set name = ${input.name} where id = ${me.userId}`);
    return reply.send({ name: input.name, message: profileTexts.nameSaved } satisfies NameChanged);
  });

  /** Counts one request against the account's and the new address's limits (429 past either). */
  async function countRequest(key: string, limit: number) {
    const hit = await rateLimiter.hit(key, { limit, windowMs: EMAIL_CHANGES.windowMs });
    if (hit.count > limit) {
      throw new HttpError(429, tooManyEmailChanges(hit.retryAfterSeconds), {
        headers: { "retry-after": String(hit.retryAfterSeconds) },
      });
    }
  }
  // The address is hashed in the key: rate-limit rows never hold an email address.
  const perAddress = (email: string) =>
    countRequest(`account-email-to:${secretHash(email)}`, EMAIL_CHANGES.perNewAddress);
  const perAccount = (me: Caller) => countRequest(`account-email:${me.userId}`, EMAIL_CHANGES.perAccount);

  app.post("/account/email", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    const input = parseAuthBody(changeEmailRequestSchema, request.body);
    await perAccount(me);
    const pending = await emailMutex.run(me.userId, async () => {
      // A stolen session alone must not move the account to another inbox, from where a reset link takes it.
      await requireOwnerProof(
        request,
        { db, rp },
        me,
        { currentPassword: input.currentPassword },
        proofTexts,
      );
      if (input.email === me.email.toLowerCase()) {
        throw new HttpError(400, profileTexts.sameEmail, { details: [profileTexts.sameEmail] });
      }
      await perAddress(input.email);
      return db.transaction((tx) =>
        requestEmailChange(tx, origin, { id: me.userId, email: me.email }, input.email, {
          noticeToCurrent: true,
        }),
      );
    });
    services.outbox.notify();
    request.log.info({ event: "email_change_requested", userId: me.userId }, "change of email asked for");
    return reply.status(202).send({
      message: emailChangeSent(pending.email),
      pendingEmail: pending,
    } satisfies EmailChangeRequested);
  });

  app.post("/account/email/resend", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    await perAccount(me);
    const pending = await emailMutex.run(me.userId, async () => {
      const waiting = await pendingEmailChange(db, me.userId);
      if (!waiting) throw new HttpError(404, profileTexts.noPendingChange);
      await perAddress(waiting.email);
      return db.transaction((tx) =>
        requestEmailChange(tx, origin, { id: me.userId, email: me.email }, waiting.email, {
          noticeToCurrent: false,
        }),
      );
    });
    services.outbox.notify();
    return reply.status(202).send({
      message: emailChangeSent(pending.email),
      pendingEmail: pending,
    } satisfies EmailChangeRequested);
  });

  app.post("/account/email/cancel", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    if (!(await cancelEmailChange(db, me.userId))) throw new HttpError(404, profileTexts.noPendingChange);
    return reply.status(204).send();
  });

  app.post("/account/email/confirm", access("public"), async (request, reply) => {
    const input = parseAuthBody(confirmEmailChangeRequestSchema, request.body);
    await rateLimiter.consume(`confirm-email:ip:${request.ip}`, {
      limit: config.auth.login.maxFailures * 3,
      windowMs: config.auth.login.windowMs,
    });
    const outcome = await confirmEmailChange(db, origin, input.token);
    if (!outcome.ok) {
      const status = { invalid: 404, used: 410, expired: 410, taken: 409 }[outcome.problem];
      return reply.status(status).send({
        message: confirmEmailTexts.problems[outcome.problem],
        code: outcome.problem,
      } satisfies EmailChangeLinkError);
    }
    services.outbox.notify();
    request.log.info({ event: "email_changed", userId: outcome.userId }, "email changed through its link");
    return reply.send({
      message: emailChanged(outcome.email),
      email: outcome.email,
    } satisfies EmailChangeConfirmed);
  });
}
