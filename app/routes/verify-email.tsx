import { VerifyEmailPage } from "../features/auth/verify-email-page.tsx";
import { pageMeta } from "../lib/seo.ts";
import { hydratedPage } from "../lib/hydration.ts";

// Interactive beyond the header, so React Router hydrates it on load (ADR 0010).
export const handle = hydratedPage;

export const meta = () => pageMeta("verifyEmail");

export default function VerifyEmailRoute() {
  return <VerifyEmailPage />;
}
