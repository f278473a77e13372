import type { ReactNode } from "react";
import { passwordResetTexts } from "../../contract/password-reset-texts.ts";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("resetPassword");

export default function ResetPasswordRoute({ form }: { form: ReactNode }) {
  return (
    <AuthCard hero="resetPassword" title={passwordResetTexts.resetTitle} lead={passwordResetTexts.resetLead}>
      {form}
    </AuthCard>
  );
}
