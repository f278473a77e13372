// Runs the API suite against a real PostgreSQL server (TEST_DATABASE_URL, default the local Debian cluster's
// postgres role). Each test server gets a database of its own, dropped afterwards. No server: prints why and skips.
import { spawnSync } from "node:child_process";
import pg from "pg";

const url = process.env.TEST_DATABASE_URL || "postgres://verdant:verdant@127.0.0.1:5432/postgres";
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
try {
  await client.connect();
  const { rows } = await client.query<{ version: string }>("show server_version");
  console.log(
    `[api:postgres] PostgreSQL ${rows[0]?.version} answers at ${redact(url)}: running the API suite on it.`,
  );
} catch (error) {
  console.log(
    `[api:postgres] SKIPPED: no PostgreSQL server answers at ${redact(url)} (${(error as Error).message}). ` +
      "Start one (see README: Running on PostgreSQL) or set TEST_DATABASE_URL.",
  );
  process.exit(0);
} finally {
  await client.end().catch(() => {});
}

const result = spawnSync("vitest", ["run", "--project", "api", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);

function redact(value: string): string {
  const parsed = new URL(value);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
