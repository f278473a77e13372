import ArrowLeft from "lucide-react/icons/arrow-left";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  staffStatuses,
  staffMessages,
  type HandlingStatus,
  type InboxDetail,
  type InboxItem,
  type InboxNote,
} from "../../../contract/staff.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SelectField, TextAreaField } from "../../components/ui/form-field.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";
import { kindLabels, statusLabels, statusTone, verdictLabels } from "./labels.ts";
import { formatTime, staffRequest } from "./staff-api.ts";

const fieldLabel = (name: string) => {
  const text = name.replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** One entry in full: its fields, status (who set it, when), notes, spam handling and history. */
export function EntryDetail({
  token,
  entry,
  onBack,
}: {
  token: string;
  entry: InboxItem;
  onBack: (changed: InboxItem | undefined) => void;
}) {
  const [detail, setDetail] = useState<InboxDetail | undefined>();
  const [item, setItem] = useState<InboxItem>(entry);
  const [changed, setChanged] = useState(false);
  const [status, setStatus] = useState<HandlingStatus>(entry.status);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const base = `/staff/inbox/${entry.kind}/${entry.id}`;

  useEffect(() => {
    let active = true;
    staffRequest<InboxDetail>(token, "GET", base).then(
      (answer) => {
        if (!active) return;
        setDetail(answer);
        setItem(answer.item);
        setStatus(answer.item.status);
      },
      (failure: unknown) => {
        if (active) setError(errorMessageFor(failure, "This entry could not be loaded."));
      },
    );
    heading.current?.focus();
    return () => {
      active = false;
    };
  }, [token, base]);

  async function act(run: () => Promise<void>, done: string) {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await run();
      setChanged(true);
      setNotice(done);
      const answer = await staffRequest<InboxDetail>(token, "GET", base);
      setDetail(answer);
      setItem(answer.item);
    } catch (failure) {
      setError(errorMessageFor(failure, "That did not work. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  function saveStatus(event: FormEvent) {
    event.preventDefault();
    void act(async () => {
      await staffRequest(token, "POST", `${base}/status`, { status });
    }, `Status set to ${statusLabels[status]}.`);
  }

  function addNote(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return;
    void act(async () => {
      await staffRequest<InboxNote>(token, "POST", `${base}/notes`, { body: note });
      setNote("");
    }, "Note added.");
  }

  return (
    <article aria-labelledby="entry-heading">
      <Button variant="link" onClick={() => onBack(changed ? item : undefined)}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to the inbox
      </Button>
      <h2 id="entry-heading" ref={heading} tabIndex={-1} className="mt-2 text-2xl focus:outline-none">
        {kindLabels[item.kind]}: {item.about}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>Received {formatTime(item.receivedAt)}</span>
        <Badge className={statusTone[item.status]}>{statusLabels[item.status]}</Badge>
        {item.verdict !== "clean" ? (
          <Badge className="bg-red-100 text-red-900">{verdictLabels[item.verdict]}</Badge>
        ) : null}
      </p>
      {detail?.statusChangedAt ? (
        <p className="mt-1 text-sm text-slate-700">
          Status set by {detail.statusChangedBy ?? "someone"} on {formatTime(detail.statusChangedAt)}.
        </p>
      ) : null}
      {item.spamReason ? (
        <p className="mt-1 text-sm text-slate-700">Kept aside because: {item.spamReason}</p>
      ) : null}

      <div className="mt-4 space-y-3" aria-live="polite">
        {error ? <AlertBanner tone="error">{error}</AlertBanner> : null}
        {notice ? <AlertBanner tone="success">{notice}</AlertBanner> : null}
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
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
          ) : (
            <p className="mt-3 text-slate-700">Loading...</p>
          )}
        </section>

        <div className="flex flex-col gap-8">
          <section aria-labelledby="handling-heading">
            <h3 id="handling-heading" className="text-lg">
              Handling
            </h3>
            {item.status === "withdrawn" ? (
              <p className="mt-3 text-sm text-slate-700">{staffMessages.withdrawnByApplicant}</p>
            ) : (
              <form onSubmit={saveStatus} className="mt-3 flex flex-col gap-3">
                <SelectField
                  label="Status"
                  name="status"
                  value={status}
                  onChange={(event) => setStatus(event.target.value as HandlingStatus)}
                  options={staffStatuses.map((value) => ({ value, label: statusLabels[value] }))}
                />
                <Button type="submit" disabled={busy || status === item.status} className="self-start">
                  Save status
                </Button>
              </form>
            )}
            <div className="mt-4 flex flex-wrap gap-3">
              {item.verdict === "spam" ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      await staffRequest(token, "POST", `${base}/release`);
                    }, "Released: its email is queued.")
                  }
                >
                  Release from spam
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      await staffRequest(token, "POST", `${base}/spam`);
                    }, "Marked as spam.")
                  }
                >
                  Mark as spam
                </Button>
              )}
            </div>
          </section>

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
            <form onSubmit={addNote} className="mt-4 flex flex-col gap-3">
              <TextAreaField
                label="New note"
                hint="Seen by staff only."
                name="note"
                rows={3}
                maxLength={5000}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              <Button
                type="submit"
                variant="secondary"
                disabled={busy || !note.trim()}
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
