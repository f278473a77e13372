import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

export interface StoredContactRows {
  /** Every stored contact message. */
  stored: number;
  /** Of those, the ones kept aside as likely spam: a plain documented body must never land there. */
  keptAsSpam: number;
}

/**
 * The contact messages of a stopped server's PGlite folder (PGlite has no lock between processes, so it is opened
 * only after the server exited).
 */
export async function countContactRows(dataDir: string): Promise<StoredContactRows> {
  const client = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const result = await client.query<StoredContactRows>(
      `select count(*)::int as stored, (count(*) filter (where spam_verdict = 'spam'))::int as "keptAsSpam"
       from contact_messages`,
    );
    return result.rows[0]!;
  } finally {
    await client.close();
  }
}
