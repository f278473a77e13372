import type { RefObject } from "react";
import { claimTexts, conversationTexts } from "../../../contract/conversations.ts";
import { waitedLonger } from "../../../contract/inbox-views.ts";
import { entryMarkerLabels, type InboxItem } from "../../../contract/staff.ts";
import { isOpenStatus, teamTexts, waitingText } from "../../../contract/team.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { differentSenderTone } from "./claim-notice.tsx";
import { kindLabels, markerTone, statusLabels, statusTone, verdictLabels } from "./labels.ts";
import { formatDay } from "./staff-api.ts";
import { entryKey } from "./use-inbox-location.ts";

const day = (iso: string) => iso.slice(0, 10);

/**
 * How long an open entry has had its status (marked once past the digest's threshold); a snoozed one, the day it
 * comes back; a handled one, the day it came.
 */
function Waited({ item, overdueAfterDays }: { item: InboxItem; overdueAfterDays: number | undefined }) {
  if (item.status === "snoozed" && item.snoozedUntil) {
    return (
      <time dateTime={item.snoozedUntil} className="shrink-0 text-xs text-slate-600 tabular-nums">
        until {formatDay(item.snoozedUntil)}
      </time>
    );
  }
  const open = item.kind !== "subscription" && isOpenStatus(item.status);
  const overdue = open && overdueAfterDays !== undefined && waitedLonger(item.statusSince, overdueAfterDays);
  return (
    <time
      dateTime={open ? item.statusSince : item.receivedAt}
      className={`shrink-0 text-xs tabular-nums ${overdue ? "font-semibold text-accent-700" : "text-slate-600"}`}
    >
      {open ? waitingText(item.statusSince) : day(item.receivedAt)}
    </time>
  );
}

/**
 * The entries of the view, as a shared inbox lists them: who sent it and how long it has waited on the first line,
 * what it is about (a subject, a position's title, a list) on the second, its kind, status and assignee below. The
 * open entry's row is marked (aria-current) and keeps its place when the entry changes.
 */
export function InboxList({
  items,
  selectedKey,
  onOpen,
  rowRefs,
  busy,
  overdueAfterDays,
}: {
  items: readonly InboxItem[];
  selectedKey: string | null;
  onOpen: (item: InboxItem) => void;
  rowRefs: RefObject<Map<string, HTMLButtonElement>>;
  busy: boolean;
  /** The days after which an open entry is waiting too long (the views' threshold). */
  overdueAfterDays: number | undefined;
}) {
  return (
    <ul
      aria-labelledby="inbox-list-heading"
      className="divide-y divide-slate-200 overflow-hidden rounded-(--radius-card) border border-slate-200 bg-surface"
      aria-busy={busy || undefined}
    >
      {items.map((item) => {
        const key = entryKey(item);
        const selected = key === selectedKey;
        return (
          <li key={key}>
            <button
              type="button"
              ref={(element) => {
                if (element) rowRefs.current.set(key, element);
                else rowRefs.current.delete(key);
              }}
              aria-current={selected || undefined}
              onClick={() => onOpen(item)}
              className={`relative flex min-h-11 w-full flex-col gap-1 py-3 pr-4 pl-5 text-left transition-colors duration-150 before:absolute before:inset-y-0 before:left-0 before:w-1 ${
                selected ? "bg-brand-50 before:bg-brand-700" : "before:bg-transparent hover:bg-slate-50"
              }`}
            >
              <span className="flex items-baseline gap-3">
                <span className="min-w-0 flex-1 truncate font-semibold text-slate-900">
                  {item.name || item.email}
                </span>
                {item.marker ? (
                  <Badge className={markerTone[item.marker]}>{entryMarkerLabels[item.marker]}</Badge>
                ) : null}
                <Waited item={item} overdueAfterDays={overdueAfterDays} />
              </span>
              <span className="block truncate text-sm text-slate-800">{item.about}</span>
              <span className="mt-1 flex flex-wrap items-center gap-1.5">
                <Badge>{kindLabels[item.kind]}</Badge>
                {item.reference ? (
                  <span className="text-xs text-slate-700 tabular-nums">{item.reference}</span>
                ) : null}
                <Badge className={statusTone[item.status]}>{statusLabels[item.status]}</Badge>
                {item.verdict !== "clean" ? (
                  <Badge className="bg-red-100 text-red-900">{verdictLabels[item.verdict]}</Badge>
                ) : null}
                {item.claimedReference ? (
                  <Badge className={differentSenderTone}>
                    {claimTexts.badge} · {claimTexts.claims(item.claimedReference)}
                  </Badge>
                ) : null}
                {item.acknowledgementWithheld ? (
                  <Badge className="bg-accent-100 text-slate-900">
                    {conversationTexts.acknowledgementWithheld}
                  </Badge>
                ) : null}
                {item.assignee ? (
                  <span className="min-w-0 truncate text-xs text-slate-700">
                    {teamTexts.assigneeLabel} {item.assignee.name}
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
