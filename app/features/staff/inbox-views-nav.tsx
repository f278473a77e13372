import AlarmClock from "lucide-react/icons/alarm-clock";
import Briefcase from "lucide-react/icons/briefcase";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleDot from "lucide-react/icons/circle-dot";
import MailOpen from "lucide-react/icons/mail-open";
import Reply from "lucide-react/icons/reply";
import Hourglass from "lucide-react/icons/hourglass";
import Inbox from "lucide-react/icons/inbox";
import ShieldAlert from "lucide-react/icons/shield-alert";
import User from "lucide-react/icons/user";
import UserX from "lucide-react/icons/user-x";
import type { ComponentType, SVGProps } from "react";
import { inboxViewTexts, type CountedView, type InboxViewCounts } from "../../../contract/inbox-views.ts";
import type { ViewChoice } from "./use-inbox-location.ts";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const icons: Record<CountedView | "all" | "done", Icon> = {
  all: Inbox,
  new: CircleDot,
  open: MailOpen,
  "waiting-for-sender": Reply,
  snoozed: AlarmClock,
  done: CircleCheck,
  mine: User,
  unassigned: UserX,
  waiting: Hourglass,
  spam: ShieldAlert,
};

/** A view's name as the list's heading and its button say it. */
export function viewName(choice: ViewChoice, counts: InboxViewCounts | undefined): string {
  const texts = inboxViewTexts;
  switch (choice.view) {
    case "all":
      return texts.all;
    case "applications":
      return (
        counts?.positions.find((row) => row.position === choice.position)?.title ?? choice.position ?? ""
      );
    case "waiting":
      return texts.labels.waiting(counts?.waitingAfterDays ?? 0);
    default:
      return texts.labels[choice.view];
  }
}

function ViewButton({
  label,
  count,
  icon: IconOf,
  pressed,
  onPress,
}: {
  label: string;
  count: number | undefined;
  icon: Icon;
  pressed: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      className={`inline-flex min-h-11 w-full items-center gap-2.5 rounded-full border px-3.5 py-2 text-left text-sm whitespace-nowrap transition-colors duration-150 xl:rounded-(--radius-control) xl:border-transparent xl:px-3 xl:whitespace-normal ${
        pressed
          ? "border-brand-800 bg-brand-800 font-semibold text-white xl:bg-brand-100 xl:text-brand-900"
          : "border-slate-300 bg-surface text-slate-800 hover:border-brand-700 hover:bg-brand-50 xl:bg-transparent xl:hover:bg-slate-100"
      }`}
    >
      <IconOf aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">{label}</span>
      {count === undefined ? null : (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${
            pressed
              ? "bg-white/20 text-white xl:bg-brand-800 xl:text-white"
              : count === 0
                ? "text-slate-600"
                : "bg-slate-100 text-slate-900"
          }`}
        >
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">({count})</span>
        </span>
      )}
    </button>
  );
}

/**
 * The inbox's views with their counts, as a shared inbox's folders: a column beside the list on wide screens, one
 * row that scrolls sideways above it on narrow ones, so the list still starts on the first screen.
 */
export function InboxViewsNav({
  counts,
  selected,
  onSelect,
}: {
  counts: InboxViewCounts | undefined;
  selected: ViewChoice;
  onSelect: (choice: ViewChoice) => void;
}) {
  // All entries and Done are not counted.
  const views: (CountedView | "all" | "done")[] = [
    "all",
    "new",
    "open",
    "mine",
    "unassigned",
    "waiting",
    "waiting-for-sender",
    "snoozed",
    "done",
    "spam",
  ];
  return (
    <nav
      aria-label={inboxViewTexts.navLabel}
      className="scroll-hint relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 xl:sticky xl:top-24 xl:flex-col xl:gap-4 xl:overflow-visible xl:bg-none xl:pb-0"
    >
      <ul className="flex shrink-0 gap-2 xl:flex-col xl:gap-0.5">
        {views.map((view) => (
          <li key={view}>
            <ViewButton
              label={viewName({ view }, counts)}
              count={view === "all" || view === "done" ? undefined : counts?.counts[view]}
              icon={icons[view]}
              pressed={selected.view === view}
              onPress={() => onSelect({ view })}
            />
          </li>
        ))}
      </ul>
      {counts && counts.positions.length > 0 ? (
        <div className="flex shrink-0 items-center gap-2 border-l border-slate-300 pl-2 xl:block xl:border-t xl:border-l-0 xl:pt-4 xl:pl-0">
          <h3
            id="positions-heading"
            className="sr-only font-sans text-xs font-semibold tracking-wide text-slate-600 uppercase xl:not-sr-only xl:mb-1 xl:block xl:px-3"
          >
            {inboxViewTexts.positionsHeading}
          </h3>
          <ul aria-labelledby="positions-heading" className="flex gap-2 xl:flex-col xl:gap-0.5">
            {counts.positions.map((row) => (
              <li key={row.position}>
                <ViewButton
                  label={row.title}
                  count={row.count}
                  icon={Briefcase}
                  pressed={selected.view === "applications" && selected.position === row.position}
                  onPress={() => onSelect({ view: "applications", position: row.position })}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </nav>
  );
}
