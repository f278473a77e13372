import { useEffect, useRef, useState } from "react";
import {
  twoStepMessages,
  twoStepSectionTexts as texts,
  type Enrolment,
  type RecoveryCodesAnswer,
  type TwoStepState,
} from "../../../contract/two-step.ts";
import { useForm } from "../../components/forms/use-form.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { CodeForm } from "../../components/two-step/code-form.tsx";
import { EnrolmentSteps, loadQrCode } from "../../components/two-step/enrolment-steps.tsx";
import { RecoveryCodes } from "../../components/two-step/recovery-codes.tsx";
import type { TotpQrCode } from "../../components/two-step/totp-qr-code.tsx";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/form-field.tsx";
import { apiRequest, errorMessageFor } from "../../lib/api-client.ts";

type View =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "off" }
  | { kind: "enrolling"; enrolment: Enrolment; QrCode: typeof TotpQrCode | undefined }
  | { kind: "on"; state: TwoStepState; newCodes?: string[] };

/**
 * The account page's "Two-step sign-in" section (ADR 0049): turn it on (a QR code and the key for an authenticator
 * app, the recovery codes shown once, a first code), and once on, new recovery codes or turning it off, each with
 * the password or a code. Staff accounts keep it.
 */
export function TwoStepSection({ token, hasPassword }: { token: string; hasPassword: boolean }) {
  const [view, setView] = useState<View>({ kind: "loading" });
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    apiRequest<TwoStepState>("GET", "/account/two-step", undefined, { token })
      .then((state) => {
        if (live) setView(state.enabled ? { kind: "on", state } : { kind: "off" });
      })
      .catch(() => {
        if (live) setView({ kind: "failed" });
      });
    return () => {
      live = false;
    };
  }, [token, reload]);

  const start = useForm({
    initialValues: {},
    validate: () => ({ ok: true, data: undefined }),
    submit: async () => {
      setNotice(null);
      const qrModule = loadQrCode();
      const enrolment = await apiRequest<Enrolment>("POST", "/account/two-step/enrol", undefined, { token });
      setView({ kind: "enrolling", enrolment, QrCode: await qrModule });
      return undefined;
    },
    failure: (error) => ({ message: errorMessageFor(error, texts.failed) }),
  });

  return (
    <div className="flex flex-col gap-4">
      <div aria-live="polite" className="empty:hidden">
        {notice ? <AlertBanner tone={notice.ok ? "success" : "error"}>{notice.text}</AlertBanner> : null}
      </div>
      {view.kind === "loading" ? <p className="text-slate-700">Loading...</p> : null}
      {view.kind === "failed" ? <p className="text-slate-700">{texts.loadFailed}</p> : null}
      {view.kind === "off" ? (
        <form {...start.formProps} className="flex flex-col gap-4">
          <p className="text-slate-700">{texts.off}</p>
          <FormStatus status={start.status} element={start.statusElement} />
          <Button type="submit" disabled={start.submitting} className="self-start">
            {texts.turnOn}
          </Button>
        </form>
      ) : null}
      {view.kind === "enrolling" ? (
        <div>
          <ol className="list-decimal space-y-4 pl-6 text-slate-800">
            <EnrolmentSteps enrolment={view.enrolment} QrCode={view.QrCode} />
            <li>{texts.lastStep}</li>
          </ol>
          <CodeForm
            send={async (code) => {
              await apiRequest("POST", "/account/two-step/confirm", { code }, { token });
              setNotice({ text: twoStepMessages.turnedOn, ok: true });
              setReload((value) => value + 1);
            }}
            hint="6 digits."
            submit={texts.confirm}
          />
          <Button type="button" variant="link" className="mt-4" onClick={() => setView({ kind: "off" })}>
            {texts.cancel}
          </Button>
        </div>
      ) : null}
      {view.kind === "on" ? (
        <>
          <p className="text-slate-700">{texts.on(view.state.recoveryCodesLeft)}</p>
          {view.newCodes ? <RecoveryCodes codes={view.newCodes} lead={texts.newCodesLead} /> : null}
          {view.state.required ? <p className="text-slate-700">{texts.required}</p> : null}
          <ProofForm
            token={token}
            hasPassword={hasPassword}
            allowOff={!view.state.required}
            onNewCodes={(codes) => {
              setNotice({ text: twoStepMessages.newCodes, ok: true });
              setView({
                ...view,
                state: { ...view.state, recoveryCodesLeft: codes.length },
                newCodes: codes,
              });
            }}
            onOff={() => {
              setNotice({ text: twoStepMessages.turnedOff, ok: true });
              setView({ kind: "off" });
            }}
          />
        </>
      ) : null}
    </div>
  );
}

/** The password or a code, for new recovery codes or turning it off (a stolen session alone does neither). */
function ProofForm({
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
    <form {...form.formProps} aria-label={texts.heading} className="flex max-w-md flex-col gap-4">
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
