import { useRef, useState } from "react";
import {
  emailStages,
  pipelineTexts,
  stageEmailLabels,
  stageLabels,
  staffStages,
  type ApplicationStage,
  type EmailStage,
  type StageEmail,
} from "../../../contract/pipeline.ts";
import type { InboxItem } from "../../../contract/staff.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { CheckboxField, SelectField } from "../../components/ui/form-field.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";
import { EmailPreview } from "./email-preview.tsx";
import { choicesOf } from "./labels.ts";
import { staffRequest } from "./staff-api.ts";

const isEmailStage = (stage: string): stage is EmailStage =>
  (emailStages as readonly string[]).includes(stage);

/**
 * Moves an application to a stage. A stage with an email (the interview invitation, the decline) offers to send it:
 * the email, filled by the server for this applicant, is shown first, and the move sends exactly that. The move's id
 * is made once per move, so a double click or a retry after a lost answer moves and emails once.
 */
export function StageMove({
  token,
  base,
  item,
  onMoved,
}: {
  token: string;
  base: string;
  item: InboxItem;
  onMoved: () => Promise<void>;
}) {
  const [moveId, setMoveId] = useState(() => crypto.randomUUID());
  const [preview, setPreview] = useState<{ stage: EmailStage; html: string; text: string } | null>(null);
  const emails = useRef<StageEmail[] | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  // "" stands for the stage the application is at, so the choice follows it as loaded until someone picks another.
  const form = useForm({
    initialValues: { stage: "", sendEmail: true },
    resetOnSuccess: false,
    validate: (values) => ({
      ok: true,
      data: { stage: (values.stage || item.status) as ApplicationStage, sendEmail: values.sendEmail },
    }),
    // With an email to send, the first submit shows it; the second, from the preview, moves and sends.
    submit: async ({ stage, sendEmail }) => {
      const withEmail = sendEmail && isEmailStage(stage);
      if (withEmail && preview === null) {
        emails.current ??= (
          await staffRequest<{ emails: StageEmail[] }>(token, "GET", `${base}/stage-emails`)
        ).emails;
        const text = emails.current.find((email) => email.stage === stage)!.body;
        const { replyHtml, replyText } = await import("../../../contract/replies-markdown.ts");
        setPreview({ stage, html: replyHtml(text), text: replyText(text) });
        requestAnimationFrame(() => previewHeading.current?.focus());
        return undefined;
      }
      await staffRequest(token, "POST", `${base}/stage`, { id: moveId, stage, sendEmail: withEmail });
      setPreview(null);
      setMoveId(crypto.randomUUID());
      form.setValue("stage", "");
      await onMoved();
      return withEmail
        ? `Moved to ${stageLabels[stage]}; the ${stageEmailLabels[stage as EmailStage]} is queued.`
        : `Moved to ${stageLabels[stage]}.`;
    },
    failure: (error) => ({ message: errorMessageFor(error, pipelineTexts.failed) }),
  });

  if (item.status === "withdrawn") {
    return <p className="mt-3 text-sm text-slate-700">{pipelineTexts.withdrawn}</p>;
  }
  const chosen = (form.values.stage || item.status) as ApplicationStage;
  const emailStage = isEmailStage(chosen) ? chosen : undefined;
  const withEmail = Boolean(emailStage && form.values.sendEmail);

  return (
    <form {...form.formProps} className="mt-3 flex flex-col gap-3">
      <FormStatus status={form.status} element={form.statusElement} />
      {preview === null ? (
        <>
          <SelectField
            label="Stage"
            {...form.field("stage")}
            value={chosen}
            options={choicesOf(staffStages, stageLabels)}
          />
          {emailStage && chosen !== item.status ? (
            <CheckboxField
              label={`Email the applicant the ${stageEmailLabels[emailStage]}`}
              {...form.checkbox("sendEmail")}
            />
          ) : null}
          <Button
            type="submit"
            variant={withEmail ? "secondary" : "primary"}
            disabled={form.submitting || chosen === item.status}
            className="self-start"
          >
            {withEmail ? "Preview the email" : `Move to ${stageLabels[chosen]}`}
          </Button>
        </>
      ) : (
        <>
          <EmailPreview
            id="stage-email-heading"
            heading={`Preview of the ${stageEmailLabels[preview.stage]} to ${item.email}`}
            headingRef={previewHeading}
            html={preview.html}
            text={preview.text}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={form.submitting}>
              Move to {stageLabels[preview.stage]} and send
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => setPreview(null)}
              disabled={form.submitting}
            >
              Back
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
