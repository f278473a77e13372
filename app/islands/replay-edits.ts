/**
 * Hands React what a visitor changed in an island's fields before it hydrated (ADR 0016). Hydration keeps a
 * field's current value but tracks it as if it had always been there, and the render that follows hydration (a
 * component reading the address or the session) writes the component's state back into the field: the edit would
 * be lost, or never reported by onChange. So the edits are read before hydration (pendingEdits), and replayed after
 * it as ordinary edits (replayEdits): the field is put back to what React last rendered through the element (which
 * React tracks), then to the visitor's value through the prototype's setter (which it does not), and the event
 * React listens to is dispatched. Standard DOM only; on a field React does not control it is a harmless event.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export type Edit = { field: Field; value: string } | { field: HTMLInputElement; checked: boolean };

export function pendingEdits(container: Element): Edit[] {
  const edits: Edit[] = [];
  for (const field of container.querySelectorAll<Field>("input, textarea, select")) {
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      // A radio unticked by ticking another of its group is handled through that one.
      if (field.checked !== field.defaultChecked && (field.type === "checkbox" || field.checked)) {
        edits.push({ field, checked: field.checked });
      }
      continue;
    }
    if (
      field instanceof HTMLInputElement &&
      ["hidden", "submit", "button", "reset", "file"].includes(field.type)
    ) {
      continue;
    }
    const initial = field instanceof HTMLSelectElement ? prerenderedChoice(field) : field.defaultValue;
    if (field.value !== initial) edits.push({ field, value: field.value });
  }
  return edits;
}

export function replayEdits(edits: readonly Edit[]): void {
  for (const edit of edits) {
    if (!edit.field.isConnected) continue;
    if ("checked" in edit) {
      // React reads a box's change from its click: the other state through the tracked element, then a click.
      if (edit.field.checked === edit.checked) edit.field.checked = !edit.checked;
      edit.field.click();
      continue;
    }
    const { field } = edit;
    const rendered = field.value === edit.value ? initialValue(field) : field.value;
    field.value = rendered;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(
      field,
      edit.value,
    );
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
  }
}

function initialValue(field: Field): string {
  return field instanceof HTMLSelectElement ? prerenderedChoice(field) : field.defaultValue;
}

function prerenderedChoice(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
}
