// Working as a team: who an entry is assigned to, the "mine" and "unassigned" filters, how long an open entry has
// waited, and the daily digest of entries waiting too long. Without zod, like staff.ts (the schemas: team-schemas.ts).

import type { EntryStatus } from "./staff.ts";

/** The inbox's assignment filter: entries assigned to whoever asks, or to nobody. */
export const assignmentFilters = ["mine", "unassigned"] as const;
export type AssignmentFilter = (typeof assignmentFilters)[number];

export const assignmentFilterLabels: Record<AssignmentFilter, string> = {
  mine: "Assigned to me",
  unassigned: "Unassigned",
};

/** A member of staff an entry can be assigned to. */
export interface Assignee {
  id: string;
  name: string;
}

export interface AssigneeList {
  assignees: Assignee[];
  /** Whoever asked, for "Assign to me". */
  meId: string;
}

/** POST /api/staff/inbox/{kind}/{id}/assignee: a member of staff's account id, or null to unassign. */
export interface AssignRequest {
  assigneeId: string | null;
}

/** Statuses after which an entry no longer waits for anyone: a message done, an application decided. */
export const closedStatuses = [
  "done",
  "hired",
  "declined",
  "withdrawn",
] as const satisfies readonly EntryStatus[];

export function isOpenStatus(status: EntryStatus): boolean {
  return !(closedStatuses as readonly string[]).includes(status);
}

/** Days waited in full: "waiting 3 days"; under a day, hours; under an hour, "just arrived". */
export function waitingText(receivedAt: string, now: Date = new Date()): string {
  const hours = Math.max(0, Math.floor((now.getTime() - Date.parse(receivedAt)) / 3_600_000));
  if (hours >= 24) {
    const days = Math.floor(hours / 24);
    return `waiting ${days} ${days === 1 ? "day" : "days"}`;
  }
  if (hours >= 1) return `waiting ${hours} ${hours === 1 ? "hour" : "hours"}`;
  return "just arrived";
}

export const teamTexts = {
  assigneeLabel: "Assigned to",
  nobody: "Nobody",
  assignToMe: "Assign to me",
  assign: "Assign",
  unassign: "Unassign",
  assignedToYou: "you",
} as const;
