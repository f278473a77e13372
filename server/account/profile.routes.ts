import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { accountMessages } from "../../contract/account.ts";
import {
  changeEmailRequestSchema,
  emailChangeSent,
  EMAIL_CHANGE_LINK_MINUTES,
  FRESH_SIGN_IN_MINUTES,
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
import { errorExamples } from "../../contract/examples.ts";
import {
  accountProfileSchema,
  emailChangeConfirmedSchema,
  emailChangeLinkErrorSchema,
  emailChangeRequestedSchema,
  nameChangedSchema,
} from "../../contract/responses.ts";
import { accountUnauthorized, invalidAccountRequest, tooManyFromNetwork } from "../auth/auth-answers.ts";
import { accountValidation } from "../auth/auth-errors.ts";
import { KeyedMutex } from "../auth/keyed-mutex.ts";
import { secretHash } from "../auth/tokens.ts";
import { setName } from "../auth/users.ts";
import { apiError, serviceUnavailable } from "../http/common-answers.ts";
import { HttpError } from "../http/http-error.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { answer, component, emptyAnswer, routeSchema } from "../http/route-schema.ts";
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

const accountProfile = component("AccountProfile", accountProfileSchema);
const nameChanged = component("NameChanged", nameChangedSchema);
const emailChangeRequested = component("EmailChangeRequested", emailChangeRequestedSchema);
const emailChangeConfirmed = component("EmailChangeConfirmed", emailChangeConfirmedSchema);
const emailChangeLinkError = component("EmailChangeLinkError", emailChangeLinkErrorSchema);
const nameRequest = component("NameRequest", nameRequestSchema, { name: "Katherine Coleman Johnson" });
const changeEmailRequest = component("ChangeEmailRequest", changeEmailRequestSchema, {
  email: "katherine.johnson@example.net",
  currentPassword: "orbital trajectories 1962",
});
const confirmEmailChangeRequest = component("ConfirmEmailChangeRequest", confirmEmailChangeRequestSchema, {
  token: "Wc2YkP7sHd9fJa4gTe1uRi6oEl3nQq3xLr8Zt0VbN5m",
});

const exampleNewEmail = "katherine.johnson@example.net";
const examplePending = { email: exampleNewEmail, expiresAt: "2026-11-26T09:30:00Z" };
const tooManyEmailChangesAnswer = answer(
  "Too many changes of email asked for by this account, or too many links sent to this new address (whichever " +
    "accounts asked). Try again after Retry-After seconds.",
  apiError,
  { message: tooManyEmailChanges(3600) },
  ["Retry-After"],
);
const noPendingChange = answer("No change of email is waiting.", apiError, {
  message: profileTexts.noPendingChange,
});

const profileSchema = routeSchema({
  operationId: "getAccountProfile",
  tags: ["Account"],
  summary: "The account's name and email",
  description:
    "The name, the email address and whether it is verified, whether the account has a password, and a change " +
    "of email waiting for its link " +
    "(`pendingEmail`, null when none).",
  response: {
    200: answer("The profile.", accountProfile, {
      name: "Katherine Johnson",
      email: "katherine@example.org",
      emailVerified: true,
      hasPassword: true,
      pendingEmail: examplePending,
    }),
    401: accountUnauthorized,
    503: serviceUnavailable,
  },
});

const nameSchema = routeSchema({
  operationId: "changeAccountName",
  tags: ["Account"],
  summary: "Change the name",
  description: "The registration's rules for the full name. At most 20 changes per account in an hour.",
  body: nameRequest,
  response: {
    200: answer("Saved; `name` as stored.", nameChanged, {
      name: "Katherine Coleman Johnson",
      message: profileTexts.nameSaved,
    }),
    400: invalidAccountRequest,
    401: accountUnauthorized,
    429: answer(
      "Too many changes for this account. Try again after Retry-After seconds.",
      apiError,
      errorExamples.tooManyRequests,
      ["Retry-After"],
    ),
    503: serviceUnavailable,
  },
});

const emailSchema = routeSchema({
  operationId: "requestEmailChange",
  tags: ["Account"],
  summary: "Ask to change the email address",
  description:
    "Nothing changes yet: the new address gets a link to /confirm-email#token=…, which works once within " +
    `${EMAIL_CHANGE_LINK_MINUTES} minutes, and the current address a notice. With the current password when ` +
    "the account has one; an account without one (made through Google or Facebook) must have signed in within " +
    `the last ${FRESH_SIGN_IN_MINUTES} minutes. The answer is the same whether or not another account has the ` +
    "new address (that address is then told, and gets no link). A newer request replaces a waiting one. At " +
    "most 5 requests (and resends) per account, and 3 links per new address, in an hour.",
  body: changeEmailRequest,
  response: {
    202: answer("The link is on its way.", emailChangeRequested, {
      message: emailChangeSent(exampleNewEmail),
      pendingEmail: examplePending,
    }),
    400: answer(
      "The address is not valid or is already the account's, or the current password is missing or wrong.",
      apiError,
      { message: accountMessages.currentPasswordWrong, details: [accountMessages.currentPasswordWrong] },
    ),
    401: accountUnauthorized,
    403: answer(
      "The account has no password and this session signed in too long ago: sign in again (Google, Facebook " +
        "or a passkey) first.",
      apiError,
      { message: profileTexts.signInAgain },
    ),
    429: tooManyEmailChangesAnswer,
    503: serviceUnavailable,
  },
});

const resendSchema = routeSchema({
  operationId: "resendEmailChange",
  tags: ["Account"],
  summary: "Send the waiting change's link again",
  description:
    "A new link to the waiting change's address; the earlier link stops working. Counts against the same " +
    "limits as asking. No body.",
  response: {
    202: answer("The new link is on its way.", emailChangeRequested, {
      message: emailChangeSent(exampleNewEmail),
      pendingEmail: examplePending,
    }),
    401: accountUnauthorized,
    404: noPendingChange,
    429: tooManyEmailChangesAnswer,
    503: serviceUnavailable,
  },
});

const cancelSchema = routeSchema({
  operationId: "cancelEmailChange",
  tags: ["Account"],
  summary: "Cancel the waiting change of email",
  description: "Its link stops working; the address stays as it is. No body.",
  response: {
    204: emptyAnswer("Cancelled."),
    401: accountUnauthorized,
    404: noPendingChange,
    503: serviceUnavailable,
  },
});

const confirmSchema = routeSchema({
  operationId: "confirmEmailChange",
  tags: ["Account"],
  summary: "Make the new address the account's email, with its emailed link",
  description:
    "The /confirm-email page sends the token of the link. No sign-in needed: the token is the proof. The " +
    "address becomes the account's email, verified; links sent to the old one stop working, and the old " +
    "address gets a notice (with the new one masked). Sessions stay.",
  body: confirmEmailChangeRequest,
  response: {
    200: answer("Changed.", emailChangeConfirmed, {
      message: emailChanged(exampleNewEmail),
      email: exampleNewEmail,
    }),
    400: answer("No token, or not a string.", apiError, {
      message: confirmEmailTexts.problems.invalid,
      details: [confirmEmailTexts.problems.invalid],
    }),
    404: answer(
      "The token is unknown: forged, cut short, or replaced by a newer link or a cancellation. Nothing changed.",
      emailChangeLinkError,
      { message: confirmEmailTexts.problems.invalid, code: "invalid" },
    ),
    409: answer(
      "Another account took the address since the link was sent. Nothing changed; the link is spent.",
      emailChangeLinkError,
      { message: confirmEmailTexts.problems.taken, code: "taken" },
    ),
    410: answer(
      "The link was already used, or is past its lifetime (`code` says which). Nothing changed.",
      emailChangeLinkError,
      { message: confirmEmailTexts.problems.expired, code: "expired" },
    ),
    429: tooManyFromNetwork,
    503: serviceUnavailable,
  },
});

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
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/account/profile", { ...access("signed-in"), schema: profileSchema }, async (request, reply) => {
    const me = await caller(request);
    return reply.send({
      name: me.name,
      email: me.email,
      emailVerified: me.emailVerified,
      hasPassword: me.passwordHash !== null,
      pendingEmail: await pendingEmailChange(db, me.userId),
    } satisfies AccountProfile);
  });

  api.post(
    "/account/name",
    { ...access("signed-in"), ...accountValidation, schema: nameSchema },
    async (request, reply) => {
      const me = await caller(request);
      const input = request.body;
      await rateLimiter.consume(`account-name:${me.userId}`, NAME_CHANGES);
      await setName(db, me.userId, input.name);
      return reply.send({ name: input.name, message: profileTexts.nameSaved } satisfies NameChanged);
    },
  );

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

  api.post(
    "/account/email",
    { ...access("signed-in"), ...accountValidation, schema: emailSchema },
    async (request, reply) => {
      const me = await caller(request);
      const input = request.body;
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
        return requestEmailChange(db, origin, { id: me.userId, email: me.email }, input.email, {
          noticeToCurrent: true,
          sessionId: me.sessionId,
        });
      });
      services.outbox.notify();
      request.log.info({ event: "email_change_requested", userId: me.userId }, "change of email asked for");
      return reply.status(202).send({
        message: emailChangeSent(pending.email),
        pendingEmail: pending,
      } satisfies EmailChangeRequested);
    },
  );

  api.post(
    "/account/email/resend",
    { ...access("signed-in"), schema: resendSchema },
    async (request, reply) => {
      const me = await caller(request);
      await perAccount(me);
      const pending = await emailMutex.run(me.userId, async () => {
        const waiting = await pendingEmailChange(db, me.userId);
        if (!waiting) throw new HttpError(404, profileTexts.noPendingChange);
        await perAddress(waiting.email);
        return requestEmailChange(db, origin, { id: me.userId, email: me.email }, waiting.email, {
          noticeToCurrent: false,
        });
      });
      services.outbox.notify();
      return reply.status(202).send({
        message: emailChangeSent(pending.email),
        pendingEmail: pending,
      } satisfies EmailChangeRequested);
    },
  );

  api.post(
    "/account/email/cancel",
    { ...access("signed-in"), schema: cancelSchema },
    async (request, reply) => {
      const me = await caller(request);
      if (!(await cancelEmailChange(db, me.userId))) throw new HttpError(404, profileTexts.noPendingChange);
      return reply.status(204).send();
    },
  );

  api.post(
    "/account/email/confirm",
    { ...access("public"), ...accountValidation, schema: confirmSchema },
    async (request, reply) => {
      const input = request.body;
      await rateLimiter.consume(`confirm-email:ip:${request.ip}`, {
        limit: config.auth.login.maxFailures * 3,
        windowMs: config.auth.login.windowMs,
      });
      const outcome = await confirmEmailChange(db, origin, input.token);
      if (!outcome.ok) {
        const status = ({ invalid: 404, used: 410, expired: 410, taken: 409 } as const)[outcome.problem];
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
    },
  );
}
