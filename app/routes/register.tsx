import { AuthCard } from "../features/auth/auth-card.tsx";
import { RegisterForm } from "../features/auth/register-page.tsx";
import { Island } from "../islands/island.tsx";
import { pageMeta } from "../lib/seo.ts";
import { islandsPage } from "../lib/hydration.ts";

// Only the card's contents are interactive: they are hydrated as an island, without React Router (app/islands).
export const handle = islandsPage;

export const meta = () => pageMeta("register");

export default function RegisterRoute() {
  return (
    <AuthCard title="Create an account today" lead="Join the Verdant Collective community.">
      <Island name="register-form" component={RegisterForm} start={["session"]} />
    </AuthCard>
  );
}
