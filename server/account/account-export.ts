import type { ApplicationStage } from "../../contract/pipeline.ts";
import { sql } from "drizzle-orm";
import { applicationStatusWords } from "../../contract/account-data.ts";
import type { AccountDataExport } from "../../contract/account-data-schemas.ts";
import type { HandlingStatus } from "../../contract/staff.ts";
import { asRole } from "../../contract/staff.ts";
import { listApplicationFiles } from "../careers/application-file-store.ts";
import { jobTitles } from "../careers/job-ids.ts";
import { rowsOf, type Db } from "../db/client.ts";
import type { Caller } from "../auth/caller.ts";

// Everything stored about the signed-in person, for GET /api/account/data. What the account holds is always in it;
// what was sent from the address (messages, applications, subscriptions) only once the address is verified, since
// anyone can register an address they do not hold. Never secrets: no password hash, token hashes or TOTP secret.

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

type Row = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

export async function accountExport(db: Db, me: Caller): Promise<AccountDataExport> {
  const [user] = rowsOf<Row>(
    await db.execute(sql`
      select id, name, email, role, password_hash is not null as password_set,
        ${iso("email_verified_at")} as email_verified_at, ${iso("created_at")} as created_at
      from users where id = ${me.userId}`),
  );
  const sessions = rowsOf<Row>(
    await db.execute(sql`
      select id, device, remember_me, ${iso("created_at")} as created, ${iso("last_used_at")} as seen,
        ${iso("expires_at")} as expires
      from sessions where user_id = ${me.userId} and expires_at > now() order by created_at, id`),
  );
  const data: AccountDataExport = {
    exportedAt: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
    account: {
      id: String(user!.id),
      name: String(user!.name),
      email: String(user!.email),
      emailVerified: me.emailVerified,
      emailVerifiedAt: text(user!.email_verified_at),
      role: asRole(user!.role),
      passwordSet: Boolean(user!.password_set),
      createdAt: String(user!.created_at),
    },
    sessions: sessions.map((row) => ({
      id: String(row.id),
      device: text(row.device),
      rememberMe: Boolean(row.remember_me),
      signedInAt: String(row.created),
      lastSeenAt: String(row.seen),
      expiresAt: String(row.expires),
      current: String(row.id) === me.sessionId,
    })),
    signInMethods: await signInMethods(db, me.userId),
    emails: await emailsTo(db, me),
    messages: [],
    applications: [],
    subscriptions: [],
    auditLog: [],
  };
  if (me.emailVerified) {
    data.messages = await messagesFrom(db, me.email);
    data.applications = await applicationsFrom(db, me.email);
    data.subscriptions = await subscriptionsOf(db, me.email);
  }
  data.auditLog = await auditEntries(db, me.userId, [
    ...data.messages.map((entry) => entry.id),
    ...data.applications.map((entry) => entry.id),
    ...data.subscriptions.map((entry) => entry.id),
  ]);
  return data;
}

async function signInMethods(db: Db, userId: string): Promise<AccountDataExport["signInMethods"]> {
  const [user] = rowsOf<{ password_set: boolean }>(
    await db.execute(sql`select password_hash is not null as password_set from users where id = ${userId}`),
  );
  const providers = rowsOf<Row>(
    await db.execute(sql`
      select provider, ${iso("created_at")} as connected from oauth_identities
      where user_id = ${userId} order by created_at`),
  );
  const browsers = rowsOf<Row>(
    await db.execute(sql`
      select ${iso("created_at")} as created, ${iso("last_used_at")} as used, ${iso("expires_at")} as expires
      from trusted_devices where user_id = ${userId} and expires_at > now() order by created_at`),
  );
  const [factor] = rowsOf<Row>(
    await db.execute(sql`
      select ${iso("confirmed_at")} as confirmed,
        (select count(*)::int from staff_recovery_codes c where c.user_id = f.user_id and c.used_at is null)
          as codes_left
      from staff_second_factors f where f.user_id = ${userId}`),
  );
  return {
    password: Boolean(user?.password_set),
    providers: providers.map((row) => ({
      provider: String(row.provider),
      connectedAt: String(row.connected),
    })),
    passkeys: await passkeysOf(db, userId),
    recognisedBrowsers: browsers.map((row) => ({
      firstSignedInAt: String(row.created),
      lastSignedInAt: String(row.used),
      expiresAt: String(row.expires),
    })),
    twoStepVerification: factor
      ? { confirmedAt: text(factor.confirmed), recoveryCodesLeft: Number(factor.codes_left ?? 0) }
      : null,
  };
}

/** The account's passkeys: everything stored about each but the owner's id and the signature counter. */
async function passkeysOf(db: Db, userId: string): Promise<AccountDataExport["signInMethods"]["passkeys"]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select name, credential_id, public_key, transports, second_factor, ${iso("created_at")} as created,
        ${iso("last_used_at")} as used
      from passkeys where user_id = ${userId} order by created_at, id`),
  );
  return rows.map((row) => ({
    name: String(row.name),
    credentialId: String(row.credential_id),
    publicKey: String(row.public_key),
    transports: (row.transports as string[] | null) ?? [],
    countsAsSecondFactor: Boolean(row.second_factor),
    createdAt: String(row.created),
    lastUsedAt: text(row.used),
  }));
}

/**
 * The emails kept about the account (its own: verification, password notices) and, for a verified address, every
 * other email to it. Subjects and times only: the bodies hold one-time links, which a downloaded file should not.
 */
async function emailsTo(db: Db, me: Caller): Promise<AccountDataExport["emails"]> {
  const toAddress = me.emailVerified ? sql`or lower(recipients) = lower(${me.email})` : sql``;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select kind, subject, ${iso("created_at")} as queued, ${iso("sent_at")} as sent from mail_outbox
      where ref_id = ${me.userId}::uuid ${toAddress} order by created_at, id`),
  );
  return rows.map((row) => ({
    kind: String(row.kind),
    subject: String(row.subject),
    queuedAt: String(row.queued),
    sentAt: text(row.sent),
  }));
}

async function messagesFrom(db: Db, email: string): Promise<AccountDataExport["messages"]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select id, name, email, organization, subject, message, category, handling_status,
        ${iso("created_at")} as received
      from contact_messages where lower(email) = lower(${email}) order by created_at, id`),
  );
  return rows.map((row) => ({
    id: String(row.id),
    receivedAt: String(row.received),
    name: String(row.name),
    email: String(row.email),
    organization: String(row.organization ?? ""),
    subject: String(row.subject),
    message: String(row.message),
    category: String(row.category),
    status: row.handling_status as HandlingStatus,
  }));
}

async function applicationsFrom(db: Db, email: string): Promise<AccountDataExport["applications"]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select id, name, email, phone, position, experience, location, remote_work, cover_letter, resume,
        portfolio, linked_in, github, availability, handling_status, ${iso("created_at")} as received,
        ${iso("status_changed_at")} as status_changed
      from job_applications where lower(email) = lower(${email}) order by created_at, id`),
  );
  const files = await listApplicationFiles(
    db,
    rows.map((row) => String(row.id)),
  );
  return rows.map((row) => {
    const status = row.handling_status as ApplicationStage;
    return {
      id: String(row.id),
      appliedAt: String(row.received),
      position: String(row.position),
      positionTitle: jobTitles.get(String(row.position)) ?? String(row.position),
      status,
      statusLabel: (applicationStatusWords[status] ?? applicationStatusWords.received).label,
      statusChangedAt: text(row.status_changed),
      name: String(row.name),
      email: String(row.email),
      phone: String(row.phone ?? ""),
      experience: String(row.experience),
      location: String(row.location ?? ""),
      remoteWork: Boolean(row.remote_work),
      availability: String(row.availability),
      coverLetter: String(row.cover_letter),
      resumeLink: String(row.resume ?? ""),
      portfolio: String(row.portfolio ?? ""),
      linkedIn: String(row.linked_in ?? ""),
      github: String(row.github ?? ""),
      // Named, sized and checksummed: the applicant sent the bytes and keeps them; staff download them.
      files: files.get(String(row.id)) ?? [],
    };
  });
}

async function subscriptionsOf(db: Db, email: string): Promise<AccountDataExport["subscriptions"]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select id, list, email, status, ${iso("created_at")} as created, ${iso("confirmed_at")} as confirmed,
        ${iso("unsubscribed_at")} as unsubscribed
      from subscriptions where lower(email) = lower(${email}) order by created_at, id`),
  );
  return rows.map((row) => ({
    id: String(row.id),
    list: String(row.list),
    email: String(row.email),
    status: String(row.status),
    requestedAt: String(row.created),
    confirmedAt: text(row.confirmed),
    unsubscribedAt: text(row.unsubscribed),
  }));
}

/**
 * The audit log's lines about the account and about what was sent from its address. Staff are named as "staff",
 * never by name or address; the person's own actions (a withdrawal) as "you".
 */
async function auditEntries(
  db: Db,
  userId: string,
  entryIds: string[],
): Promise<AccountDataExport["auditLog"]> {
  const ids = `{${[userId, ...entryIds].join(",")}}`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select ${iso("at")} as at, actor_id, action, target_kind, target_id, detail from audit_log
      where target_id in (select unnest(${ids}::text[])) order by at, id`),
  );
  return rows.map((row) => ({
    at: String(row.at),
    by: text(row.actor_id) === userId ? ("you" as const) : ("staff" as const),
    action: String(row.action),
    targetKind: String(row.target_kind),
    targetId: String(row.target_id),
    detail: String(row.detail),
  }));
}
