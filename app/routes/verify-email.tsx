import { verifyEmailTexts } from "../../contract/auth-messages.ts";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { VerifyEmailStatus } from "../features/auth/verify-email-page.tsx";
import { Island } from "../islands/island.tsx";
import { pageMeta } from "../lib/seo.ts";
import { islandsPage } from "../lib/hydration.ts";

// Only what the link did (and the buttons to retry or ask for a new one) is interactive: it is hydrated as an island,
// without React Router (app/islands).
export const handle = islandsPage;

export const meta = () => pageMeta("verifyEmail");

export default function VerifyEmailRoute() {
  return (
    <>
      <PageHero title={verifyEmailTexts.title} lead={verifyEmailTexts.lead} />
      <Section>
        <Island name="verify-email-status" component={VerifyEmailStatus} start={["fragment", "session"]} />
      </Section>
    </>
  );
}
