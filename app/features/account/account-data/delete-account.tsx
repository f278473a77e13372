import { useState } from "react";
import {
  accountDataMessages,
  accountDataTexts,
  type AccountDeleted,
  type DeleteAccountRequest,
} from "../../../../contract/account-data.ts";
import { FormStatus } from "../../../components/forms/form-status.tsx";
import { useForm, type FormCheck } from "../../../components/forms/use-form.ts";
import { AlertBanner } from "../../../components/ui/alert-banner.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/form-field.tsx";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { ApiRequestError, apiRequest, errorMessageFor } from "../../../lib/api-client.ts";
import { passkeyConfirmation, passkeyProblem, passkeysSupported } from "../../../lib/passkey-browser.ts";

type Method = "password" | "email";

interface DeleteValues extends Record<string, string | boolean> {
  password: string;
  email: string;
}

const initialValues: DeleteValues = { password: "", email: "" };

/** The field the method asks for must be filled in; whether it is right is the server's to say. */
function checkDelete(method: Method, values: DeleteValues): FormCheck<DeleteValues, DeleteAccountRequest> {
  if (method === "password") {
    return values.password
      ? { ok: true, data: { method, password: values.password } }
      : { ok: false, errors: { password: accountDataMessages.passwordRequired } };
  }
  const email = values.email.trim();
  return email
    ? { ok: true, data: { method, email } }
    : { ok: false, errors: { email: accountDataMessages.emailRequired } };
}

/**
 * "Delete your account": a dialog that asks for the proof the server wants. An account with a password gives it;
 * one without (made through Google or Facebook) types its address, after a sign-in minutes old. The page cannot
 * tell which the account has, so it starts with the password, offers the other, and switches when the server says
 * the account has none. Any account may instead confirm with one of its passkeys.
 */
export function DeleteAccount({ token, onDeleted }: { token: string; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<Method>("password");
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  const form = useForm({
    initialValues,
    validate: (values: DeleteValues) => checkDelete(method, values),
    submit: async (data) => {
      await apiRequest<AccountDeleted>("POST", "/account/delete", data, { token });
      onDeleted();
      return undefined;
    },
    failure: (error) => {
      if (error instanceof ApiRequestError && error.serverMessage === accountDataMessages.noPassword) {
        setMethod("email");
      } else if (
        error instanceof ApiRequestError &&
        error.serverMessage === accountDataMessages.usePassword
      ) {
        setMethod("password");
      }
      return { message: errorMessageFor(error, accountDataTexts.deleteFailed) };
    },
    resetOnSuccess: false,
  });

  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string>();

  // The same deletion, proved by one of the account's passkeys instead of a typed secret.
  async function deleteWithPasskey() {
    setPasskeyBusy(true);
    setPasskeyError(undefined);
    try {
      const response = await passkeyConfirmation(token);
      await apiRequest<AccountDeleted>("POST", "/account/delete", { method: "passkey", response }, { token });
      onDeleted();
    } catch (error) {
      setPasskeyError(
        error instanceof ApiRequestError
          ? errorMessageFor(error, accountDataTexts.deleteFailed)
          : passkeyProblem(error),
      );
    } finally {
      setPasskeyBusy(false);
    }
  }

  function close() {
    setOpen(false);
    setPasskeyError(undefined);
    form.clear(initialValues);
  }

  return (
    <>
      <button
        ref={setOpener}
        type="button"
        aria-haspopup="dialog"
        className={buttonClasses("danger")}
        onClick={() => {
          form.clear(initialValues);
          setOpen(true);
        }}
      >
        {accountDataTexts.deleteOpen}
      </button>
      <ModalDialog
        open={open}
        onClose={close}
        title={accountDataTexts.deleteDialogTitle}
        description={accountDataTexts.deleteDialogLead}
        initialFocus="input"
        returnFocusTo={opener}
      >
        <form
          method="post"
          {...form.formProps}
          className="flex flex-col gap-5"
          aria-label={accountDataTexts.deleteTitle}
        >
          <FormStatus status={form.status} element={form.statusElement} />
          {passkeyError && <AlertBanner tone="error">{passkeyError}</AlertBanner>}
          {method === "password" ? (
            <TextField
              key="password"
              label={accountDataTexts.deletePassword}
              type="password"
              autoComplete="current-password"
              required
              {...form.field("password")}
            />
          ) : (
            <TextField
              key="email"
              label={accountDataTexts.deleteEmail}
              hint={accountDataTexts.deleteEmailHint}
              type="email"
              autoComplete="off"
              required
              {...form.field("email")}
            />
          )}
          <Button
            variant="link"
            className="justify-start self-start text-left"
            onClick={() => {
              setMethod(method === "password" ? "email" : "password");
              form.clear();
            }}
          >
            {method === "password" ? accountDataTexts.useEmailInstead : accountDataTexts.usePasswordInstead}
          </Button>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={form.submitting || passkeyBusy}>
              {form.submitting ? accountDataTexts.deleting : accountDataTexts.deleteConfirm}
            </Button>
            {passkeysSupported() && (
              <Button
                variant="secondary"
                disabled={form.submitting || passkeyBusy}
                onClick={() => void deleteWithPasskey()}
              >
                {passkeyBusy ? accountDataTexts.usingPasskey : accountDataTexts.usePasskey}
              </Button>
            )}
            <Button variant="secondary" onClick={close}>
              {accountDataTexts.deleteCancel}
            </Button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
