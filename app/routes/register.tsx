import { RegisterPage } from "../features/auth/register-page.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("register");

export default function RegisterRoute() {
  return <RegisterPage />;
}
