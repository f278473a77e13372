import { AuthCard } from "../features/auth/auth-card.tsx";
import { LoginForm } from "../features/auth/login-page.tsx";
import { Island } from "../islands/island.tsx";
import { pageMeta } from "../lib/seo.ts";
import { islandsPage } from "../lib/hydration.ts";

// Only the card's contents are interactive: they are hydrated as an island, without React Router (app/islands).
export const handle = islandsPage;

export const meta = () => pageMeta("login");

export default function LoginRoute() {
  return (
    <AuthCard title="Welcome back" lead="Sign in to your Verdant Collective account.">
      <Island name="login-form" component={LoginForm} start={["session"]} />
    </AuthCard>
  );
}
