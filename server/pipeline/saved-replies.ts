import { asc, eq, sql } from "drizzle-orm";
import type { ThreadKind } from "../../contract/conversations.ts";
import { fillPlaceholders } from "../../contract/placeholders.ts";
import type { FilledReply, SavedReply, SavedReplyRequest } from "../../contract/saved-replies.ts";
import type { InboxItem } from "../../contract/staff.ts";
import type { Db } from "../db/client.ts";
import { placeholderValues } from "./entry-placeholders.ts";
import { savedReplies } from "./pipeline.schema.ts";

const columns = {
  id: savedReplies.id,
  title: savedReplies.title,
  body: savedReplies.body,
  updatedBy: savedReplies.updatedByLabel,
  updatedAt: savedReplies.updatedAt,
};

const toSavedReply = (row: { updatedAt: Date } & Omit<SavedReply, "updatedAt">): SavedReply => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

const isTitleClash = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some(
    (candidate) => (candidate as { code?: string } | undefined)?.code === "23505",
  );

export interface Editor {
  id: string;
  name: string;
}

/** Every saved reply, by title. */
export async function listSavedReplies(db: Db): Promise<SavedReply[]> {
  const rows = await db
    .select(columns)
    .from(savedReplies)
    .orderBy(sql`lower(${savedReplies.title})`, asc(savedReplies.id));
  return rows.map(toSavedReply);
}

/** Every saved reply filled for one entry: what the composer starts from. */
export async function filledReplies(db: Db, entry: InboxItem & { kind: ThreadKind }): Promise<FilledReply[]> {
  const replies = await listSavedReplies(db);
  if (replies.length === 0) return [];
  const values = await placeholderValues(db, entry);
  return replies.map((reply) => ({
    id: reply.id,
    title: reply.title,
    body: fillPlaceholders(reply.body, values),
  }));
}

/** A new saved reply; "title-taken" when another has the title. */
export async function createSavedReply(
  db: Db,
  request: SavedReplyRequest,
  editor: Editor,
): Promise<SavedReply | "title-taken"> {
  try {
    const [row] = await db
      .insert(savedReplies)
      .values({
        title: request.title,
        body: request.body,
        updatedById: editor.id,
        updatedByLabel: editor.name,
      })
      .returning(columns);
    return toSavedReply(row!);
  } catch (error) {
    if (isTitleClash(error)) return "title-taken";
    throw error;
  }
}

export async function updateSavedReply(
  db: Db,
  id: string,
  request: SavedReplyRequest,
  editor: Editor,
): Promise<SavedReply | "title-taken" | undefined> {
  try {
    const [row] = await db
      .update(savedReplies)
      .set({
        title: request.title,
        body: request.body,
        updatedById: editor.id,
        updatedByLabel: editor.name,
        updatedAt: sql`now()`,
      })
      .where(eq(savedReplies.id, id))
      .returning(columns);
    return row ? toSavedReply(row) : undefined;
  } catch (error) {
    if (isTitleClash(error)) return "title-taken";
    throw error;
  }
}

/** True when it was there. */
export async function deleteSavedReply(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedReplies)
    .where(eq(savedReplies.id, id))
    .returning({ id: savedReplies.id });
  return deleted.length > 0;
}
