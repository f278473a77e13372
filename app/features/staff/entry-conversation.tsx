import Users from "lucide-react/icons/users";
import { useRef, useState, type RefObject } from "react";
import { conversationTexts, type ThreadMessage } from "../../../contract/conversations.ts";
import { markdownPlainText } from "../../../contract/markdown-text.ts";
import {
  deliveryLabels,
  directionLabels,
  REPLY_MAX_LENGTH,
  replyTexts,
} from "../../../contract/replies-texts.ts";
import { openingText, type EntryOpening, type EntryOpenings } from "../../../contract/staff.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextAreaField } from "../../components/ui/form-field.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";
import { EmailPreview } from "./email-preview.tsx";
import { OriginalEmailButton } from "./original-email-button.tsx";
import { SavedReplyPicker } from "./saved-reply-picker.tsx";
import { formatTime, staffRequest } from "./staff-api.ts";

const deliveryTone = {
  queued: "bg-accent-100 text-slate-900",
  sent: "bg-brand-100 text-brand-900",
  failed: "bg-red-100 text-red-900",
  withheld: "bg-accent-100 text-slate-900",
} as const;

function sender(message: ThreadMessage): string {
  if (message.direction === "reply")
    return `${directionLabels.reply} by ${message.author ?? "a former account"}`;
  if (message.direction === "acknowledgement")
    return message.delivery?.state === "withheld"
      ? conversationTexts.acknowledgementWithheld
      : directionLabels.acknowledgement;
  const from = message.fromName ? `${message.fromName} <${message.fromAddress}>` : message.fromAddress;
  return `${directionLabels.inbound} from ${from}`;
}

/**
 * The entry's emails, oldest first, each we sent with its delivery state, and a way to save the original of one
 * whose text could not be read.
 */
function Thread({ thread, token, base }: { thread: ThreadMessage[]; token: string; base: string }) {
  if (thread.length === 0) return <p className="mt-3 text-sm text-slate-700">No emails yet.</p>;
  return (
    <ol className="mt-3 space-y-3">
      {thread.map((message) => (
        <li key={message.id} className="rounded-(--radius-card) border border-slate-200 bg-surface p-4">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{sender(message)}</span>
            <span>{formatTime(message.at)}</span>
            {message.delivery ? (
              <Badge className={deliveryTone[message.delivery.state]}>
                {deliveryLabels[message.delivery.state]}
              </Badge>
            ) : null}
          </p>
          {message.delivery?.error ? (
            <p className="mt-1 text-sm text-red-800">Reason: {message.delivery.error}</p>
          ) : null}
          {message.delivery?.state === "withheld" ? (
            <p className="mt-1 text-sm text-red-800">{conversationTexts.withheldReason}</p>
          ) : null}
          <p className="mt-2 text-sm font-semibold break-words text-slate-900">{message.subject}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">
            {/* A reply is Markdown: shown as its text part, so a name filled into it reads as typed. */}
            {message.direction === "reply" ? markdownPlainText(message.body) : message.body}
          </p>
          {message.raw ? (
            <OriginalEmailButton
              token={token}
              path={`${base}/emails/${message.id}/raw`}
              bytes={message.raw.bytes}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The conversation with the entry's sender and the reply composer below it: Markdown written, then previewed as the
 * email's HTML and text before it is sent. The reply's id is made once per draft, so a double click or a retry after
 * a lost answer sends one email.
 */
export function EntryConversation({
  token,
  base,
  to,
  thread,
  canReply,
  onSent,
  replyRef,
}: {
  token: string;
  base: string;
  to: string;
  thread: ThreadMessage[];
  canReply: boolean;
  onSent: () => Promise<void>;
  replyRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const [draftId, setDraftId] = useState(() => crypto.randomUUID());
  const [preview, setPreview] = useState<{ html: string; text: string } | null>(null);
  // Who else opened the entry lately, asked when the preview is shown, before the reply can be sent.
  const [openings, setOpenings] = useState<EntryOpening[]>([]);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  const form = useForm({
    initialValues: { reply: "" },
    validate: (values) =>
      values.reply.trim()
        ? { ok: true, data: values.reply }
        : { ok: false, errors: { reply: replyTexts.empty } },
    // The first submit shows the preview; the second, from the preview, sends.
    submit: async (body) => {
      if (preview === null) {
        const [{ replyHtml, replyText }, recent] = await Promise.all([
          import("../../../contract/replies-markdown.ts"),
          // Only a notice: should the question fail, the reply can still be sent.
          staffRequest<EntryOpenings>(token, "GET", `${base}/openings`).catch(() => undefined),
        ]);
        setOpenings(recent?.openings ?? []);
        setPreview({ html: replyHtml(body), text: replyText(body) });
        requestAnimationFrame(() => previewHeading.current?.focus());
        return undefined;
      }
      await staffRequest(token, "POST", `${base}/replies`, { id: draftId, body });
      setPreview(null);
      setDraftId(crypto.randomUUID());
      await onSent();
      return replyTexts.sent;
    },
    failure: (error) => ({ message: errorMessageFor(error, replyTexts.failed) }),
    resetOnSuccess: preview !== null,
    focusStatusOnResult: preview !== null,
  });

  return (
    <section aria-labelledby="conversation-heading">
      <h3 id="conversation-heading" className="text-lg">
        Conversation
      </h3>
      <Thread thread={thread} token={token} base={base} />
      {canReply ? (
        <form {...form.formProps} className="mt-4 flex flex-col gap-3">
          <FormStatus status={form.status} element={form.statusElement} />
          {preview === null ? (
            <>
              <SavedReplyPicker token={token} base={base} onPick={(body) => form.setValue("reply", body)} />
              <TextAreaField
                label="Reply"
                hint={`To ${to}. Markdown: **bold**, *italic*, - lists, [links](https://…). You see it before it is sent.`}
                rows={6}
                maxLength={REPLY_MAX_LENGTH}
                ref={replyRef}
                {...form.field("reply")}
              />
              <Button type="submit" variant="secondary" disabled={form.submitting} className="self-start">
                Preview
              </Button>
            </>
          ) : (
            <>
              <EmailPreview
                id="reply-preview-heading"
                heading={`Preview of the email to ${to}`}
                headingRef={previewHeading}
                html={preview.html}
                text={preview.text}
              />
              {openings.length > 0 ? (
                <div
                  id="reply-openings"
                  className="rounded-(--radius-control) border border-accent-600 bg-accent-100 p-3 text-sm text-slate-900"
                >
                  <p className="flex items-start gap-2 font-semibold">
                    <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <span>{replyTexts.othersOpened}</span>
                  </p>
                  <ul className="mt-1 list-disc pl-10">
                    {openings.map((opening) => (
                      <li key={`${opening.name}-${opening.openedAt}`}>{openingText(opening)}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <div className="flex flex-wrap gap-3">
                <Button
                  type="submit"
                  disabled={form.submitting}
                  aria-describedby={openings.length > 0 ? "reply-openings" : undefined}
                >
                  Send reply
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => setPreview(null)}
                  disabled={form.submitting}
                >
                  Edit
                </Button>
              </div>
            </>
          )}
        </form>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{replyTexts.spam}</p>
      )}
    </section>
  );
}
