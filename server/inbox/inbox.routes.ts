import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  entryOpeningsSchema,
  exportQuerySchema,
  inboxDetailSchema,
  inboxNoteSchema,
  inboxPageSchema,
  inboxQuerySchema,
  noteRequestSchema,
  RECENT_OPENING_MINUTES,
  SNOOZE_MAX_DAYS,
  staffMessages,
  statusRequestSchema,
} from "../../contract/staff-schemas.ts";
import { inboxViewCountsSchema } from "../../contract/inbox-views-schemas.ts";
import { z } from "../../contract/zod.ts";
import { exampleApplicationFile } from "../careers/application-file-example.ts";
import { exampleThread } from "../conversations/thread-example.ts";
import { access } from "../http/access.ts";
import { apiError } from "../http/common-answers.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, component, routeSchema, textAnswer } from "../http/route-schema.ts";
import { publicOrigin } from "../http/public-origin.ts";
import type { AppServices } from "../services.ts";
import { addressNotFound, entryOf, entryParams } from "../staff/entry-address.ts";
import {
  entryNotFound,
  exampleContactItem,
  exampleItem,
  inboxItemAnswer,
  staffBodyErrors,
  staffCommon,
  staffInvalid,
} from "../staff/staff-answers.ts";
import { described, pageSize } from "../staff/staff-query.ts";
import type { StaffRouteKit } from "../staff/staff-route-kit.ts";
import { toCsv } from "./csv.ts";
import { encodeInboxCursor, InvalidCursorError } from "./cursor.ts";
import {
  addNote,
  exportRecords,
  findItem,
  inboxDetail,
  inboxPage,
  markSpam,
  setStatus,
} from "./inbox.service.ts";
import { recentOpenings, recordOpening } from "./openings.ts";
import { releaseSubmission } from "./release.ts";
import { inboxViewCounts } from "./views.ts";

const inboxPageAnswer = component("InboxPage", inboxPageSchema);
const inboxDetailAnswer = component("InboxDetail", inboxDetailSchema);
const inboxNoteAnswer = component("InboxNote", inboxNoteSchema);
const inboxViewCountsAnswer = component("InboxViewCounts", inboxViewCountsSchema);
const entryOpeningsAnswer = component("EntryOpenings", entryOpeningsSchema);
// The example must stay valid input: a snooze's date would one day be past.
const statusRequest = component("InboxStatusRequest", statusRequestSchema, { status: "open" });
const noteRequest = component("InboxNoteRequest", noteRequestSchema, { body: "Call back Monday." });

const filters = inboxQuerySchema.shape;
const filterQuery = {
  kind: described(filters.kind, "Only this kind of entry.", "application"),
  category: described(
    filters.category,
    "The contact message's category, the application's position or the subscription's list.",
    "ai-researcher",
  ),
  status: described(
    filters.status,
    "Only entries with this status: a handling status (new, open, waiting-for-sender, snoozed, done) for messages " +
      "and subscriptions, " +
      "a pipeline stage (received, in-review, interview, offer, hired, declined, withdrawn) for applications.",
    "in-review",
  ),
  verdict: described(
    filters.verdict,
    "The spam verdict: clean, spam (kept aside by the spam signals or by staff), released; not-spam (the " +
      "default) or any.",
    "not-spam",
  ),
  from: described(filters.from, "Received on or after this UTC day.", "2026-11-01", "date"),
  to: described(filters.to, "Received on or before this UTC day.", "2026-11-30", "date"),
  q: described(
    filters.q,
    "Words to find in names, addresses, subjects and texts; each word also matches as the start of a word. A " +
      "reference alone (VC-7K3Q9M, in any case, with or without brackets) finds the entry it names.",
    "grace",
  ),
  assigned: described(
    filters.assigned,
    "mine: messages and applications assigned to whoever asks; unassigned: those assigned to nobody.",
    "mine",
  ),
  view: described(
    filters.view,
    "One of the inbox's views (their counts: GET /api/staff/inbox/views): new; open, waiting-for-sender, " +
      "snoozed or done (messages with that status); mine, unassigned, waiting, applications (open ones; with " +
      "`category`, for one position) or spam. The other filters narrow it; `verdict` is then left to the view " +
      "unless given.",
    "unassigned",
  ),
};

// A cursor the server accepts (a documented example is valid input): the page after the example's entry.
export const inboxCursorExample = encodeInboxCursor({ t: "2026-11-20T09:30:00.000000Z", i: exampleItem.id });

const listSchema = routeSchema({
  operationId: "listInbox",
  tags: ["Staff"],
  summary: "Messages, applications and confirmed subscribers, newest first",
  description:
    "Keyset pages: pass `nextCursor` as `cursor` for the next page; entries that arrive meanwhile never shift " +
    "later pages. Spam is left out unless `verdict` asks for it.",
  querystring: z.object({
    ...filterQuery,
    cursor: described(filters.cursor, "The `nextCursor` of the previous page.", inboxCursorExample),
    limit: pageSize("Entries per page, 1 to 100 (default 25).", "25"),
  }),
  response: {
    200: answer("One page.", inboxPageAnswer, { items: [exampleItem], nextCursor: null }),
    400: staffInvalid,
    ...staffCommon,
  },
});

const exportSchema = routeSchema({
  operationId: "exportInbox",
  tags: ["Staff"],
  summary: "Every field of the entries of one kind that match the filters, as CSV",
  description:
    "RFC 4180 CSV with a UTF-8 byte order mark; cells a spreadsheet would run as a formula start with an " +
    "apostrophe. Send the token in the Authorization header like every call (never in the URL).",
  querystring: z.object({
    ...filterQuery,
    kind: described(exportQuerySchema.shape.kind, "Only this kind of entry.", "application"),
  }),
  response: {
    200: textAnswer(
      "The CSV file (Content-Disposition: attachment).",
      "text/csv",
      "id,reference,received_at,position,name,email\r\n0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10,VC-7K3Q9M,2026-11-20T09:30:00.000Z,ai-researcher,Grace Hopper,grace@example.org\r\n",
    ),
    400: staffInvalid,
    ...staffCommon,
  },
});

const detailSchema = routeSchema({
  operationId: "getInboxEntry",
  tags: ["Staff"],
  summary: "One entry in full, with its status, notes and history",
  description:
    "Viewing a job application is recorded in the audit log. Opening an entry clears its `item.marker` (the " +
    "answer is the entry as it was, marker included) and is remembered with the time, for the reply composer " +
    "(GET …/openings). `reference` is what the sender was given; " +
    "`thread` holds the acknowledgement emailed to the sender (with its delivery state) and the emails that " +
    "came back to it through POST /api/inbound/email (`raw` is set on one whose text could not be read: its " +
    "original is kept for download). `claim` is set on a message made from an email that named another entry " +
    "from a different address (`item.claimedReference` until it is attached). `files` lists the files sent " +
    "with an application (name, type read from the bytes, size, SHA-256), each downloaded with " +
    "GET /api/staff/inbox/application/{id}/files/{fileId}. `privateLink` says whether the applicant's private " +
    "link opens an application (null for the other kinds).",
  params: z.object(entryParams()),
  response: {
    200: answer("The entry.", inboxDetailAnswer, {
      item: exampleItem,
      fields: [{ name: "position", value: "ai-researcher" }],
      statusChangedBy: "Ada Lovelace",
      statusChangedAt: "2026-11-21T08:00:00.000Z",
      notes: [
        {
          id: "5d1f0c7a-8f0e-4a52-9b7b-3c2f1e0d9a88",
          author: "Ada Lovelace",
          body: "Call back Monday.",
          createdAt: "2026-11-21T08:01:00.000Z",
        },
      ],
      history: [
        {
          action: "stage",
          actor: "Ada Lovelace <ada@example.org>",
          at: "2026-11-21T08:00:00.000Z",
          detail: "received → in-review; no email",
        },
      ],
      reference: "VC-7K3Q9M",
      thread: exampleThread,
      claim: null,
      files: [exampleApplicationFile],
      privateLink: true,
    }),
    404: entryNotFound,
    ...staffCommon,
  },
});

const statusSchema = routeSchema({
  operationId: "setInboxStatus",
  tags: ["Staff"],
  summary: "Set a message's or a subscription's handling status",
  description:
    "Any status may be set by hand: new, open, waiting-for-sender, snoozed or done. snoozed needs " +
    "`snoozedUntil` (any other status ignores it), an instant ahead (at most " +
    `${SNOOZE_MAX_DAYS} days), given with its offset; then the entry comes back as open, with the marker ` +
    "snooze-ended, within a minute of that time (at the next start if no server was running). Setting a status " +
    "clears the marker. The statuses also move by themselves: a staff reply leaves a message waiting-for-sender, " +
    "and the sender's answer makes it open with the marker new-reply. Who set it and when is kept with the " +
    "entry and in the audit log. An application's status is its stage in the pipeline, moved with " +
    "POST /api/staff/inbox/application/{id}/stage (409 here).",
  params: z.object(entryParams({ kind: "contact", id: exampleContactItem.id })),
  body: statusRequest,
  response: {
    200: answer("The entry as it is now.", inboxItemAnswer, {
      item: { ...exampleContactItem, marker: null, statusSince: "2026-11-23T09:00:00.000Z" },
    }),
    404: entryNotFound,
    409: answer("An application: its status is its stage, moved through the pipeline.", apiError, {
      message: staffMessages.applicationUsesStages,
    }),
    422: answer(
      `snoozedUntil is not ahead, or more than ${SNOOZE_MAX_DAYS} days ahead, by the server's clock.`,
      apiError,
      { message: staffMessages.snoozeInPast },
    ),
    ...staffBodyErrors,
    ...staffCommon,
  },
});

const openingsSchema = routeSchema({
  operationId: "listInboxEntryOpenings",
  tags: ["Staff"],
  summary: "Who else opened an entry in the last few minutes",
  description:
    `The other members of staff who opened the entry (GET /api/staff/inbox/{kind}/{id}) in the last ` +
    `${RECENT_OPENING_MINUTES} minutes (\`withinMinutes\`), most recent first, by name: the console's reply ` +
    "composer names them before a reply is sent, so two people do not answer the same sender at once. Whoever " +
    "asks is never listed.",
  params: z.object(entryParams({ kind: "contact", id: exampleContactItem.id })),
  response: {
    200: answer("The recent openings (often none).", entryOpeningsAnswer, {
      openings: [{ name: "Grace Hopper", openedAt: "2026-11-23T09:02:00.000Z" }],
      withinMinutes: RECENT_OPENING_MINUTES,
    }),
    404: entryNotFound,
    ...staffCommon,
  },
});

const noteSchema = routeSchema({
  operationId: "addInboxNote",
  tags: ["Staff"],
  summary: "Add an internal note to an entry",
  params: z.object(entryParams()),
  body: noteRequest,
  response: {
    201: answer("The note.", inboxNoteAnswer, {
      id: "5d1f0c7a-8f0e-4a52-9b7b-3c2f1e0d9a88",
      author: "Ada Lovelace",
      body: "Call back Monday.",
      createdAt: "2026-11-21T08:01:00.000Z",
    }),
    404: entryNotFound,
    ...staffBodyErrors,
    ...staffCommon,
  },
});

const releaseSchema = routeSchema({
  operationId: "releaseInboxEntry",
  tags: ["Staff"],
  summary: "Release an entry kept aside as spam",
  description:
    "Like `npm run inbox -- release`: the verdict becomes released and the email it would have sent is queued " +
    "now (the staff notification, or a subscription's confirmation email). No body.",
  params: z.object(entryParams()),
  response: {
    200: answer("The entry as it is now.", inboxItemAnswer, {
      item: { ...exampleItem, verdict: "released" },
    }),
    404: entryNotFound,
    409: answer("The entry is not kept aside as spam.", apiError, { message: staffMessages.notSpam }),
    ...staffCommon,
  },
});

const spamSchema = routeSchema({
  operationId: "markInboxEntryAsSpam",
  tags: ["Staff"],
  summary: "Mark an entry as spam",
  description: "It leaves the default view of the inbox; release it to bring it back. No body.",
  params: z.object(entryParams()),
  response: {
    200: answer("The entry as it is now.", inboxItemAnswer, {
      item: { ...exampleItem, verdict: "spam", spamReason: "marked as spam by staff" },
    }),
    404: entryNotFound,
    409: answer("The entry is spam already.", apiError, { message: staffMessages.alreadySpam }),
    ...staffCommon,
  },
});

const viewsSchema = routeSchema({
  operationId: "countInboxViews",
  tags: ["Staff"],
  summary: "How many entries each view of the inbox holds",
  description:
    "All counts in one answer, for whoever asks. new: messages and applications nobody has handled yet " +
    "(status new, stage received). open, waiting-for-sender, snoozed: messages with that status, spam " +
    "left out (done is listed, not counted: GET /api/staff/inbox?view=done). mine and unassigned: open ones assigned to whoever asks, or to nobody. waiting: open ones, not " +
    "snoozed, in their status or stage for more than `waitingAfterDays` days (DIGEST_AFTER_DAYS, the daily " +
    "digest's threshold; `item.statusSince` says since when). spam: every entry kept aside as spam. positions: open applications per position, every listed " +
    "job by its title, then any other position that has some. Open means not done or decided, and not spam. " +
    "GET /api/staff/inbox?view=… lists each view (for a position: view=applications&category=<position>).",
  response: {
    200: answer("The counts.", inboxViewCountsAnswer, {
      counts: {
        new: 4,
        open: 2,
        "waiting-for-sender": 3,
        snoozed: 1,
        mine: 2,
        unassigned: 3,
        waiting: 1,
        spam: 5,
      },
      positions: [
        { position: "ai-researcher", title: "AI Researcher", count: 2 },
        { position: "climate-scientist", title: "Climate Scientist", count: 0 },
      ],
      waitingAfterDays: 3,
    }),
    ...staffCommon,
  },
});

/** The end of a snooze, checked against this server's clock: a 422 says what is wrong with it. */
function snoozeEnd(change: { status: string; snoozedUntil?: string }): Date | undefined {
  if (change.status !== "snoozed" || change.snoozedUntil === undefined) return undefined;
  const at = new Date(change.snoozedUntil);
  if (at.getTime() <= Date.now()) throw new HttpError(422, staffMessages.snoozeInPast);
  if (at.getTime() > Date.now() + SNOOZE_MAX_DAYS * 86_400_000)
    throw new HttpError(422, staffMessages.snoozeTooFar);
  return at;
}

/**
 * The staff console's inbox under /api/staff/inbox, inside the staff routes (their hook has checked the session,
 * the role and the second factor): the list and its CSV, the views' counts, one entry, and what staff change on
 * it. Release from spam is the CLI's (release.ts), the CSV the CLI's writer (csv.ts).
 */
export function inboxRoutes(app: FastifyInstance, services: AppServices, kit: StaffRouteKit) {
  const staff = app.withTypeProvider<ZodTypeProvider>();
  const { database, config } = services;
  const db = database.db;
  const releaseContext = { forms: config.forms, origin: publicOrigin(config) };
  const waitingAfterDays = config.forms.digestAfterDays;
  const entryAddress = { validatorCompiler: addressNotFound() };

  staff.get("/staff/inbox", { ...access("staff"), schema: listSchema }, async (request, reply) => {
    const { cursor, limit, ...filter } = request.query;
    try {
      return reply.send(
        await inboxPage(db, filter, {
          cursor,
          limit,
          viewerId: kit.staffOf(request).userId,
          waitingAfterDays,
        }),
      );
    } catch (error) {
      if (error instanceof InvalidCursorError) throw new HttpError(400, staffMessages.invalidCursor);
      throw error;
    }
  });

  staff.get("/staff/inbox/export", { ...access("staff"), schema: exportSchema }, async (request, reply) => {
    const filter = request.query;
    const { kind } = filter;
    const context = kit.staffOf(request);
    const { columns, rows } = await exportRecords(db, kind, filter, {
      viewerId: context.userId,
      waitingAfterDays,
    });
    const { kind: _kind, ...named } = filter;
    await kit.auditBy(context, {
      action: "export",
      targetKind: kind,
      targetId: "",
      // The filter's names only: a search may name a visitor.
      detail: `${rows.length} rows; filters: ${Object.keys(named).join(", ") || "none"}`,
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="inbox-${kind}-${day}.csv"`)
      .send("\uFEFF" + toCsv(columns, rows));
  });

  staff.get("/staff/inbox/views", { ...access("staff"), schema: viewsSchema }, async (request, reply) =>
    reply.send(await inboxViewCounts(db, { viewerId: kit.staffOf(request).userId, waitingAfterDays })),
  );

  staff.get(
    "/staff/inbox/:kind/:id",
    { ...access("staff"), schema: detailSchema, ...entryAddress },
    async (request, reply) => {
      const { kind, id } = entryOf(request.params);
      const detail = await inboxDetail(db, kind, id);
      if (!detail) throw new HttpError(404, staffMessages.entryNotFound);
      const context = kit.staffOf(request);
      await recordOpening(db, kind, id, context.userId);
      if (kind === "application") {
        await kit.auditBy(context, { action: "view", targetKind: kind, targetId: id });
      }
      return reply.send(detail);
    },
  );

  staff.post(
    "/staff/inbox/:kind/:id/status",
    { ...access("staff"), schema: statusSchema, ...entryAddress },
    async (request, reply) => {
      const { kind, id } = entryOf(request.params);
      const { status } = request.body;
      if (kind === "application") {
        // An application's status is its stage, moved with POST …/application/{id}/stage.
        if (!(await findItem(db, kind, id))) throw new HttpError(404, staffMessages.entryNotFound);
        throw new HttpError(409, staffMessages.applicationUsesStages);
      }
      const snoozedUntil = snoozeEnd(request.body);
      const context = kit.staffOf(request);
      const changed = await setStatus(db, kind, id, { status, snoozedUntil }, context.userId);
      if (!changed) throw new HttpError(404, staffMessages.entryNotFound);
      if (changed === "withdrawn") throw new HttpError(409, staffMessages.withdrawnByApplicant);
      await kit.auditBy(context, {
        action: "status",
        targetKind: kind,
        targetId: id,
        detail: `${changed.from} → ${status}${snoozedUntil ? ` until ${snoozedUntil.toISOString()}` : ""}`,
      });
      return reply.send({ item: (await findItem(db, kind, id))! });
    },
  );

  staff.get(
    "/staff/inbox/:kind/:id/openings",
    { ...access("staff"), schema: openingsSchema, ...entryAddress },
    async (request, reply) => {
      const { kind, id } = entryOf(request.params);
      if (!(await findItem(db, kind, id))) throw new HttpError(404, staffMessages.entryNotFound);
      return reply.send({
        openings: await recentOpenings(db, id, kit.staffOf(request).userId),
        withinMinutes: RECENT_OPENING_MINUTES,
      });
    },
  );

  staff.post(
    "/staff/inbox/:kind/:id/notes",
    { ...access("staff"), schema: noteSchema, ...entryAddress },
    async (request, reply) => {
      const { kind, id } = entryOf(request.params);
      if (!(await findItem(db, kind, id))) throw new HttpError(404, staffMessages.entryNotFound);
      const context = kit.staffOf(request);
      const note = await addNote(db, id, { id: context.userId, label: context.name }, request.body.body);
      await kit.auditBy(context, { action: "note", targetKind: kind, targetId: id });
      return reply.status(201).send(note);
    },
  );

  staff.post(
    "/staff/inbox/:kind/:id/release",
    { ...access("staff"), schema: releaseSchema, ...entryAddress },
    async (request, reply) => {
      const { kind, id } = entryOf(request.params);
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
      await kit.auditBy(kit.staffOf(request), { action: "release", targetKind: kind, targetId: id });
      // A released subscription request waits for its confirmation again, so it may leave the inbox's scope.
      return reply.send({ item: (await findItem(db, kind, id)) ?? { ...item, verdict: "released" } });
    },
  );

  staff.post(
    "/staff/inbox/:kind/:id/spam",
    { ...access("staff"), schema: spamSchema, ...entryAddress },
    async (request, reply) => {
      const { kind, id } = entryOf(request.params);
      const outcome = await markSpam(db, kind, id);
      if (outcome === "not-found") throw new HttpError(404, staffMessages.entryNotFound);
      if (outcome === "already") throw new HttpError(409, staffMessages.alreadySpam);
      await kit.auditBy(kit.staffOf(request), { action: "spam", targetKind: kind, targetId: id });
      return reply.send({ item: (await findItem(db, kind, id))! });
    },
  );
}
