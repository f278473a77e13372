import { useId, useState, type FormEvent, type Ref } from "react";
import { EMAIL_MAX, fieldErrors } from "../../../contract/form-text.ts";
import {
  subscriptionSchema,
  subscriptionTexts,
  type SubscriptionList,
  type SubscriptionResponse,
} from "../../../contract/subscription.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { controlClasses } from "../../components/ui/form-field.tsx";
import { honeypotValue, HoneypotField } from "../forms-shared/honeypot-field.tsx";
import { failureDetails, postForm } from "../forms-shared/post-form.ts";
import { useFormStart } from "../forms-shared/use-form-start.ts";

const endpoints: Record<SubscriptionList, string> = {
  newsletter: "/newsletter",
  events: "/events/subscribe",
};

type Status =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "done"; message: string }
  | { kind: "error"; message: string };

/** An email input and a submit button in one row; shared by the newsletter and event announcement forms. */
export function SubscribeForm({
  list,
  label,
  inputRef,
}: {
  list: SubscriptionList;
  label: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const texts = subscriptionTexts[list];
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const formStart = useFormStart();
  const id = useId();
  const errorId = `${id}-error`;
  const submitting = status.kind === "submitting";

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const parsed = subscriptionSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email);
      form.querySelector<HTMLInputElement>("input[type=email]")?.focus();
      return;
    }
    setError(undefined);
    setStatus({ kind: "submitting" });
    try {
      const answer = await postForm<SubscriptionResponse>(endpoints[list], parsed.data, {
        honeypot: honeypotValue(form),
        startedAt: formStart.startedAt(),
      });
      setEmail("");
      formStart.restart();
      setStatus({ kind: "done", message: answer.message || texts.success });
    } catch (caught) {
      const details = failureDetails(caught);
      setStatus({ kind: "error", message: [texts.failure, ...details].join(" ") });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="relative flex flex-col gap-3" aria-label={label}>
      <label htmlFor={id} className="text-sm font-semibold">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={inputRef}
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${controlClasses} sm:flex-1`}
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? texts.sending : list === "events" ? "Subscribe" : texts.submit}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <HoneypotField />
      {status.kind === "done" ? <AlertBanner tone="success">{status.message}</AlertBanner> : null}
      {status.kind === "error" ? <AlertBanner tone="error">{status.message}</AlertBanner> : null}
    </form>
  );
}
