import { sql } from "drizzle-orm";
import type { ConnectErrorReason } from "../../contract/account-profile.ts";
import { oauthProviderNames, type OAuthErrorReason, type OAuthProvider } from "../../contract/auth.ts";
import { rowsOf, type Db } from "../db/client.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { newSecret, secretHash } from "../auth/tokens.ts";
import { isUniqueViolation } from "../auth/users.ts";
import { renderProviderConnected } from "./account-emails.ts";

// As long as the provider flow's cookie lives (FLOW_COOKIE_SECONDS in server/auth/oauth.routes.ts).
export const LINK_REQUEST_SECONDS = 600;

/**
 * The start of a connection from the account page: a secret that goes into the provider flow's HttpOnly cookie
 * (never into a URL), stored as its SHA-256 with the account and the session that asked. The callback accepts it
 * only while that session is live.
 */
export async function issueLinkRequest(
  db: Db,
  caller: { userId: string; sessionId: string },
  provider: OAuthProvider,
): Promise<string> {
  const secret = newSecret();
  await db.execute(sql`delete from provider_link_requests where expires_at <= now()`);
  await db.execute(sql`
    insert into provider_link_requests (token_hash, user_id, session_id, provider, expires_at)
    values (${secretHash(secret)}, ${caller.userId}, ${caller.sessionId}, ${provider},
      now() + make_interval(secs => ${LINK_REQUEST_SECONDS}))`);
  return secret;
}

export type ConnectionOutcome = "connected" | ConnectErrorReason;

/** Where a connection flow that failed before the identity was known lands. */
export function connectionFailed(reason: OAuthErrorReason, provider: OAuthProvider): string {
  return accountPage(reason === "unavailable" ? "unavailable" : "failed", provider);
}

function accountPage(outcome: ConnectionOutcome, provider: OAuthProvider): string {
  const params: Record<string, string> =
    outcome === "connected" ? { connected: provider } : { connectError: outcome, provider };
  return `/account?${new URLSearchParams(params).toString()}`;
}

/**
 * The callback of a connection: spends the link request (single use, unexpired, its session still live) and links
 * the provider's identity, by its subject, to that account, with a notice to the account's address. Refused when
 * the identity belongs to another account (it is never moved), or when the account has another identity of this
 * provider. One transaction with the account's row locked.
 */
export async function finishConnection(
  db: Db,
  origin: string,
  provider: OAuthProvider,
  linkSecret: string,
  subject: string,
): Promise<{ outcome: ConnectionOutcome; location: string }> {
  let outcome: ConnectionOutcome;
  try {
    outcome = await db.transaction(async (tx): Promise<ConnectionOutcome> => {
      const [request] = rowsOf<{ user_id: string }>(
        await tx.execute(sql`
          delete from provider_link_requests
          where token_hash = ${secretHash(linkSecret)} and provider = ${provider} and expires_at > now()
            and exists (select 1 from sessions where sessions.id = provider_link_requests.session_id
              and sessions.user_id = provider_link_requests.user_id and sessions.expires_at > now())
          returning user_id`),
      );
      if (!request) return "expired";
      const userId = String(request.user_id);
      const [user] = rowsOf<{ email: string }>(
        await tx.execute(sql`select email from users where id = ${userId} for update`),
      );
      if (!user) return "expired";
      const [owner] = rowsOf<{ user_id: string }>(
        await tx.execute(sql`
          select user_id from oauth_identities where provider = ${provider} and subject = ${subject}`),
      );
      if (owner) return String(owner.user_id) === userId ? "connected" : "linked-elsewhere";
      const [other] = rowsOf(
        await tx.execute(sql`
          select id from oauth_identities where provider = ${provider} and user_id = ${userId}`),
      );
      if (other) return "already-connected";
      await tx.execute(sql`
        insert into oauth_identities (provider, subject, user_id) values (${provider}, ${subject}, ${userId})`);
      await enqueueEmail(tx, {
        ...renderProviderConnected(origin, oauthProviderNames[provider], new Date()),
        kind: "provider-connected",
        refId: userId,
        to: [user.email],
      });
      return "connected";
    });
  } catch (error) {
    // The identity was linked to another account between the check and the insert (unique index).
    if (!isUniqueViolation(error)) throw error;
    outcome = "linked-elsewhere";
  }
  return { outcome, location: accountPage(outcome, provider) };
}
