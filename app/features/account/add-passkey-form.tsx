import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { passkeyTexts, type PasskeyAnswer } from "../../../contract/passkeys-texts.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/form-field.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { checkPasskeyName, loadWebAuthn, passkeyProblem } from "../../lib/passkey-browser.ts";

/**
 * Adds a passkey: the name first, then the browser's own dialog (fingerprint, face, screen lock or a security key),
 * then the server checks the answer. The WebAuthn code is loaded only now, when the person presses the button.
 */
export function AddPasskeyForm({ token, onAdded }: { token: string; onAdded: () => void }) {
  const form = useForm({
    initialValues: { name: "" },
    validate: (values) => {
      const checked = checkPasskeyName(values.name);
      return checked.ok
        ? ({ ok: true, data: { name: checked.name } } as const)
        : ({ ok: false, errors: { name: checked.problem } } as const);
    },
    submit: async ({ name }) => {
      const [{ startRegistration }, options] = await Promise.all([
        loadWebAuthn(),
        apiRequest<PublicKeyCredentialCreationOptionsJSON>(
          "POST",
          "/account/passkeys/registration/options",
          undefined,
          { token },
        ),
      ]);
      const response = await startRegistration({ optionsJSON: options });
      const answer = await apiRequest<PasskeyAnswer>(
        "POST",
        "/account/passkeys/registration/verify",
        { name, response },
        { token },
      );
      onAdded();
      return answer.message;
    },
    failure: (error) => ({ message: passkeyProblem(error) }),
  });
  return (
    <form
      method="post"
      {...form.formProps}
      className="flex max-w-md flex-col gap-5"
      aria-label={passkeyTexts.add}
    >
      <FormStatus status={form.status} element={form.statusElement} />
      <TextField
        label={passkeyTexts.nameLabel}
        hint={passkeyTexts.nameHint}
        autoComplete="off"
        maxLength={80}
        required
        {...form.field("name")}
      />
      <Button type="submit" disabled={form.submitting} className="self-start">
        {form.submitting ? passkeyTexts.adding : passkeyTexts.add}
      </Button>
    </form>
  );
}
