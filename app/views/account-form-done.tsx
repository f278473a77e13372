import type { AccountForm } from "../../contract/account-forms.ts";
import { passwordResetTexts } from "../../contract/password-reset-texts.ts";
import { AlertBanner } from "../components/ui/alert-banner.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { CardOnMap } from "../components/ui/card-on-map.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

const done = {
  "forgot-password": {
    page: "forgotPasswordSent",
    message: passwordResetTexts.sent,
    next: { to: "/login", label: "Back to sign in" },
  },
  "reset-password": {
    page: "resetPasswordDone",
    message: passwordResetTexts.done,
    next: { to: "/login", label: passwordResetTexts.signIn },
  },
} as const;

export const meta = (form: AccountForm) => pageMeta(done[form].page);

/** Where an account form sent without JavaScript lands once done: the same words as its banner (ADR 0017). */
export default function AccountFormDone({ form }: { form: AccountForm }) {
  const { message, next } = done[form];
  return (
    <CardOnMap
      hero={done[form].page}
      title={pages[done[form].page].title}
      lead={pages[done[form].page].description}
    >
      <div className="flex flex-col items-start gap-5">
        <AlertBanner tone="success">{message}</AlertBanner>
        <ButtonLink to={next.to}>{next.label}</ButtonLink>
      </div>
    </CardOnMap>
  );
}
