import { and, eq, inArray, isNull } from "drizzle-orm";
import { newSecret, secretHash } from "../auth/tokens.ts";
import type { Db, Tx } from "../db/client.ts";
import { applicationLinks } from "./application-links.schema.ts";

// The private links of ADR 0048: a 256-bit token per application, the database keeps only its SHA-256 (like
// sessions and every emailed link, server/auth/tokens.ts). A token opens one application and nothing else: it
// never signs anyone in.

/**
 * New links for these applications, in the caller's transaction (the one that queues their acknowledgements): any
 * link an application had is revoked, so the newest email's link is the one that works. Returns each token by
 * application id; the tokens exist nowhere else once the emails are written.
 */
export async function issueApplicationLinks(
  tx: Tx,
  applicationIds: readonly string[],
): Promise<Map<string, string>> {
  const tokens = new Map(applicationIds.map((id) => [id, newSecret()]));
  if (tokens.size === 0) return tokens;
  await tx
    .update(applicationLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(inArray(applicationLinks.applicationId, [...tokens.keys()]), isNull(applicationLinks.revokedAt)),
    );
  await tx
    .insert(applicationLinks)
    .values([...tokens].map(([applicationId, token]) => ({ applicationId, tokenHash: secretHash(token) })));
  return tokens;
}

/** The application a live link opens, or undefined: an unknown, revoked or erased one alike. */
export async function applicationOfLink(db: Db | Tx, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ applicationId: applicationLinks.applicationId })
    .from(applicationLinks)
    .where(and(eq(applicationLinks.tokenHash, secretHash(token)), isNull(applicationLinks.revokedAt)));
  return row?.applicationId;
}

/** Turns off a live link by its token (its applicant); false when it was not live. */
export async function revokeLinkByToken(db: Db, token: string): Promise<boolean> {
  const revoked = await db
    .update(applicationLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(applicationLinks.tokenHash, secretHash(token)), isNull(applicationLinks.revokedAt)))
    .returning({ id: applicationLinks.id });
  return revoked.length > 0;
}

/** Turns off every live link of an application (staff); how many there were. */
export async function revokeLinksOf(db: Db | Tx, applicationId: string): Promise<number> {
  const revoked = await db
    .update(applicationLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(applicationLinks.applicationId, applicationId), isNull(applicationLinks.revokedAt)))
    .returning({ id: applicationLinks.id });
  return revoked.length;
}

/** Whether an application has a live link, for the console. */
export async function hasLiveLink(db: Db, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applicationLinks.id })
    .from(applicationLinks)
    .where(and(eq(applicationLinks.applicationId, applicationId), isNull(applicationLinks.revokedAt)))
    .limit(1);
  return row !== undefined;
}
