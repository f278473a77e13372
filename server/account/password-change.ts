import { and, eq, isNull, ne } from "drizzle-orm";
import { passwordResetTokens, sessions, signInCodes, users } from "../auth/auth.schema.ts";
import { renderPasswordChangedEmail } from "../auth/password-reset-email.ts";
import type { Db } from "../db/client.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { emailChangeRequests } from "./account.schema.ts";
import { holdAccountForSession } from "./live-session.ts";

/**
 * Sets the account's new password (its owner proved it, server/account/owner-proof.ts), in one transaction that
 * first holds the account for a live session (server/account/live-session.ts): whoever
 * else knew the old one is signed out everywhere (this session stays), pending sign-in codes, reset links and
 * changes of email end, and a notice goes to the address.
 */
export async function changePassword(
  db: Db,
  origin: string,
  me: { userId: string; sessionId: string; email: string },
  passwordHash: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await holdAccountForSession(tx, me);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, me.userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, me.userId), ne(sessions.id, me.sessionId)));
    await tx.delete(signInCodes).where(eq(signInCodes.userId, me.userId));
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, me.userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .delete(emailChangeRequests)
      .where(and(eq(emailChangeRequests.userId, me.userId), isNull(emailChangeRequests.usedAt)));
    await enqueueEmail(tx, {
      ...renderPasswordChangedEmail(origin),
      kind: "password-changed",
      refId: me.userId,
      to: [me.email],
    });
  });
}
