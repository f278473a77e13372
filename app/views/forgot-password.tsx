import type { ReactNode } from "react";
import { passwordResetTexts } from "../../contract/password-reset-texts.ts";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("forgotPassword");

export default function ForgotPasswordRoute({ form }: { form: ReactNode }) {
  return (
    <AuthCard
      hero="forgotPassword"
      title={passwordResetTexts.forgotTitle}
      lead={passwordResetTexts.forgotLead}
    >
      {form}
    </AuthCard>
  );
}
