import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import {
  editionStatusLabels,
  newsletterArchive,
  type Edition,
  type EditionList,
  type EditionSummary,
} from "../../../contract/newsletters.ts";
import { subscriptionListNames } from "../../../contract/subscription-lists.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { EditionEditor } from "./edition-editor.tsx";
import { EditionCountsList, waitingOf } from "./edition-counts-list.tsx";
import { LoadFailure } from "./load-failure.tsx";
import { formatTime } from "./staff-api.ts";
import { useStaffData } from "./use-staff-data.ts";

// While an edition's emails are on their way, the counts are loaded again this often.
const SENDING_RELOAD_MS = 3_000;

const statusTint: Record<Edition["status"], string> = {
  draft: "bg-slate-100 text-slate-800",
  sending: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
};

/**
 * Newsletter editions and event announcements (ADR 0050): the list with each edition's counts, and the editor of
 * the one opened (or of a new one), where staff write in Markdown, preview, test and send.
 */
export function NewslettersPanel({ token }: { token: string }) {
  const list = useStaffData<EditionList>(token, "/staff/newsletters", "The editions could not be loaded.");
  // The edition open in the editor (id null: a new one not saved yet), or none. The key changes only when staff open
  // another edition or start a new one, so saving a new draft keeps the editor (and its message) in place.
  const [open, setOpen] = useState<{ id: string | null; key: string } | null>(null);
  const editorHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const editions = list.data?.editions;
  const sending =
    editions?.some(
      (edition) =>
        edition.status === "sending" || (edition.status === "sent" && waitingOf(edition.counts) > 0),
    ) ?? false;
  const { reload } = list;

  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void reload(), SENDING_RELOAD_MS);
    return () => clearInterval(timer);
  }, [sending, reload]);

  function show(id: string | null) {
    setNotice(null);
    setOpen({ id, key: id ?? `new-${Date.now()}` });
    requestAnimationFrame(() => editorHeading.current?.focus());
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
      <section aria-labelledby="editions-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="editions-heading" ref={listHeading} tabIndex={-1} className="text-xl focus:outline-none">
            Newsletters
          </h2>
          <Button type="button" variant="secondary" onClick={() => show(null)}>
            New edition
          </Button>
        </div>
        <p className="mt-1 text-sm text-slate-700">
          Editions of the newsletter and event announcements, sent to the confirmed subscribers of their list
          and archived at{" "}
          <a className="underline" href={newsletterArchive.path}>
            {newsletterArchive.path}
          </a>
          .
        </p>
        {notice ? (
          <p role="status" className="mt-3 text-sm text-slate-800">
            {notice}
          </p>
        ) : null}
        <LoadFailure error={list.error} className="mt-3" />
        {editions && editions.length === 0 ? (
          <p className="mt-3 text-slate-700">No editions yet. Write the first with New edition.</p>
        ) : null}
        {editions && editions.length > 0 ? (
          <ul className="mt-3 space-y-3">
            {editions.map((edition) => (
              <EditionItem
                key={edition.id}
                edition={edition}
                current={open?.id === edition.id}
                onOpen={() => show(edition.id)}
              />
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="edition-editor-heading">
        {open === null ? (
          <>
            <h2 id="edition-editor-heading" className="text-xl">
              Edition
            </h2>
            <p className="mt-1 text-sm text-slate-700">Open an edition, or start a new one.</p>
          </>
        ) : (
          <EditionEditor
            key={open.key}
            token={token}
            editionId={open.id}
            summary={editions?.find((edition) => edition.id === open.id)}
            headingRef={editorHeading}
            onChanged={async (id) => {
              await reload();
              if (id !== null) {
                setOpen({ id, key: open.key });
                return;
              }
              // Deleted: the editor closes, and the list says so.
              flushSync(() => {
                setOpen(null);
                setNotice("The draft is deleted.");
              });
              listHeading.current?.focus();
            }}
          />
        )}
      </section>
    </div>
  );
}

function EditionItem({
  edition,
  current,
  onOpen,
}: {
  edition: EditionSummary;
  current: boolean;
  onOpen: () => void;
}) {
  return (
    <li
      className={`rounded-(--radius-card) border bg-surface p-4 ${current ? "border-slate-900" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={statusTint[edition.status]}>{editionStatusLabels[edition.status]}</Badge>
        <span className="text-xs text-slate-700">{subscriptionListNames[edition.list]}</span>
      </div>
      <h3 className="mt-2 text-base font-semibold break-words">{edition.subject}</h3>
      <p className="mt-1 text-xs text-slate-700">
        {edition.sendStartedAt
          ? `Sending began ${formatTime(edition.sendStartedAt)}`
          : `Last changed ${formatTime(edition.updatedAt)}`}
      </p>
      {edition.status === "draft" ? null : <EditionCountsList counts={edition.counts} compact />}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={onOpen} aria-current={current || undefined}>
          Open<span className="sr-only"> “{edition.subject}”</span>
        </Button>
        {edition.archivePath ? (
          <a className="inline-flex min-h-11 items-center text-sm underline" href={edition.archivePath}>
            Archive page<span className="sr-only"> of “{edition.subject}”</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}
