import type { ReactNode } from "react";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("login");

export default function LoginRoute({ form }: { form: ReactNode }) {
  return (
    <AuthCard hero="login" title="Welcome back" lead="Sign in to your Verdant Collective account.">
      {form}
    </AuthCard>
  );
}
