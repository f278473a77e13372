import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import {
  APPLICATION_LIMITS,
  applicationRequiredFields,
  applicationSchema,
  applicationTexts,
  availabilityLabels,
  experienceLabels,
} from "../../../contract/application.ts";
import { availabilityOptions, defaultAvailability, experienceLevels } from "../../../contract/careers.ts";
import { EMAIL_MAX, fieldErrors, URL_MAX } from "../../../contract/form-text.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../components/ui/form-field.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { focusFirstError } from "../forms-shared/focus-first-error.ts";
import { honeypotValue, HoneypotField } from "../forms-shared/honeypot-field.tsx";
import { failureDetails, postForm } from "../forms-shared/post-form.ts";
import { useFormStart } from "../forms-shared/use-form-start.ts";
import type { ApplicableJob } from "./job-application.tsx";

interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  position: string;
  experience: string;
  location: string;
  remoteWork: boolean;
  coverLetter: string;
  resume: string;
  portfolio: string;
  linkedIn: string;
  github: string;
  availability: string;
}

const initialValues: ApplicationValues = {
  name: "",
  email: "",
  phone: "",
  position: "",
  experience: "",
  location: "",
  remoteWork: true,
  coverLetter: "",
  resume: "",
  portfolio: "",
  linkedIn: "",
  github: "",
  availability: defaultAvailability,
};

const experienceOptions = [
  { value: "", label: "Select your experience level" },
  ...experienceLevels.map((value) => ({ value, label: experienceLabels[value] })),
];
const availabilityChoices = availabilityOptions.map((value) => ({ value, label: availabilityLabels[value] }));

/** The Careers page's application form (SPEC §3, §4, §5, §8) in a modal dialog. */
export function ApplicationDialog({
  jobs,
  job,
  session,
  open,
  returnFocusTo,
  onClose,
  onSubmitted,
}: {
  jobs: readonly ApplicableJob[];
  job: ApplicableJob | null;
  session: number;
  open: boolean;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const [values, setValues] = useState<ApplicationValues>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [seenSession, setSeenSession] = useState(session);
  const alertRef = useRef<HTMLDivElement>(null);
  const formStart = useFormStart();

  // Each opening pre-fills the position with the chosen job and clears the last attempt's messages.
  if (session !== seenSession) {
    setSeenSession(session);
    if (job) setValues((current) => ({ ...current, position: job.id }));
    setErrors({});
    setAlert(null);
  }

  const positionOptions = [
    { value: "", label: "Select a position" },
    ...jobs.map((item) => ({ value: item.id, label: item.title })),
  ];

  const update =
    (field: keyof ApplicationValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const target = event.target;
      const value =
        target instanceof HTMLInputElement && target.type === "checkbox" ? target.checked : target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
    };

  function fail(form: HTMLFormElement, message: string, found: Record<string, string>) {
    flushSync(() => {
      setErrors(found);
      setAlert(message);
    });
    if (Object.keys(found).length > 0) {
      focusFirstError(form, found);
      // Focusing the field may scroll the alert away under the dialog's sticky title; bring it back into view.
      alertRef.current?.scrollIntoView({ block: "nearest" });
    } else {
      alertRef.current?.focus();
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const parsed = applicationSchema.safeParse(values);
    const found = parsed.success ? {} : fieldErrors(parsed.error);

    // SPEC §5: the required fields are checked first, with one message naming them all.
    const missing = applicationRequiredFields.filter((field) => values[field].trim() === "");
    if (missing.length > 0) {
      fail(form, applicationTexts.missingRequired, found);
      return;
    }
    if (!parsed.success) {
      fail(form, applicationTexts.failurePrefix + Object.values(found).join(", "), found);
      return;
    }

    setErrors({});
    setAlert(null);
    setSubmitting(true);
    try {
      await postForm("/careers/apply", parsed.data, {
        honeypot: honeypotValue(form),
        startedAt: formStart.startedAt(),
      });
      setValues(initialValues);
      formStart.restart();
      onSubmitted();
    } catch (error) {
      // SPEC §8: the server's details joined with commas, else its message, else the local error's message.
      const reason =
        failureDetails(error).length > 0
          ? failureDetails(error).join(", ")
          : error instanceof Error
            ? error.message
            : String(error);
      fail(form, applicationTexts.failurePrefix + reason, {});
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={job ? `Apply for ${job.title}` : "Apply for a position"}
      description="Fields marked with an asterisk are required."
      initialFocus="[name=name]"
      returnFocusTo={returnFocusTo}
    >
      <form
        noValidate
        onSubmit={handleSubmit}
        className="relative flex flex-col gap-5"
        aria-label="Job application"
      >
        <div ref={alertRef} tabIndex={-1} className="scroll-mt-28 focus:outline-none">
          {alert ? <AlertBanner tone="error">{alert}</AlertBanner> : null}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Name"
            name="name"
            required
            autoComplete="name"
            maxLength={APPLICATION_LIMITS.name}
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
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={APPLICATION_LIMITS.phone}
            value={values.phone}
            onChange={update("phone")}
            error={errors.phone}
          />
          <TextField
            label="Location"
            name="location"
            autoComplete="address-level2"
            maxLength={APPLICATION_LIMITS.location}
            value={values.location}
            onChange={update("location")}
            error={errors.location}
          />
          <SelectField
            label="Position"
            name="position"
            required
            options={positionOptions}
            value={values.position}
            onChange={update("position")}
            error={errors.position}
          />
          <SelectField
            label="Experience"
            name="experience"
            required
            options={experienceOptions}
            value={values.experience}
            onChange={update("experience")}
            error={errors.experience}
          />
          <SelectField
            label="Availability"
            name="availability"
            options={availabilityChoices}
            value={values.availability}
            onChange={update("availability")}
            error={errors.availability}
          />
          <div className="flex items-end pb-2">
            <CheckboxField
              label="Open to remote work"
              name="remoteWork"
              checked={values.remoteWork}
              onChange={update("remoteWork")}
            />
          </div>
          <TextField
            label="Resume (link)"
            name="resume"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={URL_MAX}
            value={values.resume}
            onChange={update("resume")}
            error={errors.resume}
          />
          <TextField
            label="Portfolio (link)"
            name="portfolio"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={URL_MAX}
            value={values.portfolio}
            onChange={update("portfolio")}
            error={errors.portfolio}
          />
          <TextField
            label="LinkedIn profile"
            name="linkedIn"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={URL_MAX}
            value={values.linkedIn}
            onChange={update("linkedIn")}
            error={errors.linkedIn}
          />
          <TextField
            label="GitHub profile"
            name="github"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={URL_MAX}
            value={values.github}
            onChange={update("github")}
            error={errors.github}
          />
        </div>
        <TextAreaField
          label="Cover Letter"
          name="coverLetter"
          required
          rows={6}
          maxLength={APPLICATION_LIMITS.coverLetter}
          value={values.coverLetter}
          onChange={update("coverLetter")}
          error={errors.coverLetter}
        />
        <HoneypotField />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? applicationTexts.sending : applicationTexts.submit}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
