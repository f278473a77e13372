import type { Enrolment } from "../../../contract/staff.ts";
import { RecoveryCodes } from "./recovery-codes.tsx";
import type { TotpQrCode } from "./totp-qr-code.tsx";

/**
 * The first two steps of setting up a second factor, for the staff console and the account page alike: the key as
 * a QR code and as text (and an otpauth: link for an app on this device), then the recovery codes, shown once.
 */
export function EnrolmentSteps({
  enrolment,
  QrCode,
}: {
  enrolment: Enrolment;
  QrCode: typeof TotpQrCode | undefined;
}) {
  return (
    <>
      <li>
        Scan this code with your authenticator app (time-based, 6 digits, 30 seconds), or add an account in
        the app with the key below it:
        {QrCode ? <QrCode url={enrolment.otpauthUrl} /> : null}
        <code
          data-testid="totp-secret"
          className="mt-2 block rounded-(--radius-control) bg-slate-100 px-3 py-2 font-mono text-base tracking-wider break-all text-slate-900"
        >
          {enrolment.secret}
        </code>
        <a href={enrolment.otpauthUrl} className="mt-2 inline-block font-semibold text-brand-700 underline">
          Open in an authenticator app on this device
        </a>
      </li>
      <li>
        <RecoveryCodes
          codes={enrolment.recoveryCodes}
          lead="Keep these recovery codes somewhere safe. Each one works once, instead of a code from the app; they are shown only now."
        />
      </li>
    </>
  );
}
