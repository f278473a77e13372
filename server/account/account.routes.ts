import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  accountMessages,
  type AccountSessions,
  type ChangePasswordResponse,
  type EndedSessions,
} from "../../contract/account.ts";
import { FRESH_SIGN_IN_MINUTES } from "../../contract/account-profile.ts";
import { authMessages } from "../../contract/auth.ts";
import { errorExamples } from "../../contract/examples.ts";
import { changePasswordWithProofSchema } from "../../contract/owner-proof-schemas.ts";
import {
  accountSessionsSchema,
  changePasswordResponseSchema,
  endedSessionsSchema,
} from "../../contract/responses.ts";
import { z } from "../../contract/zod.ts";
import { accountUnauthorized } from "../auth/auth-answers.ts";
import { accountValidation } from "../auth/auth-errors.ts";
import { KeyedMutex } from "../auth/keyed-mutex.ts";
import { hashPassword, isCommonPassword } from "../auth/passwords.ts";
import { findUserById } from "../auth/users.ts";
import { apiError, serviceUnavailable } from "../http/common-answers.ts";
import { HttpError } from "../http/http-error.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { answer, component, emptyAnswer, routeSchema } from "../http/route-schema.ts";
import type { AppServices } from "../services.ts";
import { caller } from "../auth/caller.ts";
import { access } from "../http/access.ts";
import { exampleSessionId } from "./account-answers.ts";
import { endOtherSessions, endSession, listSessions } from "./account-sessions.ts";
import { requireOwnerProof, type ProofTexts } from "./owner-proof.ts";
import { changePassword } from "./password-change.ts";
import { relyingParty } from "./relying-party.ts";

const proofTexts: ProofTexts = {
  passwordRequired: accountMessages.currentPasswordRequired,
  passwordWrong: accountMessages.currentPasswordWrong,
  passkeyNotConfirmed: accountMessages.passkeyNotConfirmed,
  signInAgain: accountMessages.signInAgainToSetPassword,
};

// Changes per account and window: enough for a person, not for a script guessing the current password.
const PASSWORD_CHANGES = { limit: 5, windowMs: 15 * 60_000 };

const accountSessions = component("AccountSessions", accountSessionsSchema);
const endedSessions = component("EndedSessions", endedSessionsSchema);
const passwordChanged = component("PasswordChanged", changePasswordResponseSchema);
const changePasswordRequest = component("ChangePasswordRequest", changePasswordWithProofSchema, {
  currentPassword: "analytical-engine-1843",
  newPassword: "difference-engine-1822",
});

const listSchema = routeSchema({
  operationId: "listAccountSessions",
  tags: ["Account"],
  summary: "The places the account is signed in",
  description:
    "Every live session of the account, the most recently used first: the browser and system it said it was " +
    "(never the User-Agent itself), when it signed in and when it was last used; `current` marks the caller's.",
  response: {
    200: answer("The sessions.", accountSessions, {
      sessions: [
        {
          id: exampleSessionId,
          device: "Firefox on Windows",
          signedInAt: "2026-11-20T09:30:00Z",
          lastSeenAt: "2026-11-26T08:12:45Z",
          current: true,
        },
      ],
    }),
    401: accountUnauthorized,
    503: serviceUnavailable,
  },
});

// Any text: an id that is no uuid names no session (404, as the route answers), never a 400.
const sessionParams = z.object({
  id: z
    .string()
    .check(z.meta({ description: "The session's id, from the list.", examples: [exampleSessionId] })),
});

const endSchema = routeSchema({
  operationId: "endAccountSession",
  tags: ["Account"],
  summary: "Sign out one session",
  description: "Ends one of the account's own sessions (the caller's too, if it names it). No body.",
  params: sessionParams,
  response: {
    204: emptyAnswer("Signed out."),
    401: accountUnauthorized,
    404: answer("No live session of this account has this id.", apiError, {
      message: accountMessages.sessionNotFound,
    }),
    503: serviceUnavailable,
  },
});

const endOthersSchema = routeSchema({
  operationId: "endOtherAccountSessions",
  tags: ["Account"],
  summary: "Sign out every other session",
  description: "Ends every session of the account but the caller's. No body.",
  response: {
    200: answer("How many sessions ended.", endedSessions, { ended: 2 }),
    401: accountUnauthorized,
    503: serviceUnavailable,
  },
});

const passwordSchema = routeSchema({
  operationId: "changePassword",
  tags: ["Account"],
  summary: "Change the password",
  description:
    "With the current password. An account without one (made through Google or Facebook) sets its first one " +
    `only from a session signed in within the last ${FRESH_SIGN_IN_MINUTES} minutes. Instead of either, any ` +
    "account may confirm with one of its passkeys: `passkey` is the browser's answer to " +
    "POST /api/account/passkeys/confirm/options. The new password follows the registration rules. Every other " +
    "session ends, this one stays, and a notice goes to the account's address. At most 5 attempts per account " +
    "in 15 minutes.",
  body: changePasswordRequest,
  response: {
    200: answer("Changed.", passwordChanged, { message: accountMessages.passwordChanged }),
    400: answer(
      "The current password is missing or wrong, the passkey did not confirm, or the new one breaks a " +
        "registration rule.",
      apiError,
      { message: accountMessages.currentPasswordWrong, details: [accountMessages.currentPasswordWrong] },
    ),
    401: accountUnauthorized,
    403: answer(
      "The account has no password yet and this session signed in too long ago: sign in again, or confirm " +
        "with a passkey.",
      apiError,
      { message: accountMessages.signInAgainToSetPassword },
    ),
    429: answer(
      "Too many attempts for this account. Try again after Retry-After seconds.",
      apiError,
      errorExamples.tooManyRequests,
      ["Retry-After"],
    ),
    503: serviceUnavailable,
  },
});

/**
 * The signed-in person's own account under /api/account: the sessions on every device (list, end one, end all
 * others) and the password (change it with the current one, or set a first one after a fresh sign-in; a passkey
 * confirms either). Every route needs the bearer token of a live session.
 */
export async function accountRoutes(app: FastifyInstance, services: AppServices) {
  const { database, config, rateLimiter } = services;
  const db = database.db;
  const origin = publicOrigin(config);
  const passwordMutex = new KeyedMutex();
  const rp = relyingParty(config);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/account/sessions", { ...access("signed-in"), schema: listSchema }, async (request, reply) => {
    const me = await caller(request);
    const sessions = await listSessions(db, me.userId, me.sessionId);
    return reply.send({ sessions } satisfies AccountSessions);
  });

  api.post(
    "/account/sessions/:id/end",
    { ...access("signed-in"), schema: endSchema },
    async (request, reply) => {
      const me = await caller(request);
      const { id } = request.params;
      if (!z.uuid().safeParse(id).success) throw new HttpError(404, accountMessages.sessionNotFound);
      if (!(await endSession(db, me.userId, id))) throw new HttpError(404, accountMessages.sessionNotFound);
      return reply.status(204).send();
    },
  );

  api.post(
    "/account/sessions/end-others",
    { ...access("signed-in"), schema: endOthersSchema },
    async (request, reply) => {
      const me = await caller(request);
      const ended = await endOtherSessions(db, me.userId, me.sessionId);
      return reply.send({ ended } satisfies EndedSessions);
    },
  );

  api.post(
    "/account/password",
    { ...access("signed-in"), ...accountValidation, schema: passwordSchema },
    async (request, reply) => {
      const me = await caller(request);
      const input = request.body;
      await rateLimiter.consume(`account-password:${me.userId}`, PASSWORD_CHANGES);
      if (isCommonPassword(input.newPassword)) {
        throw new HttpError(400, authMessages.commonPassword, { details: [authMessages.commonPassword] });
      }
      // One change at a time per account, so two parallel requests cannot both pass the current-password check.
      await passwordMutex.run(me.userId, async () => {
        const current = await findUserById(db, me.userId);
        // The current password; an account without one (a first password) a fresh sign-in, or a passkey's word.
        await requireOwnerProof(
          request,
          { db, rp },
          { ...me, passwordHash: current?.passwordHash ?? null },
          {
            currentPassword: input.currentPassword,
            passkey: input.passkey as AuthenticationResponseJSON | undefined,
          },
          proofTexts,
        );
        await changePassword(db, origin, me, await hashPassword(input.newPassword));
      });
      services.outbox.notify();
      request.log.info({ event: "password_changed", userId: me.userId }, "password changed from the account");
      return reply.send({ message: accountMessages.passwordChanged } satisfies ChangePasswordResponse);
    },
  );
}
