import type { InboxItem } from "../../../contract/staff.ts";
import { isOpenStatus, teamTexts, waitingText } from "../../../contract/team.ts";

/** A row's team details: who has the entry, and how long it has waited while still open. */
export function EntryWaiting({ item }: { item: InboxItem }) {
  const open = item.kind !== "subscription" && isOpenStatus(item.status);
  if (!open && !item.assignee) return null;
  return (
    <span className="flex shrink-0 flex-col text-sm text-slate-700 sm:w-44 sm:text-right">
      {open ? <time dateTime={item.receivedAt}>{waitingText(item.receivedAt)}</time> : null}
      {item.assignee ? (
        <span className="truncate">
          {teamTexts.assigneeLabel} {item.assignee.name}
        </span>
      ) : null}
    </span>
  );
}
