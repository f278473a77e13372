import { useId, useState, type FormEvent } from "react";
import type { Enrolment } from "../../../contract/staff.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/form-field.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";
import { staffRequest } from "./staff-api.ts";
import type { TotpQrCode } from "./totp-qr-code.tsx";

/** The code form of both steps: a 6-digit code from the app (or, to verify a session, a recovery code). */
function CodeForm({
  label,
  hint,
  submit,
  onSubmit,
}: {
  label: string;
  hint: string;
  submit: string;
  onSubmit: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(code.trim());
    } catch (failure) {
      setError(errorMessageFor(failure, "That code did not work. Please try again."));
      setCode("");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={send} className="mt-6 flex max-w-sm flex-col gap-4" noValidate>
      <TextField
        label={label}
        hint={hint}
        error={error}
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" disabled={busy || code.trim().length < 6} className="self-start">
        {busy ? "Checking..." : submit}
      </Button>
    </form>
  );
}

/** First visit of a staff account: a new TOTP secret with its recovery codes, then a first code to confirm. */
export function EnrolPanel({ token, onVerified }: { token: string; onVerified: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | undefined>();
  const [QrCode, setQrCode] = useState<typeof TotpQrCode | undefined>();
  const [error, setError] = useState<string | undefined>();
  const codesId = useId();

  async function start() {
    setError(undefined);
    // The QR encoder loads only for the set-up, alongside the request; if it cannot load, the key is still shown.
    const qrModule = import("./totp-qr-code.tsx").catch(() => undefined);
    try {
      const started = await staffRequest<Enrolment>(token, "POST", "/staff/2fa/enrol");
      const qr = await qrModule;
      if (qr) setQrCode(() => qr.TotpQrCode);
      setEnrolment(started);
    } catch (failure) {
      setError(errorMessageFor(failure, "Two-step verification could not be set up. Please try again."));
    }
  }

  return (
    <section aria-labelledby="enrol-heading" className="max-w-2xl">
      <h2 id="enrol-heading" className="text-2xl">
        Set up two-step verification
      </h2>
      <p className="mt-3 text-slate-700">
        Staff accounts prove a second factor in every session: a 6-digit code from an authenticator app (any
        app that supports TOTP).
      </p>
      {error ? (
        <div className="mt-4">
          <AlertBanner tone="error">{error}</AlertBanner>
        </div>
      ) : null}
      {!enrolment ? (
        <Button className="mt-6" onClick={() => void start()}>
          Start set-up
        </Button>
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
            label="Code from your app"
            hint="6 digits."
            submit="Confirm"
            onSubmit={async (code) => {
              await staffRequest(token, "POST", "/staff/2fa/confirm", { code });
              onVerified();
            }}
          />
        </>
      )}
    </section>
  );
}

/** A later session of an enrolled account: one code, or a recovery code. */
export function VerifyPanel({ token, onVerified }: { token: string; onVerified: () => void }) {
  return (
    <section aria-labelledby="verify-heading" className="max-w-2xl">
      <h2 id="verify-heading" className="text-2xl">
        Two-step verification
      </h2>
      <p className="mt-3 text-slate-700">Enter the code from your authenticator app to open the console.</p>
      <CodeForm
        label="Code from your app"
        hint="6 digits, or one of your recovery codes."
        submit="Verify"
        onSubmit={async (code) => {
          await staffRequest(token, "POST", "/auth/2fa", { code });
          onVerified();
        }}
      />
    </section>
  );
}
