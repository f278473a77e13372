// What a restored database holds, said in a line so the person restoring can see it is the data they expected.

type Query = (text: string) => Promise<Record<string, unknown>[]>;

const counted = [
  ["users", "account", "accounts"],
  ["contact_messages", "contact message", "contact messages"],
  ["job_applications", "job application", "job applications"],
  ["application_files", "application file", "application files"],
  ["subscriptions", "subscription", "subscriptions"],
  ["audit_log", "audit log entry", "audit log entries"],
] as const;

export interface RestoreSummary {
  /** Migrations the database had applied when it was backed up; 0: not this website's database. */
  migrations: number;
  /** Staff second factors stored: these need the staff secret key of the backed-up server. */
  secondFactors: number;
  line: string;
}

export async function summarize(query: Query): Promise<RestoreSummary> {
  const count = async (table: string) => {
    const [exists] = await query(`select to_regclass('${table}') is not null as found`);
    if (!exists?.found) return undefined;
    const [row] = await query(`select count(*)::int as n from ${table}`);
    return Number(row?.n ?? 0);
  };
  const migrations = (await count("drizzle.__drizzle_migrations")) ?? 0;
  const parts: string[] = [];
  for (const [table, one, many] of counted) {
    const n = await count(table);
    if (n !== undefined) parts.push(`${n.toLocaleString("en")} ${n === 1 ? one : many}`);
  }
  return {
    migrations,
    secondFactors: (await count("staff_second_factors")) ?? 0,
    line: `${migrations} migrations applied; ${parts.join(", ") || "no tables of this website"}`,
  };
}
