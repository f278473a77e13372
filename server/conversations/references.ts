import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { bulkInsert } from "../db/bulk-insert.ts";
import type { ThreadKind } from "../../contract/conversations.ts";
import type { Db, Tx } from "../db/client.ts";
import { entryReferences } from "./conversations.schema.ts";

// Crockford's base 32: no I, L, O or U, so a reference read aloud or retyped is not misread.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 6;

/** A new random reference, such as VC-7K3Q9M (32⁶, about a billion, values). */
export function newReference(random: (max: number) => number = randomInt): string {
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[random(ALPHABET.length)];
  return `VC-${code}`;
}

/**
 * The reference quoted in a subject ("Re: Your message [VC-7K3Q9M]"), as stored. Retyped ones are read kindly:
 * any case, and O, I or L for the digits they look like.
 */
export function referenceInSubject(subject: string): string | undefined {
  const match = /(?:^|[^A-Z0-9])VC-([0-9A-Z]{6})(?![A-Z0-9])/i.exec(subject);
  if (!match) return undefined;
  const code = match[1]!.toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
  return /^[0-9A-HJKMNP-TV-Z]{6}$/.test(code) ? `VC-${code}` : undefined;
}

/** The entry's reference, given now if it has none yet (entries stored before references existed). */
export async function referenceOf(tx: Tx | Db, kind: ThreadKind, entryId: string): Promise<string> {
  // A clash with another entry's reference is unlikely (one in ten thousand at 100,000 entries) and just draws again.
  for (let attempt = 0; attempt < 10; attempt++) {
    const [existing] = await tx
      .select({ reference: entryReferences.reference })
      .from(entryReferences)
      .where(eq(entryReferences.entryId, entryId));
    if (existing) return existing.reference;
    await tx
      .insert(entryReferences)
      .values({ entryId, entryKind: kind, reference: newReference() })
      .onConflictDoNothing();
  }
  throw new Error("could not give the entry a unique reference");
}

/**
 * New references for entries stored in this transaction, one statement for all of them; an entry whose drawn
 * reference clashed (or that had one already) goes the one-by-one way. Answers in the order of `entryIds`.
 */
export async function assignReferences(
  tx: Tx,
  kind: ThreadKind,
  entryIds: readonly string[],
): Promise<string[]> {
  if (entryIds.length === 0) return [];
  const rows = await bulkInsert(
    tx,
    entryReferences,
    entryIds.map((entryId) => ({ entryId, entryKind: kind, reference: newReference() })),
    {
      onConflict: sql`do nothing`,
      returning: { entryId: entryReferences.entryId, reference: entryReferences.reference },
    },
  );
  const given = new Map(rows.map((row) => [row.entryId, row.reference]));
  const references: string[] = [];
  for (const entryId of entryIds)
    references.push(given.get(entryId) ?? (await referenceOf(tx, kind, entryId)));
  return references;
}
