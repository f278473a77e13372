// Staff inbox: `npm run inbox -- <command>`. Reads what visitors sent through the public forms (contact messages,
// job applications, newsletter and event subscriptions) from the same database as the server: PGlite in DATA_DIR,
// or PostgreSQL when DATABASE_URL is set. Run `npm run inbox -- help` for the commands.
import { parseArgs } from "node:util";
import fs from "node:fs";
import type { Database } from "../db/client.ts";
import { openServerDatabase, runCli, UsageError } from "./run-cli.ts";
import { toCsv } from "./inbox-csv.ts";
import { inboxKinds, type InboxKind } from "../../contract/staff.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { deliveries, emailsOf } from "../inbox/delivery.ts";
import { listEntries, type InboxEntry } from "../inbox/list.ts";
import { commandLineExport, entryIdOf, recordOf } from "../inbox/records.ts";
import { releaseSubmission } from "../inbox/release.ts";
import { eraseAddress } from "../privacy/erasure.ts";
import { LastAdminError } from "../staff/last-admin.ts";

const usage = `Staff inbox: messages, applications and subscriptions sent through the website.

Usage:
  npm run inbox                                   the newest 50 entries of every kind
  npm run inbox -- list [filters] [--limit N]     entries, newest first
  npm run inbox -- show <reference>               one entry in full, with its notification email's state
  npm run inbox -- spam [filters] [--limit N]     what the spam signals kept aside (no email was sent), with why
  npm run inbox -- release <reference>            a kept-aside entry is real after all: queue its email now
  npm run inbox -- erase <email>                  remove everything stored about one address (one transaction)
  npm run inbox -- export --kind K [filters] [--out file.csv] [--bom]
                                                  every field of one kind as CSV (stdout without --out;
                                                  --bom adds a UTF-8 byte order mark for Excel)

An entry is named by its reference (VC-7K3Q9M: the one its sender, staff's emails and the console show) or by its
id; a subscriber, who has no reference, by its id.

Filters:
  --kind contact|application|subscription         (repeatable; default all kinds for list)
  --since YYYY-MM-DD   received on or after that day (UTC)
  --until YYYY-MM-DD   received on or before that day (UTC)

Database: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data). PGlite allows one process per data
folder, so on PGlite stop the server first.`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      kind: { type: "string", multiple: true },
      since: { type: "string" },
      until: { type: "string" },
      limit: { type: "string" },
      out: { type: "string" },
      bom: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command = "list", ...rest] = positionals;
  if (values.help || command === "help") {
    console.log(usage);
    return 0;
  }
  if (!["list", "show", "export", "spam", "release", "erase"].includes(command)) {
    throw new UsageError(`Unknown command "${command}".`);
  }

  const kinds = parseKinds(values.kind);
  const from = parseDay(values.since, "--since");
  const to = parseDay(values.until, "--until");
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError("--limit must be a whole number above 0.");

  const { config, database } = await openServerDatabase({
    blocked: "the inbox cannot open it",
    probe: "select 1 from contact_messages, job_applications, subscriptions limit 0",
    notMigrated: "The database has no inbox tables yet",
  });
  // The digest's threshold, which the inbox's "waiting" view uses (no command here lists a view).
  const context = { waitingAfterDays: config.forms.digestAfterDays };
  try {
    if (command === "release") {
      const named = rest[0];
      if (!named)
        throw new UsageError(
          "release needs the reference of a kept-aside entry (the REFERENCE column of spam).",
        );
      const id = await entryIdOf(database.db, named);
      const outcome = id
        ? await releaseSubmission(database.db, { forms: config.forms, origin: publicOrigin(config) }, id)
        : ({ released: false, reason: "not-found" } as const);
      if (!outcome.released) {
        console.error(
          outcome.reason === "not-spam"
            ? `${oneLine(named)} is not kept aside as spam; nothing to release.`
            : `No contact message, application or subscription has the reference or id ${oneLine(named)}.`,
        );
        return 1;
      }
      console.log(
        `Released ${outcome.kind} ${oneLine(named)}: its ${outcome.kind === "subscription" ? "confirmation email" : "notification email"} is queued and goes out when the server runs.`,
      );
      return 0;
    }
    if (command === "erase") {
      const email = rest[0];
      if (!email || !email.includes("@")) throw new UsageError("erase needs an email address.");
      let removed: Record<string, number>;
      try {
        ({ removed } = await eraseAddress(database.db, email));
      } catch (error) {
        if (!(error instanceof LastAdminError)) throw error;
        console.error(
          `${oneLine(email)} has the only admin account, so nothing was erased: without an admin, nobody can manage roles in the staff console. Make another account an admin first (npm run staff -- grant <email> --admin), then erase again.`,
        );
        return 1;
      }
      const total = Object.values(removed).reduce((sum, n) => sum + n, 0);
      console.log(
        `Erased everything stored about ${oneLine(email)}: ${total} ${total === 1 ? "row" : "rows"}.`,
      );
      for (const [table, count] of Object.entries(removed)) console.log(`  ${table.padEnd(18)} ${count}`);
      return 0;
    }
    if (command === "show") {
      const named = rest[0];
      if (!named)
        throw new UsageError("show needs the reference of an entry (the REFERENCE column of list).");
      return await show(database, named);
    }
    if (command === "export") {
      if (kinds.length !== 1)
        throw new UsageError("export needs exactly one --kind (the kinds have different fields).");
      const { columns, rows } = await commandLineExport(database.db, kinds[0]!, { from, to }, context);
      const csv =
        (values.bom ? "\uFEFF" : "") +
        toCsv(
          columns,
          rows.map((row) => columns.map((column) => row[column])),
        );
      if (values.out) {
        fs.writeFileSync(values.out, csv);
        console.error(
          `Wrote ${rows.length} ${kinds[0]} ${rows.length === 1 ? "entry" : "entries"} to ${values.out}`,
        );
      } else {
        process.stdout.write(csv);
      }
      return 0;
    }
    // The console's list (server/inbox/list.ts), of every subscription request rather than the subscribers only.
    const spam = command === "spam";
    const { entries } = await listEntries(
      database.db,
      { kinds, verdict: spam ? "spam" : "not-spam", from, to },
      { ...context, limit, subscriptions: "requests" },
    );
    const states = await deliveries(
      database.db,
      entries.map((entry) => entry.id),
    );
    printList(entries, states, spam);
    return 0;
  } finally {
    await database.close();
  }
}

function parseKinds(raw: string[] | undefined): InboxKind[] {
  if (!raw || raw.length === 0) return [...inboxKinds];
  const kinds = raw.flatMap((value) => value.split(",")).map((value) => value.trim());
  for (const kind of kinds) {
    if (!(inboxKinds as readonly string[]).includes(kind)) {
      throw new UsageError(`--kind must be one of ${inboxKinds.join(", ")} (got "${kind}").`);
    }
  }
  return [...new Set(kinds)] as InboxKind[];
}

/** A UTC day, YYYY-MM-DD: the list and the export take whole days, both bounds included. */
function parseDay(raw: string | undefined, flag: string): string | undefined {
  if (raw === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const day = match ? new Date(`${raw}T00:00:00.000Z`) : undefined;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== raw) {
    throw new UsageError(`${flag} must be a date like 2025-01-31 (got "${raw}").`);
  }
  return raw;
}

/** What an entry is about: a message's subject, an application's position, a list and its subscription's state. */
const aboutOf = (entry: InboxEntry) =>
  entry.kind === "subscription" ? `${entry.about} (${entry.subscriptionStatus})` : entry.about;

function printList(entries: readonly InboxEntry[], states: ReadonlyMap<string, string>, spam: boolean) {
  if (entries.length === 0) {
    console.log(spam ? "Nothing is kept aside as spam." : "No entries.");
    return;
  }
  const table = [
    ["RECEIVED (UTC)", "KIND", "REFERENCE", "FROM", "ABOUT", spam ? "WHY KEPT ASIDE" : "EMAIL"],
    ...entries.map((entry) => [
      entry.receivedAt.slice(0, 16).replace("T", " "),
      entry.kind,
      // A subscriber has no reference: its id names it.
      entry.reference ?? entry.id,
      entry.name ? `${entry.name} <${entry.email}>` : entry.email,
      aboutOf(entry),
      spam ? entry.spamReason : (states.get(entry.id) ?? "no email"),
    ]),
  ].map((row) => row.map((cell) => clip(oneLine(cell), 48)));
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    );
  console.log(
    `\n${entries.length} ${entries.length === 1 ? "entry" : "entries"}. Show one: npm run inbox -- show <REFERENCE>` +
      (spam ? "; release a real one: npm run inbox -- release <REFERENCE>" : ""),
  );
}

async function show(database: Database, named: string): Promise<number> {
  const id = await entryIdOf(database.db, named);
  const entry = id ? await recordOf(database.db, id) : undefined;
  if (!entry) {
    console.error(
      `No contact message, application or subscription has the reference or id ${oneLine(named)}.`,
    );
    return 1;
  }
  const reference = entry.fields.reference ? String(entry.fields.reference) : undefined;
  console.log(reference ? `${entry.kind} ${reference} (id ${entry.fields.id})\n` : `${entry.kind} ${id}\n`);
  const labelWidth = Math.max(...Object.keys(entry.fields).map((key) => key.length));
  for (const [key, value] of Object.entries(entry.fields)) {
    const text = formatValue(value);
    if (text.includes("\n")) console.log(`${key}:\n  ${text.split("\n").join("\n  ")}`);
    else console.log(`${key.padEnd(labelWidth)}  ${text}`);
  }
  const emails = await emailsOf(database.db, String(entry.fields.id));
  console.log("\nNotification email:");
  if (emails.length === 0) console.log("  none queued");
  for (const email of emails) {
    console.log(
      `  to ${formatValue(email.recipients)}: ${email.sentAt ? `sent ${formatValue(email.sentAt)}` : "pending"}` +
        `, ${formatValue(email.attempts)} attempt(s)` +
        (email.lastError && !email.sentAt ? `, last error: ${formatValue(email.lastError)}` : ""),
    );
  }
  return 0;
}

function formatValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (value === null || value === undefined) return "";
  return String(value);
}

// Terminal output shows visitor text: no control characters (escape sequences could rewrite the screen).
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u001F\u007F-\u009F]+/g, " ");
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

runCli("inbox", main);
