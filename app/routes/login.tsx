import { LoginPage } from "../features/auth/login-page.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("login");

export default function LoginRoute() {
  return <LoginPage />;
}
