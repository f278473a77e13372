// The account forms that also work as plain HTML forms, without JavaScript: where each posts, the page it lives on
// and the page a successful post lands on (ADR 0007, ADR 0017). Shared by the pages and the server. No zod here.
export const accountForms = ["forgot-password", "reset-password"] as const;
export type AccountForm = (typeof accountForms)[number];

export const accountFormPages: Record<AccountForm, { action: string; page: string; done: string }> = {
  "forgot-password": {
    action: "/api/auth/forgot-password",
    page: "/forgot-password",
    done: "/forgot-password/sent",
  },
  "reset-password": {
    action: "/api/auth/reset-password",
    page: "/reset-password",
    done: "/reset-password/done",
  },
};

/** The attributes that make an account form a plain form before and without JavaScript. */
export function accountFormAttributes(form: AccountForm) {
  return { method: "post", action: accountFormPages[form].action, "data-form": form } as const;
}
