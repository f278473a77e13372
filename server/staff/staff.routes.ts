import type { FastifyInstance, FastifyRequest } from "fastify";
import { encodeAuditCursor } from "./cursors.ts";
import {
  auditQuerySchema,
  codeRequestSchema,
  exportQuerySchema,
  inboxQuerySchema,
  noteRequestSchema,
  roleRequestSchema,
  staffMessages,
  statusRequestSchema,
  type AuditPage,
  type InboxKind,
  type SecondFactorState,
  type StaffAccount,
} from "../../contract/staff-schemas.ts";
import { inboxKinds } from "../../contract/staff-schemas.ts";
import { caller, signedIn, type Caller } from "../auth/caller.ts";
import { LoginThrottle } from "../auth/login-throttle.ts";
import { secretHash } from "../auth/tokens.ts";
import { DEVICE_COOKIE, findTrustedDevice } from "../auth/trusted-devices.ts";
import { readCookie } from "../http/cookies.ts";
import { rowsOf } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { parseBody } from "../http/validate.ts";
import { toCsv } from "../inbox/csv.ts";
import { releaseSubmission } from "../inbox/release.ts";
import type { AppServices } from "../services.ts";
import { replyRoutes } from "../conversations/reply.routes.ts";
import { inboundStaffRoutes } from "../conversations/inbound-staff.routes.ts";
import { applicationFileRoutes } from "../careers/application-files.routes.ts";
import { pipelineRoutes } from "../pipeline/pipeline.routes.ts";
import { analyticsStaffRoutes } from "../analytics/analytics.routes.ts";
import { teamRoutes } from "../team/team.routes.ts";
import { inboxViewRoutes } from "../inbox/views.routes.ts";
import { sql } from "drizzle-orm";
import {
  addNote,
  exportRecords,
  findItem,
  inboxDetail,
  InvalidCursorError,
  isUuid,
  listInbox,
  markSpam,
  setStatus,
} from "./inbox.service.ts";
import { confirmEnrolment, startEnrolment, verifySecondFactor } from "./second-factor.ts";
import { secretBoxFor } from "./secret-box.ts";
import { audit, markSessionVerified, setRole, type AuditRecord } from "./staff-access.ts";
import { access } from "../http/access.ts";

/** Code attempts per account (TOTP or recovery code) in one window; every attempt counts. */
// Per device, or per address with one account; per account for every browser without the account's device cookie.
export const CODE_ATTEMPTS = { limit: 10, accountLimit: 50, windowMs: 15 * 60_000 };

/** The staff console's API under /api/staff, and the second factor's sign-in step under /api/auth/2fa. */
export async function staffRoutes(app: FastifyInstance, services: AppServices) {
  const { database, config } = services;
  const db = database.db;
  const box = secretBoxFor(config);
  const releaseContext = { forms: config.forms, origin: publicOrigin(config) };
  const codeThrottle = new LoginThrottle(db);
  const waiting = { waitingAfterDays: config.forms.digestAfterDays };

  // The caller the access hook checked (server/http/access.ts): every route here declares a staff level.
  const staffOf = signedIn;
  /** Records what this staff member did, under their name and address as they were at the time. */
  const auditBy = (context: Caller, record: Omit<AuditRecord, "actorId" | "actorLabel">) =>
    audit(db, { ...record, actorId: context.userId, actorLabel: `${context.name} <${context.email}>` });

  /**
   * Counts a code attempt before it is checked, like the login (server/auth/login-throttle.ts). A browser that
   * signed in to this account before (device cookie) has its own counter, so someone who knows the password cannot
   * lock the owner out by sending wrong codes. Any other browser counts against its address with this account,
   * and against the account as a whole (a higher cap, so many addresses cannot guess on). Returns the counters
   * taken, given back on success; the attempt that first goes over a counter is a lockout, kept in the audit log.
   */
  async function takeCodeAttempt(request: FastifyRequest, context: Caller): Promise<string[]> {
    const device = await findTrustedDevice(
      db,
      readCookie(request.headers.cookie, DEVICE_COOKIE),
      context.userId,
    );
    const counters: [string, string, number][] = device
      ? [["device", `2fa:device:${device.id}`, CODE_ATTEMPTS.limit]]
      : [
          ["address", `2fa:pair:${secretHash(`${context.userId}\n${request.ip}`)}`, CODE_ATTEMPTS.limit],
          ["account", `2fa:account:${context.userId}`, CODE_ATTEMPTS.accountLimit],
        ];
    const slots = await Promise.all(
      counters.map(async ([name, key, limit]) => ({
        name,
        limit,
        ...(await codeThrottle.acquire(key, CODE_ATTEMPTS.windowMs)),
      })),
    );
    const over = slots.filter((slot) => slot.count > slot.limit);
    if (over.length === 0) return slots.map((slot) => slot.key);
    // Counters not over give the refused attempt back; those over keep counting, so each locks once a window.
    await Promise.all(
      slots.filter((slot) => slot.count <= slot.limit).map((slot) => codeThrottle.release(slot.key)),
    );
    const lockedNow = over.filter((slot) => slot.count === slot.limit + 1);
    if (lockedNow.length > 0) {
      await auditBy(context, {
        action: "2fa-locked",
        targetKind: "account",
        targetId: context.userId,
        detail: `too many codes: ${lockedNow.map((slot) => slot.name).join(", ")} counter`,
      });
    }
    request.log.warn(
      {
        event: "second_factor_rate_limited",
        userId: context.userId,
        counters: over.map((slot) => slot.name),
      },
      "second factor refused: too many codes",
    );
    services.metrics.rateLimitRefused("second-factor");
    const retryAfter = Math.max(...over.map((slot) => slot.retryAfterSeconds));
    throw new HttpError(429, staffMessages.tooManyCodes, { headers: { "retry-after": String(retryAfter) } });
  }

  const codeFailed = (context: Caller, step: string) =>
    auditBy(context, {
      action: "2fa-failed",
      targetKind: "account",
      targetId: context.userId,
      detail: step,
    });

  // GET and POST /api/auth/2fa: the second-factor state of this session, and the code that verifies it.
  app.get("/auth/2fa", access("signed-in"), async (request, reply) => {
    const context = await caller(request);
    return reply.send({
      role: context.role,
      enrolled: context.enrolled,
      verified: context.secondFactorProved,
    } satisfies SecondFactorState);
  });

  app.post("/auth/2fa", access("signed-in"), async (request, reply) => {
    const context = await caller(request);
    const { code } = parseBody(codeRequestSchema, request.body);
    if (context.role === "visitor" || !context.enrolled) {
      throw new HttpError(409, staffMessages.notEnrolled);
    }
    const taken = await takeCodeAttempt(request, context);
    const outcome = await verifySecondFactor(db, box, context.userId, code);
    if (outcome !== "totp" && outcome !== "recovery-code") {
      request.log.info({ event: "second_factor_failed", userId: context.userId }, "second factor refused");
      services.metrics.loginFailed("second-factor");
      await codeFailed(context, "sign-in");
      throw new HttpError(400, staffMessages.invalidCode, { details: [staffMessages.invalidCode] });
    }
    await markSessionVerified(db, context.sessionId);
    await Promise.all(taken.map((key) => codeThrottle.release(key)));
    if (outcome === "recovery-code") {
      const [left] = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n from staff_recovery_codes
          where user_id = ${context.userId} and used_at is null`),
      );
      await auditBy(context, {
        action: "2fa-recovery-code",
        targetKind: "account",
        targetId: context.userId,
        detail: `${Number(left?.n ?? 0)} recovery codes left`,
      });
    }
    return reply.status(204).send();
  });

  await app.register(async (staff) => {
    // Every /api/staff route declares its level (staff-enrolment, staff or admin); the access hook checks the
    // session, the role and this session's second factor before anything here runs (server/http/access.ts).

    staff.post("/staff/2fa/enrol", access("staff-enrolment"), async (request, reply) => {
      const context = staffOf(request);
      const enrolment = await startEnrolment(db, box, { id: context.userId, email: context.email });
      if (!enrolment) throw new HttpError(409, staffMessages.alreadyEnrolled);
      await auditBy(context, {
        action: "2fa-enrol",
        targetKind: "account",
        targetId: context.userId,
      });
      return reply.send(enrolment);
    });

    staff.post("/staff/2fa/confirm", access("staff-enrolment"), async (request, reply) => {
      const context = staffOf(request);
      const { code } = parseBody(codeRequestSchema, request.body);
      const taken = await takeCodeAttempt(request, context);
      const outcome = await confirmEnrolment(db, box, context.userId, code);
      if (outcome === "not-enrolling") {
        throw new HttpError(
          409,
          context.enrolled ? staffMessages.alreadyEnrolled : staffMessages.notEnrolling,
        );
      }
      if (outcome === "invalid") {
        request.log.info({ event: "second_factor_failed", userId: context.userId }, "enrolment code refused");
        await codeFailed(context, "set-up");
        throw new HttpError(400, staffMessages.invalidCode, { details: [staffMessages.invalidCode] });
      }
      await markSessionVerified(db, context.sessionId);
      await Promise.all(taken.map((key) => codeThrottle.release(key)));
      await auditBy(context, {
        action: "2fa-confirm",
        targetKind: "account",
        targetId: context.userId,
      });
      return reply.status(204).send();
    });

    staff.get("/staff/inbox", access("staff"), async (request, reply) => {
      const query = parseBody(inboxQuerySchema, request.query);
      const { cursor, limit, ...filter } = query;
      try {
        return reply.send(
          await listInbox(db, filter, { cursor, limit, viewerId: staffOf(request).userId, ...waiting }),
        );
      } catch (error) {
        if (error instanceof InvalidCursorError) throw new HttpError(400, staffMessages.invalidCursor);
        throw error;
      }
    });

    staff.get("/staff/inbox/export", access("staff"), async (request, reply) => {
      const { kind, cursor: _cursor, limit: _limit, ...filter } = parseBody(exportQuerySchema, request.query);
      const context = staffOf(request);
      const { columns, rows } = await exportRecords(
        db,
        kind,
        { ...filter, kind },
        {
          viewerId: context.userId,
          ...waiting,
        },
      );
      await auditBy(context, {
        action: "export",
        targetKind: kind,
        targetId: "",
        // The filter's names only: a search may name a visitor.
        detail: `${rows.length} rows; filters: ${Object.keys(filter).join(", ") || "none"}`,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="inbox-${kind}-${day}.csv"`)
        .send("\uFEFF" + toCsv(columns, rows));
    });

    const entryParams = (request: FastifyRequest): { kind: InboxKind; id: string } => {
      const { kind, id } = request.params as { kind: string; id: string };
      if (!(inboxKinds as readonly string[]).includes(kind) || !isUuid(id)) {
        throw new HttpError(404, staffMessages.entryNotFound);
      }
      return { kind: kind as InboxKind, id: id.toLowerCase() };
    };

    staff.get("/staff/inbox/:kind/:id", access("staff"), async (request, reply) => {
      const { kind, id } = entryParams(request);
      const detail = await inboxDetail(db, kind, id);
      if (!detail) throw new HttpError(404, staffMessages.entryNotFound);
      if (kind === "application") {
        const context = staffOf(request);
        await auditBy(context, {
          action: "view",
          targetKind: kind,
          targetId: id,
        });
      }
      return reply.send(detail);
    });

    staff.post("/staff/inbox/:kind/:id/status", access("staff"), async (request, reply) => {
      const { kind, id } = entryParams(request);
      const { status } = parseBody(statusRequestSchema, request.body);
      if (kind === "application") {
        // An application's status is its stage, moved with POST …/application/{id}/stage.
        if (!(await findItem(db, kind, id))) throw new HttpError(404, staffMessages.entryNotFound);
        throw new HttpError(409, staffMessages.applicationUsesStages);
      }
      const context = staffOf(request);
      const changed = await setStatus(db, kind, id, status, context.userId);
      if (!changed) throw new HttpError(404, staffMessages.entryNotFound);
      if (changed === "withdrawn") throw new HttpError(409, staffMessages.withdrawnByApplicant);
      await auditBy(context, {
        action: "status",
        targetKind: kind,
        targetId: id,
        detail: `${changed.from} → ${status}`,
      });
      return reply.send({ item: (await findItem(db, kind, id))! });
    });

    staff.post("/staff/inbox/:kind/:id/notes", access("staff"), async (request, reply) => {
      const { kind, id } = entryParams(request);
      const { body } = parseBody(noteRequestSchema, request.body);
      if (!(await findItem(db, kind, id))) throw new HttpError(404, staffMessages.entryNotFound);
      const context = staffOf(request);
      const note = await addNote(db, id, { id: context.userId, label: context.name }, body);
      await auditBy(context, {
        action: "note",
        targetKind: kind,
        targetId: id,
      });
      return reply.status(201).send(note);
    });

    staff.post("/staff/inbox/:kind/:id/release", access("staff"), async (request, reply) => {
      const { kind, id } = entryParams(request);
      const item = await findItem(db, kind, id);
      if (!item) throw new HttpError(404, staffMessages.entryNotFound);
      // The CLI's release: the verdict becomes "released" and the email it would have sent is queued now.
      const outcome = await releaseSubmission(db, releaseContext, id);
      if (!outcome.released) {
        throw outcome.reason === "not-spam"
          ? new HttpError(409, staffMessages.notSpam)
          : new HttpError(404, staffMessages.entryNotFound);
      }
      services.outbox.notify();
      const context = staffOf(request);
      await auditBy(context, {
        action: "release",
        targetKind: kind,
        targetId: id,
      });
      // A released subscription request waits for its confirmation again, so it may leave the inbox's scope.
      return reply.send({ item: (await findItem(db, kind, id)) ?? { ...item, verdict: "released" } });
    });

    staff.post("/staff/inbox/:kind/:id/spam", access("staff"), async (request, reply) => {
      const { kind, id } = entryParams(request);
      const outcome = await markSpam(db, kind, id);
      if (outcome === "not-found") throw new HttpError(404, staffMessages.entryNotFound);
      if (outcome === "already") throw new HttpError(409, staffMessages.alreadySpam);
      const context = staffOf(request);
      await auditBy(context, {
        action: "spam",
        targetKind: kind,
        targetId: id,
      });
      return reply.send({ item: (await findItem(db, kind, id))! });
    });

    replyRoutes(staff, services, { staffOf, auditBy, entryParams });
    inboundStaffRoutes(staff, services, { staffOf, auditBy, entryParams });
    applicationFileRoutes(staff, services, { staffOf, auditBy, entryParams });
    pipelineRoutes(staff, services, { staffOf, auditBy, entryParams });
    analyticsStaffRoutes(staff, services);
    teamRoutes(staff, services, { staffOf, auditBy, entryParams });
    inboxViewRoutes(staff, services, { staffOf, auditBy, entryParams });

    staff.get("/staff/accounts", access("admin"), async (_request, reply) => {
      const accounts = rowsOf<{
        id: string;
        name: string;
        email: string;
        role: string;
        enrolled: boolean;
        verified: boolean;
      }>(
        await db.execute(sql`
          select u.id, u.name, u.email, u.role, u.email_verified_at is not null as verified,
            exists (select 1 from staff_second_factors f where f.user_id = u.id and f.confirmed_at is not null)
              as enrolled
          from users u where u.role in ('staff', 'admin') order by u.role, lower(u.email)`),
      );
      return reply.send({
        accounts: accounts.map((row): StaffAccount => ({
          id: String(row.id),
          name: row.name,
          email: row.email,
          role: row.role === "admin" ? "admin" : "staff",
          enrolled: Boolean(row.enrolled),
          emailVerified: Boolean(row.verified),
        })),
      });
    });

    staff.post("/staff/accounts/role", access("admin"), async (request, reply) => {
      const { email, role } = parseBody(roleRequestSchema, request.body);
      const context = staffOf(request);
      if (email === context.email.toLowerCase()) throw new HttpError(409, staffMessages.ownRole);
      const change = await setRole(db, email, role);
      if (!change.changed && change.reason === "unverified") {
        throw new HttpError(409, staffMessages.unverifiedAccount);
      }
      if (!change.changed && change.reason === "last-admin")
        throw new HttpError(409, staffMessages.lastAdmin);
      if (!change.changed) throw new HttpError(404, staffMessages.accountNotFound);
      await auditBy(context, {
        action: "role",
        targetKind: "account",
        targetId: change.userId,
        detail: `${change.from} → ${change.to}`,
      });
      return reply.status(204).send();
    });

    staff.get("/staff/audit", access("admin"), async (request, reply) => {
      const { cursor, limit } = parseBody(auditQuerySchema, request.query);
      return reply.send(await auditPage(cursor, limit ?? 50));
    });
  });

  async function auditPage(cursor: string | undefined, limit: number): Promise<AuditPage> {
    const take = Math.min(Math.max(limit, 1), 100);
    let after = sql`true`;
    if (cursor) {
      const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
      if (
        !at ||
        !id ||
        !isUuid(id) ||
        !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(at) ||
        Number.isNaN(Date.parse(at))
      ) {
        throw new HttpError(400, staffMessages.invalidCursor);
      }
      after = sql`(at < ${at}::timestamptz or (at = ${at}::timestamptz and id < ${id}::uuid))`;
    }
    const rows = rowsOf<{
      id: string;
      at: string;
      at_us: string;
      actor_label: string;
      action: string;
      target_kind: string;
      target_id: string;
      detail: string;
    }>(
      await db.execute(sql`
        select id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
          to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_us,
          actor_label, action, target_kind, target_id, detail
        from audit_log where ${after} order by audit_log.at desc, id desc limit ${take + 1}`),
    );
    const page = rows.slice(0, take);
    const last = page.at(-1);
    return {
      entries: page.map((row) => ({
        id: String(row.id),
        at: row.at,
        actor: row.actor_label,
        action: row.action,
        targetKind: row.target_kind,
        targetId: row.target_id,
        detail: row.detail,
      })),
      nextCursor: rows.length > take && last ? encodeAuditCursor(last.at_us, String(last.id)) : null,
    };
  }
}
