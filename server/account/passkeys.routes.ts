import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { webauthn } from "./webauthn.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  passkeyAnswerExamples,
  passkeyErrorExamples,
  passkeyRequestExamples,
} from "../../contract/passkeys-examples.ts";
import {
  passkeyAnswerSchema,
  passkeyConfirmOptionsSchema,
  passkeyListSchema,
  passkeyRegistrationOptionsSchema,
} from "../../contract/passkeys-schemas.ts";
import {
  passkeyMessages,
  passkeyRegistrationRequestSchema,
  passkeyRenameRequestSchema,
  type PasskeyAnswer,
  type PasskeyList,
} from "../../contract/passkeys.ts";
import { z } from "../../contract/zod.ts";
import { accountUnauthorized } from "../auth/auth-answers.ts";
import { accountValidation } from "../auth/auth-errors.ts";
import { caller, type Caller } from "../auth/caller.ts";
import { apiError, serviceUnavailable } from "../http/common-answers.ts";
import { HttpError } from "../http/http-error.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { answer, component, emptyAnswer, routeSchema } from "../http/route-schema.ts";
import type { AppServices } from "../services.ts";
import {
  PASSKEY_TIMEOUT_MS,
  signedChallenge,
  storeChallenge,
  takeChallenge,
  userHandleOf,
} from "./passkey-challenges.ts";
import { addPasskey, credentialsOf, listPasskeys, removePasskey, renamePasskey } from "./passkeys.ts";
import { relyingParty } from "./relying-party.ts";
import { access } from "../http/access.ts";

/** Every passkey change (each step of adding one counts) per account and window: plenty for a person. */
export const PASSKEY_CHANGES = { limit: 20, windowMs: 15 * 60_000 };
/** EdDSA, ES256, RS256: what authenticators make today, and what the server verifies. */
export const PASSKEY_ALGORITHMS = [-8, -7, -257];

const passkeyList = component("PasskeyList", passkeyListSchema);
const passkeyAnswer = component("PasskeyAnswer", passkeyAnswerSchema);
const registrationOptions = component("PasskeyRegistrationOptions", passkeyRegistrationOptionsSchema);
const confirmOptions = component("PasskeyConfirmOptions", passkeyConfirmOptionsSchema);
const registrationRequest = component(
  "PasskeyRegistrationRequest",
  passkeyRegistrationRequestSchema,
  passkeyRequestExamples.registration,
);
const renameRequest = component(
  "PasskeyRenameRequest",
  passkeyRenameRequestSchema,
  passkeyRequestExamples.rename,
);

const examplePasskeyId = passkeyAnswerExamples.list.passkeys[0]!.id;
// Any text: an id that is no uuid names no passkey (404, as the routes answer), never a 400.
const passkeyParams = z.object({
  id: z
    .string()
    .check(z.meta({ description: "The passkey's id, from the list.", examples: [examplePasskeyId] })),
});
const passkeyChangeLimit = answer(
  "Too many passkey changes on this account (20 in 15 minutes, each step of adding one counted). Try again " +
    "after Retry-After seconds.",
  apiError,
  passkeyErrorExamples.tooManyChanges,
  ["Retry-After"],
);
const passkeyNotFound = answer(
  "The account has no passkey with this id.",
  apiError,
  passkeyErrorExamples.notFound,
);
const secondFactorFirst = answer(
  "A staff or admin session that has not proved the second factor (TOTP).",
  apiError,
  passkeyErrorExamples.secondFactorFirst,
);

const listSchema = routeSchema({
  operationId: "listPasskeys",
  tags: ["Account"],
  summary: "The account's passkeys",
  description:
    "Each passkey with the name its owner gave it, when it was added and when it last signed in (null: not yet); " +
    "the newest first. Never the key material.",
  response: {
    200: answer("The passkeys.", passkeyList, passkeyAnswerExamples.list),
    401: accountUnauthorized,
    503: serviceUnavailable,
  },
});

const registrationOptionsSchema = routeSchema({
  operationId: "passkeyRegistrationOptions",
  tags: ["Account"],
  summary: "Start adding a passkey",
  description:
    "No body. The options for `navigator.credentials.create()` (WebAuthn, as JSON): a discoverable credential " +
    "with user verification, attestation `none`, the account's passkeys excluded. Its challenge works once, for " +
    "this session, within 5 minutes. A staff or admin account must have proved its second factor in this session.",
  response: {
    200: answer("The options.", registrationOptions, passkeyAnswerExamples.registrationOptions),
    401: accountUnauthorized,
    403: secondFactorFirst,
    429: passkeyChangeLimit,
    503: serviceUnavailable,
  },
});

const confirmOptionsSchema = routeSchema({
  operationId: "passkeyConfirmOptions",
  tags: ["Account"],
  summary: "Start confirming a step with one of the account's passkeys",
  description:
    "No body. The options for `navigator.credentials.get()` (WebAuthn, as JSON) that list the account's own " +
    "passkeys, with user verification. The answer goes with the step that asks for it (POST /api/account/delete " +
    "with `method` passkey). Its challenge works once, for this session, within 5 minutes.",
  response: {
    200: answer("The options.", confirmOptions, passkeyAnswerExamples.confirmOptions),
    401: accountUnauthorized,
    409: answer("The account has no passkey.", apiError, passkeyErrorExamples.noPasskeyToConfirm),
    429: passkeyChangeLimit,
    503: serviceUnavailable,
  },
});

const addSchema = routeSchema({
  operationId: "addPasskey",
  tags: ["Account"],
  summary: "Add a passkey: the authenticator's answer and a name",
  description:
    "`response` is what `navigator.credentials.create()` gave for the options (RegistrationResponseJSON, as " +
    "@simplewebauthn/browser sends it); it must come from this site's origin, with user verification. The " +
    "challenge is used up whatever the outcome. A notice goes to the account's address.",
  body: registrationRequest,
  response: {
    201: answer("Added.", passkeyAnswer, passkeyAnswerExamples.added),
    400: answer(
      "The body or the name breaks a rule; the challenge is unknown, expired, used or another session's; or the " +
        "answer does not verify (origin, RP id, signature, no user verification). Nothing was added.",
      apiError,
      passkeyErrorExamples.registrationExpired,
    ),
    401: accountUnauthorized,
    403: secondFactorFirst,
    409: answer("This credential is registered already.", apiError, passkeyErrorExamples.alreadyRegistered),
    429: passkeyChangeLimit,
    503: serviceUnavailable,
  },
});

const renameSchema = routeSchema({
  operationId: "renamePasskey",
  tags: ["Account"],
  summary: "Rename a passkey",
  params: passkeyParams,
  body: renameRequest,
  response: {
    200: answer("Renamed.", passkeyAnswer, passkeyAnswerExamples.renamed),
    400: answer("The name is empty or over 60 characters.", apiError, passkeyErrorExamples.invalidName),
    401: accountUnauthorized,
    404: passkeyNotFound,
    429: passkeyChangeLimit,
    503: serviceUnavailable,
  },
});

const removeSchema = routeSchema({
  operationId: "removePasskey",
  tags: ["Account"],
  summary: "Remove a passkey",
  description:
    "No body. Refused when it is the account's last way in: no password, no Google or Facebook identity and no " +
    "other passkey.",
  params: passkeyParams,
  response: {
    204: emptyAnswer("Removed: it signs nobody in any more."),
    401: accountUnauthorized,
    404: passkeyNotFound,
    409: answer("The account's last way in.", apiError, passkeyErrorExamples.lastWayIn),
    429: passkeyChangeLimit,
    503: serviceUnavailable,
  },
});

/**
 * A route hook: a passkey skips a staff account's TOTP step, so it must not be addable with the password alone. A
 * staff session that has not proved its second factor is refused (403) before anything else of the request.
 */
async function refuseUnprovedStaff(request: FastifyRequest) {
  const me = await caller(request);
  if (me.staff && !me.secondFactorProved) throw new HttpError(403, passkeyMessages.secondFactorFirst);
}

/**
 * The signed-in person's passkeys under /api/account/passkeys: list, add (options, then the authenticator's answer
 * with a name), rename, remove. Bearer token of a live session, like every /api/account route.
 */
export async function passkeyRoutes(app: FastifyInstance, services: AppServices) {
  const { database, config, rateLimiter } = services;
  const db = database.db;
  const rp = relyingParty(config);
  const origin = publicOrigin(config);
  const api = app.withTypeProvider<ZodTypeProvider>();

  const countChange = (me: Caller) =>
    rateLimiter.consume(`passkey-changes:${me.userId}`, PASSKEY_CHANGES, passkeyMessages.tooManyChanges);

  api.get("/account/passkeys", { ...access("signed-in"), schema: listSchema }, async (request, reply) => {
    const me = await caller(request);
    return reply.send({ passkeys: await listPasskeys(db, me.userId) } satisfies PasskeyList);
  });

  api.post(
    "/account/passkeys/registration/options",
    { ...access("signed-in"), preValidation: refuseUnprovedStaff, schema: registrationOptionsSchema },
    async (request, reply) => {
      const me = await caller(request);
      await countChange(me);
      const existing = await credentialsOf(db, me.userId);
      const { generateRegistrationOptions } = await webauthn();
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: me.email,
        userDisplayName: me.name,
        userID: userHandleOf(me.userId),
        timeout: PASSKEY_TIMEOUT_MS,
        attestationType: "none",
        // The same authenticator is not registered twice for one account.
        excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports })),
        // Discoverable (sign-in without typing the email) and user-verified (it is a second factor by itself).
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
      });
      await storeChallenge(db, options.challenge, "registration", me.sessionId);
      return reply.send(options);
    },
  );

  // A challenge for one of the account's own passkeys, bound to this session: the proof a step beyond the session
  // asks for (deleting the account, POST /api/account/delete with method "passkey").
  api.post(
    "/account/passkeys/confirm/options",
    { ...access("signed-in"), schema: confirmOptionsSchema },
    async (request, reply) => {
      const me = await caller(request);
      await rateLimiter.consume(`passkey-confirm:${me.userId}`, PASSKEY_CHANGES, passkeyMessages.tooMany);
      const keys = await credentialsOf(db, me.userId);
      if (keys.length === 0) throw new HttpError(409, passkeyMessages.noPasskeyToConfirm);
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: PASSKEY_TIMEOUT_MS,
        userVerification: "required",
        allowCredentials: keys.map((key) => ({
          id: key.credentialId,
          transports: key.transports as AuthenticatorTransport[],
        })),
      });
      await storeChallenge(db, options.challenge, "confirm", me.sessionId);
      return reply.send(options);
    },
  );

  api.post(
    "/account/passkeys/registration/verify",
    { ...access("signed-in"), ...accountValidation, preValidation: refuseUnprovedStaff, schema: addSchema },
    async (request, reply) => {
      const me = await caller(request);
      const input = request.body;
      await countChange(me);
      const challenge = signedChallenge(input.response.response.clientDataJSON);
      if (!challenge || !(await takeChallenge(db, challenge, "registration", me.sessionId))) {
        throw new HttpError(400, passkeyMessages.registrationExpired, {
          details: [passkeyMessages.registrationExpired],
        });
      }
      const credential = await verifiedCredential(input.response, challenge);
      if (!credential) {
        request.log.info({ event: "passkey_registration_refused", userId: me.userId }, "answer not verified");
        throw new HttpError(400, passkeyMessages.registrationFailed, {
          details: [passkeyMessages.registrationFailed],
        });
      }
      const added = await addPasskey(db, origin, me, credential, input.name);
      if (!added) throw new HttpError(409, passkeyMessages.alreadyRegistered);
      services.outbox.notify();
      request.log.info({ event: "passkey_added", userId: me.userId }, "passkey added");
      return reply
        .status(201)
        .send({ passkey: added, message: passkeyMessages.added } satisfies PasskeyAnswer);
    },
  );

  api.post(
    "/account/passkeys/:id/rename",
    { ...access("signed-in"), ...accountValidation, schema: renameSchema },
    async (request, reply) => {
      const me = await caller(request);
      const input = request.body;
      const id = passkeyId(request.params.id);
      await countChange(me);
      const renamed = await renamePasskey(db, me.userId, id, input.name);
      if (!renamed) throw new HttpError(404, passkeyMessages.notFound);
      return reply.send({ passkey: renamed, message: passkeyMessages.renamed } satisfies PasskeyAnswer);
    },
  );

  api.post(
    "/account/passkeys/:id/remove",
    { ...access("signed-in"), schema: removeSchema },
    async (request, reply) => {
      const me = await caller(request);
      const id = passkeyId(request.params.id);
      await countChange(me);
      const outcome = await removePasskey(db, me.userId, id);
      if (outcome === "not-found") throw new HttpError(404, passkeyMessages.notFound);
      if (outcome === "last-way-in") throw new HttpError(409, passkeyMessages.lastWayIn);
      request.log.info({ event: "passkey_removed", userId: me.userId }, "passkey removed");
      return reply.status(204).send();
    },
  );

  /** The credential an authenticator's answer creates, or undefined when the answer does not verify. */
  async function verifiedCredential(
    response: z.output<typeof passkeyRegistrationRequestSchema>["response"],
    challenge: string,
  ) {
    try {
      const { verifyRegistrationResponse } = await webauthn();
      const verification = await verifyRegistrationResponse({
        // The contract checked the shape; transports stay open strings (new ones appear), which the library allows.
        response: response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
      });
      return verification.verified ? verification.registrationInfo.credential : undefined;
    } catch {
      // Malformed CBOR, another origin or RP id, no user verification, an unsupported algorithm: all refused alike.
      return undefined;
    }
  }
}

/** A passkey id from the path; anything that is not a uuid names no passkey (404). */
function passkeyId(value: string): string {
  if (!z.uuid().safeParse(value).success) throw new HttpError(404, passkeyMessages.notFound);
  return value;
}
