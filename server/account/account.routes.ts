import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  accountMessages,
  type AccountSession,
  type AccountSessions,
  type ChangePasswordResponse,
  type EndedSessions,
} from "../../contract/account.ts";
import { authMessages } from "../../contract/auth.ts";
import { changePasswordWithProofSchema } from "../../contract/owner-proof-schemas.ts";
import { z } from "../../contract/zod.ts";
import { parseAuthBody } from "../auth/auth-errors.ts";
import { KeyedMutex } from "../auth/keyed-mutex.ts";
import { renderPasswordChangedEmail } from "../auth/password-reset-email.ts";
import { hashPassword, isCommonPassword } from "../auth/passwords.ts";
import { rowsOf } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import type { AppServices } from "../services.ts";
import { caller } from "../auth/caller.ts";
import { access } from "../http/access.ts";
import { requireOwnerProof, type ProofTexts } from "./owner-proof.ts";
import { relyingParty } from "./relying-party.ts";

const proofTexts: ProofTexts = {
  passwordRequired: accountMessages.currentPasswordRequired,
  passwordWrong: accountMessages.currentPasswordWrong,
  passkeyNotConfirmed: accountMessages.passkeyNotConfirmed,
  signInAgain: accountMessages.signInAgainToSetPassword,
};

// Changes per account and window: enough for a person, not for a script guessing the current password.
const PASSWORD_CHANGES = { limit: 5, windowMs: 15 * 60_000 };

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

  app.get("/account/sessions", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    const rows = rowsOf<{ id: string; device: string | null; created: string; seen: string }>(
      await db.execute(sql`
        select id, device,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created,
          to_char(last_used_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as seen
        from sessions where user_id = ${me.userId} and expires_at > now()
        order by last_used_at desc, id`),
    );
    const sessions = rows.map((row): AccountSession => ({
      id: String(row.id),
      device: row.device,
      signedInAt: row.created,
      lastSeenAt: row.seen,
      current: String(row.id) === me.sessionId,
    }));
    return reply.send({ sessions } satisfies AccountSessions);
  });

  app.post<{ Params: { id: string } }>(
    "/account/sessions/:id/end",
    access("signed-in"),
    async (request, reply) => {
      const me = await caller(request);
      const { id } = request.params;
      if (!z.uuid().safeParse(id).success) throw new HttpError(404, accountMessages.sessionNotFound);
      const ended = rowsOf(
        await db.execute(sql`
        delete from sessions where id = ${id}::uuid and user_id = ${me.userId} and expires_at > now() returning id`),
      );
      if (ended.length === 0) throw new HttpError(404, accountMessages.sessionNotFound);
      return reply.status(204).send();
    },
  );

  app.post("/account/sessions/end-others", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    const ended = rowsOf(
      await db.execute(sql`
        delete from sessions where user_id = ${me.userId} and id <> ${me.sessionId}::uuid returning id`),
    );
    return reply.send({ ended: ended.length } satisfies EndedSessions);
  });

  app.post("/account/password", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    const input = parseAuthBody(changePasswordWithProofSchema, request.body);
    await rateLimiter.consume(`account-password:${me.userId}`, PASSWORD_CHANGES);
    if (isCommonPassword(input.newPassword)) {
      throw new HttpError(400, authMessages.commonPassword, { details: [authMessages.commonPassword] });
    }
    // One change at a time per account, so two parallel requests cannot both pass the current-password check.
    await passwordMutex.run(me.userId, async () => {
      const [current] = rowsOf<{ password_hash: string | null }>(
        await db.execute(sql`select password_hash from users where id = ${me.userId}`),
      );
      // The current password; an account without one (a first password) a fresh sign-in, or a passkey's word.
      await requireOwnerProof(
        request,
        { db, rp },
        { ...me, passwordHash: current?.password_hash ?? null },
        {
          currentPassword: input.currentPassword,
          passkey: input.passkey as AuthenticationResponseJSON | undefined,
        },
        proofTexts,
      );
      const newHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update users set password_hash = ${newHash} where id = ${me.userId}`);
        // Whoever else knew the old password is signed out everywhere; this browser stays signed in.
        await tx.execute(
          sql`delete from sessions where user_id = ${me.userId} and id <> ${me.sessionId}::uuid`,
        );
        await tx.execute(sql`delete from sign_in_codes where user_id = ${me.userId}`);
        await tx.execute(
          sql`delete from password_reset_tokens where user_id = ${me.userId} and used_at is null`,
        );
        await tx.execute(
          sql`delete from email_change_requests where user_id = ${me.userId} and used_at is null`,
        );
        await enqueueEmail(tx, {
          ...renderPasswordChangedEmail(origin),
          kind: "password-changed",
          refId: me.userId,
          to: [me.email],
        });
      });
    });
    services.outbox.notify();
    request.log.info({ event: "password_changed", userId: me.userId }, "password changed from the account");
    return reply.send({ message: accountMessages.passwordChanged } satisfies ChangePasswordResponse);
  });
}
