import {
  useEffect,
  useId,
  useRef,
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

// One look and one height (48 px) for every text box and dropdown; the dropdown draws its own chevron (app.css,
// .select-control) instead of the browser's default look.
export const controlClasses =
  "block min-h-12 w-full rounded-(--radius-control) border border-slate-400 bg-surface px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 hover:border-slate-500 aria-invalid:border-red-700";

interface FieldShellProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error, wired together with for/id and aria-describedby. */
export function FieldShell({ label, hint, error, required, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { label: ReactNode; hint?: ReactNode; error?: string };

export function TextField({
  label,
  hint,
  error,
  required,
  ...props
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={controlClasses}
          {...props}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  required,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={controlClasses}
          {...props}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  label,
  hint,
  error,
  required,
  options,
  ...props
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] }) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${controlClasses} select-control h-12`}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * A file input. Its file cannot be set from outside (browsers allow only clearing it): `value` is the chosen file's
 * name, and when the form clears it ("") the input is emptied too. `onFile` hands the File itself to the form.
 */
export function FileField({
  label,
  hint,
  error,
  value,
  onFile,
  ...props
}: Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "type"> & {
    value: string;
    onFile: (file: File | undefined) => void;
  }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (value === "" && input.current && input.current.value !== "") input.current.value = "";
  }, [value]);
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          ref={input}
          id={id}
          type="file"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${controlClasses} file:mr-3 file:min-h-9 file:rounded-(--radius-control) file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800`}
          onChange={(event) => onFile(event.target.files?.[0])}
          {...props}
        />
      )}
    </FieldShell>
  );
}

/** A checkbox with its label to the right; the label may hold links. */
export function CheckboxField({
  label,
  error,
  ...props
}: { label: ReactNode; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          className="size-5 rounded border-slate-400 accent-brand-700"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type BoundField = Pick<ComponentProps<typeof TextField>, "name" | "value" | "error" | "onChange">;

/**
 * Who is writing: the name and email fields the public forms ask first (the contact form, the application), with
 * the same labels, autofill hints and limits, so a person's browser fills them the same way everywhere.
 */
export function SenderFields({
  nameMaxLength,
  emailMaxLength,
  name,
  email,
}: {
  nameMaxLength: number;
  emailMaxLength: number;
  name: BoundField;
  email: BoundField;
}) {
  return (
    <>
      <TextField label="Name" required autoComplete="name" maxLength={nameMaxLength} {...name} />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        maxLength={emailMaxLength}
        {...email}
      />
    </>
  );
}
