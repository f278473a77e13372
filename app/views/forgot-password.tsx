import type { ReactNode } from "react";
import { passwordResetTexts } from "../../contract/password-reset-texts.ts";
import { CardOnMap } from "../components/ui/card-on-map.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("forgotPassword");

export default function ForgotPasswordRoute({ form }: { form: ReactNode }) {
  return (
    <CardOnMap
      hero="forgotPassword"
      title={passwordResetTexts.forgotTitle}
      lead={passwordResetTexts.forgotLead}
    >
      {form}
    </CardOnMap>
  );
}
