import { z } from "./zod.ts";
import { MAX_PASSWORD_LENGTH } from "./auth-texts.ts";
import { authenticationResponseSchema } from "./passkeys.ts";
import {
  accountDataErrorCodes,
  accountDataMessages,
  subscriptionStates,
  type AccountApplications,
  type AccountDataError,
  type AccountDeleted,
  type AccountSubscriptions,
  type ChangedSubscription,
  type DeleteAccountRequest,
  type SubscriptionChange,
  type WithdrawnApplication,
} from "./account-data.ts";
import { applicationFileInfoSchema } from "./application-files-schemas.ts";
import { applicationStages } from "./pipeline.ts";
import { handlingStatuses, roles } from "./staff.ts";
import { subscriptionLists } from "./subscription-texts.ts";

// The requests and answers of /api/account/data, /delete, /applications and /subscriptions as zod schemas, for the
// server, the OpenAPI document and the API tests. No page imports this file (see contract/responses.ts for why).

/** Subscribe to, or unsubscribe from, one list. */
export const subscriptionChangeSchema = z.object(
  {
    list: z.enum(subscriptionLists, { error: "list must be newsletter or events" }),
    subscribed: z.boolean({ error: "subscribed must be true or false" }),
  },
  { error: "Please name a list and whether to subscribe." },
);

/**
 * How the person confirms the deletion. An account with a password confirms with it; an account without one
 * (made through Google or Facebook) types its email address. Further methods (a passkey) join this union.
 */
export const deleteAccountRequestSchema = z.discriminatedUnion(
  "method",
  [
    z.object({
      method: z.literal("password"),
      password: z
        .string({ error: accountDataMessages.passwordRequired })
        .check(
          z.minLength(1, accountDataMessages.passwordRequired),
          z.maxLength(MAX_PASSWORD_LENGTH, accountDataMessages.passwordWrong),
        ),
    }),
    z.object({
      method: z.literal("email"),
      email: z
        .string({ error: accountDataMessages.emailRequired })
        .check(z.trim(), z.minLength(1, accountDataMessages.emailRequired), z.maxLength(254)),
    }),
    // The answer of one of the account's passkeys to the challenge of POST /api/account/passkeys/confirm/options.
    z.object({ method: z.literal("passkey"), response: authenticationResponseSchema }),
  ],
  { error: "method must be password, email or passkey" },
);

const time = z.string();
const nullableTime = z.nullable(z.string());

export const accountApplicationSchema = z.object({
  id: z.uuid(),
  position: z.string(),
  positionTitle: z.string(),
  appliedAt: time,
  status: z.enum(applicationStages),
  statusLabel: z.string(),
  statusDescription: z.string(),
  canWithdraw: z.boolean(),
});

export const accountApplicationsSchema = z.object({ applications: z.array(accountApplicationSchema) });

export const withdrawnApplicationSchema = z.object({
  application: accountApplicationSchema,
  message: z.string(),
});

export const accountSubscriptionsSchema = z.object({
  subscriptions: z.array(z.object({ list: z.enum(subscriptionLists), state: z.enum(subscriptionStates) })),
});

export const changedSubscriptionSchema = z.object({
  ...accountSubscriptionsSchema.shape,
  message: z.string(),
});

export const accountDataErrorSchema = z.object({
  message: z.string(),
  code: z.enum(accountDataErrorCodes),
});

export const accountDeletedSchema = z.object({ message: z.string() });

/** The JSON file of GET /api/account/data. */
export const accountDataExportSchema = z.object({
  exportedAt: time,
  account: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    emailVerifiedAt: nullableTime,
    role: z.enum(roles),
    /** Whether the account has a password; its hash is never given out. */
    passwordSet: z.boolean(),
    createdAt: time,
  }),
  sessions: z.array(
    z.object({
      id: z.uuid(),
      device: z.nullable(z.string()),
      rememberMe: z.boolean(),
      signedInAt: time,
      lastSeenAt: time,
      expiresAt: time,
      current: z.boolean(),
    }),
  ),
  signInMethods: z.object({
    password: z.boolean(),
    providers: z.array(z.object({ provider: z.string(), connectedAt: time })),
    /** The passkeys: the name given, the credential's id and public key (neither is secret), when each was added and last used. */
    passkeys: z.array(
      z.object({
        name: z.string(),
        credentialId: z.string(),
        publicKey: z.string(),
        transports: z.array(z.string()),
        countsAsSecondFactor: z.boolean(),
        createdAt: z.string(),
        lastUsedAt: z.nullable(z.string()),
      }),
    ),
    /** Browsers that signed in before (their cookie lets them try the password when the account is locked). */
    recognisedBrowsers: z.array(z.object({ firstSignedInAt: time, lastSignedInAt: time, expiresAt: time })),
    /** Staff and admin accounts' authenticator app; null when none is set up. */
    twoStepVerification: z.nullable(z.object({ confirmedAt: nullableTime, recoveryCodesLeft: z.number() })),
  }),
  emails: z.array(z.object({ kind: z.string(), subject: z.string(), queuedAt: time, sentAt: nullableTime })),
  messages: z.array(
    z.object({
      id: z.uuid(),
      receivedAt: time,
      name: z.string(),
      email: z.string(),
      organization: z.string(),
      subject: z.string(),
      message: z.string(),
      category: z.string(),
      status: z.enum(handlingStatuses),
    }),
  ),
  applications: z.array(
    z.object({
      id: z.uuid(),
      appliedAt: time,
      position: z.string(),
      positionTitle: z.string(),
      status: z.enum(applicationStages),
      statusLabel: z.string(),
      statusChangedAt: nullableTime,
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      experience: z.string(),
      location: z.string(),
      remoteWork: z.boolean(),
      availability: z.string(),
      coverLetter: z.string(),
      /** The link to the CV the applicant gave, if any (a file sent with the application is in `files`). */
      resumeLink: z.string(),
      portfolio: z.string(),
      linkedIn: z.string(),
      github: z.string(),
      /** The files sent with the application (a CV, a portfolio), listed without their bytes. */
      files: z.array(applicationFileInfoSchema),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.uuid(),
      list: z.string(),
      email: z.string(),
      status: z.string(),
      requestedAt: time,
      confirmedAt: nullableTime,
      unsubscribedAt: nullableTime,
    }),
  ),
  auditLog: z.array(
    z.object({
      at: time,
      by: z.enum(["you", "staff"]),
      action: z.string(),
      targetKind: z.string(),
      targetId: z.string(),
      detail: z.string(),
    }),
  ),
});
export type AccountDataExport = z.infer<typeof accountDataExportSchema>;

// Compile-time only: each schema's type and the interface the browser uses are assignable both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inStep: [
  Same<z.infer<typeof accountApplicationsSchema>, AccountApplications>,
  Same<z.infer<typeof withdrawnApplicationSchema>, WithdrawnApplication>,
  Same<z.infer<typeof accountSubscriptionsSchema>, AccountSubscriptions>,
  Same<z.infer<typeof changedSubscriptionSchema>, ChangedSubscription>,
  Same<z.infer<typeof accountDataErrorSchema>, AccountDataError>,
  Same<z.infer<typeof accountDeletedSchema>, AccountDeleted>,
  Same<z.input<typeof subscriptionChangeSchema>, SubscriptionChange>,
  Same<z.input<typeof deleteAccountRequestSchema>, DeleteAccountRequest>,
] = [true, true, true, true, true, true, true, true];
void inStep;
