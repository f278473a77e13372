import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { errorSummaryTitle } from "../../../contract/form-problems.ts";
import { spamFields } from "../../../contract/spam-fields.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { FormMeta } from "./post-form.ts";

/** One field's problem as the error summary lists it: the message, and the id of the field it links to. */
export interface FormProblem {
  name: string;
  text: string;
  /** The field's element id; absent when the form has no control of that name (the problem is listed unlinked). */
  fieldId?: string;
}

/** What a form's status region shows (<FormStatus>). */
export type FormStatusState =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success"; message: string }
  | { kind: "error"; message: string; details?: readonly string[] }
  /** The error summary: every field that needs fixing, each linked to its field, under a title. */
  | { kind: "invalid"; title: string; problems: readonly FormProblem[] };

export type FormValues = Record<string, string | boolean>;
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** The outcome of the checks before sending: the data to send, or the problems by field and an optional banner. */
export type FormCheck<Values, Data> =
  { ok: true; data: Data } | { ok: false; errors: FieldErrors<Values>; message?: string };

export interface UseFormOptions<Values extends FormValues, Data> {
  initialValues: Values;
  /** The checks before sending, usually the contract's zod schema (see checkWithSchema). */
  validate(values: Values): FormCheck<Values, Data>;
  /**
   * Sends the checked data. Resolves with the success banner's text (undefined: no banner), rejects on failure; the
   * banner of a failure comes from `failure`.
   */
  submit(data: Data, meta: FormMeta): Promise<string | undefined>;
  /**
   * The error banner for what `submit` threw, or the problems by field (shown and focused as the checks' are);
   * undefined shows none (the caller shows the error itself).
   */
  failure?(
    error: unknown,
  ): { message: string; details?: readonly string[] } | { errors: FieldErrors<Values> } | undefined;
  /** Clear the fields after a successful send (default true). */
  resetOnSuccess?: boolean;
  /** Move focus to the status banner once the answer is in (default true), so screen readers start there. */
  focusStatusOnResult?: boolean;
}

/** The fields a person fills in (not the honeypot, hidden values or buttons), counted by name. */
function fieldCount(form: HTMLFormElement | null): number {
  const names = new Set<string>();
  for (const element of Array.from(form?.elements ?? [])) {
    const { name, type } = element as HTMLInputElement;
    if (!name || name === spamFields.honeypot) continue;
    if (element instanceof HTMLButtonElement || ["hidden", "submit", "button", "reset"].includes(type))
      continue;
    names.add(name);
  }
  return names.size;
}

/**
 * The one form kit: values, errors by field, status, focus of the first error, the honeypot and the time the form
 * was shown (spam signals), and whether the page is hydrated. Until it is, the form is a plain HTML form: it has
 * method="post" and its API endpoint as action, so a submission before (or without) JavaScript is a normal form post
 * that the server answers with a redirect (ADR 0007). Once hydrated, submit is handled here and never reloads the page.
 */
export function useForm<Values extends FormValues, Data>(options: UseFormOptions<Values, Data>) {
  const { initialValues } = options;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [status, setStatus] = useState<FormStatusState>({ kind: "idle" });
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // When the visitor was shown the form, for the server's minimum fill time: when the page was opened (the form is
  // prerendered, and its island may hydrate only once the visitor starts typing, ADR 0016), and again after each
  // successful submission. Read after hydration: render time means nothing for a prerendered page.
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = Math.round(performance.timeOrigin);
  }, []);
  const submitting = status.kind === "submitting";
  // Handed out as callback refs: the caller's render never touches a ref object.
  const setFormElement = useCallback((element: HTMLFormElement | null) => {
    formRef.current = element;
  }, []);
  const setStatusElement = useCallback((element: HTMLDivElement | null) => {
    statusRef.current = element;
  }, []);

  // A field's problem goes once it is edited; the summary at the top stays as it was until the next submit (GOV.UK:
  // it lists what was wrong when the form was sent).
  const setValue = useCallback(<Name extends keyof Values & string>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _fixed, ...rest } = current;
      return rest as FieldErrors<Values>;
    });
  }, []);

  /** Clears errors and the banner (e.g. when a dialog opens again); values stay unless given. */
  const clear = useCallback((next?: Partial<Values>) => {
    if (next) setValues((current) => ({ ...current, ...next }));
    setErrors({});
    setStatus({ kind: "idle" });
  }, []);

  function focusFirstError(found: FieldErrors<Values>) {
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      const name = (element as HTMLInputElement).name as keyof Values & string;
      if (name && found[name] && element instanceof HTMLElement) {
        element.focus();
        return true;
      }
    }
    return false;
  }

  /** The problems in the order of the form's fields (the order of the checks), each with its field's id. */
  function problemsInFormOrder(found: FieldErrors<Values>): FormProblem[] {
    const problems: FormProblem[] = [];
    const listed = new Set<string>();
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      const name = (element as HTMLInputElement).name;
      const text = name ? found[name as keyof Values & string] : undefined;
      if (!text || listed.has(name)) continue;
      listed.add(name);
      problems.push({ name, text, fieldId: element.id || undefined });
    }
    for (const [name, text] of Object.entries(found) as [string, string | undefined][]) {
      if (text && !listed.has(name)) problems.push({ name, text });
    }
    return problems;
  }

  /**
   * Shows the fields' problems, each on its field. A form of several fields also sums them up at the top (the GOV.UK
   * pattern), focused; a form of one field (a sign-up, a passkey's name) focuses that field, whose own message says
   * it all (the same rule as the pages answered without JavaScript, server/forms/flash-html.ts).
   */
  function showProblems(found: FieldErrors<Values>, message: string | undefined) {
    const problems = problemsInFormOrder(found);
    if (fieldCount(formRef.current) > 1 && problems.length > 0) {
      flushSync(() => {
        setErrors(found);
        setStatus({ kind: "invalid", title: message ?? errorSummaryTitle, problems });
      });
      statusRef.current?.focus();
      statusRef.current?.scrollIntoView?.({ block: "nearest" });
      return;
    }
    flushSync(() => {
      setErrors(found);
      setStatus(message ? { kind: "error", message } : { kind: "idle" });
    });
    if (focusFirstError(found)) {
      // The field may sit below a sticky title; keep the banner that explains it in view too.
      if (message) statusRef.current?.scrollIntoView?.({ block: "nearest" });
    } else if (message) {
      statusRef.current?.focus();
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const { validate, submit, failure, resetOnSuccess = true, focusStatusOnResult = true } = options;
    const form = event.currentTarget;
    const checked = validate(values);
    if (!checked.ok) {
      showProblems(checked.errors, checked.message);
      return;
    }
    setErrors({});
    setStatus({ kind: "submitting" });
    const honeypot = form.elements.namedItem(spamFields.honeypot);
    const meta: FormMeta = {
      honeypot: honeypot instanceof HTMLInputElement ? honeypot.value : "",
      startedAt: startedAt.current,
    };
    try {
      const message = await submit(checked.data, meta);
      flushSync(() => {
        if (resetOnSuccess) setValues(initialValues);
        setStatus(message === undefined ? { kind: "idle" } : { kind: "success", message });
      });
      startedAt.current = Date.now();
    } catch (error) {
      const answer = failure?.(error);
      if (answer && "errors" in answer) {
        showProblems(answer.errors, undefined);
        return;
      }
      flushSync(() => setStatus(answer ? { kind: "error", ...answer } : { kind: "idle" }));
    }
    if (focusStatusOnResult && statusRef.current?.hasChildNodes()) statusRef.current.focus();
  }

  /** Props of a text input, textarea or select bound to one field. */
  function field<Name extends keyof Values & string>(name: Name) {
    return {
      name,
      value: String(values[name]),
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setValue(name, event.target.value as Values[Name]),
    };
  }

  /** Props of a checkbox bound to one field. */
  function checkbox<Name extends keyof Values & string>(name: Name) {
    return {
      name,
      checked: values[name] === true,
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.target.checked as Values[Name]),
    };
  }

  return {
    values,
    errors,
    status,
    submitting,
    hydrated,
    setValue,
    clear,
    field,
    checkbox,
    /** The ref of the form's <FormStatus>. */
    statusElement: setStatusElement,
    /** Spread on the <form>: the kit takes over submission once hydrated. */
    formProps: { ref: setFormElement, onSubmit, noValidate: true } as const,
  };
}
