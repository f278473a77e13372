import { useEffect, useRef } from "react";
import { twoStepTexts } from "../../../contract/two-step.ts";
import { CodeForm } from "../../components/two-step/code-form.tsx";
import { Button } from "../../components/ui/button.tsx";

/**
 * The sign-in's second step, for an account with two-step sign-in: after a right password (or a provider sign-in)
 * the page asks for a code from the authenticator app, or a recovery code. Its heading takes the focus, so a screen
 * reader hears that the page moved on.
 */
export function SecondStepForm({
  send,
  onCancel,
}: {
  send: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="second-step-heading">
      <h2 id="second-step-heading" ref={heading} tabIndex={-1} className="text-2xl">
        {twoStepTexts.codeStepTitle}
      </h2>
      <p className="mt-3 text-slate-700">{twoStepTexts.codeStepLead}</p>
      <CodeForm send={send} name="Sign-in code" hint={twoStepTexts.codeHint} submit={twoStepTexts.verify} />
      <Button type="button" variant="link" className="mt-4" onClick={onCancel}>
        {twoStepTexts.startOver}
      </Button>
    </section>
  );
}
