// The OpenAPI description of the passkey routes (the account's own, and signing in with one).
import { errorExamples } from "../../contract/examples.ts";
import { z } from "../../contract/zod.ts";
import {
  passkeyRegistrationRequestSchema,
  passkeyRenameRequestSchema,
  passkeySignInRequestSchema,
} from "../../contract/passkeys.ts";
import {
  passkeyAnswerExamples,
  passkeyErrorExamples,
  passkeyRequestExamples,
} from "../../contract/passkey-examples.ts";
import { type Endpoint, body, answer, sharedAnswers, accountUnauthorized } from "../openapi/endpoint-kit.ts";

// ---- Passkeys: the account's own (/api/account/passkeys) and signing in with one (/api/auth/passkey) ----

const examplePasskeyId = passkeyAnswerExamples.list.passkeys[0]!.id;
const passkeyPath = {
  id: { description: "The passkey's id, from the list.", schema: z.string(), example: examplePasskeyId },
};
const passkeyChangeLimit = answer(
  "Too many passkey changes on this account (20 in 15 minutes, each step of adding one counted). Try again " +
    "after Retry-After seconds.",
  "ApiError",
  passkeyErrorExamples.tooManyChanges,
  ["Retry-After"],
);
const passkeyNotFound = answer(
  "The account has no passkey with this id.",
  "ApiError",
  passkeyErrorExamples.notFound,
);

export const passkeyEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/account/passkeys",
    operationId: "listPasskeys",
    tag: "Account",
    summary: "The account's passkeys",
    description:
      "Each passkey with the name its owner gave it, when it was added and when it last signed in (null: not yet); " +
      "the newest first. Never the key material.",
    bearerAuth: true,
    answers: {
      200: answer("The passkeys.", "PasskeyList", passkeyAnswerExamples.list),
      401: accountUnauthorized,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/passkeys/registration/options",
    operationId: "passkeyRegistrationOptions",
    tag: "Account",
    summary: "Start adding a passkey",
    description:
      "No body. The options for `navigator.credentials.create()` (WebAuthn, as JSON): a discoverable credential " +
      "with user verification, attestation `none`, the account's passkeys excluded. Its challenge works once, for " +
      "this session, within 5 minutes. A staff or admin account must have proved its second factor in this session.",
    bearerAuth: true,
    answers: {
      200: answer("The options.", "PasskeyRegistrationOptions", passkeyAnswerExamples.registrationOptions),
      401: accountUnauthorized,
      403: answer(
        "A staff or admin session that has not proved the second factor (TOTP).",
        "ApiError",
        passkeyErrorExamples.secondFactorFirst,
      ),
      429: passkeyChangeLimit,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/passkeys/confirm/options",
    operationId: "passkeyConfirmOptions",
    tag: "Account",
    summary: "Start confirming a step with one of the account's passkeys",
    description:
      "No body. The options for `navigator.credentials.get()` (WebAuthn, as JSON) that list the account's own " +
      "passkeys, with user verification. The answer goes with the step that asks for it (POST /api/account/delete " +
      "with `method` passkey). Its challenge works once, for this session, within 5 minutes.",
    bearerAuth: true,
    answers: {
      200: answer("The options.", "PasskeyConfirmOptions", passkeyAnswerExamples.confirmOptions),
      401: accountUnauthorized,
      409: answer("The account has no passkey.", "ApiError", passkeyErrorExamples.noPasskeyToConfirm),
      429: passkeyChangeLimit,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/passkeys/registration/verify",
    operationId: "addPasskey",
    tag: "Account",
    summary: "Add a passkey: the authenticator's answer and a name",
    description:
      "`response` is what `navigator.credentials.create()` gave for the options (RegistrationResponseJSON, as " +
      "@simplewebauthn/browser sends it); it must come from this site's origin, with user verification. The " +
      "challenge is used up whatever the outcome. A notice goes to the account's address.",
    bearerAuth: true,
    request: body(
      "PasskeyRegistrationRequest",
      passkeyRegistrationRequestSchema,
      passkeyRequestExamples.registration,
    ),
    answers: {
      201: answer("Added.", "PasskeyAnswer", passkeyAnswerExamples.added),
      400: answer(
        "The body or the name breaks a rule; the challenge is unknown, expired, used or another session's; or the " +
          "answer does not verify (origin, RP id, signature, no user verification). Nothing was added.",
        "ApiError",
        passkeyErrorExamples.registrationExpired,
      ),
      401: accountUnauthorized,
      403: answer(
        "A staff or admin session that has not proved the second factor (TOTP).",
        "ApiError",
        passkeyErrorExamples.secondFactorFirst,
      ),
      409: answer(
        "This credential is registered already.",
        "ApiError",
        passkeyErrorExamples.alreadyRegistered,
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: passkeyChangeLimit,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/passkeys/{id}/rename",
    operationId: "renamePasskey",
    tag: "Account",
    summary: "Rename a passkey",
    bearerAuth: true,
    pathParameters: passkeyPath,
    request: body("PasskeyRenameRequest", passkeyRenameRequestSchema, passkeyRequestExamples.rename),
    answers: {
      200: answer("Renamed.", "PasskeyAnswer", passkeyAnswerExamples.renamed),
      400: answer("The name is empty or over 60 characters.", "ApiError", passkeyErrorExamples.invalidName),
      401: accountUnauthorized,
      404: passkeyNotFound,
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: passkeyChangeLimit,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/passkeys/{id}/remove",
    operationId: "removePasskey",
    tag: "Account",
    summary: "Remove a passkey",
    description:
      "No body. Refused when it is the account's last way in: no password, no Google or Facebook identity and no " +
      "other passkey.",
    bearerAuth: true,
    pathParameters: passkeyPath,
    answers: {
      204: { description: "Removed: it signs nobody in any more." },
      401: accountUnauthorized,
      404: passkeyNotFound,
      409: answer("The account's last way in.", "ApiError", passkeyErrorExamples.lastWayIn),
      429: passkeyChangeLimit,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/passkey/options",
    operationId: "passkeySignInOptions",
    tag: "Accounts",
    summary: "Start signing in with a passkey",
    description:
      "No body, no account named: the options for `navigator.credentials.get()` (WebAuthn, as JSON) accept any " +
      "passkey of this site, so the browser can offer its own (also in the email field's autofill). User " +
      "verification is required. The challenge works once within 5 minutes. Limited per client address.",
    answers: {
      200: answer("The options.", "PasskeySignInOptions", passkeyAnswerExamples.signInOptions),
      429: answer(
        "Too many from this network. Try again after Retry-After seconds.",
        "ApiError",
        passkeyErrorExamples.tooMany,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/passkey/verify",
    operationId: "passkeySignIn",
    tag: "Accounts",
    summary: "Sign in with a passkey",
    description:
      "`response` is what `navigator.credentials.get()` gave for the options (AuthenticationResponseJSON). A session " +
      "starts as with the password: the same token, lifetimes, `rememberMe` and device cookie. For a staff or admin " +
      "account, a passkey added from a session that had proved the second factor counts as that factor: the new " +
      "session needs no TOTP code. Failures are limited like the login's (per device cookie, else per address).",
    request: body("PasskeySignInRequest", passkeySignInRequestSchema, passkeyRequestExamples.signIn),
    answers: {
      200: answer(
        "Signed in: send `token` as `Authorization: Bearer <token>`.",
        "AuthSession",
        passkeyAnswerExamples.session,
      ),
      400: answer(
        "The body is not an authenticator's answer.",
        "ApiError",
        passkeyErrorExamples.invalidSignIn,
      ),
      401: answer(
        "The challenge is unknown, expired or used, or the passkey is unknown (removed) or its answer does not " +
          "verify. The challenge is used up either way.",
        "ApiError",
        passkeyErrorExamples.signInExpired,
        ["WWW-Authenticate"],
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: answer(
        "Too many failed passkey sign-ins from this network (or this device). Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyLoginAttempts,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
];
