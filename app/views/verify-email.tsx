import type { ReactNode } from "react";
import { verifyEmailTexts } from "../../contract/auth-texts.ts";
import { CardOnMap } from "../components/ui/card-on-map.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("verifyEmail");

export default function VerifyEmailRoute({ status }: { status: ReactNode }) {
  return (
    <CardOnMap hero="verifyEmail" title={verifyEmailTexts.title} lead={verifyEmailTexts.lead}>
      {status}
    </CardOnMap>
  );
}
