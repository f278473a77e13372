import { useEffect, useState } from "react";
import {
  twoStepSectionTexts as texts,
  type Enrolment,
  type TwoStepState,
} from "../../../contract/two-step.ts";
import { useForm } from "../../components/forms/use-form.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import type { TotpQrCode } from "../../components/two-step/totp-qr-code.tsx";
import type * as SetUpParts from "./two-step-parts.tsx";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { apiRequest, errorMessageFor } from "../../lib/api-client.ts";

type SetUpModule = typeof SetUpParts;
/** The set-up, the forms of an account that has it on, and the QR encoder load only when needed. */
const loadSetUp = (): Promise<SetUpModule> => import("./two-step-parts.tsx");
const loadQrCode = (): Promise<typeof TotpQrCode | undefined> =>
  import("../../components/two-step/totp-qr-code.tsx")
    .then((module) => module.TotpQrCode)
    .catch(() => undefined);

type View =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "off" }
  | { kind: "enrolling"; enrolment: Enrolment; QrCode: typeof TotpQrCode | undefined; parts: SetUpModule }
  | { kind: "on"; state: TwoStepState; parts: SetUpModule; newCodes?: string[] };

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
      .then(async (state) => {
        const view: View = state.enabled ? { kind: "on", state, parts: await loadSetUp() } : { kind: "off" };
        if (live) setView(view);
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
      const parts = loadSetUp();
      const enrolment = await apiRequest<Enrolment>("POST", "/account/two-step/enrol", undefined, { token });
      setView({ kind: "enrolling", enrolment, QrCode: await qrModule, parts: await parts });
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
        <view.parts.TwoStepSetUp
          enrolment={view.enrolment}
          QrCode={view.QrCode}
          confirm={async (code) => {
            await apiRequest("POST", "/account/two-step/confirm", { code }, { token });
            setNotice({ text: texts.turnedOn, ok: true });
            setReload((value) => value + 1);
          }}
          onCancel={() => setView({ kind: "off" })}
        />
      ) : null}
      {view.kind === "on" ? (
        <>
          <p className="text-slate-700">{texts.on(view.state.recoveryCodesLeft)}</p>
          {view.newCodes ? (
            <view.parts.RecoveryCodes codes={view.newCodes} lead={texts.newCodesLead} />
          ) : null}
          {view.state.required ? <p className="text-slate-700">{texts.required}</p> : null}
          <view.parts.ProofForm
            token={token}
            hasPassword={hasPassword}
            allowOff={!view.state.required}
            onNewCodes={(codes) => {
              setNotice({ text: texts.newCodesMade, ok: true });
              setView({
                ...view,
                state: { ...view.state, recoveryCodesLeft: codes.length },
                newCodes: codes,
              });
            }}
            onOff={() => {
              setNotice({ text: texts.turnedOff, ok: true });
              setView({ kind: "off" });
            }}
          />
        </>
      ) : null}
    </div>
  );
}
