import type { ThreadKind } from "../../contract/conversations.ts";
import type { PlaceholderValues } from "../../contract/placeholders.ts";
import type { InboxItem } from "../../contract/staff.ts";
import type { Db, Tx } from "../db/client.ts";
import { referenceOf } from "../conversations/references.ts";

/**
 * What the placeholders of a saved reply or a stage email become for one entry: the sender's name, the position's
 * title (a message's subject), and the entry's reference, given now if the entry predates references, so the text
 * previewed is the text sent.
 */
export async function placeholderValues(
  db: Db | Tx,
  entry: InboxItem & { kind: ThreadKind },
): Promise<PlaceholderValues> {
  return {
    name: entry.name,
    position: entry.about,
    reference: await referenceOf(db, entry.kind, entry.id),
  };
}
