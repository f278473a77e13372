import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import {
  CONTACT_LIMITS,
  contactCategories,
  contactCategoryLabels,
  contactMessageSchema,
  contactTexts,
  defaultContactCategory,
  type ContactCategory,
} from "../../../contract/contact.ts";
import { EMAIL_MAX, fieldErrors } from "../../../contract/form-text.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "../../components/ui/form-field.tsx";
import { focusFirstError } from "../forms-shared/focus-first-error.ts";
import { honeypotValue, HoneypotField } from "../forms-shared/honeypot-field.tsx";
import { failureDetails, postForm } from "../forms-shared/post-form.ts";
import { useFormStart } from "../forms-shared/use-form-start.ts";

interface ContactValues {
  name: string;
  email: string;
  organization: string;
  subject: string;
  message: string;
  category: ContactCategory;
}

const initialValues: ContactValues = {
  name: "",
  email: "",
  organization: "",
  subject: "",
  message: "",
  category: defaultContactCategory,
};

const categoryOptions = contactCategories.map((value) => ({ value, label: contactCategoryLabels[value] }));

type Status =
  { kind: "idle" } | { kind: "submitting" } | { kind: "success" } | { kind: "error"; details: string[] };

/** SPEC §2 Contact form, §4 states, §8 texts: the message is stored and staff are emailed. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const formStart = useFormStart();
  const submitting = status.kind === "submitting";

  const update =
    (field: keyof ContactValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
    };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      flushSync(() => setErrors(found));
      focusFirstError(form, found);
      return;
    }
    setErrors({});
    setStatus({ kind: "submitting" });
    try {
      await postForm("/contact/", parsed.data, {
        honeypot: honeypotValue(form),
        startedAt: formStart.startedAt(),
      });
      flushSync(() => {
        setValues(initialValues);
        setStatus({ kind: "success" });
      });
      formStart.restart();
    } catch (error) {
      const details = failureDetails(error);
      flushSync(() => setStatus({ kind: "error", details }));
    }
    bannerRef.current?.focus();
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      className="relative flex flex-col gap-5"
      aria-label="Contact form"
    >
      <div ref={bannerRef} tabIndex={-1} className="focus:outline-none">
        {status.kind === "success" ? <AlertBanner tone="success">{contactTexts.success}</AlertBanner> : null}
        {status.kind === "error" ? (
          <AlertBanner tone="error">
            <p>{contactTexts.failure}</p>
            {status.details.length > 0 ? (
              <ul className="mt-2 list-disc pl-5">
                {status.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </AlertBanner>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          required
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          onChange={update("name")}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX}
          value={values.email}
          onChange={update("email")}
          error={errors.email}
        />
        <TextField
          label="Organization"
          name="organization"
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.organization}
          value={values.organization}
          onChange={update("organization")}
          error={errors.organization}
        />
        <SelectField
          label="Category"
          name="category"
          options={categoryOptions}
          value={values.category}
          onChange={update("category")}
          error={errors.category}
        />
      </div>
      <TextField
        label="Subject"
        name="subject"
        required
        maxLength={CONTACT_LIMITS.subject}
        value={values.subject}
        onChange={update("subject")}
        error={errors.subject}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        value={values.message}
        onChange={update("message")}
        error={errors.message}
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
        <Button type="submit" disabled={submitting}>
          {submitting ? contactTexts.sending : contactTexts.submit}
        </Button>
      </div>
    </form>
  );
}
