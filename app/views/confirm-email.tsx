import type { ReactNode } from "react";
import { confirmEmailTexts } from "../../contract/confirm-email-texts.ts";
import { CardOnMap } from "../components/ui/card-on-map.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("confirmEmail");

export default function ConfirmEmailRoute({ status }: { status: ReactNode }) {
  return (
    <CardOnMap hero="confirmEmail" title={confirmEmailTexts.title} lead={confirmEmailTexts.lead}>
      {status}
    </CardOnMap>
  );
}
