import type { ApplicationStage } from "../../contract/pipeline.ts";
import { and, asc, count, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { applicationStatusWords } from "../../contract/account-data.ts";
import type { AccountDataExport } from "../../contract/account-data-schemas.ts";
import { asRole } from "../../contract/staff.ts";
import { listApplicationFiles } from "../careers/application-file-store.ts";
import { jobTitles } from "../careers/job-ids.ts";
import type { Db } from "../db/client.ts";
import { inIdList } from "../db/id-list.ts";
import type { Caller } from "../auth/caller.ts";
import { oauthIdentities, sessions, trustedDevices, users } from "../auth/auth.schema.ts";
import { passkeys } from "./passkeys.schema.ts";
import { auditLog, staffRecoveryCodes, staffSecondFactors } from "../staff/staff.schema.ts";
import { mailOutbox } from "../outbox/outbox.schema.ts";
import { contactMessages } from "../contact/contact.schema.ts";
import { jobApplications } from "../careers/careers.schema.ts";
import { subscriptions } from "../subscriptions/subscriptions.schema.ts";

// Everything stored about the signed-in person, for GET /api/account/data. What the account holds is always in it;
// what was sent from the address (messages, applications, subscriptions) only once the address is verified, since
// anyone can register an address they do not hold. Never secrets: no password hash, token hashes or TOTP secret.

/** A moment as the export writes it: UTC, to the second (2026-11-28T09:15:00Z). */
const iso = (moment: Date) => moment.toISOString().replace(/\.\d{3}Z$/, "Z");
const isoOrNull = (moment: Date | null) => (moment === null ? null : iso(moment));

/** Rows sent from the address, compared as the forms' unique indexes compare them. */
const fromAddress = (column: PgColumn, email: string): SQL => sql`lower(${column}) = lower(${email})`;

export async function accountExport(db: Db, me: Caller): Promise<AccountDataExport> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      passwordSet: sql<boolean>`${users.passwordHash} is not null`,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, me.userId));
  const activeSessions = await db
    .select({
      id: sessions.id,
      device: sessions.device,
      rememberMe: sessions.rememberMe,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, me.userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
  const data: AccountDataExport = {
    exportedAt: iso(new Date()),
    account: {
      id: user!.id,
      name: user!.name,
      email: user!.email,
      emailVerified: me.emailVerified,
      emailVerifiedAt: isoOrNull(user!.emailVerifiedAt),
      role: asRole(user!.role),
      passwordSet: Boolean(user!.passwordSet),
      createdAt: iso(user!.createdAt),
    },
    sessions: activeSessions.map((row) => ({
      id: row.id,
      device: row.device,
      rememberMe: row.rememberMe,
      signedInAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastUsedAt),
      expiresAt: iso(row.expiresAt),
      current: row.id === me.sessionId,
    })),
    signInMethods: await signInMethods(db, me.userId, Boolean(user?.passwordSet)),
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

async function signInMethods(
  db: Db,
  userId: string,
  passwordSet: boolean,
): Promise<AccountDataExport["signInMethods"]> {
  const providers = await db
    .select({ provider: oauthIdentities.provider, connectedAt: oauthIdentities.createdAt })
    .from(oauthIdentities)
    .where(eq(oauthIdentities.userId, userId))
    .orderBy(asc(oauthIdentities.createdAt));
  const browsers = await db
    .select({
      createdAt: trustedDevices.createdAt,
      lastUsedAt: trustedDevices.lastUsedAt,
      expiresAt: trustedDevices.expiresAt,
    })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, sql`now()`)))
    .orderBy(asc(trustedDevices.createdAt));
  const [factor] = await db
    .select({ confirmedAt: staffSecondFactors.confirmedAt })
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, userId));
  const codesLeft = factor
    ? ((
        await db
          .select({ left: count() })
          .from(staffRecoveryCodes)
          .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)))
      )[0]?.left ?? 0)
    : 0;
  return {
    password: passwordSet,
    providers: providers.map((row) => ({ provider: row.provider, connectedAt: iso(row.connectedAt) })),
    passkeys: await passkeysOf(db, userId),
    recognisedBrowsers: browsers.map((row) => ({
      firstSignedInAt: iso(row.createdAt),
      lastSignedInAt: iso(row.lastUsedAt),
      expiresAt: iso(row.expiresAt),
    })),
    twoStepVerification: factor
      ? { confirmedAt: isoOrNull(factor.confirmedAt), recoveryCodesLeft: codesLeft }
      : null,
  };
}

/** The account's passkeys: everything stored about each but the owner's id and the signature counter. */
async function passkeysOf(db: Db, userId: string): Promise<AccountDataExport["signInMethods"]["passkeys"]> {
  const rows = await db
    .select({
      name: passkeys.name,
      credentialId: passkeys.credentialId,
      publicKey: passkeys.publicKey,
      transports: passkeys.transports,
      secondFactor: passkeys.secondFactor,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map((row) => ({
    name: row.name,
    credentialId: row.credentialId,
    publicKey: row.publicKey,
    transports: row.transports ?? [],
    countsAsSecondFactor: row.secondFactor,
    createdAt: iso(row.createdAt),
    lastUsedAt: isoOrNull(row.lastUsedAt),
  }));
}

/**
 * The emails kept about the account (its own: verification, password notices) and, for a verified address, every
 * other email to it. Subjects and times only: the bodies hold one-time links, which a downloaded file should not.
 */
async function emailsTo(db: Db, me: Caller): Promise<AccountDataExport["emails"]> {
  const own = eq(mailOutbox.refId, me.userId);
  const rows = await db
    .select({
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(me.emailVerified ? or(own, fromAddress(mailOutbox.recipients, me.email)) : own)
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  return rows.map((row) => ({
    kind: row.kind,
    subject: row.subject,
    queuedAt: iso(row.createdAt),
    sentAt: isoOrNull(row.sentAt),
  }));
}

async function messagesFrom(db: Db, email: string): Promise<AccountDataExport["messages"]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(fromAddress(contactMessages.email, email))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
  return rows.map((row) => ({
    id: row.id,
    receivedAt: iso(row.createdAt),
    name: row.name,
    email: row.email,
    organization: row.organization,
    subject: row.subject,
    message: row.message,
    category: row.category,
    status: row.handlingStatus,
  }));
}

async function applicationsFrom(db: Db, email: string): Promise<AccountDataExport["applications"]> {
  const rows = await db
    .select()
    .from(jobApplications)
    .where(fromAddress(jobApplications.email, email))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));
  const files = await listApplicationFiles(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const status: ApplicationStage = row.handlingStatus;
    return {
      id: row.id,
      appliedAt: iso(row.createdAt),
      position: row.position,
      positionTitle: jobTitles.get(row.position) ?? row.position,
      status,
      statusLabel: (applicationStatusWords[status] ?? applicationStatusWords.received).label,
      statusChangedAt: isoOrNull(row.statusChangedAt),
      name: row.name,
      email: row.email,
      phone: row.phone,
      experience: row.experience,
      location: row.location,
      remoteWork: row.remoteWork,
      availability: row.availability,
      coverLetter: row.coverLetter,
      resumeLink: row.resume,
      portfolio: row.portfolio,
      linkedIn: row.linkedIn,
      github: row.github,
      // Named, sized and checksummed: the applicant sent the bytes and keeps them; staff download them.
      files: files.get(row.id) ?? [],
    };
  });
}

async function subscriptionsOf(db: Db, email: string): Promise<AccountDataExport["subscriptions"]> {
  const rows = await db
    .select({
      id: subscriptions.id,
      list: subscriptions.list,
      email: subscriptions.email,
      status: subscriptions.status,
      createdAt: subscriptions.createdAt,
      confirmedAt: subscriptions.confirmedAt,
      unsubscribedAt: subscriptions.unsubscribedAt,
    })
    .from(subscriptions)
    .where(fromAddress(subscriptions.email, email))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
  return rows.map((row) => ({
    id: row.id,
    list: row.list,
    email: row.email,
    status: row.status,
    requestedAt: iso(row.createdAt),
    confirmedAt: isoOrNull(row.confirmedAt),
    unsubscribedAt: isoOrNull(row.unsubscribedAt),
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
  const rows = await db
    .select({
      at: auditLog.at,
      actorId: auditLog.actorId,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .where(inIdList(auditLog.targetId, [userId, ...entryIds]))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((row) => ({
    at: iso(row.at),
    by: row.actorId === userId ? ("you" as const) : ("staff" as const),
    action: row.action,
    targetKind: row.targetKind,
    targetId: row.targetId,
    detail: row.detail,
  }));
}
