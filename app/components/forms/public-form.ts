import { publicFormPages, type PublicForm } from "../../../contract/public-forms.ts";

/**
 * The attributes that make a public form work as a plain HTML form before and without JavaScript: it posts to its
 * API endpoint, and the data-form marker tells the server which form to fill in on the way back (ADR 0007).
 */
export function publicFormAttributes(form: PublicForm) {
  return { method: "post", action: publicFormPages[form].action, "data-form": form } as const;
}
