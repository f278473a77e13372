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
      const cleanup = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
