import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  accountDataMessages,
  type AccountDeleted,
  type DeleteAccountRequest,
} from "../../contract/account-data.ts";
import { deleteAccountRequestSchema } from "../../contract/account-data-schemas.ts";
import { parseAuthBody, unauthorized } from "../auth/auth-errors.ts";
import { KeyedMutex } from "../auth/keyed-mutex.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { rowsOf } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { eraseAccount } from "../privacy/erasure.ts";
import type { AppServices } from "../services.ts";
import { audit } from "../staff/staff-access.ts";
import { accountApplicationRoutes } from "./account-applications.routes.ts";
import { caller } from "../auth/caller.ts";
import { renderAccountDeletedEmail } from "./account-deleted-email.ts";
import { accountExport } from "./account-export.ts";
import { accountSubscriptionRoutes } from "./account-subscriptions.routes.ts";
import { confirmedWithPasskey } from "./passkey-confirm.ts";
import { relyingParty } from "./relying-party.ts";
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
      if (input.method === "passkey") {
        // Any account with a passkey may confirm with it, password or not.
        const answer = input.response as AuthenticationResponseJSON;
        if (!(await confirmedWithPasskey(db, rp, me, answer))) {
          const message = accountDataMessages.passkeyNotConfirmed;
          throw new HttpError(400, message, { details: [message] });
        }
      } else {
        await confirmDeletion(current, input);
      }
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
    services.outbox.notify();
    request.log.info({ event: "account_deleted", userId: me.userId }, "account deleted by its owner");
    return reply.send({ message: accountDataMessages.deleted } satisfies AccountDeleted);
  });

  await app.register(accountApplicationRoutes, services);
  await app.register(accountSubscriptionRoutes, services);
}

/**
 * The proof the deletion asks for: an account with a password gives it; one without (made through Google or
 * Facebook) types its address, which stops a slip, as its open session is all it has to sign in with anyway.
 */
async function confirmDeletion(
  account: { email: string; password_hash: string | null },
  input: Exclude<DeleteAccountRequest, { method: "passkey" }>,
): Promise<void> {
  const refuse = (message: string) => new HttpError(400, message, { details: [message] });
  if (account.password_hash !== null) {
    if (input.method !== "password") throw refuse(accountDataMessages.usePassword);
    if (!(await verifyPassword(account.password_hash, input.password))) {
      throw refuse(accountDataMessages.passwordWrong);
    }
    return;
  }
  if (input.method !== "email") throw refuse(accountDataMessages.noPassword);
  if (input.email.toLowerCase() !== account.email.toLowerCase())
    throw refuse(accountDataMessages.emailMismatch);
}
