import type { ReactNode } from "react";
import { passwordResetTexts } from "../../contract/password-reset-texts.ts";
import { CardOnMap } from "../components/ui/card-on-map.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("resetPassword");

export default function ResetPasswordRoute({ form }: { form: ReactNode }) {
  return (
    <CardOnMap hero="resetPassword" title={passwordResetTexts.resetTitle} lead={passwordResetTexts.resetLead}>
      {form}
    </CardOnMap>
  );
}
