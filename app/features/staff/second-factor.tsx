import { useId, useState } from "react";
import type { Enrolment } from "../../../contract/staff.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/form-field.tsx";
// The request helper itself rather than staffRequest: this module loads lazily, and one console module shared with
// the page would become a file of its own that every visit loads.
import { apiRequest, errorMessageFor } from "../../lib/api-client.ts";
import type { TotpQrCode } from "./totp-qr-code.tsx";

interface Panel {
  token: string;
  onVerified: () => Promise<void>;
}

/**
 * The code form of both steps: a 6-digit code from the app (or, to verify a session, a recovery code), sent to
 * `path`; once it is taken the console checks the session again.
 */
function CodeForm({
  token,
  onVerified,
  path,
  hint,
  submit,
}: Panel & { path: string; hint: string; submit: string }) {
  const form = useForm({
    initialValues: { code: "" },
    validate: (values) => ({ ok: true, data: values.code.trim() }),
    submit: async (code) => {
      await apiRequest("POST", path, { code }, { token });
      await onVerified();
      return undefined;
    },
    // A refused code is the field's problem: it is emptied for the next one and focused, so its message is read.
    failure: (error) => {
      form.setValue("code", "");
      return { errors: { code: errorMessageFor(error, "That code did not work. Please try again.") } };
    },
  });

  return (
    <form {...form.formProps} className="mt-6 flex max-w-sm flex-col gap-4">
      <TextField
        label="Code from your app"
        hint={hint}
        autoComplete="one-time-code"
        inputMode="text"
        required
        {...form.field("code")}
      />
      <Button
        type="submit"
        disabled={form.submitting || form.values.code.trim().length < 6}
        className="self-start"
      >
        {form.submitting ? "Checking..." : submit}
      </Button>
    </form>
  );
}

/** First visit of a staff account: a new TOTP secret with its recovery codes, then a first code to confirm. */
export function EnrolPanel({ token, onVerified }: Panel) {
  const [enrolment, setEnrolment] = useState<Enrolment | undefined>();
  const [QrCode, setQrCode] = useState<typeof TotpQrCode | undefined>();
  const codesId = useId();
  const start = useForm({
    initialValues: {},
    validate: () => ({ ok: true, data: undefined }),
    submit: async () => {
      // The QR encoder loads only for the set-up, alongside the request; if it cannot load, the key is still shown.
      const qrModule = import("./totp-qr-code.tsx").catch(() => undefined);
      const started = await apiRequest<Enrolment>("POST", "/staff/2fa/enrol", undefined, { token });
      const qr = await qrModule;
      if (qr) setQrCode(() => qr.TotpQrCode);
      setEnrolment(started);
      return undefined;
    },
    failure: (error) => ({
      message: errorMessageFor(error, "Two-step verification could not be set up. Please try again."),
    }),
  });

  return (
    <section aria-labelledby="enrol-heading" className="max-w-2xl">
      <h2 id="enrol-heading" className="text-2xl">
        Set up two-step verification
      </h2>
      <p className="mt-3 text-slate-700">
        Staff accounts prove a second factor in every session: a 6-digit code from an authenticator app (any
        app that supports TOTP).
      </p>
      {!enrolment ? (
        <form {...start.formProps} className="mt-4 flex flex-col gap-4">
          <FormStatus status={start.status} element={start.statusElement} />
          <Button type="submit" disabled={start.submitting} className="mt-2 self-start">
            Start set-up
          </Button>
        </form>
      ) : (
        <>
          <ol className="mt-6 list-decimal space-y-4 pl-6 text-slate-800">
            <li>
              Scan this code with your authenticator app (time-based, 6 digits, 30 seconds), or add an account
              in the app with the key below it:
              {QrCode ? <QrCode url={enrolment.otpauthUrl} /> : null}
              <code
                data-testid="totp-secret"
                className="mt-2 block rounded-(--radius-control) bg-slate-100 px-3 py-2 font-mono text-base tracking-wider break-all text-slate-900"
              >
                {enrolment.secret}
              </code>
              <a
                href={enrolment.otpauthUrl}
                className="mt-2 inline-block font-semibold text-brand-700 underline"
              >
                Open in an authenticator app on this device
              </a>
            </li>
            <li>
              <span id={codesId}>
                Keep these recovery codes somewhere safe. Each one works once, instead of a code from the app;
                they are shown only now.
              </span>
              <ul
                aria-labelledby={codesId}
                data-testid="recovery-codes"
                className="mt-2 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-3"
              >
                {enrolment.recoveryCodes.map((code) => (
                  <li key={code} className="rounded-(--radius-control) bg-slate-100 px-2 py-1 text-slate-900">
                    {code}
                  </li>
                ))}
              </ul>
            </li>
            <li>Enter the code your app shows now.</li>
          </ol>
          <CodeForm
            token={token}
            onVerified={onVerified}
            path="/staff/2fa/confirm"
            hint="6 digits."
            submit="Confirm"
          />
        </>
      )}
    </section>
  );
}

/** A later session of an enrolled account: one code, or a recovery code. */
export function VerifyPanel({ token, onVerified }: Panel) {
  return (
    <section aria-labelledby="verify-heading" className="max-w-2xl">
      <h2 id="verify-heading" className="text-2xl">
        Two-step verification
      </h2>
      <p className="mt-3 text-slate-700">Enter the code from your authenticator app to open the console.</p>
      <CodeForm
        token={token}
        onVerified={onVerified}
        path="/auth/2fa"
        hint="6 digits, or one of your recovery codes."
        submit="Verify"
      />
    </section>
  );
}
