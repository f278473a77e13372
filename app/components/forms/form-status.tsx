import type { Ref } from "react";
import { AlertBanner } from "../ui/alert-banner.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import type { FormStatusState } from "./use-form.ts";

/**
 * The one status region of every form, at its top: the error summary of the fields that need fixing, the success
 * message, or the failure with the server's details as a list.
 * The wrapper is focusable so the kit can move focus to the answer, and marked data-form-status: where the server
 * puts the banner of a form sent without JavaScript (ADR 0007).
 */
export function FormStatus({
  status,
  element,
}: {
  status: FormStatusState;
  /** The kit's callback for the banner's element (useForm().statusElement). */
  element?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={element}
      tabIndex={-1}
      data-form-status=""
      className="scroll-mt-28 empty:hidden focus:outline-none"
    >
      {status.kind === "invalid" ? <ErrorSummary title={status.title} problems={status.problems} /> : null}
      {status.kind === "success" ? <AlertBanner tone="success">{status.message}</AlertBanner> : null}
      {status.kind === "error" ? (
        <AlertBanner tone="error">
          <p>{status.message}</p>
          {status.details && status.details.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {status.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </AlertBanner>
      ) : null}
    </div>
  );
}
