import { useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import {
  EDITION_BODY_MAX,
  EDITION_SUBJECT_MAX,
  newsletterTexts,
  type Edition,
  type EditionAudience,
  type EditionSummary,
  type TestSent,
} from "../../../contract/newsletters.ts";
import { subscriptionListNames, subscriptionLists } from "../../../contract/subscription-lists.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "../../components/ui/form-field.tsx";
import { ApiRequestError, errorMessageFor } from "../../lib/api-client.ts";
import { EditionCountsList } from "./edition-counts-list.tsx";
import { EmailPreview } from "./email-preview.tsx";
import { LoadFailure } from "./load-failure.tsx";
import { formatTime, staffRequest } from "./staff-api.ts";
import { useStaffData } from "./use-staff-data.ts";

const listOptions = subscriptionLists.map((list) => ({ value: list, label: subscriptionListNames[list] }));

interface EditorProps {
  token: string;
  /** The edition opened; null for a new one. */
  editionId: string | null;
  /** The list's copy of the edition, kept up to date while it is sent: its status and counts. */
  summary: EditionSummary | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** After a save, a send or a deletion: the edition's id (a new one's once created), null once deleted. */
  onChanged: (id: string | null) => Promise<void>;
}

/** What a draft's actions call with the edition as the server answered (saved, or sending), or null once deleted. */
type Changed = (edition: Edition | null) => Promise<void>;

/** One edition: a draft's form, or what a sent edition was and what became of it. */
export function EditionEditor({ token, editionId, summary, headingRef, onChanged }: EditorProps) {
  // The edition opened is loaded once; after that, the answers of its saves and its send are what it is.
  const [opened] = useState(editionId);
  const loaded = useStaffData<Edition>(
    token,
    opened === null ? null : `/staff/newsletters/${opened}`,
    "The edition could not be loaded.",
  );
  const [answered, setAnswered] = useState<Edition | null>(null);
  const edition = answered ?? loaded.data;
  const sent = edition && edition.status !== "draft" ? edition : undefined;
  const latest = sent && summary?.id === sent.id ? summary : undefined;
  // One heading whatever the editor shows, so it keeps the focus moved to it while the edition loads.
  const title =
    opened !== null && !edition ? "Edition" : sent ? sent.subject : edition ? "Edit draft" : "New edition";
  let content;
  if (opened !== null && !edition) {
    content = (
      <>
        <LoadFailure error={loaded.error} className="mt-3" />
        {loaded.error ? null : <p className="mt-3 text-slate-700">Loading...</p>}
      </>
    );
  } else if (sent) {
    content = <SentEdition edition={{ ...sent, ...latest }} />;
  } else {
    content = (
      <DraftForm
        token={token}
        edition={edition ?? null}
        onChanged={async (changed) => {
          if (changed) flushSync(() => setAnswered(changed));
          // Sent: the form gave way to the edition as sent, announced by its heading.
          if (changed && changed.status !== "draft") headingRef.current?.focus();
          await onChanged(changed?.id ?? null);
        }}
      />
    );
  }
  return (
    <>
      <h2 id="edition-editor-heading" ref={headingRef} tabIndex={-1} className="text-xl focus:outline-none">
        {title}
      </h2>
      {content}
    </>
  );
}

function SentEdition({ edition }: { edition: Edition }) {
  const [html, setHtml] = useState<string | null>(null);
  return (
    <>
      <p className="mt-1 text-sm text-slate-700">
        {[
          `${subscriptionListNames[edition.list]}. `,
          edition.status === "sending" ? "Being sent" : "Sent",
          edition.sendStartedAt ? `: sending began ${formatTime(edition.sendStartedAt)}` : "",
          edition.handedOutAt ? `, the last email was queued ${formatTime(edition.handedOutAt)}` : "",
          ". It can no longer be changed.",
        ].join("")}
      </p>
      <EditionCountsList counts={edition.counts} />
      {edition.archivePath ? (
        <p className="mt-3 text-sm">
          <a className="inline-flex min-h-11 items-center underline" href={edition.archivePath}>
            Its page in the archive
          </a>
        </p>
      ) : null}
      <div className="mt-4">
        {html === null ? (
          <Button
            type="button"
            variant="secondary"
            onClick={async () => {
              const { editionHtml } = await import("../../../contract/newsletters-markdown.ts");
              setHtml(editionHtml(edition.body));
            }}
          >
            Show the text
          </Button>
        ) : (
          <div
            className="rounded-(--radius-card) border border-slate-200 bg-surface p-4 text-sm text-slate-900 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </div>
    </>
  );
}

type Values = { list: string; subject: string; body: string };

/** What the draft would be sent to, asked for before sending and shown for confirmation. */
type Confirming = { audience: EditionAudience } | null;

function DraftForm({
  token,
  edition,
  onChanged,
}: {
  token: string;
  edition: Edition | null;
  onChanged: Changed;
}) {
  const saved: Values = {
    list: edition?.list ?? "newsletter",
    subject: edition?.subject ?? "",
    body: edition?.body ?? "",
  };
  const [preview, setPreview] = useState<{ html: string; text: string } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const form = useForm({
    initialValues: saved,
    validate: (values) => {
      const subject = values.subject.trim();
      const body = values.body.trim();
      const errors: Partial<Values> = {};
      if (!subject) errors.subject = newsletterTexts.subjectRequired;
      if (!body) errors.body = newsletterTexts.bodyRequired;
      if (errors.subject || errors.body) return { ok: false, errors };
      return { ok: true, data: { list: values.list, subject, body } };
    },
    submit: async (body) => {
      setNotice(null);
      const path = edition ? `/staff/newsletters/${edition.id}` : "/staff/newsletters";
      await onChanged(await staffRequest<Edition>(token, "POST", path, body));
      return "The draft is saved.";
    },
    failure: (error) => ({
      message: errorMessageFor(error, "The draft could not be saved."),
      details: error instanceof ApiRequestError ? error.details : undefined,
    }),
    resetOnSuccess: false,
  });
  const unsaved =
    !edition ||
    form.values.list !== saved.list ||
    form.values.subject.trim() !== saved.subject ||
    form.values.body.trim() !== saved.body;

  function tell(tone: "success" | "error", text: string) {
    flushSync(() => setNotice({ tone, text }));
    noticeRef.current?.focus();
  }

  async function showPreview() {
    const { editionHtml, editionText } = await import("../../../contract/newsletters-markdown.ts");
    flushSync(() => setPreview({ html: editionHtml(form.values.body), text: editionText(form.values.body) }));
    previewHeading.current?.focus();
  }

  async function sendTest() {
    if (!edition) return;
    setBusy(true);
    try {
      const answer = await staffRequest<TestSent>(token, "POST", `/staff/newsletters/${edition.id}/test`);
      tell("success", answer.message);
    } catch (error) {
      tell("error", errorMessageFor(error, "The test could not be sent."));
    }
    setBusy(false);
  }

  async function askToSend() {
    if (!edition) return;
    setBusy(true);
    try {
      const audience = await staffRequest<EditionAudience>(
        token,
        "GET",
        `/staff/newsletters/${edition.id}/audience`,
      );
      flushSync(() => {
        setNotice(null);
        setConfirming({ audience });
      });
      confirmHeading.current?.focus();
    } catch (error) {
      tell("error", errorMessageFor(error, "The subscribers could not be counted."));
    }
    setBusy(false);
  }

  async function send(expectedRecipients: number) {
    if (!edition) return;
    setBusy(true);
    try {
      const sending = await staffRequest<Edition>(token, "POST", `/staff/newsletters/${edition.id}/send`, {
        expectedRecipients,
      });
      await onChanged(sending);
      return;
    } catch (error) {
      setConfirming(null);
      tell("error", errorMessageFor(error, "The edition could not be sent."));
    }
    setBusy(false);
  }

  async function remove() {
    if (!edition) return;
    setBusy(true);
    try {
      await staffRequest(token, "POST", `/staff/newsletters/${edition.id}/delete`);
      await onChanged(null);
      return;
    } catch (error) {
      setDeleting(false);
      tell("error", errorMessageFor(error, "The draft could not be deleted."));
    }
    setBusy(false);
  }

  return (
    <>
      <p className="mt-1 text-sm text-slate-700">
        Save the draft, look at its preview and send a test to yourself before sending it to the list.
      </p>
      <div ref={noticeRef} tabIndex={-1} className="mt-3 empty:hidden focus:outline-none">
        {notice ? <AlertBanner tone={notice.tone}>{notice.text}</AlertBanner> : null}
      </div>
      <form {...form.formProps} className="mt-3 flex flex-col gap-4">
        <FormStatus status={form.status} element={form.statusElement} />
        <SelectField label="List" required options={listOptions} {...form.field("list")} />
        <TextField
          label="Subject"
          required
          maxLength={EDITION_SUBJECT_MAX}
          autoComplete="off"
          {...form.field("subject")}
        />
        <TextAreaField
          label="Text"
          required
          hint="Markdown: # headings, **bold**, *italic*, - lists, [links](https://…). Every email ends with the list's unsubscribe link."
          rows={14}
          maxLength={EDITION_BODY_MAX}
          {...form.field("body")}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={form.submitting}>
            Save draft
          </Button>
          <Button type="button" variant="secondary" onClick={() => void showPreview()}>
            Preview
          </Button>
        </div>
      </form>

      {preview ? (
        <div className="mt-6 flex flex-col gap-3">
          <EmailPreview
            id="edition-preview-heading"
            heading={`Preview: ${form.values.subject.trim() || "(no subject)"}`}
            headingRef={previewHeading}
            html={preview.html}
            text={preview.text}
          />
          <Button type="button" variant="secondary" className="self-start" onClick={() => setPreview(null)}>
            Close the preview
          </Button>
        </div>
      ) : null}

      {edition ? (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <h3 className="text-lg">Test and send</h3>
          {unsaved ? (
            <p className="mt-1 text-sm text-slate-700">
              Save your changes first: what is saved is what is sent.
            </p>
          ) : confirming ? (
            <div className="mt-2 flex flex-col gap-3">
              <h4 ref={confirmHeading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
                Send “{edition.subject}” to {confirming.audience.recipients.toLocaleString("en")} confirmed
                subscribers of {subscriptionListNames[edition.list]}?
              </h4>
              {confirming.audience.bouncing > 0 ? (
                <p className="text-sm text-slate-700">
                  {confirming.audience.bouncing.toLocaleString("en")} more are left out: their address
                  bounces.
                </p>
              ) : null}
              <p className="text-sm text-slate-700">
                Once sending begins, the edition can no longer be changed.
              </p>
              <div className="flex flex-wrap gap-3">
                <Button
                  type="button"
                  disabled={busy || confirming.audience.recipients === 0}
                  onClick={() => void send(confirming.audience.recipients)}
                >
                  Send to {confirming.audience.recipients.toLocaleString("en")} subscribers
                </Button>
                <Button type="button" variant="secondary" onClick={() => setConfirming(null)}>
                  Cancel
                </Button>
              </div>
            </div>
          ) : deleting ? (
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <p className="text-sm text-slate-900">Delete the draft “{edition.subject}”?</p>
              <Button type="button" variant="danger" disabled={busy} onClick={() => void remove()}>
                Delete
              </Button>
              <Button type="button" variant="secondary" onClick={() => setDeleting(false)}>
                Keep it
              </Button>
            </div>
          ) : (
            <div className="mt-2 flex flex-wrap gap-3">
              <Button type="button" variant="secondary" disabled={busy} onClick={() => void sendTest()}>
                Send a test to me
              </Button>
              <Button type="button" disabled={busy} onClick={() => void askToSend()}>
                Send to the list…
              </Button>
              <Button type="button" variant="danger" onClick={() => setDeleting(true)}>
                Delete draft
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </>
  );
}
