import { VerifyEmailPage } from "../features/auth/verify-email-page.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("verifyEmail");

export default function VerifyEmailRoute() {
  return <VerifyEmailPage />;
}
