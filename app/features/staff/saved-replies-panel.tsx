import { Fragment, useRef, useState } from "react";
import { placeholderHelp, placeholderNames } from "../../../contract/placeholders.ts";
import {
  SAVED_REPLY_MAX_LENGTH,
  SAVED_REPLY_TITLE_MAX,
  savedReplyTexts,
  type SavedReply,
  type SavedReplyList,
} from "../../../contract/saved-replies.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextAreaField, TextField } from "../../components/ui/form-field.tsx";
import { ApiRequestError, errorMessageFor } from "../../lib/api-client.ts";
import { LoadFailure } from "./load-failure.tsx";
import { formatTime, staffRequest } from "./staff-api.ts";
import { useStaffData } from "./use-staff-data.ts";

/** What the placeholders become, shown next to the editor (the server refuses any other). */
function PlaceholderHelp() {
  return (
    <div id="placeholder-help" className="rounded-(--radius-card) bg-slate-50 p-4 text-sm text-slate-800">
      <p className="font-semibold text-slate-900">Placeholders</p>
      <p className="mt-1">
        Filled for each entry when staff start a reply from this text. No others are accepted.
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {placeholderNames.map((name) => (
          <Fragment key={name}>
            <dt>
              <code className="font-semibold">{`{{${name}}}`}</code>
            </dt>
            <dd>{placeholderHelp[name]}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}

/**
 * The saved replies staff start a reply from: every member of staff reads them here; admins add, change and delete
 * them (the server refuses anyone else).
 */
export function SavedRepliesPanel({ token, isAdmin }: { token: string; isAdmin: boolean }) {
  const list = useStaffData<SavedReplyList>(
    token,
    "/staff/saved-replies",
    "The saved replies could not be loaded.",
  );
  const replies = list.data?.savedReplies;
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const titleInput = useRef<HTMLDivElement>(null);

  const form = useForm({
    initialValues: { title: "", body: "" },
    // Placeholders are checked by the server, which names any it does not know (shown in the banner).
    validate: (values) => {
      if (!values.title.trim()) return { ok: false, errors: { title: savedReplyTexts.titleRequired } };
      if (!values.body.trim()) return { ok: false, errors: { body: savedReplyTexts.bodyRequired } };
      return { ok: true, data: { title: values.title.trim(), body: values.body.trim() } };
    },
    submit: async (body) => {
      const path = editing ? `/staff/saved-replies/${editing.id}` : "/staff/saved-replies";
      await staffRequest(token, "POST", path, body);
      setEditing(null);
      await list.reload();
      return editing ? `“${body.title}” is saved.` : `“${body.title}” is added.`;
    },
    failure: (error) => ({
      message: errorMessageFor(error, "The saved reply could not be saved."),
      details: error instanceof ApiRequestError ? error.details : undefined,
    }),
  });

  function edit(reply: SavedReply) {
    setEditing(reply);
    form.setValue("title", reply.title);
    form.setValue("body", reply.body);
    requestAnimationFrame(() => titleInput.current?.querySelector("input")?.focus());
  }

  async function remove(reply: SavedReply) {
    try {
      await staffRequest(token, "POST", `/staff/saved-replies/${reply.id}/delete`);
      setNotice(`“${reply.title}” is deleted.`);
    } catch (error) {
      setNotice(errorMessageFor(error, "The saved reply could not be deleted."));
    }
    setDeleting(null);
    await list.reload();
  }

  return (
    <div className={isAdmin ? "grid gap-8 lg:grid-cols-[3fr_2fr]" : ""}>
      <section aria-labelledby="saved-replies-heading">
        <h2 id="saved-replies-heading" className="text-xl">
          Saved replies
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Pick one in an entry&apos;s reply to start from it, filled for that entry.
          {isAdmin ? "" : " Administrators add and change them."}
        </p>
        {notice ? (
          <p role="status" className="mt-3 text-sm text-slate-800">
            {notice}
          </p>
        ) : null}
        <LoadFailure error={list.error} className="mt-3" />
        {replies && replies.length === 0 ? (
          <p className="mt-3 text-slate-700">No saved replies yet.</p>
        ) : null}
        {replies && replies.length > 0 ? (
          <ul className="mt-3 space-y-3">
            {replies.map((reply) => (
              <li key={reply.id} className="rounded-(--radius-card) border border-slate-200 bg-surface p-4">
                <h3 className="text-base font-semibold break-words">{reply.title}</h3>
                <pre className="mt-2 font-sans text-sm break-words whitespace-pre-wrap text-slate-900">
                  {reply.body}
                </pre>
                <p className="mt-2 text-xs text-slate-600">
                  Last changed by {reply.updatedBy}, {formatTime(reply.updatedAt)}
                </p>
                {isAdmin ? (
                  deleting === reply.id ? (
                    <div className="mt-3 flex flex-wrap items-center gap-3">
                      <p className="text-sm text-slate-900">Delete “{reply.title}”?</p>
                      <Button type="button" onClick={() => void remove(reply)}>
                        Delete
                      </Button>
                      <Button type="button" variant="secondary" onClick={() => setDeleting(null)}>
                        Keep it
                      </Button>
                    </div>
                  ) : (
                    <div className="mt-3 flex flex-wrap gap-3">
                      <Button type="button" variant="secondary" onClick={() => edit(reply)}>
                        Edit<span className="sr-only"> “{reply.title}”</span>
                      </Button>
                      <Button type="button" variant="secondary" onClick={() => setDeleting(reply.id)}>
                        Delete<span className="sr-only"> “{reply.title}”</span>
                      </Button>
                    </div>
                  )
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {isAdmin ? (
        <section aria-labelledby="saved-reply-form-heading">
          <h2 id="saved-reply-form-heading" className="text-xl">
            {editing ? "Edit saved reply" : "New saved reply"}
          </h2>
          <form {...form.formProps} className="mt-3 flex flex-col gap-3">
            <FormStatus status={form.status} element={form.statusElement} />
            <div ref={titleInput}>
              <TextField label="Title" required maxLength={SAVED_REPLY_TITLE_MAX} {...form.field("title")} />
            </div>
            <TextAreaField
              label="Text"
              required
              hint="Markdown: **bold**, *italic*, - lists, [links](https://…). Placeholders are listed below."
              rows={8}
              maxLength={SAVED_REPLY_MAX_LENGTH}
              {...form.field("body")}
            />
            <PlaceholderHelp />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={form.submitting}>
                {editing ? "Save changes" : "Add saved reply"}
              </Button>
              {editing ? (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    setEditing(null);
                    form.setValue("title", "");
                    form.setValue("body", "");
                  }}
                >
                  Cancel
                </Button>
              ) : null}
            </div>
          </form>
        </section>
      ) : null}
    </div>
  );
}
