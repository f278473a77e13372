import { asc, eq, sql } from "drizzle-orm";
import type { ThreadMessage } from "../../contract/conversations.ts";
import { stageEmailLabels, type StageMove, type StageMoveRequest } from "../../contract/pipeline.ts";
import type { InboxItem } from "../../contract/staff.ts";
import { entryThread } from "../conversations/thread.ts";
import { writeReply } from "../conversations/replies.ts";
import { jobApplications } from "../careers/careers.schema.ts";
import type { Db, Tx } from "../db/client.ts";
import type { FormsConfig } from "../forms/forms-config.ts";
import { findItem } from "../inbox/inbox.service.ts";
import { audit } from "../staff/staff-access.ts";
import { placeholderValues } from "./entry-placeholders.ts";
import { applicationStageMoves } from "./pipeline.schema.ts";
import { isEmailStage, stageEmailBody } from "./stage-email-content.ts";

export interface MoveActor {
  id: string;
  /** The name a reply is signed with in the conversation. */
  name: string;
  /** The audit log's label (name and address, as they were then). */
  label: string;
}

export type MoveOutcome =
  | { outcome: "moved" | "already-moved"; item: InboxItem; move: StageMove; email: ThreadMessage | null }
  | { outcome: "not-found" | "withdrawn" | "same-stage" | "other-entry" | "no-email" | "spam" };

type Refusal = Exclude<MoveOutcome["outcome"], "moved" | "already-moved">;

/**
 * Moves an application to a stage, with the stage's email when asked: one transaction updates the application,
 * records the move (its id the client's), queues the email through the outbox threaded like a reply (the move's id
 * is the email's, so it goes once) and writes the audit line. The application's row is locked first, so parallel
 * posts take turns: a repeat of a move finds it made and changes nothing.
 */
export async function moveStage(
  db: Db,
  forms: FormsConfig,
  applicationId: string,
  request: StageMoveRequest,
  actor: MoveActor,
): Promise<MoveOutcome> {
  const done = await db.transaction(async (tx): Promise<"moved" | "repeat" | Refusal> => {
    const [row] = await tx
      .select({ stage: jobApplications.handlingStatus, verdict: jobApplications.spamVerdict })
      .from(jobApplications)
      .where(eq(jobApplications.id, applicationId))
      .for("update");
    if (!row) return "not-found";
    const [earlier] = await tx
      .select({ applicationId: applicationStageMoves.applicationId })
      .from(applicationStageMoves)
      .where(eq(applicationStageMoves.id, request.id));
    if (earlier) return earlier.applicationId === applicationId ? "repeat" : "other-entry";
    const from = row.stage;
    if (from === "withdrawn") return "withdrawn";
    if (from === request.stage) return "same-stage";
    const emailStage = isEmailStage(request.stage) ? request.stage : undefined;
    if (request.sendEmail && !emailStage) return "no-email";
    if (request.sendEmail && row.verdict === "spam") return "spam";

    await tx
      .update(jobApplications)
      .set({ handlingStatus: request.stage, statusChangedBy: actor.id, statusChangedAt: sql`now()` })
      .where(eq(jobApplications.id, applicationId));
    await tx.insert(applicationStageMoves).values({
      id: request.id,
      applicationId,
      fromStage: from,
      toStage: request.stage,
      emailed: request.sendEmail,
      actorId: actor.id,
      actorLabel: actor.name,
    });
    if (request.sendEmail && emailStage)
      await emailApplicant(tx, forms, applicationId, request.id, emailStage, actor);
    await audit(tx, {
      actorId: actor.id,
      actorLabel: actor.label,
      action: "stage",
      targetKind: "application",
      targetId: applicationId,
      detail: `${from} → ${request.stage}; ${request.sendEmail && emailStage ? `email: ${stageEmailLabels[emailStage]}` : "no email"}`,
    });
    return "moved";
  });
  if (done !== "moved" && done !== "repeat") return { outcome: done };
  const move = (await movesOf(db, applicationId)).find((candidate) => candidate.id === request.id)!;
  const email = move.emailId
    ? ((await entryThread(db, applicationId)).find((message) => message.id === move.emailId) ?? null)
    : null;
  return {
    outcome: done === "moved" ? "moved" : "already-moved",
    item: (await findItem(db, "application", applicationId))!,
    move,
    email,
  };
}

async function emailApplicant(
  tx: Tx,
  forms: FormsConfig,
  applicationId: string,
  moveId: string,
  stage: Parameters<typeof stageEmailBody>[0],
  actor: MoveActor,
) {
  const entry = (await findItem(tx, "application", applicationId))!;
  const application = { ...entry, kind: "application" as const };
  const body = stageEmailBody(stage, await placeholderValues(tx, application));
  await writeReply(tx, forms, application, { id: moveId, body, author: { id: actor.id, name: actor.name } });
}

/** An application's moves, oldest first. */
export async function movesOf(db: Db, applicationId: string): Promise<StageMove[]> {
  const rows = await db
    .select({
      id: applicationStageMoves.id,
      from: applicationStageMoves.fromStage,
      to: applicationStageMoves.toStage,
      emailed: applicationStageMoves.emailed,
      by: applicationStageMoves.actorLabel,
      at: applicationStageMoves.createdAt,
    })
    .from(applicationStageMoves)
    .where(eq(applicationStageMoves.applicationId, applicationId))
    .orderBy(asc(applicationStageMoves.createdAt), asc(applicationStageMoves.id));
  return rows.map((row) => ({
    id: row.id,
    from: row.from,
    to: row.to,
    emailId: row.emailed ? row.id : null,
    by: row.by,
    at: row.at.toISOString(),
  }));
}
