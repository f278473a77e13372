// The inbox's views, as a shared inbox (Help Scout, Front) opens on: each a list with its count, answered together by
// GET /api/staff/inbox/views; the list of one is GET /api/staff/inbox?view=…. Also the words of the console's inbox
// layout and its keyboard shortcuts. Without zod, like staff.ts (the schemas: inbox-views-schemas.ts).

/**
 * new: messages and applications nobody has handled yet (status new, stage received). open, waiting-for-sender,
 * snoozed, done: messages with that status (not spam). mine, unassigned: open ones assigned to whoever asks, or to
 * nobody. waiting: open ones, not snoozed, in their status (or stage) for longer than the digest's threshold.
 * applications: open applications (with `category`, those for one position). spam: everything kept aside as spam.
 * Open means not done or decided (contract/team.ts) and not spam.
 */
export const inboxViews = [
  "new",
  "open",
  "waiting-for-sender",
  "snoozed",
  "done",
  "mine",
  "unassigned",
  "waiting",
  "applications",
  "spam",
] as const;
export type InboxView = (typeof inboxViews)[number];

/** The views of one status of the messages. */
export const statusViews = [
  "open",
  "waiting-for-sender",
  "snoozed",
  "done",
] as const satisfies readonly InboxView[];

/**
 * The views counted as a whole; applications are counted per position. Done is not counted: it only grows, and its
 * count would be a pass over every message ever handled.
 */
export const countedViews = [
  "new",
  "open",
  "waiting-for-sender",
  "snoozed",
  "mine",
  "unassigned",
  "waiting",
  "spam",
] as const satisfies readonly InboxView[];
export type CountedView = (typeof countedViews)[number];

/** Open applications for one position. */
export interface PositionCount {
  /** The job's id, as applications name it. */
  position: string;
  /** Its title in the careers content (the id when the job is no longer listed). */
  title: string;
  count: number;
}

export interface InboxViewCounts {
  counts: Record<CountedView, number>;
  /** Every open job of the careers content in its order, then any other position with open applications. */
  positions: PositionCount[];
  /** The days after which an open entry is waiting (the daily digest's threshold). */
  waitingAfterDays: number;
}

/**
 * Whether an entry in its status (or stage) since `since` has waited there longer than `afterDays` days (the
 * waiting view's rule).
 */
export function waitedLonger(since: string, afterDays: number, now: Date = new Date()): boolean {
  return now.getTime() - Date.parse(since) > afterDays * 86_400_000;
}

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

export const inboxViewTexts = {
  navLabel: "Inbox views",
  all: "All entries",
  labels: {
    new: "New",
    open: "Open",
    "waiting-for-sender": "Waiting for sender",
    snoozed: "Snoozed",
    done: "Done",
    mine: "Mine",
    unassigned: "Unassigned",
    waiting: (afterDays: number) => `Waiting over ${days(afterDays)}`,
    spam: "Spam",
  },
  positionsHeading: "Open applications by position",
  countsFailed: "The counts could not be loaded.",
  filters: "Filters",
  activeFilters: "active",
  searchLabel: "Search",
  searchSubmit: "Search",
  searchPlaceholder: "Search entries",
  empty: "Nothing here.",
  emptyFiltered: "Nothing matches these filters.",
  noEntry: "Choose an entry to read it here.",
  back: "Back to the inbox",
  close: "Close",
  loadingEntry: "Loading the entry...",
  categoryLabel: "Category, position or list",
  anyCategory: "Any category, position or list",
  categoryGroups: { contact: "Message categories", application: "Positions", subscription: "Lists" },
  statusGroups: { handling: "Messages and subscribers", application: "Application stages" },
  fields: {
    kind: "Kind",
    anyKind: "All kinds",
    status: "Status",
    anyStatus: "Any status",
    verdict: "Spam",
    assigned: "Assigned",
    anyone: "Anyone or nobody",
    from: "Received from",
    to: "Received until",
  },
  apply: "Apply filters",
  clear: "Clear",
  listFailed: "The inbox could not be loaded. Please try again.",
  loading: "Loading...",
  loadMore: "Load more",
  exportCsv: "Export CSV",
  exportHint: "Exports every entry that matches the filters.",
  exportNeedsKind: "Choose one kind to export.",
  exported: "The CSV file was downloaded.",
  exportFailed: "The export failed. Please try again.",
} as const;

/** The single-key shortcuts of the inbox, listed in its help dialog; each can be turned off there. */
export const inboxShortcuts = [
  { key: "j", action: "next" },
  { key: "k", action: "previous" },
  { key: "r", action: "reply" },
  { key: "/", action: "search" },
  { key: "?", action: "help" },
] as const;
export type ShortcutAction = (typeof inboxShortcuts)[number]["action"];

export const shortcutTexts = {
  open: "Keyboard shortcuts",
  title: "Keyboard shortcuts",
  description: "Single keys that work while the focus is not in a text field.",
  actions: {
    next: "Open the next entry",
    previous: "Open the previous entry",
    reply: "Write a reply to the open entry",
    search: "Search the inbox",
    help: "Show this list",
  } satisfies Record<ShortcutAction, string>,
  keyHeader: "Key",
  actionHeader: "Action",
  toggle: "Use single-key shortcuts",
  toggleHint: "Turn them off if they get in the way of speech input or of your screen reader's own keys.",
} as const;
