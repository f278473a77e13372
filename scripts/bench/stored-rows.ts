import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * Rows in the contact-message table of a stopped server's PGlite folder (PGlite has no lock between processes, so it
 * is opened only after the server exited). The table is found by name, as its schema lives on another branch.
 */
export async function countContactRows(dataDir: string): Promise<number | undefined> {
  const client = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const tables = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_name like '%contact%' order by table_name`,
    );
    const table = tables.rows[0]?.table_name;
    if (!table) return undefined;
    const count = await client.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
    return count.rows[0]?.n;
  } finally {
    await client.close();
  }
}
