import { EMAIL_MAX } from "../../../contract/form-text.ts";
import {
  CONTACT_LIMITS,
  contactCategories,
  contactCategoryLabels,
  contactMessageSchema,
  contactTexts,
  defaultContactCategory,
} from "../../../contract/contact.ts";
import { failureSummary } from "../../../contract/public-forms.ts";
import { checkWithSchema } from "../../components/forms/check.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { HoneypotField } from "../../components/forms/honeypot-field.tsx";
import { failureDetails, postForm } from "../../components/forms/post-form.ts";
import { publicFormAttributes } from "../../components/forms/public-form.ts";
import { useForm } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { SelectField, SenderFields, TextAreaField, TextField } from "../../components/ui/form-field.tsx";

const initialValues = {
  name: "",
  email: "",
  organization: "",
  subject: "",
  message: "",
  category: defaultContactCategory as string,
};

const categoryOptions = contactCategories.map((value) => ({ value, label: contactCategoryLabels[value] }));

/** The Contact page's form: idle, 'Sending...', then the success banner (form reset) or the error banner. */
export function ContactForm() {
  const form = useForm({
    initialValues,
    validate: (values) => checkWithSchema(contactMessageSchema, values),
    submit: async (message, meta) => {
      await postForm("/contact/", message, meta);
      return contactTexts.success;
    },
    failure: (error) => failureSummary("contact", failureDetails(error)),
  });

  return (
    <form
      {...publicFormAttributes("contact")}
      {...form.formProps}
      className="relative flex flex-col gap-5"
      aria-label="Contact form"
    >
      <FormStatus status={form.status} element={form.statusElement} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SenderFields
          nameMaxLength={CONTACT_LIMITS.name}
          emailMaxLength={EMAIL_MAX}
          name={form.field("name")}
          email={form.field("email")}
        />
        <TextField
          label="Organisation"
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.organization}
          {...form.field("organization")}
        />
        <SelectField label="Category" options={categoryOptions} {...form.field("category")} />
      </div>
      <TextField label="Subject" required maxLength={CONTACT_LIMITS.subject} {...form.field("subject")} />
      <TextAreaField
        label="Message"
        required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        {...form.field("message")}
      />
      <HoneypotField />
      <p className="text-sm text-slate-600">
        Fields marked{" "}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? contactTexts.sending : contactTexts.submit}
        </Button>
      </div>
    </form>
  );
}
