/**
 * Hands React what a visitor changed in an island's fields before it hydrated (ADR 0014). Hydration keeps a field's
 * current value but starts tracking it as if it had always been there, so the component's state still holds the
 * prerendered value and no onChange ever reports the edit: the form would send, or the filter would use, what the
 * visitor no longer sees. For each field whose value differs from its prerendered one, this puts the prerendered
 * value back through the element (which React tracks), then the visitor's value through the prototype's setter
 * (which it does not) and dispatches the event React listens to: the component sees an ordinary edit. Standard DOM
 * only; on a field React does not control it is a harmless input event.
 */
export function replayEdits(container: Element): void {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input, textarea, select",
  )) {
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      // A radio unticked by ticking another of its group is handled through that one.
      if (field.checked === field.defaultChecked || (field.type === "radio" && !field.checked)) continue;
      // React reads a box's change from its click: the prerendered state back through the tracked element, then a
      // click to the visitor's state.
      field.checked = !field.checked;
      field.click();
      continue;
    }
    if (
      field instanceof HTMLInputElement &&
      ["hidden", "submit", "button", "reset", "file"].includes(field.type)
    ) {
      continue;
    }
    const initial = field instanceof HTMLSelectElement ? prerenderedChoice(field) : field.defaultValue;
    const current = field.value;
    if (current === initial) continue;
    field.value = initial;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(
      field,
      current,
    );
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
  }
}

function prerenderedChoice(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
}
