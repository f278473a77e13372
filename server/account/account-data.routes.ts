import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  accountDataMessages,
  type AccountDeleted,
  type DeleteAccountRequest,
} from "../../contract/account-data.ts";
import { deleteAccountRequestSchema } from "../../contract/account-data-schemas.ts";
import { parseAuthBody, unauthorized } from "../auth/auth-errors.ts";
import { KeyedMutex } from "../auth/keyed-mutex.ts";
import { rowsOf, type Db } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { eraseAccount } from "../privacy/erasure.ts";
import type { AppServices } from "../services.ts";
import { LastAdminError } from "../staff/last-admin.ts";
import { audit } from "../staff/staff-access.ts";
import { accountApplicationRoutes } from "./account-applications.routes.ts";
import { caller } from "../auth/caller.ts";
import { renderAccountDeletedEmail } from "./account-deleted-email.ts";
import { accountExport } from "./account-export.ts";
import { accountSubscriptionRoutes } from "./account-subscriptions.routes.ts";
import { requireOwnerProof, type ProofTexts } from "./owner-proof.ts";
import { relyingParty, type RelyingParty } from "./relying-party.ts";
import { access } from "../http/access.ts";

// Downloads per account and window: plenty for a person, and a bound on a query that reads every table.
const DOWNLOADS = { limit: 10, windowMs: 15 * 60_000 };
// Deletion attempts per account and window: the password check must not become a way to guess the password.
const DELETIONS = { limit: 5, windowMs: 15 * 60_000 };

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

  app.get("/account/data", access("signed-in"), async (request, reply) => {
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

  app.post("/account/delete", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    const input = parseAuthBody(deleteAccountRequestSchema, request.body);
    await rateLimiter.consume(`account-delete:${me.userId}`, DELETIONS);
    // One attempt at a time per account: parallel requests cannot both pass the check, nor delete twice.
    await deletions.run(me.userId, async () => {
      const [current] = rowsOf<{ email: string; password_hash: string | null }>(
        await db.execute(sql`select email, password_hash from users where id = ${me.userId}`),
      );
      if (!current) throw unauthorized();
      await confirmDeletion(
        request,
        { db, rp },
        { ...me, passwordHash: current.password_hash },
        current,
        input,
      );
      await deleteUnlessLastAdmin(async () => {
        await db.transaction(async (tx) => {
          await audit(tx, {
            actorId: null,
            actorLabel: "the account holder",
            action: "account-deleted",
            targetKind: "account",
            targetId: me.userId,
          });
          await eraseAccount(tx, me.userId);
          await enqueueEmail(tx, {
            ...renderAccountDeletedEmail(origin),
            kind: "account-deleted",
            refId: me.userId,
            to: [current.email],
          });
        });
      });
    });
    services.outbox.notify();
    request.log.info({ event: "account_deleted", userId: me.userId }, "account deleted by its owner");
    return reply.send({ message: accountDataMessages.deleted } satisfies AccountDeleted);
  });

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

const proofTexts: ProofTexts = {
  passwordRequired: accountDataMessages.passwordRequired,
  passwordWrong: accountDataMessages.passwordWrong,
  passkeyNotConfirmed: accountDataMessages.passkeyNotConfirmed,
  signInAgain: accountDataMessages.signInAgain,
};

/**
 * The proof the deletion asks for (requireOwnerProof): any account may confirm with one of its passkeys; an account
 * with a password gives it; one without (made through Google or Facebook) types its address, which stops a slip,
 * and must have signed in minutes ago, so a session left open somewhere cannot delete it.
 */
async function confirmDeletion(
  request: FastifyRequest,
  deps: { db: Db; rp: RelyingParty },
  me: Parameters<typeof requireOwnerProof>[2],
  account: { email: string; password_hash: string | null },
  input: DeleteAccountRequest,
): Promise<void> {
  const refuse = (message: string) => new HttpError(400, message, { details: [message] });
  if (input.method === "passkey") {
    const passkey = input.response as AuthenticationResponseJSON;
    return requireOwnerProof(request, deps, me, { passkey }, proofTexts);
  }
  if (account.password_hash !== null) {
    if (input.method !== "password") throw refuse(accountDataMessages.usePassword);
    return requireOwnerProof(request, deps, me, { currentPassword: input.password }, proofTexts);
  }
  if (input.method !== "email") throw refuse(accountDataMessages.noPassword);
  if (input.email.toLowerCase() !== account.email.toLowerCase())
    throw refuse(accountDataMessages.emailMismatch);
  return requireOwnerProof(request, deps, me, {}, proofTexts);
}
