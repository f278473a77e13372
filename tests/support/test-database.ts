import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server the API suite runs against, when TEST_DATABASE_URL is set; PGlite otherwise. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function databaseLabel(): string {
  return testDatabaseUrl() ? "PostgreSQL" : "PGlite";
}

/** Creates an empty database on the test server for one test server; returns its URL and a drop function. */
export async function createScratchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `verdant_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // WITH (FORCE) ends the test's own leftover connections, but PostgreSQL 15 refuses it to a role without
      // pg_signal_backend while an autovacuum worker (no role) is in the database; such a worker is gone in
      // moments, so the drop is tried again rather than failing a suite that passed.
      for (let attempt = 1; ; attempt++) {
        const cleanup = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
        await cleanup.connect();
        try {
          await cleanup.query(`drop database if exists ${name} with (force)`);
          return;
        } catch (error) {
          const code = (error as { code?: string }).code;
          const transient = code === "42501" || code === "55006";
          if (!transient || attempt >= 20) throw error;
        } finally {
          await cleanup.end();
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}
