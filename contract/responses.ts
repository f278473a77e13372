import { z } from "./zod.ts";
import { roles } from "./staff.ts";
import {
  type AccountConnections,
  type AccountProfile,
  type ConnectionStart,
  type EmailChangeRequested,
  type NameChanged,
} from "./account-profile.ts";
import {
  emailChangeLinkProblems,
  type EmailChangeConfirmed,
  type EmailChangeLinkError,
} from "./confirm-email.ts";
import {
  oauthProviders,
  verificationLinkProblems,
  type AuthSession,
  type AuthUser,
  type VerifyEmailError,
  type VerifyEmailQuestion,
  type VerifyEmailResponse,
  type VerifyEmailWrongPassword,
} from "./auth-texts.ts";
import {
  subscriptionLinkProblems,
  subscriptionLists,
  type SubscriptionLinkError,
  type SubscriptionLinkResponse,
  type SubscriptionResponse,
} from "./subscription.ts";

// The successful answers of the API as zod schemas, so the OpenAPI document (server/openapi/) describes them without
// a hand-written JSON Schema, and the API tests can check real answers against them. The browser keeps its plain
// interfaces (auth-texts.ts, subscription.ts): no page imports this file, so it adds nothing to any bundle. The
// type checks at the end keep both in step.

/** 201 of a stored form submission (contact message, job application). */
export const submissionAcceptedSchema = z.object({ id: z.uuid() });
export type SubmissionAccepted = z.infer<typeof submissionAcceptedSchema>;

/** 201 of a subscription request (newsletter, event announcements). */
export const subscriptionResponseSchema = z.object({ id: z.uuid(), message: z.string() });

/** 200 of POST /api/subscriptions/confirm and /unsubscribe. */
export const subscriptionLinkAnswerSchema = z.object({
  list: z.enum(subscriptionLists),
  message: z.string(),
});

/** 404 and 410 of POST /api/subscriptions/confirm and /unsubscribe: `code` says why the link did nothing. */
export const subscriptionLinkErrorSchema = z.object({
  message: z.string(),
  code: z.enum(subscriptionLinkProblems),
});

/** 200 of GET /api/health. */
export const healthStatusSchema = z.object({ status: z.literal("ok") });

export const authUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** Only in the answer of GET /api/auth/me. */
  role: z.optional(z.enum(roles)),
});

/** Answer of register, login and exchange: a bearer token and the signed-in user. */
export const authSessionSchema = z.object({ token: z.string(), user: authUserSchema });

/** Answer of GET /api/auth/me. */
export const currentUserSchema = z.object({ user: authUserSchema });

/** What a verification that started over removed: the ways in set up before the address was verified. */
export const removedWaysInSchema = z.object({
  password: z.boolean(),
  passkeys: z.number(),
  providers: z.array(z.enum(oauthProviders)),
  sessions: z.number(),
});

/**
 * 200 of POST /api/auth/verify-email (with `choosePasswordToken` and `removed` when the owner started over), 200
 * or 202 of /verify-email/resend.
 */
export const verifyEmailAnswerSchema = z.object({
  message: z.string(),
  choosePasswordToken: z.optional(z.string()),
  removed: z.optional(removedWaysInSchema),
});

/** 409 of POST /api/auth/verify-email: followed outside the registrant's browser; say who you are. */
export const verifyEmailQuestionSchema = z.object({
  message: z.string(),
  code: z.literal("confirm-registration"),
  hasPassword: z.boolean(),
});

/** 403 of POST /api/auth/verify-email: not the password chosen at registration. */
export const verifyEmailWrongPasswordSchema = z.object({
  message: z.string(),
  code: z.literal("wrong-password"),
});

/** 202 of POST /api/auth/forgot-password (whether or not the address has an account), 200 of /reset-password. */
export const passwordResetAnswerSchema = z.object({ message: z.string() });

/** 404 and 410 of POST /api/auth/verify-email: `code` says why the link did nothing. */
export const verifyEmailErrorSchema = z.object({
  message: z.string(),
  code: z.enum(verificationLinkProblems),
});

/** GET /api/account/sessions, POST /api/account/sessions/end-others and POST /api/account/password. */
export const accountSessionsSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.uuid(),
      device: z.nullable(z.string()),
      signedInAt: z.string(),
      lastSeenAt: z.string(),
      current: z.boolean(),
    }),
  ),
});

export const endedSessionsSchema = z.object({ ended: z.number() });

export const changePasswordResponseSchema = z.object({ message: z.string() });

// Compile-time only: each schema's type and the interface the browser uses are assignable both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inStep: [
  Same<z.infer<typeof subscriptionResponseSchema>, SubscriptionResponse>,
  Same<z.infer<typeof subscriptionLinkAnswerSchema>, SubscriptionLinkResponse>,
  Same<z.infer<typeof subscriptionLinkErrorSchema>, SubscriptionLinkError>,
  Same<z.infer<typeof authUserSchema>, AuthUser>,
  Same<z.infer<typeof authSessionSchema>, AuthSession>,
  Same<z.infer<typeof verifyEmailAnswerSchema>, VerifyEmailResponse>,
  Same<z.infer<typeof verifyEmailErrorSchema>, VerifyEmailError>,
  Same<z.infer<typeof verifyEmailQuestionSchema>, VerifyEmailQuestion>,
  Same<z.infer<typeof verifyEmailWrongPasswordSchema>, VerifyEmailWrongPassword>,
] = [true, true, true, true, true, true, true, true, true];
void inStep;

// The account's name, email and sign-in methods (contract/account-profile.ts has the browser's interfaces).

const pendingEmailChangeSchema = z.object({ email: z.string(), expiresAt: z.string() });

/** 200 of GET /api/account/profile. */
export const accountProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  pendingEmail: z.nullable(pendingEmailChangeSchema),
});

/** 200 of POST /api/account/name. */
export const nameChangedSchema = z.object({ name: z.string(), message: z.string() });

/** 202 of POST /api/account/email and /email/resend. */
export const emailChangeRequestedSchema = z.object({
  message: z.string(),
  pendingEmail: pendingEmailChangeSchema,
});

/** 200 of POST /api/account/email/confirm. */
export const emailChangeConfirmedSchema = z.object({ message: z.string(), email: z.string() });

/** 404, 409 and 410 of POST /api/account/email/confirm: `code` says why the link did nothing. */
export const emailChangeLinkErrorSchema = z.object({
  message: z.string(),
  code: z.enum(emailChangeLinkProblems),
});

/** 200 of GET /api/account/connections. */
export const accountConnectionsSchema = z.object({
  hasPassword: z.boolean(),
  waysIn: z.number(),
  connections: z.array(
    z.object({
      provider: z.enum(oauthProviders),
      available: z.boolean(),
      connected: z.boolean(),
      connectedAt: z.nullable(z.string()),
    }),
  ),
});

/** 200 of POST /api/account/connections/{provider}/connect. */
export const connectionStartSchema = z.object({ location: z.string() });

const profileInStep: [
  Same<z.infer<typeof accountProfileSchema>, AccountProfile>,
  Same<z.infer<typeof nameChangedSchema>, NameChanged>,
  Same<z.infer<typeof emailChangeRequestedSchema>, EmailChangeRequested>,
  Same<z.infer<typeof emailChangeConfirmedSchema>, EmailChangeConfirmed>,
  Same<z.infer<typeof emailChangeLinkErrorSchema>, EmailChangeLinkError>,
  Same<z.infer<typeof accountConnectionsSchema>, AccountConnections>,
  Same<z.infer<typeof connectionStartSchema>, ConnectionStart>,
] = [true, true, true, true, true, true, true];
void profileInStep;
