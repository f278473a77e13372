import type { ReactNode } from "react";
import { verifyEmailTexts } from "../../contract/auth-messages.ts";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("verifyEmail");

export default function VerifyEmailRoute({ status }: { status: ReactNode }) {
  return (
    <>
      <PageHero hero="verifyEmail" title={verifyEmailTexts.title} lead={verifyEmailTexts.lead} />
      <Section>{status}</Section>
    </>
  );
}
