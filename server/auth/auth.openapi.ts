// The OpenAPI description of the auth routes (server/openapi/endpoints.ts gathers every domain's).
import {
  codeExchangeRequestSchema,
  loginRequestSchema,
  oauthProviders,
  registerRequestSchema,
  verifyEmailRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from "../../contract/auth.ts";
import {
  answerExamples,
  errorExamples,
  requestExamples,
  verificationLinkErrorExamples,
  resetLinkErrorExamples,
} from "../../contract/examples.ts";
import { z } from "../../contract/zod.ts";
import {
  answer,
  body,
  type Answer,
  type Endpoint,
  sharedAnswers,
  tooManyFromNetwork,
} from "../openapi/endpoint-kit.ts";

/** A plain HTML account form's answer (ADR 0007, ADR 0017): on to its done page, or back to its own page. */
const accountFormRedirect = (done: string, page: string): Answer => ({
  description:
    "Sent as a plain HTML form (`application/x-www-form-urlencoded`, the page without JavaScript): done, " +
    `\`Location\` is ${done}; refused (an invalid field, a used or expired link, too many attempts), \`Location\` ` +
    `is ${page}, and a short-lived HttpOnly \`vc_form\` cookie lets that page show the problem (never a password). ` +
    "No field is ever put in the URL.",
  headers: ["Location"],
});

const crossSiteAccountForm = answer(
  "A plain form body from another site (`Sec-Fetch-Site` other than same-origin, or a foreign `Origin`). Nothing " +
    "changed.",
  "ApiError",
  errorExamples.crossSiteForm,
);

export const authEndpoints: Endpoint[] = [
  {
    method: "post",
    path: "/api/auth/register",
    operationId: "register",
    tag: "Accounts",
    summary: "Create an account and sign in",
    description: "Emails are compared trimmed and lower-cased. Very common passwords are refused.",
    request: body("RegisterRequest", registerRequestSchema, requestExamples.register),
    answers: {
      201: answer(
        "Account created and signed in: send `token` as `Authorization: Bearer <token>`.",
        "AuthSession",
        answerExamples.session,
      ),
      400: sharedAnswers.InvalidAccountRequest,
      409: answer("An account with this email already exists.", "ApiError", errorExamples.emailTaken),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: answer(
        "Too many accounts created from this network. Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyRegistrations,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/login",
    operationId: "login",
    tag: "Accounts",
    summary: "Sign in with email and password",
    description:
      "Every attempt counts towards the limits, per network and per account, before the password is checked; a " +
      "successful one is given back. One network guessing one account waits longer after each failure. A browser " +
      "that signed in to the account before (its device cookie) is not held back by other networks' failures.",
    request: body("LoginRequest", loginRequestSchema, requestExamples.login),
    answers: {
      200: answer(
        "Signed in: send `token` as `Authorization: Bearer <token>`.",
        "AuthSession",
        answerExamples.session,
      ),
      400: sharedAnswers.InvalidAccountRequest,
      401: answer(
        "Unknown email or wrong password (the answer does not say which).",
        "ApiError",
        errorExamples.invalidCredentials,
        ["WWW-Authenticate"],
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: answer(
        "Too many failed sign-ins for this network or account. Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyLoginAttempts,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "get",
    path: "/api/auth/me",
    operationId: "getCurrentUser",
    tag: "Accounts",
    summary: "The signed-in user",
    bearerAuth: true,
    answers: {
      200: answer("The user the token belongs to.", "CurrentUser", answerExamples.currentUser),
      401: answer(
        "No token, or a token that is unknown, expired or signed out.",
        "ApiError",
        errorExamples.sessionExpired,
        ["WWW-Authenticate"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/logout",
    operationId: "logout",
    tag: "Accounts",
    summary: "Sign out",
    description: "Ends the session of the bearer token. No body.",
    bearerAuth: true,
    answers: {
      204: { description: "Signed out: the token no longer works." },
      401: answer(
        "No token, or a token that is unknown, expired or already signed out.",
        "ApiError",
        errorExamples.sessionExpired,
        ["WWW-Authenticate"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/exchange",
    operationId: "exchangeSignInCode",
    tag: "Accounts",
    summary: "Trade a provider sign-in's one-time code for a session",
    description:
      "After a sign-in with an identity provider the browser lands on /login?code=…; the page sends that code " +
      "here, once, so the token never appears in a URL. The code works only with the HttpOnly cookie the callback " +
      "set in the same browser.",
    request: body("CodeExchangeRequest", codeExchangeRequestSchema, requestExamples.codeExchange),
    answers: {
      200: answer(
        "Signed in: send `token` as `Authorization: Bearer <token>`.",
        "AuthSession",
        answerExamples.session,
      ),
      400: sharedAnswers.InvalidAccountRequest,
      401: answer(
        "The code is unknown, expired or already used.",
        "ApiError",
        errorExamples.signInCodeInvalid,
        ["WWW-Authenticate"],
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/verify-email",
    operationId: "verifyEmail",
    tag: "Accounts",
    summary: "Verify an account's email address with the emailed link",
    description:
      "Registration emails a link to /verify-email#token=…; the page sends the token here. A link works once, " +
      "within 48 hours. No sign-in needed: the token is the proof that the sender holds the address. Anyone can " +
      "register an address they do not hold, and set up ways in (a password, passkeys, Google or Facebook, " +
      "sessions) before its owner verifies it, so the first verification decides who keeps the account:\n\n" +
      "- Sent with the bearer token of the account's own session (the registrant's browser): the address is " +
      "verified and everything stays; every other session and device of the account ends.\n" +
      "- Sent from any other browser with the token alone: 409 `confirm-registration`, and nothing changes (the " +
      "link still works). Send it again with either:\n" +
      "  - `password`, the one chosen at registration: it proves the sender set the account up, so the address " +
      "is verified and everything stays. It counts as a sign-in attempt, on the login's own limits per network " +
      "and per account (429 with Retry-After past them); a wrong one is 403 `wrong-password`, nothing changed;\n" +
      "  - or `startOver: true`: every way in set up before goes (the password, passkeys, connected providers, " +
      "sessions, device cookies, pending sign-in codes and changes of email), `removed` says what, a notice " +
      "listing it goes to the address, and `choosePasswordToken` sets the new password through " +
      "POST /api/auth/reset-password.\n\n" +
      "The same removal happens when the address's first proof is a reset link (POST /api/auth/reset-password) " +
      "or a Google sign-in that Google says holds the address.",
    request: body("VerifyEmailRequest", verifyEmailRequestSchema, requestExamples.verifyEmail),
    answers: {
      200: answer(
        "The address is verified. With `choosePasswordToken` (after `startOver`), the ways in listed in " +
          "`removed` are gone and the account needs a new password; otherwise everything stayed.",
        "VerifyEmailAnswer",
        answerExamples.emailVerifiedChoosePassword,
      ),
      400: answer(
        "No token, a value of the wrong type, or both `password` and `startOver`.",
        "ApiError",
        errorExamples.verificationTokenMissing,
      ),
      403: answer(
        "`password` is not the one chosen at registration. Nothing changed; the link still works.",
        "VerifyEmailWrongPassword",
        verificationLinkErrorExamples.wrongPassword,
      ),
      404: answer(
        "The token is unknown: a forged or cut-short link. Nothing changed.",
        "VerifyEmailError",
        verificationLinkErrorExamples.invalid,
      ),
      409: answer(
        "Followed from a browser not signed in to the account, with neither `password` nor `startOver`. " +
          "Nothing changed; the link still works. `hasPassword` says whether a password can be typed.",
        "VerifyEmailQuestion",
        verificationLinkErrorExamples.confirmRegistration,
      ),
      410: answer(
        "The link was already used, or is past its lifetime (`code` says which). Nothing changed.",
        "VerifyEmailError",
        verificationLinkErrorExamples.expired,
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: answer(
        "Too many links tried from this network, or too many password attempts for this network or account " +
          "(the login's limits). Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyLoginAttempts,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/forgot-password",
    operationId: "forgotPassword",
    tag: "Accounts",
    summary: "Email a link to choose a new password",
    description:
      "The same answer, in words and time, whether or not the address has an account; only an account's address " +
      "gets the email, with a link to /reset-password?token=… that works once within 30 minutes. Earlier links " +
      "stop working. Limited per email address and per client address.",
    request: body("ForgotPasswordRequest", forgotPasswordRequestSchema, requestExamples.forgotPassword),
    formBody: {
      description:
        "The /forgot-password page's form, as a browser posts it without JavaScript; only from this site's pages " +
        "(else 403). Answered 303.",
      example: new URLSearchParams({ email: requestExamples.forgotPassword.email }).toString(),
    },
    answers: {
      202: answer(
        "Accepted; an email goes out if the address has an account.",
        "PasswordResetAnswer",
        answerExamples.resetLinkSent,
      ),
      303: accountFormRedirect("/forgot-password/sent", "/forgot-password"),
      403: crossSiteAccountForm,
      400: answer("Not a valid email address.", "ApiError", errorExamples.invalidAccountInput),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: answer(
        "Too many links asked for this address or from this network. Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyResetRequests,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    operationId: "resetPassword",
    tag: "Accounts",
    summary: "Set a new password with a reset link's token",
    description:
      "The token of a reset link (`/reset-password?token=…`, or a verification's `choosePasswordToken`) and the " +
      "new password. A browser that opened the link may leave `token` out: the link left it in the HttpOnly cookie " +
      "`vc_reset`. The password follows the registration rules. Works once; signs out every session and device of the account, counts the " +
      "address as verified, and emails a notice. When the address was not verified yet, the link is its owner's " +
      "first proof: the passkeys and providers set up before are removed too, as when a verification starts over.",
    request: body("ResetPasswordRequest", resetPasswordRequestSchema, requestExamples.resetPassword),
    formBody: {
      description:
        "The /reset-password page's form (`password`, `confirmPassword`), as a browser posts it without " +
        "JavaScript; the token comes from the `vc_reset` cookie the link left. Only from this site's pages (else " +
        "403). Answered 303.",
      example: new URLSearchParams({
        password: requestExamples.resetPassword.password,
        confirmPassword: requestExamples.resetPassword.password,
      }).toString(),
    },
    answers: {
      200: answer("The password is set.", "PasswordResetAnswer", answerExamples.passwordReset),
      303: accountFormRedirect("/reset-password/done", "/reset-password"),
      403: crossSiteAccountForm,
      400: answer(
        "A password the registration rules refuse, or no token.",
        "ApiError",
        errorExamples.commonPassword,
      ),
      404: answer(
        "The token is unknown, or a newer link replaced it. Nothing changed.",
        "VerifyEmailError",
        resetLinkErrorExamples.invalid,
      ),
      410: answer(
        "The link was already used, or is past its 30 minutes (`code` says which). Nothing changed.",
        "VerifyEmailError",
        resetLinkErrorExamples.used,
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: tooManyFromNetwork,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/verify-email/resend",
    operationId: "resendVerificationEmail",
    tag: "Accounts",
    summary: "Email the signed-in person a new verification link",
    description:
      "No body. At most a few emails a day per account; earlier links stay valid until they expire.",
    bearerAuth: true,
    answers: {
      200: answer(
        "Nothing sent: the address is already verified.",
        "VerifyEmailAnswer",
        answerExamples.alreadyVerified,
      ),
      202: answer("A new link is on its way.", "VerifyEmailAnswer", answerExamples.verificationResent),
      401: answer(
        "No token, or a token that is unknown, expired or signed out.",
        "ApiError",
        errorExamples.sessionExpired,
        ["WWW-Authenticate"],
      ),
      429: answer(
        "Today's verification emails for this account are used up. Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyVerificationEmails,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "get",
    path: "/api/auth/{provider}",
    operationId: "startProviderSignIn",
    tag: "Accounts",
    summary: "Start signing in with an identity provider",
    description:
      "A browser navigation, not an API call: redirects to the provider's sign-in page (with a short-lived " +
      "HttpOnly cookie for the callback), or to /login?oauthError=unavailable&provider=… when that provider is " +
      "not configured or cannot be reached.",
    pathParameters: {
      provider: { description: "The identity provider.", schema: z.enum(oauthProviders), example: "google" },
    },
    answers: {
      302: { description: "Redirect.", headers: ["Location"] },
      404: answer("No such provider.", "ApiError", errorExamples.notFound),
    },
  },
  {
    method: "get",
    path: "/api/auth/{provider}/callback",
    operationId: "finishProviderSignIn",
    tag: "Accounts",
    summary: "Where the identity provider sends the browser back",
    description:
      "Called by the provider with its own query parameters (`code`, `state` or `error`). Redirects to " +
      "/login?code=… (a one-time code for POST /api/auth/exchange), or to /login?oauthError=<reason>&provider=… " +
      "when the sign-in cannot complete.",
    pathParameters: {
      provider: { description: "The identity provider.", schema: z.enum(oauthProviders), example: "google" },
    },
    answers: {
      302: { description: "Redirect.", headers: ["Location"] },
      404: answer("No such provider.", "ApiError", errorExamples.notFound),
    },
  },
];
