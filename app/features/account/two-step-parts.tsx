import { useRef } from "react";
import {
  twoStepMessages,
  twoStepManageTexts as texts,
  type Enrolment,
  type RecoveryCodesAnswer,
} from "../../../contract/two-step.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { TextField } from "../../components/ui/form-field.tsx";
import { apiRequest, errorMessageFor } from "../../lib/api-client.ts";
import { CodeForm } from "../../components/two-step/code-form.tsx";
import { EnrolmentSteps } from "../../components/two-step/enrolment-steps.tsx";
import type { TotpQrCode } from "../../components/two-step/totp-qr-code.tsx";
import { Button } from "../../components/ui/button.tsx";

export { RecoveryCodes } from "../../components/two-step/recovery-codes.tsx";

// The parts of the account page's "Two-step sign-in" section that only some visits need, loaded when needed
// (app/features/account/two-step-section.tsx), so /account does not carry them on every visit.

/** Turning two-step sign-in on, once started: the key (QR code and text), the recovery codes, the first code. */
export function TwoStepSetUp({
  enrolment,
  QrCode,
  confirm,
  onCancel,
}: {
  enrolment: Enrolment;
  QrCode: typeof TotpQrCode | undefined;
  confirm: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <div>
      <ol className="list-decimal space-y-4 pl-6 text-slate-800">
        <EnrolmentSteps enrolment={enrolment} QrCode={QrCode} />
        <li>{texts.lastStep}</li>
      </ol>
      <CodeForm send={confirm} hint="6 digits." submit={texts.confirm} />
      <Button type="button" variant="link" className="mt-4" onClick={onCancel}>
        {texts.cancel}
      </Button>
    </div>
  );
}

/** The password or a code, for new recovery codes or turning it off (a stolen session alone does neither). */
export function ProofForm({
  token,
  hasPassword,
  allowOff,
  onNewCodes,
  onOff,
}: {
  token: string;
  hasPassword: boolean;
  allowOff: boolean;
  onNewCodes: (codes: string[]) => void;
  onOff: () => void;
}) {
  // Which button sent the form: read in the same event, so a ref rather than state.
  const action = useRef<"codes" | "off">("codes");
  const form = useForm({
    initialValues: { currentPassword: "", code: "" },
    validate: (values) => {
      const code = values.code.trim();
      if (!code && !values.currentPassword) {
        return {
          ok: false,
          errors: { [hasPassword ? "currentPassword" : "code"]: twoStepMessages.proofRequired },
        };
      }
      return { ok: true, data: code ? { code } : { currentPassword: values.currentPassword } };
    },
    submit: async (proof) => {
      if (action.current === "off") {
        await apiRequest("POST", "/account/two-step/off", proof, { token });
        onOff();
      } else {
        const answer = await apiRequest<RecoveryCodesAnswer>(
          "POST",
          "/account/two-step/recovery-codes",
          proof,
          {
            token,
          },
        );
        onNewCodes(answer.recoveryCodes);
      }
      return undefined;
    },
    failure: (error) => ({ message: errorMessageFor(error, texts.failed) }),
  });

  return (
    <form {...form.formProps} aria-label={texts.formLabel} className="flex max-w-md flex-col gap-4">
      <p className="text-slate-700">{texts.proofLead}</p>
      <FormStatus status={form.status} element={form.statusElement} />
      {hasPassword ? (
        <TextField
          label={texts.passwordLabel}
          type="password"
          autoComplete="current-password"
          {...form.field("currentPassword")}
        />
      ) : null}
      <TextField
        label={hasPassword ? texts.codeLabel : "Code from your app"}
        hint={texts.codeHint}
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="none"
        {...form.field("code")}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          variant="secondary"
          disabled={form.submitting}
          onClick={() => (action.current = "codes")}
        >
          {texts.newCodes}
        </Button>
        {allowOff ? (
          <Button
            type="submit"
            variant="danger"
            disabled={form.submitting}
            onClick={() => (action.current = "off")}
          >
            {texts.turnOff}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
