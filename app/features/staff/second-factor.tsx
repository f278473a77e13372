import { useState } from "react";
import type { Enrolment } from "../../../contract/staff.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { CodeForm } from "../../components/two-step/code-form.tsx";
import { EnrolmentSteps } from "../../components/two-step/enrolment-steps.tsx";
import type { TotpQrCode } from "../../components/two-step/totp-qr-code.tsx";
import { Button } from "../../components/ui/button.tsx";
// The request helper itself rather than staffRequest: this module loads lazily, and one console module shared with
// the page would become a file of its own that every visit loads.
import { apiRequest, errorMessageFor } from "../../lib/api-client.ts";

interface Panel {
  token: string;
  onVerified: () => Promise<void>;
}

/** A code sent to `path`; once it is taken the console checks the session again. */
const sendTo =
  ({ token, onVerified }: Panel, path: string) =>
  async (code: string) => {
    await apiRequest("POST", path, { code }, { token });
    await onVerified();
  };

/** First visit of a staff account: a new TOTP secret with its recovery codes, then a first code to confirm. */
export function EnrolPanel(panel: Panel) {
  const { token } = panel;
  const [enrolment, setEnrolment] = useState<Enrolment | undefined>();
  const [QrCode, setQrCode] = useState<typeof TotpQrCode | undefined>();
  const start = useForm({
    initialValues: {},
    validate: () => ({ ok: true, data: undefined }),
    submit: async () => {
      // The QR encoder loads only for the set-up, alongside the request; if it cannot load, the key is still shown.
      const qrModule = import("../../components/two-step/totp-qr-code.tsx")
        .then((module) => module.TotpQrCode)
        .catch(() => undefined);
      const started = await apiRequest<Enrolment>("POST", "/staff/2fa/enrol", undefined, { token });
      const qr = await qrModule;
      if (qr) setQrCode(() => qr);
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
            <EnrolmentSteps enrolment={enrolment} QrCode={QrCode} />
            <li>Enter the code your app shows now.</li>
          </ol>
          <CodeForm send={sendTo(panel, "/staff/2fa/confirm")} hint="6 digits." submit="Confirm" />
        </>
      )}
    </section>
  );
}

/** A later session of an enrolled account: one code, or a recovery code. */
export function VerifyPanel(panel: Panel) {
  return (
    <section aria-labelledby="verify-heading" className="max-w-2xl">
      <h2 id="verify-heading" className="text-2xl">
        Two-step verification
      </h2>
      <p className="mt-3 text-slate-700">Enter the code from your authenticator app to open the console.</p>
      <CodeForm
        send={sendTo(panel, "/auth/2fa")}
        hint="6 digits, or one of your recovery codes."
        submit="Verify"
      />
    </section>
  );
}
