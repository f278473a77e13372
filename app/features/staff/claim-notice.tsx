import { claimTexts, type InboundClaim } from "../../../contract/conversations.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";
import { formatTime } from "./staff-api.ts";
import type { EntryRef } from "./use-inbox-location.ts";

export const differentSenderTone = "bg-accent-100 text-slate-900 ring-1 ring-accent-600";

/**
 * On a message made from an email that named another entry from a different address: what it claims, a way to open
 * that entry, and, until someone does, the button that attaches the email there (POST …/attach, audited).
 */
export function ClaimNotice({
  claim,
  attach,
  onOpen,
}: {
  claim: InboundClaim;
  /** Sends the attach and shows the entry as it is now. */
  attach: () => Promise<void>;
  onOpen: (entry: EntryRef) => void;
}) {
  const form = useForm({
    initialValues: {},
    validate: () => ({ ok: true, data: undefined }),
    submit: async () => {
      await attach();
      return claimTexts.attached(claim.reference);
    },
    failure: (error) => ({ message: errorMessageFor(error, claimTexts.failed) }),
  });

  return (
    <section
      aria-labelledby="claim-heading"
      className="mt-4 rounded-(--radius-card) border border-accent-600 bg-surface p-4"
    >
      <h3 id="claim-heading" className="flex flex-wrap items-center gap-2 text-base">
        <Badge className={differentSenderTone}>{claimTexts.badge}</Badge>
        <span>{claimTexts.claims(claim.reference)}</span>
      </h3>
      <p className="mt-2 text-sm text-slate-800">
        {claim.attachedAt
          ? claimTexts.attachedBy(
              claim.reference,
              claim.attachedBy ?? "someone",
              formatTime(claim.attachedAt),
            )
          : claimTexts.explanation(claim.reference)}
      </p>
      <form {...form.formProps} className="mt-3 flex flex-col gap-3">
        <FormStatus status={form.status} element={form.statusElement} />
        <div className="flex flex-wrap gap-3">
          {claim.attachedAt ? null : (
            <Button type="submit" disabled={form.submitting}>
              {claimTexts.attach(claim.reference)}
            </Button>
          )}
          <Button
            type="button"
            variant="secondary"
            onClick={() => onOpen({ kind: claim.kind, id: claim.id })}
          >
            {claimTexts.open(claim.reference)}
          </Button>
        </div>
      </form>
    </section>
  );
}
