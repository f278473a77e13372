import { LoginPage } from "../features/auth/login-page.tsx";
import { pageMeta } from "../lib/seo.ts";
import { hydratedPage } from "../lib/hydration.ts";

// Interactive beyond the header, so React Router hydrates it on load (ADR 0010).
export const handle = hydratedPage;

export const meta = () => pageMeta("login");

export default function LoginRoute() {
  return <LoginPage />;
}
