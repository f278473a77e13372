import { stageTone } from "../../lib/stage-tone.ts";
import { stageLabels } from "../../../contract/pipeline.ts";
import {
  handlingStatusLabels,
  type EntryMarker,
  type EntryStatus,
  type InboxKind,
  type SpamVerdictName,
  type VerdictFilter,
} from "../../../contract/staff.ts";

export const kindLabels: Record<InboxKind, string> = {
  contact: "Message",
  application: "Application",
  subscription: "Subscriber",
};

/** A message's or subscription's handling status, or an application's stage. */
export const statusLabels: Record<EntryStatus, string> = {
  ...handlingStatusLabels,
  ...stageLabels,
};

export const verdictLabels: Record<SpamVerdictName, string> = {
  clean: "Clean",
  spam: "Spam",
  released: "Released from spam",
};

export const verdictFilterLabels: Record<VerdictFilter, string> = {
  "not-spam": "All but spam",
  clean: "Clean",
  spam: "Spam",
  released: "Released from spam",
  any: "Everything",
};

export const statusTone: Record<EntryStatus, string> = {
  new: "bg-accent-100 text-slate-900",
  open: "bg-brand-100 text-brand-900",
  "waiting-for-sender": "bg-slate-100 text-slate-800 ring-1 ring-slate-300",
  snoozed: "bg-slate-100 text-slate-800 ring-1 ring-slate-400",
  done: "bg-slate-200 text-slate-800",
  ...stageTone,
  // In a list of open work a withdrawn application is ringed apart from the closed ones.
  withdrawn: `${stageTone.withdrawn} ring-1 ring-slate-400`,
};

/** The mark of an entry the sender answered, or whose snooze ended, since staff last opened it. */
export const markerTone: Record<EntryMarker, string> = {
  "new-reply": "bg-accent-100 font-semibold text-slate-900 ring-1 ring-accent-600",
  "snooze-ended": "bg-accent-100 font-semibold text-slate-900 ring-1 ring-accent-600",
};

/** A dropdown's options: each value with its label, after a first "any" choice (the value "") when one is named. */
export function choicesOf<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
  any?: string,
) {
  const choices = values.map((value) => ({ value: value as string, label: labels[value] }));
  return any ? [{ value: "", label: any }, ...choices] : choices;
}
