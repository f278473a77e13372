import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../../server/db/client.ts";

/** The PostgreSQL server the API suite runs against, when TEST_DATABASE_URL is set; PGlite otherwise. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function databaseLabel(): string {
  return testDatabaseUrl() ? "PostgreSQL" : "PGlite";
}

/** The migrated database the run's test servers are copied from (tests/support/template-database.ts). */
export const POSTGRES_TEMPLATE = "VERDANT_TEST_POSTGRES_TEMPLATE";

/**
 * Creates a database on the test server for one test server; returns its URL and a drop function. `migrated`: a copy
 * of the run's migrated template (`CREATE DATABASE … TEMPLATE`), when the global setup made one; otherwise empty, and
 * the server migrates it.
 */
export async function createScratchDatabase(
  adminUrl: string,
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = options.migrated ? process.env[POSTGRES_TEMPLATE] : undefined;
  return createDatabase(adminUrl, "verdant_test", template);
}

/** A database migrated once, for the run's test servers to be created from; dropped by the returned function. */
export async function createPostgresTemplate(
  adminUrl: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const created = await createDatabase(adminUrl, "verdant_template");
  try {
    const database = await openDatabase({ databaseUrl: created.url, dataDir: "" });
    try {
      await database.migrate();
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
      await database.close();
    }
  } catch (error) {
    await created.drop();
    throw error;
  }
  return { name: new URL(created.url).pathname.slice(1), drop: created.drop };
}

async function createDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
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
