import type { ReactNode } from "react";
import { applicationFollowTexts } from "../../../contract/application-follow.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { MapBand } from "../../components/ui/card-on-map.tsx";
import { MapCard } from "../../components/ui/map-card.tsx";

/**
 * /careers/application, where the private link in an application's acknowledgement leads (ADR 0048): the card, and
 * what the prerendered page says before its island runs. The token sits in the URL fragment, which never reaches a
 * server or a log; the island (followed-application.tsx) reads it and asks the API.
 */
export function FollowedApplicationPage({
  title,
  application,
}: {
  title: string;
  /** The island of FollowedApplication. */
  application: ReactNode;
}) {
  return (
    <MapBand hero="careersApplication">
      <MapCard title={title} lead={applicationFollowTexts.lead} wide>
        <noscript>
          <AlertBanner tone="error">{applicationFollowTexts.noScript}</AlertBanner>
        </noscript>
        {application}
      </MapCard>
    </MapBand>
  );
}
