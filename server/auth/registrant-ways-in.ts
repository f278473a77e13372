import { sql } from "drizzle-orm";
import { oauthProviders, type OAuthProvider, type RemovedWaysIn } from "../../contract/auth-texts.ts";
import { rowsOf, type Db, type Tx } from "../db/client.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { endEverySignIn } from "./end-sign-ins.ts";
import { renderWaysInRemovedEmail, type FirstProof } from "./ways-in-removed-email.ts";

/**
 * Anyone can register an address they do not hold, then sign in and set up more ways in before its owner proves
 * they hold it: a password, passkeys, connected Google or Facebook identities, sessions on several devices. When the
 * owner's first proof (the verification link followed outside the registrant's browser, a verified Google sign-in,
 * a reset link) does not show that they set those up, every one of them goes, in the caller's transaction (which
 * holds the account's row lock): the password, passkeys, provider identities, and every session, device cookie,
 * pending sign-in code, provider connection and change of email (endEverySignIn). Returns what went, for the
 * owner to read, and queues a notice listing it to the account's address when anything did.
 */
export async function removeRegistrantsWaysIn(
  tx: Tx | Db,
  account: { id: string; email: string },
  notice: { origin: string; proof: FirstProof },
): Promise<RemovedWaysIn> {
  const userId = account.id;
  const [counts] = rowsOf<{ password: boolean; passkeys: number; sessions: number }>(
    await tx.execute(sql`
      select password_hash is not null as password,
        (select count(*)::int from passkeys where user_id = ${userId}) as passkeys,
        (select count(*)::int from sessions where user_id = ${userId} and expires_at > now()) as sessions
      from users where id = ${userId}`),
  );
  const providers = rowsOf<{ provider: string }>(
    await tx.execute(sql`delete from oauth_identities where user_id = ${userId} returning provider`),
  )
    .map((row) => row.provider)
    .filter((provider): provider is OAuthProvider => oauthProviders.includes(provider as OAuthProvider))
    .sort();
  await tx.execute(sql`delete from passkeys where user_id = ${userId}`);
  await tx.execute(sql`delete from provider_link_requests where user_id = ${userId}`);
  await tx.execute(sql`update users set password_hash = null where id = ${userId}`);
  await endEverySignIn(tx, userId);
  const removed: RemovedWaysIn = {
    password: Boolean(counts?.password),
    passkeys: Number(counts?.passkeys ?? 0),
    providers,
    sessions: Number(counts?.sessions ?? 0),
  };
  if (removed.password || removed.passkeys > 0 || providers.length > 0 || removed.sessions > 0) {
    await enqueueEmail(tx, {
      ...renderWaysInRemovedEmail(notice.origin, notice.proof, removed),
      kind: "ways-in-removed",
      refId: userId,
      to: [account.email],
    });
  }
  return removed;
}
