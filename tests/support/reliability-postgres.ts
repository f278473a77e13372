import { privatePostgresUnavailableReason, startPrivatePostgres } from "./private-postgres.ts";
import { createScratchDatabase, testDatabaseUrl } from "./test-database.ts";

export interface SharedPostgres {
  url: string;
  /** Where it came from, for the test log. */
  label: string;
  destroy(): Promise<void>;
}

/**
 * Why no PostgreSQL database can be had for a reliability test, or undefined when one can: a private cluster
 * (root and the PostgreSQL 15 binaries) or, failing that, a scratch database on TEST_DATABASE_URL.
 */
export function postgresUnavailableReason(): string | undefined {
  const privateReason = privatePostgresUnavailableReason();
  if (!privateReason || testDatabaseUrl()) return undefined;
  return `${privateReason}, and TEST_DATABASE_URL is not set`;
}

/** An empty PostgreSQL database of the test's own: a private cluster when possible, else a scratch database. */
export async function startSharedPostgres(): Promise<SharedPostgres> {
  if (!privatePostgresUnavailableReason()) {
    const cluster = await startPrivatePostgres();
    return {
      url: cluster.url,
      label: "private PostgreSQL cluster",
      async destroy() {
        cluster.destroy();
      },
    };
  }
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) throw new Error(postgresUnavailableReason());
  const scratch = await createScratchDatabase(adminUrl);
  return { url: scratch.url, label: "scratch database on TEST_DATABASE_URL", destroy: () => scratch.drop() };
}
