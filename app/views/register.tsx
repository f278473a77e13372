import type { ReactNode } from "react";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("register");

export default function RegisterRoute({ form }: { form: ReactNode }) {
  return (
    <AuthCard hero="register" title="Create an account today" lead="Join the Verdant Collective community.">
      {form}
    </AuthCard>
  );
}
