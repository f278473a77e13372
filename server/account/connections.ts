import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { ConnectErrorReason } from "../../contract/account-profile.ts";
import { oauthProviderNames, type OAuthErrorReason, type OAuthProvider } from "../../contract/auth.ts";
import { oauthIdentities, sessions, signInCodes, users } from "../auth/auth.schema.ts";
import type { Db } from "../db/client.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { newSecret, secretHash } from "../auth/tokens.ts";
import { isUniqueViolation } from "../auth/users.ts";
import { providerLinkRequests } from "./account.schema.ts";
import { renderProviderConnected } from "./account-emails.ts";
import { countWaysIn, lockWaysIn } from "./ways-in.ts";

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
  await db.delete(providerLinkRequests).where(lte(providerLinkRequests.expiresAt, sql`now()`));
  await db.insert(providerLinkRequests).values({
    tokenHash: secretHash(secret),
    userId: caller.userId,
    sessionId: caller.sessionId,
    provider,
    expiresAt: sql`now() + make_interval(secs => ${LINK_REQUEST_SECONDS})`,
  });
  return secret;
}

/** The account's provider identities: which provider, and since when. */
export async function connectedProviders(
  db: Db,
  userId: string,
): Promise<{ provider: string; connectedAt: Date }[]> {
  return db
    .select({ provider: oauthIdentities.provider, connectedAt: oauthIdentities.createdAt })
    .from(oauthIdentities)
    .where(eq(oauthIdentities.userId, userId));
}

/** Whether the account has an identity of this provider. */
export async function isConnected(db: Db, userId: string, provider: OAuthProvider): Promise<boolean> {
  const rows = await db
    .select({ id: oauthIdentities.id })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.userId, userId), eq(oauthIdentities.provider, provider)));
  return rows.length > 0;
}

/**
 * Unlinks the account's identity of this provider, never its last way in, with the account's row lock (ways-in.ts);
 * a sign-in through it that has not reached /login yet ends too.
 */
export async function disconnectProvider(
  db: Db,
  userId: string,
  provider: OAuthProvider,
): Promise<"disconnected" | "not-connected" | "last-way-in"> {
  return lockWaysIn(db, userId, async (tx) => {
    const [identity] = await tx
      .select({ id: oauthIdentities.id })
      .from(oauthIdentities)
      .where(and(eq(oauthIdentities.userId, userId), eq(oauthIdentities.provider, provider)));
    if (!identity) return "not-connected";
    if ((await countWaysIn(tx, userId)) <= 1) return "last-way-in";
    await tx.delete(oauthIdentities).where(eq(oauthIdentities.id, identity.id));
    await tx.delete(signInCodes).where(and(eq(signInCodes.userId, userId), isNull(signInCodes.usedAt)));
    return "disconnected";
  });
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
      const [request] = await tx
        .delete(providerLinkRequests)
        .where(
          and(
            eq(providerLinkRequests.tokenHash, secretHash(linkSecret)),
            eq(providerLinkRequests.provider, provider),
            sql`${providerLinkRequests.expiresAt} > now()`,
            sql`exists (select 1 from ${sessions} where ${sessions.id} = ${providerLinkRequests.sessionId}
              and ${sessions.userId} = ${providerLinkRequests.userId} and ${sessions.expiresAt} > now())`,
          ),
        )
        .returning({ userId: providerLinkRequests.userId });
      if (!request) return "expired";
      const { userId } = request;
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (!user) return "expired";
      const [owner] = await tx
        .select({ userId: oauthIdentities.userId })
        .from(oauthIdentities)
        .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
      if (owner) return owner.userId === userId ? "connected" : "linked-elsewhere";
      const [other] = await tx
        .select({ id: oauthIdentities.id })
        .from(oauthIdentities)
        .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.userId, userId)));
      if (other) return "already-connected";
      await tx.insert(oauthIdentities).values({ provider, subject, userId });
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
