import { sql } from "drizzle-orm";
import type { TestServer } from "./test-server.ts";

/** What the browser adds to every form: an empty honeypot and timestamps 10 s apart (a person's fill time). */
export const humanMeta = { website: "", formStartedAt: 1_700_000_000_000, formSentAt: 1_700_000_010_000 };

/** A complete application, as the careers dialog sends it. */
export const sampleApplication = {
  name: "Grace Hopper",
  email: "grace@example.org",
  position: "ai-researcher",
  experience: "executive",
  coverLetter: "Compilers, mostly.",
  ...humanMeta,
};

/** Generous limits so only the rate-limit tests meet them. */
export const formsTestEnv = { FORM_RATE_LIMIT: "1000" };

export async function countRows(server: TestServer, table: string): Promise<number> {
  const result = await server.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

export async function rows<T>(server: TestServer, query: string): Promise<T[]> {
  const result = await server.database.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}
