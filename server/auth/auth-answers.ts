import { errorExamples } from "../../contract/examples.ts";
import {
  authSessionSchema,
  authUserSchema,
  currentUserSchema,
  passwordResetAnswerSchema,
  verifyEmailAnswerSchema,
  verifyEmailErrorSchema,
  verifyEmailQuestionSchema,
  verifyEmailWrongPasswordSchema,
} from "../../contract/responses.ts";
import { apiError } from "../http/common-answers.ts";
import { answer, component, emptyAnswer, sharedAnswer, type Answer } from "../http/route-schema.ts";

// What the accounts API's routes (/api/auth, /api/account) say alike in their schemas (ADR 0044): the named answer
// bodies of signing in and of the emailed links, and the answers several operations give.

export const authUser = component("AuthUser", authUserSchema);
export const authSession = component("AuthSession", authSessionSchema);
export const currentUser = component("CurrentUser", currentUserSchema);
export const verifyEmailAnswer = component("VerifyEmailAnswer", verifyEmailAnswerSchema);
export const passwordResetAnswer = component("PasswordResetAnswer", passwordResetAnswerSchema);
export const verifyEmailError = component("VerifyEmailError", verifyEmailErrorSchema);
export const verifyEmailQuestion = component("VerifyEmailQuestion", verifyEmailQuestionSchema);
export const verifyEmailWrongPassword = component("VerifyEmailWrongPassword", verifyEmailWrongPasswordSchema);

/** A body its schema refuses, answered as `invalidAccountInput` (server/auth/auth-errors.ts). */
export const invalidAccountRequest = sharedAnswer(
  "InvalidAccountRequest",
  answer(
    "The body is not valid: `message` is the first problem, `details` lists them all. Also for malformed JSON, " +
      "and for a body sent as text/plain.",
    apiError,
    errorExamples.invalidAccountInput,
  ),
);

/** The per-network limit of the pages that follow an emailed link (verify, reset, confirm a new email). */
export const tooManyFromNetwork = answer(
  "Too many attempts from this network. Try again after Retry-After seconds.",
  apiError,
  errorExamples.tooManyRequests,
  ["Retry-After"],
);

/** A plain HTML account form's answer (ADR 0007, ADR 0017): on to its done page, or back to its own page. */
export const accountFormRedirect = (done: string, page: string): Answer =>
  emptyAnswer(
    "Sent as a plain HTML form (`application/x-www-form-urlencoded`, the page without JavaScript): done, " +
      `\`Location\` is ${done}; refused (an invalid field, a used or expired link, too many attempts), \`Location\` ` +
      `is ${page}, and a short-lived HttpOnly \`vc_form\` cookie lets that page show the problem (never a password). ` +
      "No field is ever put in the URL.",
    ["Location"],
  );

export const crossSiteAccountForm = answer(
  "A plain form body from another site (`Sec-Fetch-Site` other than same-origin, or a foreign `Origin`). Nothing " +
    "changed.",
  apiError,
  errorExamples.crossSiteForm,
);

/** The answer of a sign-in that worked (password, provider code, passkey). */
export const signedIn = (example: { token: string; user: { id: string; name: string; email: string } }) =>
  answer("Signed in: send `token` as `Authorization: Bearer <token>`.", authSession, example);

export const accountUnauthorized = answer(
  "No token, or a token that is unknown, expired or signed out.",
  apiError,
  errorExamples.sessionExpired,
  ["WWW-Authenticate"],
);
