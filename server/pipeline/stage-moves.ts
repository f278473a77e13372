import { sql } from "drizzle-orm";
import type { ThreadMessage } from "../../contract/conversations.ts";
import {
  stageEmailLabels,
  type ApplicationStage,
  type StageMove,
  type StageMoveRequest,
} from "../../contract/pipeline.ts";
import type { InboxItem } from "../../contract/staff.ts";
import { entryThread } from "../conversations/thread.ts";
import { writeReply } from "../conversations/replies.ts";
import { rowsOf, type Db, type Tx } from "../db/client.ts";
import type { FormsConfig } from "../forms/forms-config.ts";
import { findItem } from "../staff/inbox.service.ts";
import { audit } from "../staff/staff-access.ts";
import { placeholderValues } from "./entry-placeholders.ts";
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
    const [row] = rowsOf<{ handling_status: ApplicationStage; spam_verdict: string }>(
      await tx.execute(sql`
        select handling_status, spam_verdict from job_applications where id = ${applicationId} for update`),
    );
    if (!row) return "not-found";
    const [earlier] = rowsOf<{ application_id: string }>(
      await tx.execute(sql`select application_id from application_stage_moves where id = ${request.id}`),
    );
    if (earlier) return String(earlier.application_id) === applicationId ? "repeat" : "other-entry";
    const from = row.handling_status;
    if (from === "withdrawn") return "withdrawn";
    if (from === request.stage) return "same-stage";
    const emailStage = isEmailStage(request.stage) ? request.stage : undefined;
    if (request.sendEmail && !emailStage) return "no-email";
    if (request.sendEmail && row.spam_verdict === "spam") return "spam";

    await tx.execute(sql`
      update job_applications set handling_status = ${request.stage}, status_changed_by = ${actor.id},
        status_changed_at = now()
      where id = ${applicationId}`);
    await tx.execute(sql`
      insert into application_stage_moves (id, application_id, from_stage, to_stage, emailed, actor_id, actor_label)
      values (${request.id}, ${applicationId}, ${from}, ${request.stage}, ${request.sendEmail}, ${actor.id},
        ${actor.name})`);
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
  const rows = rowsOf<{
    id: string;
    from_stage: ApplicationStage;
    to_stage: ApplicationStage;
    emailed: boolean;
    actor_label: string;
    at: string;
  }>(
    await db.execute(sql`
      select id, from_stage, to_stage, emailed, actor_label,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
      from application_stage_moves where application_id = ${applicationId} order by created_at, id`),
  );
  return rows.map((row) => ({
    id: String(row.id),
    from: row.from_stage,
    to: row.to_stage,
    emailId: row.emailed ? String(row.id) : null,
    by: row.actor_label,
    at: row.at,
  }));
}
