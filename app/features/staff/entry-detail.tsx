import ArrowLeft from "lucide-react/icons/arrow-left";
import { lazy, Suspense, useEffect, useRef, type RefObject } from "react";
import {
  entryMarkerLabels,
  staffMessages,
  staffStatuses,
  type HandlingStatus,
  type InboxDetail,
  type InboxItem,
  staffApplicationLinkTexts,
} from "../../../contract/staff.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "../../components/ui/form-field.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";
import { ClaimNotice } from "./claim-notice.tsx";
import { EntryConversation } from "./entry-conversation.tsx";
import { StageMove } from "./stage-move.tsx";
import { AssignmentControl } from "./assignment-control.tsx";
import { conversationTexts } from "../../../contract/conversations.ts";
import { inboxViewTexts } from "../../../contract/inbox-views.ts";
import type { EntryRef } from "./use-inbox-location.ts";
import { LoadFailure } from "./load-failure.tsx";
import { choicesOf, kindLabels, markerTone, statusLabels, statusTone, verdictLabels } from "./labels.ts";
import { formatDay, formatTime, staffRequest } from "./staff-api.ts";
import { useStaffData } from "./use-staff-data.ts";

const fieldLabel = (name: string) => {
  const text = name.replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

// Only applications carry files, and few entries are opened: the list of them is a module of its own.
const EntryFiles = lazy(() => import("./entry-files.tsx").then((module) => ({ default: module.EntryFiles })));

interface StatusChange {
  status: HandlingStatus;
  snoozedUntil?: string;
}

/** The first day a snooze may end on: tomorrow, in UTC like every day the console names. */
const firstSnoozeDay = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const failure = (error: unknown) => ({
  message: errorMessageFor(error, "That did not work. Please try again."),
});

/**
 * One entry in full: its fields, status (who set it, when), notes, spam handling and history. Beside the list on
 * wide screens, on a screen of its own on narrow ones (its Back button closes it there); its heading takes the focus
 * when it opens. `summary` is the entry as the list showed it, until the entry itself is loaded.
 */
export function EntryDetail({
  token,
  entry,
  summary,
  onClose,
  onOpen,
  onChanged,
  replyRef,
}: {
  token: string;
  entry: EntryRef;
  summary: InboxItem | undefined;
  onClose: () => void;
  /** Opens another entry (the one an email from a different sender names). */
  onOpen: (entry: EntryRef) => void;
  /** The entry as it is after staff changed it here, for the list and the views' counts. */
  onChanged: (item: InboxItem) => void;
  /** Where the reply shortcut puts the focus. */
  replyRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const base = `/staff/inbox/${entry.kind}/${entry.id}`;
  const loaded = useStaffData<InboxDetail>(token, base, "This entry could not be loaded.");
  const detail = loaded.data;
  const item = detail?.item ?? summary;
  const heading = useRef<HTMLHeadingElement>(null);
  // Set by each change made here; the next answer loaded is then the changed entry.
  const changed = useRef(false);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (!changed.current || !detail) return;
    changed.current = false;
    onChanged(detail.item);
  }, [detail, onChanged]);

  /** Shows the entry as it is now, after a change. */
  async function reload() {
    changed.current = true;
    await loaded.reload();
  }

  /** Sends one change, then shows the entry as it is now. */
  async function send(action: string, body?: unknown) {
    await staffRequest(token, "POST", `${base}/${action}`, body);
    await reload();
  }

  // "" stands for the status the entry has, so the choice follows the entry as loaded until someone picks another.
  // A snooze ends at the start of the chosen day, in UTC like every time the console shows.
  const statusForm = useForm<{ status: string; until: string }, StatusChange>({
    initialValues: { status: "", until: "" },
    validate: (values) => {
      const status = (values.status || item?.status) as HandlingStatus;
      if (status !== "snoozed") return { ok: true, data: { status } };
      if (!values.until) return { ok: false, errors: { until: staffMessages.snoozeNeedsDate } };
      if (values.until < firstSnoozeDay())
        return { ok: false, errors: { until: staffMessages.snoozeInPast } };
      return { ok: true, data: { status, snoozedUntil: `${values.until}T00:00:00Z` } };
    },
    submit: async (change) => {
      await send("status", change);
      return change.snoozedUntil
        ? `Snoozed until ${formatDay(change.snoozedUntil)}.`
        : `Status set to ${statusLabels[change.status]}.`;
    },
    failure,
  });
  const chosenStatus = statusForm.values.status || item?.status;
  const snoozing = chosenStatus === "snoozed";

  const noteForm = useForm({
    initialValues: { note: "" },
    validate: (values) => ({ ok: true, data: values.note }),
    submit: async (note) => {
      await send("notes", { body: note });
      return "Note added.";
    },
    failure,
  });

  const linkForm = useForm({
    initialValues: {},
    validate: () => ({ ok: true, data: null }),
    submit: async () => {
      await send("private-link/revoke");
      return staffApplicationLinkTexts.revoked;
    },
    failure,
  });

  const spamForm = useForm({
    initialValues: {},
    validate: () => ({ ok: true, data: item?.verdict === "spam" }),
    submit: async (isSpam) => {
      await send(isSpam ? "release" : "spam");
      return isSpam ? "Released: its email is queued." : "Marked as spam.";
    },
    failure,
  });

  if (!item) {
    return (
      <article aria-labelledby="entry-heading">
        <BackButton onClose={onClose} />
        <h2 id="entry-heading" ref={heading} tabIndex={-1} className="text-2xl focus:outline-none">
          {loaded.error ? kindLabels[entry.kind] : inboxViewTexts.loadingEntry}
        </h2>
        <LoadFailure error={loaded.error} className="mt-4" />
      </article>
    );
  }

  return (
    <article aria-labelledby="entry-heading">
      <BackButton onClose={onClose} />
      <div className="flex items-start gap-4">
        <h2
          id="entry-heading"
          ref={heading}
          tabIndex={-1}
          className="min-w-0 flex-1 text-2xl break-words focus:outline-none"
        >
          {kindLabels[item.kind]}: {item.about}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-mt-1 hidden min-h-11 shrink-0 items-center gap-1.5 rounded-(--radius-control) px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 lg:inline-flex"
        >
          {inboxViewTexts.close}
        </button>
      </div>
      <p className="mt-1 text-sm break-words text-slate-700">
        {item.name ? `${item.name} · ${item.email}` : item.email}
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>Received {formatTime(item.receivedAt)}</span>
        {item.reference ? <span>Reference {item.reference}</span> : null}
        <Badge className={statusTone[item.status]}>{statusLabels[item.status]}</Badge>
        {item.marker ? (
          <Badge className={markerTone[item.marker]}>{entryMarkerLabels[item.marker]}</Badge>
        ) : null}
        {item.verdict !== "clean" ? (
          <Badge className="bg-red-100 text-red-900">{verdictLabels[item.verdict]}</Badge>
        ) : null}
        {item.acknowledgementWithheld ? (
          <Badge className="bg-accent-100 text-slate-900">{conversationTexts.acknowledgementWithheld}</Badge>
        ) : null}
      </p>
      {detail?.statusChangedAt && item.status === "withdrawn" ? (
        <p className="mt-1 text-sm font-semibold text-slate-900">
          The applicant withdrew this application on {formatTime(detail.statusChangedAt)}.
        </p>
      ) : detail?.statusChangedAt ? (
        <p className="mt-1 text-sm text-slate-700">
          {item.kind === "application" ? "Stage" : "Status"} set by {detail.statusChangedBy ?? "someone"} on{" "}
          {formatTime(detail.statusChangedAt)}.
        </p>
      ) : null}
      {item.status === "snoozed" && item.snoozedUntil ? (
        <p className="mt-1 text-sm text-slate-700">
          Snoozed until {formatTime(item.snoozedUntil)}: it comes back as Open then.
        </p>
      ) : null}
      {item.spamReason ? (
        <p className="mt-1 text-sm text-slate-700">Kept aside because: {item.spamReason}</p>
      ) : null}
      {detail?.claim ? (
        <ClaimNotice claim={detail.claim} attach={() => send("attach")} onOpen={onOpen} />
      ) : null}

      <LoadFailure error={loaded.error} className="mt-4" />

      <div className="mt-6 grid gap-8 @4xl:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-8">
          <section aria-labelledby="fields-heading">
            <h3 id="fields-heading" className="text-lg">
              What was sent
            </h3>
            {detail ? (
              <dl className="mt-3 divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200 bg-surface">
                {detail.fields.map((field) => (
                  <div key={field.name} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
                    <dt className="text-sm font-semibold text-slate-700">{fieldLabel(field.name)}</dt>
                    <dd className="text-slate-900 break-words whitespace-pre-wrap">{field.value || "—"}</dd>
                  </div>
                ))}
              </dl>
            ) : loaded.error ? null : (
              <p className="mt-3 text-slate-700">Loading...</p>
            )}
          </section>
          {detail && detail.files.length > 0 ? (
            <Suspense fallback={null}>
              <EntryFiles token={token} base={base} files={detail.files} />
            </Suspense>
          ) : null}
          {detail && item.kind !== "subscription" ? (
            <EntryConversation
              token={token}
              base={base}
              to={item.email}
              thread={detail.thread}
              canReply={item.verdict !== "spam"}
              onSent={reload}
              replyRef={replyRef}
            />
          ) : null}
        </div>

        <div className="flex flex-col gap-8">
          <section aria-labelledby="handling-heading">
            <h3 id="handling-heading" className="text-lg">
              Handling
            </h3>
            {item.kind === "application" ? (
              <StageMove token={token} base={base} item={item} onMoved={reload} />
            ) : (
              <form {...statusForm.formProps} className="mt-3 flex flex-col gap-3">
                <FormStatus status={statusForm.status} element={statusForm.statusElement} />
                <SelectField
                  label="Status"
                  {...statusForm.field("status")}
                  value={chosenStatus}
                  options={choicesOf(staffStatuses, statusLabels)}
                />
                {snoozing ? (
                  <TextField
                    label="Snooze until"
                    hint="It comes back as Open, marked, at the start of this day (UTC)."
                    type="date"
                    required
                    min={firstSnoozeDay()}
                    {...statusForm.field("until")}
                  />
                ) : null}
                <Button
                  type="submit"
                  disabled={statusForm.submitting || (chosenStatus === item.status && !snoozing)}
                  className="self-start"
                >
                  {snoozing ? "Snooze" : "Save status"}
                </Button>
              </form>
            )}
            {item.kind !== "subscription" ? (
              <AssignmentControl token={token} item={item} send={send} />
            ) : null}
            <form {...spamForm.formProps} className="mt-4 flex flex-col gap-3">
              <FormStatus status={spamForm.status} element={spamForm.statusElement} />
              <Button type="submit" variant="secondary" disabled={spamForm.submitting} className="self-start">
                {item.verdict === "spam" ? "Release from spam" : "Mark as spam"}
              </Button>
            </form>
          </section>

          {item.kind === "application" && detail ? (
            <section aria-labelledby="private-link-heading">
              <h3 id="private-link-heading" className="text-lg">
                {staffApplicationLinkTexts.title}
              </h3>
              <form {...linkForm.formProps} className="mt-3 flex flex-col gap-3">
                <FormStatus status={linkForm.status} element={linkForm.statusElement} />
                <p className="text-sm text-slate-700">
                  {detail.privateLink ? staffApplicationLinkTexts.live : staffApplicationLinkTexts.none}
                </p>
                {detail.privateLink ? (
                  <Button
                    type="submit"
                    variant="secondary"
                    disabled={linkForm.submitting}
                    className="self-start"
                  >
                    {linkForm.submitting
                      ? staffApplicationLinkTexts.revoking
                      : staffApplicationLinkTexts.revoke}
                  </Button>
                ) : null}
              </form>
            </section>
          ) : null}

          <section aria-labelledby="notes-heading">
            <h3 id="notes-heading" className="text-lg">
              Internal notes
            </h3>
            {detail && detail.notes.length > 0 ? (
              <ul className="mt-3 space-y-3">
                {detail.notes.map((entryNote) => (
                  <li key={entryNote.id} className="rounded-(--radius-control) bg-slate-50 p-3">
                    <p className="text-sm whitespace-pre-wrap text-slate-900">{entryNote.body}</p>
                    <p className="mt-1 text-xs text-slate-600">
                      {entryNote.author}, {formatTime(entryNote.createdAt)}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-slate-700">No notes yet.</p>
            )}
            <form {...noteForm.formProps} className="mt-4 flex flex-col gap-3">
              <FormStatus status={noteForm.status} element={noteForm.statusElement} />
              <TextAreaField
                label="New note"
                hint="Seen by staff only."
                rows={3}
                maxLength={5000}
                {...noteForm.field("note")}
              />
              <Button
                type="submit"
                variant="secondary"
                disabled={noteForm.submitting || !noteForm.values.note.trim()}
                className="self-start"
              >
                Add note
              </Button>
            </form>
          </section>

          {detail && detail.history.length > 0 ? (
            <section aria-labelledby="history-heading">
              <h3 id="history-heading" className="text-lg">
                History
              </h3>
              <ul className="mt-3 space-y-2 text-sm text-slate-800">
                {detail.history.map((entryHistory, index) => (
                  <li key={index}>
                    {formatTime(entryHistory.at)}: {entryHistory.action}
                    {entryHistory.detail ? ` (${entryHistory.detail})` : ""} by {entryHistory.actor}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** On a narrow screen, where the entry is a screen of its own: the way back to the list. */
function BackButton({ onClose }: { onClose: () => void }) {
  return (
    <Button variant="link" className="mb-2 lg:hidden" onClick={onClose}>
      <ArrowLeft aria-hidden="true" className="size-4" /> {inboxViewTexts.back}
    </Button>
  );
}
