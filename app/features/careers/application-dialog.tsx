import { useRef, useState } from "react";
import {
  APPLICATION_FILE_MAX_BYTES,
  applicationFileAccept,
  applicationFileFields,
  applicationFileFieldNames,
  applicationFileTexts,
  applicationFileTypes,
  type ApplicationFileField,
} from "../../../contract/application-files.ts";
import {
  APPLICATION_LIMITS,
  applicationSchemaFor,
  applicationTexts,
  availabilityLabels,
  experienceLabels,
} from "../../../contract/application.ts";
import {
  availabilityOptions,
  defaultAvailability,
  experienceLevels,
  type JobId,
} from "../../../contract/careers.ts";
import { EMAIL_MAX, URL_MAX } from "../../../contract/form-text.ts";
import { failureSummary, problemSummaryTitle } from "../../../contract/public-forms.ts";
import { checkWithSchema } from "../../components/forms/check.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { HoneypotField } from "../../components/forms/honeypot-field.tsx";
import { failureDetails, postForm, postFormWithFiles } from "../../components/forms/post-form.ts";
import { publicFormAttributes } from "../../components/forms/public-form.ts";
import { useForm } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import {
  CheckboxField,
  FileField,
  SelectField,
  SenderFields,
  TextAreaField,
  TextField,
} from "../../components/ui/form-field.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";

/** A job the form can be sent for: its id (the position field's value) and title (a type, so islands take it as JSON). */
export type ApplicableJob = {
  id: JobId;
  title: string;
};

const initialValues = {
  name: "",
  email: "",
  phone: "",
  position: "",
  experience: "",
  location: "",
  remoteWork: true as boolean,
  coverLetter: "",
  resume: "",
  portfolio: "",
  linkedIn: "",
  github: "",
  availability: defaultAvailability as string,
  // The chosen files' names (the files themselves are kept beside the values: useApplicationForm).
  resumeFile: "",
  portfolioFile: "",
};
type ApplicationValues = typeof initialValues;

const experienceOptions = [
  { value: "", label: "Select your experience level" },
  ...experienceLevels.map((value) => ({ value, label: experienceLabels[value] })),
];
const availabilityChoices = availabilityOptions.map((value) => ({ value, label: availabilityLabels[value] }));
const groupClasses = "grid min-w-0 gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 sm:gap-5";
const legendClasses =
  "float-left mb-1 w-full text-sm font-semibold tracking-wide text-brand-800 uppercase sm:col-span-2";
const urlField = { type: "url", inputMode: "url", placeholder: "https://", maxLength: URL_MAX } as const;

type ChosenFiles = Partial<Record<ApplicationFileField, File>>;
const extensions = Object.values(applicationFileTypes).map((extension) => `.${extension}`);

/**
 * What can be told of a chosen file before sending it: its size, and whether its name ends like a PDF, DOCX or ODT.
 * The server reads the type from the bytes; this only spares a long upload that would be refused.
 */
function fileProblems(files: ChosenFiles): Partial<Record<ApplicationFileField, string>> {
  const problems: Partial<Record<ApplicationFileField, string>> = {};
  for (const field of applicationFileFieldNames) {
    const file = files[field];
    if (!file) continue;
    const label = applicationFileFields[field];
    if (file.size === 0) problems[field] = applicationFileTexts.empty(label);
    else if (file.size > APPLICATION_FILE_MAX_BYTES) problems[field] = applicationFileTexts.tooLarge(label);
    else if (!extensions.some((extension) => file.name.toLowerCase().endsWith(extension)))
      problems[field] = applicationFileTexts.wrongType(label);
  }
  return problems;
}

/**
 * Each field's own rule; the error summary's title is the one fixed message naming the five required fields when
 * one of them is missing (problemSummaryTitle, the same without JavaScript).
 */
function checkApplication(
  schema: ReturnType<typeof applicationSchemaFor>,
  values: ApplicationValues,
  files: ChosenFiles,
) {
  const checked = checkWithSchema(schema, values);
  const problems = fileProblems(files);
  if (checked.ok && Object.keys(problems).length === 0) return checked;
  const errors = { ...(checked.ok ? {} : checked.errors), ...problems };
  return { ok: false as const, errors, message: problemSummaryTitle("application", values) };
}

/**
 * The application form: in the Careers page's dialog, or, for browsers without JavaScript, on the page itself.
 * A failure keeps the form open with the message 'Failed to submit application: ' and the server's reasons.
 */
function ApplicationFormView({
  jobs,
  form,
  onCancel,
}: {
  jobs: readonly ApplicableJob[];
  form: ReturnType<typeof useApplicationForm>;
  onCancel?: () => void;
}) {
  const positionOptions = [
    { value: "", label: "Select a position" },
    ...jobs.map((item) => ({ value: item.id, label: item.title })),
  ];
  return (
    <form
      {...publicFormAttributes("application")}
      // Without JavaScript the browser sends the files itself; with it, the form kit sends them (postFormWithFiles).
      encType="multipart/form-data"
      {...form.formProps}
      className="relative flex flex-col gap-5"
      aria-label="Job application"
    >
      <FormStatus status={form.status} element={form.statusElement} />
      {/* Three short groups with a heading each, instead of one long column of boxes on a phone. */}
      <fieldset className={groupClasses}>
        <legend className={legendClasses}>About you</legend>
        <SenderFields
          nameMaxLength={APPLICATION_LIMITS.name}
          emailMaxLength={EMAIL_MAX}
          name={form.field("name")}
          email={form.field("email")}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={APPLICATION_LIMITS.phone}
          {...form.field("phone")}
        />
        <TextField
          label="Location"
          autoComplete="address-level2"
          maxLength={APPLICATION_LIMITS.location}
          {...form.field("location")}
        />
      </fieldset>
      <fieldset className={groupClasses}>
        <legend className={legendClasses}>The role</legend>
        <SelectField label="Position" required options={positionOptions} {...form.field("position")} />
        <SelectField label="Experience" required options={experienceOptions} {...form.field("experience")} />
        <SelectField label="Availability" options={availabilityChoices} {...form.field("availability")} />
        <div className="flex items-end sm:pb-2">
          <CheckboxField label="Open to remote work" value="true" {...form.checkbox("remoteWork")} />
        </div>
      </fieldset>
      <fieldset className={groupClasses}>
        <legend className={legendClasses}>CV and portfolio files</legend>
        {applicationFileFieldNames.map((field) => (
          <FileField
            key={field}
            label={applicationFileFields[field]}
            hint={applicationFileTexts.hint}
            accept={applicationFileAccept}
            name={field}
            value={form.values[field]}
            error={form.errors[field]}
            onFile={(file) => form.chooseFile(field, file)}
          />
        ))}
      </fieldset>
      <fieldset className={groupClasses}>
        <legend className={legendClasses}>Links</legend>
        <TextField label="Resume (link)" {...urlField} {...form.field("resume")} />
        <TextField label="Portfolio (link)" {...urlField} {...form.field("portfolio")} />
        <TextField label="LinkedIn profile" {...urlField} {...form.field("linkedIn")} />
        <TextField label="GitHub profile" {...urlField} {...form.field("github")} />
      </fieldset>
      <TextAreaField
        label="Cover Letter"
        required
        rows={6}
        maxLength={APPLICATION_LIMITS.coverLetter}
        {...form.field("coverLetter")}
      />
      <HoneypotField />
      {/* In the dialog, the actions stay in reach at the bottom of the screen while the form scrolls. */}
      <div
        className={`flex flex-wrap justify-end gap-3 ${onCancel ? "sticky bottom-0 z-10 -mx-5 -mb-5 border-t border-slate-200 bg-surface px-5 py-3 max-sm:[&>*]:flex-1 sm:static sm:m-0 sm:border-0 sm:p-0" : ""}`}
      >
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? applicationTexts.sending : applicationTexts.submit}
        </Button>
      </div>
    </form>
  );
}

/** The form on the page itself, for browsers without JavaScript (inside <noscript>). */
export function ApplicationForm({ jobs }: { jobs: readonly ApplicableJob[] }) {
  return <ApplicationFormView jobs={jobs} form={useApplicationForm(jobs)} />;
}

function useApplicationForm(jobs: readonly ApplicableJob[], onSubmitted?: () => void) {
  // The positions the form accepts are the jobs the page lists (the server checks against the same files).
  const [schema] = useState(() => applicationSchemaFor(jobs.map((item) => item.id)));
  // The chosen files, beside the values (a File is no form value); sent as multipart only when there is one.
  const files = useRef<ChosenFiles>({});
  const form = useForm({
    initialValues,
    validate: (values: ApplicationValues) => checkApplication(schema, values, files.current),
    submit: async (application, meta) => {
      const chosen = files.current;
      if (applicationFileFieldNames.some((field) => chosen[field])) {
        await postFormWithFiles("/careers/apply", application, chosen, meta);
      } else {
        await postForm("/careers/apply", application, meta);
      }
      files.current = {};
      onSubmitted?.();
      return undefined;
    },
    // The server's details joined with commas, else its message, else the local error's message.
    failure: (error) => {
      const details = failureDetails(error);
      const reason = details.length > 0 ? details : [error instanceof Error ? error.message : String(error)];
      return failureSummary("application", reason);
    },
  });
  return {
    ...form,
    chooseFile(field: ApplicationFileField, file: File | undefined) {
      files.current = { ...files.current, [field]: file };
      form.setValue(field, file?.name ?? "");
    },
  };
}

/** The Careers page's application form in a modal dialog, pre-filled with the job it was opened for. */
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
  const form = useApplicationForm(jobs, onSubmitted);
  const [seenSession, setSeenSession] = useState(session);
  // Each opening pre-fills the position with the chosen job and clears the last attempt's messages.
  if (session !== seenSession) {
    setSeenSession(session);
    form.clear(job ? { position: job.id } : undefined);
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
      <ApplicationFormView jobs={jobs} form={form} onCancel={onClose} />
    </ModalDialog>
  );
}
