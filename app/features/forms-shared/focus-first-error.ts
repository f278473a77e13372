/** Moves focus to the first control the errors name, in the form's order, so keyboard users land on it. */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
