import { spamFields } from "../../../contract/form-text.ts";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive technology) that form
 * bots fill in. Its value goes to the server, which keeps a filled one aside as likely spam.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={spamFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
