import type { ReactNode } from "react";
import { confirmEmailTexts } from "../../contract/confirm-email-texts.ts";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("confirmEmail");

export default function ConfirmEmailRoute({ status }: { status: ReactNode }) {
  return (
    <>
      <PageHero hero="confirmEmail" title={confirmEmailTexts.title} lead={confirmEmailTexts.lead} />
      <Section>{status}</Section>
    </>
  );
}
