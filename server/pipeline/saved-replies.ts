import { sql } from "drizzle-orm";
import type { ThreadKind } from "../../contract/conversations.ts";
import { fillPlaceholders } from "../../contract/placeholders.ts";
import type { FilledReply, SavedReply, SavedReplyRequest } from "../../contract/saved-replies.ts";
import type { InboxItem } from "../../contract/staff.ts";
import { rowsOf, type Db } from "../db/client.ts";
import { placeholderValues } from "./entry-placeholders.ts";

interface Row {
  id: string;
  title: string;
  body: string;
  updated_by_label: string;
  updated_at: string;
}

const COLUMNS = sql.raw(`id, title, body, updated_by_label,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at`);

const toSavedReply = (row: Row): SavedReply => ({
  id: String(row.id),
  title: row.title,
  body: row.body,
  updatedBy: row.updated_by_label,
  updatedAt: row.updated_at,
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
  const rows = rowsOf<Row>(
    await db.execute(sql`select ${COLUMNS} from saved_replies order by lower(title), id`),
  );
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
    const [row] = rowsOf<Row>(
      await db.execute(sql`
        insert into saved_replies (title, body, updated_by_id, updated_by_label)
        values (${request.title}, ${request.body}, ${editor.id}, ${editor.name}) returning ${COLUMNS}`),
    );
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
    const [row] = rowsOf<Row>(
      await db.execute(sql`
        update saved_replies set title = ${request.title}, body = ${request.body}, updated_by_id = ${editor.id},
          updated_by_label = ${editor.name}, updated_at = now()
        where id = ${id} returning ${COLUMNS}`),
    );
    return row ? toSavedReply(row) : undefined;
  } catch (error) {
    if (isTitleClash(error)) return "title-taken";
    throw error;
  }
}

/** True when it was there. */
export async function deleteSavedReply(db: Db, id: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`delete from saved_replies where id = ${id} returning id`)).length > 0;
}
