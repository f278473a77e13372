import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/form-field.tsx";
import { useForm } from "../forms/use-form.ts";
import { errorMessageFor } from "../../lib/api-client.ts";

interface CodeFormProps {
  /** Sends the code; a refusal throws (ApiRequestError), and its message goes under the field. */
  send: (code: string) => Promise<void>;
  label?: string;
  hint: string;
  submit: string;
  /** Named for the page's landmarks ("Sign-in code"); optional. */
  name?: string;
}

/**
 * One field for a code of an authenticator app (6 digits) or a recovery code, and its button: the staff console's
 * set-up and verification, the account page's, and the sign-in's code step. A refused code is emptied for the next
 * one and the field focused, so its message is read.
 */
export function CodeForm({ send, label = "Code from your app", hint, submit, name }: CodeFormProps) {
  const form = useForm({
    initialValues: { code: "" },
    validate: (values) => ({ ok: true, data: values.code.trim() }),
    submit: async (code) => {
      await send(code);
      return undefined;
    },
    failure: (error) => {
      form.setValue("code", "");
      return { errors: { code: errorMessageFor(error, "That code did not work. Please try again.") } };
    },
  });

  return (
    <form {...form.formProps} aria-label={name} className="mt-6 flex max-w-sm flex-col gap-4">
      <TextField
        label={label}
        hint={hint}
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        autoCapitalize="none"
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
