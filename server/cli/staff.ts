// Staff roles: `npm run staff -- <command>`. Grants and revokes the staff and admin roles of existing accounts (and
// resets the lost second factor of any account), in
// the same database as the server: PGlite in DATA_DIR (stop the server first: one process per data folder), or
// PostgreSQL when DATABASE_URL is set (any time). A change applies to the account's very next request.
import { parseArgs } from "node:util";
import type { Db } from "../db/client.ts";
import { resetSecondFactor } from "../auth/second-factor.ts";
import { renderTwoStepOffEmail } from "../account/two-step-emails.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { audit, setRole, staffAccounts } from "../staff/staff-access.ts";
import { openServerDatabase, runCli, UsageError } from "./run-cli.ts";

const usage = `Staff roles: who may use the staff console at /staff.

Usage:
  npm run staff -- grant <email> [--admin]   make an account staff (or admin: also manages roles, reads the audit log)
  npm run staff -- revoke <email>            make it a visitor again; its sessions lose staff rights at once
                                             (never the only admin: grant another account --admin first)
  npm run staff -- list                      the staff and admin accounts
  npm run staff -- reset-2fa <email>         turn off the two-step sign-in of any account whose owner lost both the
                                             authenticator app and the recovery codes: the password alone signs
                                             in again, the owner gets a notice by email; a staff account's
                                             sessions must verify again, and /staff offers a new set-up

The account must exist (registered on the site). Staff and admins set up two-step verification (an authenticator
app) the first time they open /staff; any account can turn it on at /account. Check who is asking before a reset:
it removes the second factor an attacker with the password alone would need.

Database: DATABASE_URL (PostgreSQL; runs while the server runs) or DATA_DIR (PGlite, default ./data; stop the
server first, PGlite allows one process per data folder).`;

const CLI_ACTOR = "npm run staff (command line)";

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { admin: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  const [command, email, ...extra] = positionals;
  if (values.help || command === "help" || command === undefined) {
    console.log(usage);
    return command === undefined && !values.help ? 2 : 0;
  }
  if (!["grant", "revoke", "list", "reset-2fa"].includes(command))
    throw new UsageError(`Unknown command "${command}".`);
  if (command !== "list" && (!email || !email.includes("@"))) {
    throw new UsageError(`${command} needs the email address of an account.`);
  }
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  if (values.admin && command !== "grant") throw new UsageError("--admin goes with grant only.");

  const { config, database } = await openServerDatabase({
    blocked: "roles cannot be changed",
    probe: "select role from users limit 0",
    notMigrated: "The database has no roles yet",
  });
  try {
    if (command === "list") {
      const rows = await staffAccounts(database.db);
      if (rows.length === 0) console.log("No staff or admin accounts.");
      for (const row of rows) {
        console.log(
          `${row.role.padEnd(6)} ${row.email}${row.emailVerified ? "" : "  (email not verified)"}${row.enrolled ? "" : "  (two-step verification not set up)"}`,
        );
      }
      return 0;
    }
    if (command === "reset-2fa") return await resetTwoFactor(database.db, publicOrigin(config), email!);
    const role = command === "revoke" ? "visitor" : values.admin ? "admin" : "staff";
    const change = await setRole(database.db, email!, role);
    if (!change.changed && change.reason === "unverified") {
      console.error(
        `${email} has not verified its email address yet, so it cannot be given staff rights. Its owner must follow the link in the verification email first.`,
      );
      return 1;
    }
    if (!change.changed && change.reason === "last-admin") {
      console.error(
        `${email} is the only admin account, so it keeps the admin role: without an admin, nobody can manage roles in the staff console. Make another account an admin first (npm run staff -- grant <email> --admin).`,
      );
      return 1;
    }
    if (!change.changed) {
      console.error(`No account has the email address ${email}. It must register on the site first.`);
      return 1;
    }
    await audit(database.db, {
      actorId: null,
      actorLabel: CLI_ACTOR,
      action: "role",
      targetKind: "account",
      targetId: change.userId,
      detail: `${change.from} → ${change.to}`,
    });
    console.log(
      change.from === change.to
        ? `${email} is already ${role}.`
        : `${email} is now ${role} (was ${change.from}). This applies to its very next request.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function resetTwoFactor(db: Db, origin: string, email: string): Promise<number> {
  const reset = await resetSecondFactor(db, email, (tx, user) =>
    enqueueEmail(tx, {
      ...renderTwoStepOffEmail(origin, "administrator"),
      kind: "two-step-off",
      refId: user.id,
      to: [user.email],
    }),
  );
  if (!reset.found) {
    console.error(`No account has the email address ${email}.`);
    return 1;
  }
  if (reset.had === "none") {
    console.log(`${email} has no two-step verification to reset.`);
    return 0;
  }
  await audit(db, {
    actorId: null,
    actorLabel: CLI_ACTOR,
    action: "second-factor-reset",
    targetKind: "account",
    targetId: reset.userId,
  });
  console.log(
    `Two-step verification of ${email} removed, with its recovery codes: its password alone signs in again` +
      (reset.had === "on" ? ", and its owner gets a notice by email" : "") +
      ". A staff account's sessions must verify again: the next visit to /staff sets up a new authenticator app.",
  );
  return 0;
}

runCli("staff", main);
