import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  accountDataMessages,
  applicationStatusWords,
  type AccountDeleted,
} from "../../contract/account-data.ts";
import {
  accountDataExportSchema,
  accountDeletedSchema,
  deleteAccountRequestSchema,
} from "../../contract/account-data-schemas.ts";
import { FRESH_SIGN_IN_MINUTES } from "../../contract/account-profile.ts";
import { accountUnauthorized } from "../auth/auth-answers.ts";
import { accountValidation, unauthorized } from "../auth/auth-errors.ts";
import { exampleApplicationFile } from "../careers/application-file-example.ts";
import { KeyedMutex } from "../auth/keyed-mutex.ts";
import { findUserById } from "../auth/users.ts";
import { apiError, serviceUnavailable } from "../http/common-answers.ts";
import { HttpError } from "../http/http-error.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { answer, component, routeSchema } from "../http/route-schema.ts";
import type { AppServices } from "../services.ts";
import { LastAdminError } from "../staff/last-admin.ts";
import { accountApplicationRoutes } from "./account-applications.routes.ts";
import { accountTooMany, exampleApplicationId, exampleSessionId } from "./account-answers.ts";
import { caller } from "../auth/caller.ts";
import { confirmDeletion, deleteAccount } from "./account-deletion.ts";
import { accountExport } from "./account-export.ts";
import { accountSubscriptionRoutes } from "./account-subscriptions.routes.ts";
import { relyingParty } from "./relying-party.ts";
import { access } from "../http/access.ts";

// Downloads per account and window: plenty for a person, and a bound on a query that reads every table.
const DOWNLOADS = { limit: 10, windowMs: 15 * 60_000 };
// Deletion attempts per account and window: the password check must not become a way to guess the password.
const DELETIONS = { limit: 5, windowMs: 15 * 60_000 };

const accountData = component("AccountData", accountDataExportSchema);
const accountDeleted = component("AccountDeleted", accountDeletedSchema);
const deleteAccountRequest = component("DeleteAccountRequest", deleteAccountRequestSchema, {
  method: "password",
  password: "analytical-engine-1843",
});

const downloadSchema = routeSchema({
  operationId: "downloadAccountData",
  tags: ["Account"],
  summary: "Download everything stored about you",
  description:
    "One JSON file (`Content-Disposition: attachment`, named with the day): the account (whether a password is " +
    "set, never its hash), live sessions, sign-in methods, the emails kept about the account (subjects and " +
    "times), and, once the address is verified, the messages, job applications (with their status) and " +
    "subscriptions sent from it, and the audit log's lines about all of these (staff named as `staff`). " +
    "Applications hold the link to the CV the applicant gave; the server stores no CV file. At most 10 " +
    "downloads per account in 15 minutes.",
  response: {
    200: answer("The data.", accountData, {
      exportedAt: "2026-11-26T08:12:45Z",
      account: {
        id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
        name: "Grace Hopper",
        email: "grace@example.org",
        emailVerified: true,
        emailVerifiedAt: "2026-11-19T10:00:00Z",
        role: "visitor",
        passwordSet: true,
        createdAt: "2026-11-19T09:58:00Z",
      },
      sessions: [
        {
          id: exampleSessionId,
          device: "Firefox on Windows",
          rememberMe: false,
          signedInAt: "2026-11-26T08:00:00Z",
          lastSeenAt: "2026-11-26T08:12:45Z",
          expiresAt: "2026-11-26T20:12:45Z",
          current: true,
        },
      ],
      signInMethods: {
        password: true,
        providers: [{ provider: "google", connectedAt: "2026-11-20T09:00:00Z" }],
        passkeys: [],
        recognisedBrowsers: [
          {
            firstSignedInAt: "2026-11-19T09:58:00Z",
            lastSignedInAt: "2026-11-26T08:00:00Z",
            expiresAt: "2027-11-26T08:00:00Z",
          },
        ],
        twoStepVerification: null,
      },
      emails: [
        {
          kind: "email-verification",
          subject: "Verify your email address",
          queuedAt: "2026-11-19T09:58:00Z",
          sentAt: "2026-11-19T09:58:02Z",
        },
      ],
      messages: [],
      applications: [
        {
          id: exampleApplicationId,
          appliedAt: "2026-11-20T09:30:00Z",
          position: "ai-researcher",
          positionTitle: "AI Researcher",
          status: "in-review",
          statusLabel: applicationStatusWords["in-review"].label,
          statusChangedAt: "2026-11-21T08:00:00Z",
          name: "Grace Hopper",
          email: "grace@example.org",
          phone: "",
          experience: "senior",
          location: "Lisbon",
          remoteWork: true,
          availability: "1-month",
          coverLetter: "Compilers and climate models.",
          resumeLink: "https://example.org/grace-hopper-cv.pdf",
          portfolio: "",
          linkedIn: "",
          github: "",
          files: [exampleApplicationFile],
        },
      ],
      subscriptions: [
        {
          id: "5d1f0c7a-8f0e-4a52-9b7b-3c2f1e0d9a88",
          list: "newsletter",
          email: "grace@example.org",
          status: "confirmed",
          requestedAt: "2026-11-20T09:40:00Z",
          confirmedAt: "2026-11-20T09:41:00Z",
          unsubscribedAt: null,
        },
      ],
      auditLog: [
        {
          at: "2026-11-21T08:00:00Z",
          by: "staff",
          action: "stage",
          targetKind: "application",
          targetId: exampleApplicationId,
          detail: "received → in-review; no email",
        },
      ],
    }),
    401: accountUnauthorized,
    429: answer(
      "Too many downloads for this account. Try again after Retry-After seconds.",
      apiError,
      { message: accountDataMessages.tooManyDownloads },
      ["Retry-After"],
    ),
    503: serviceUnavailable,
  },
});

const deleteSchema = routeSchema({
  operationId: "deleteAccount",
  tags: ["Account"],
  summary: "Delete the account",
  description:
    "Confirmed with the password (`method` password), or, for an account without one (made through Google or " +
    "Facebook), by typing its email address (`method` email) from a session signed in within the last " +
    `${FRESH_SIGN_IN_MINUTES} minutes, or by any account with one of its passkeys (\`method\` passkey: the ` +
    "browser's answer to POST /api/account/passkeys/confirm/options). The only admin account cannot be deleted " +
    "until another account is made admin. Removes the account at once with its sessions, " +
    "sign-in methods and tokens, signs out every device, and emails a notice to the address. Messages, " +
    "applications and subscriptions sent from the address stay for their retention periods (docs/privacy.md). " +
    "At most 5 attempts per account in 15 minutes.",
  body: deleteAccountRequest,
  response: {
    200: answer("Deleted; the token no longer works.", accountDeleted, {
      message: accountDataMessages.deleted,
    }),
    400: answer(
      "The password is missing or wrong, the typed address is not the account's, or the method does not fit " +
        "the account (an account with a password confirms with it). Nothing was deleted.",
      apiError,
      { message: accountDataMessages.passwordWrong, details: [accountDataMessages.passwordWrong] },
    ),
    401: accountUnauthorized,
    403: answer(
      "The account has no password and this session signed in too long ago: sign in again, or confirm with a " +
        "passkey. Nothing was deleted.",
      apiError,
      { message: accountDataMessages.signInAgain },
    ),
    409: answer(
      "This is the only admin account: make another account admin first. Nothing was deleted.",
      apiError,
      { message: accountDataMessages.lastAdmin },
    ),
    429: accountTooMany("attempts"),
    503: serviceUnavailable,
  },
});

/**
 * The person's own data under /api/account: download it all (GET /data), delete the account (POST /delete), the
 * applications sent from the verified address, and its subscriptions. Every route needs a live session's token.
 */
export async function accountDataRoutes(app: FastifyInstance, services: AppServices) {
  const { database, config, rateLimiter } = services;
  const db = database.db;
  const origin = publicOrigin(config);
  const deletions = new KeyedMutex();
  const rp = relyingParty(config);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/account/data", { ...access("signed-in"), schema: downloadSchema }, async (request, reply) => {
    const me = await caller(request);
    await rateLimiter.consume(`account-data:${me.userId}`, DOWNLOADS, accountDataMessages.tooManyDownloads);
    const data = await accountExport(db, me);
    const day = data.exportedAt.slice(0, 10);
    request.log.info({ event: "account_data_downloaded", userId: me.userId }, "account data downloaded");
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="verdant-account-data-${day}.json"`)
      .send(JSON.stringify(data, null, 2));
  });

  api.post(
    "/account/delete",
    { ...access("signed-in"), ...accountValidation, schema: deleteSchema },
    async (request, reply) => {
      const me = await caller(request);
      const input = request.body;
      await rateLimiter.consume(`account-delete:${me.userId}`, DELETIONS);
      // One attempt at a time per account: parallel requests cannot both pass the check, nor delete twice.
      await deletions.run(me.userId, async () => {
        const current = await findUserById(db, me.userId);
        if (!current) throw unauthorized();
        await confirmDeletion(
          request,
          { db, rp },
          { ...me, passwordHash: current.passwordHash },
          current,
          input,
        );
        await deleteUnlessLastAdmin(() => deleteAccount(db, origin, me.userId, current.email));
      });
      services.outbox.notify();
      request.log.info({ event: "account_deleted", userId: me.userId }, "account deleted by its owner");
      return reply.send({ message: accountDataMessages.deleted } satisfies AccountDeleted);
    },
  );

  await app.register(accountApplicationRoutes, services);
  await app.register(accountSubscriptionRoutes, services);
}

/** Runs the deletion; the only admin's account is refused with 409 (nothing is deleted). */
async function deleteUnlessLastAdmin(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (error) {
    if (error instanceof LastAdminError) throw new HttpError(409, accountDataMessages.lastAdmin);
    throw error;
  }
}
