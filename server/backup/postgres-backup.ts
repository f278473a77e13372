import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import { BackupRefused } from "./backup-file.ts";
import { summarize, type RestoreSummary } from "./restore-summary.ts";

// pg_dump, pg_restore and psql come from Debian's postgresql-client; each must be at least the server's version.

/** libpq's view of DATABASE_URL: the password goes in the environment, not on a command line `ps` shows. */
function libpq(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: "verdant-backup" };
  if (password) env.PGPASSWORD = password;
  return { dbname: url.toString(), env };
}

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Resolves with the standard output once the program exits 0; rejects with its error output otherwise. */
function finished(child: ChildProcess, program: string): Promise<void> {
  let errors = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupRefused(`${program} is not installed: apt-get install -y postgresql-client`)
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}

async function clientMajor(program: string): Promise<number> {
  const child = spawn(program, ["--version"], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  await finished(child, program);
  const major = /(\d+)(?:\.\d+)?/.exec(out)?.[1];
  if (!major) throw new Error(`Could not read the version of ${program} from "${out.trim()}".`);
  return Number(major);
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
  return Math.floor(Number(rows[0]!.v) / 10_000);
}

async function checkClient(program: string, client: pg.Client): Promise<void> {
  const [mine, server] = [await clientMajor(program), await serverMajor(client)];
  if (mine < server) {
    throw new BackupRefused(
      `${program} ${mine} cannot handle a PostgreSQL ${server} server: install postgresql-client-${server}.`,
    );
  }
}

/** pg_dump in custom format: one consistent snapshot of the database, taken while the servers keep writing. */
export async function backupPostgres(databaseUrl: string, partial: string): Promise<void> {
  await withClient(databaseUrl, (client) => checkClient("pg_dump", client));
  const { dbname, env } = libpq(databaseUrl);
  const child = spawn("pg_dump", ["--format=custom", `--file=${partial}`, `--dbname=${dbname}`], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  await finished(child, "pg_dump");
}

// Everything a migration can have made, in every schema but the system's; public itself stays (it may belong to
// another role). Names are gathered first, so a drop that cascades to a later one finds it gone, not misnamed.
const WIPE = `
do $wipe$
declare
  statement text;
begin
  for statement in
    select format('drop schema if exists %I cascade', nspname) from pg_namespace
    where nspname !~ '^pg_' and nspname not in ('public', 'information_schema')
    union all
    select format('drop %s if exists public.%I cascade',
      case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'f' then 'foreign table'
        when 'S' then 'sequence' else 'table' end, c.relname)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
      and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
    union all
    select format('drop type if exists public.%I cascade', t.typname)
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'public' and t.typtype in ('e', 'd', 'r')
      and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')
    union all
    select format('drop routine if exists %s cascade', p.oid::regprocedure)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  loop
    execute statement;
  end loop;
end
$wipe$;
`;

const EMPTY = `
select (
  (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname !~ '^pg_' and n.nspname <> 'information_schema' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')) +
  (select count(*) from pg_namespace where nspname !~ '^pg_' and nspname not in ('public', 'information_schema'))
)::int as objects`;

/**
 * Restores a pg_dump file into DATABASE_URL in one transaction (pg_restore's script run by psql, committed only
 * when pg_restore read the whole file): a failure leaves the database as it was. Refuses a database that holds
 * anything unless `force`, which drops it all in the same transaction first.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  force: boolean,
): Promise<RestoreSummary> {
  const objects = await withClient(databaseUrl, async (client) => {
    await checkClient("pg_restore", client);
    await checkClient("psql", client);
    const { rows } = await client.query<{ objects: number }>(EMPTY);
    return rows[0]!.objects;
  });
  if (objects > 0 && !force) {
    throw new BackupRefused(
      `The database at DATABASE_URL is not empty (${objects} tables, sequences or schemas). Restore into an empty ` +
        "database, or add --force to replace what it holds (everything in it now is lost).",
    );
  }
  const { dbname, env } = libpq(databaseUrl);
  const psql = spawn("psql", ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", `--dbname=${dbname}`], {
    env,
    stdio: ["pipe", "ignore", "pipe"],
  });
  const psqlDone = finished(psql, "psql");
  // psql stops at the first error; what was still to be written to it is then of no use.
  psql.stdin!.on("error", () => {});
  psql.stdin!.write(`begin;\n${objects > 0 ? WIPE : ""}\n`);
  const pgRestore = spawn("pg_restore", ["--no-owner", "--no-privileges", "--file=-", file], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  pgRestore.stdout!.pipe(psql.stdin!, { end: false });
  try {
    await finished(pgRestore, "pg_restore");
  } catch (error) {
    // Without a commit the transaction is rolled back when psql's connection ends.
    psql.kill("SIGTERM");
    await psqlDone.catch(() => {});
    throw error;
  }
  psql.stdin!.end("commit;\n");
  await psqlDone;
  return withClient(databaseUrl, (client) =>
    summarize(async (text) => (await client.query<Record<string, unknown>>(text)).rows),
  );
}
