import type { ReactNode } from "react";
import { MapBand } from "../components/ui/card-on-map.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("staff");

/**
 * /staff: the console island on the page's map band. Until a staff session with its second factor is there, the
 * island is the gate, a sign-in card on the map like /login's; then the console, wider than the site's text column,
 * and the band folds away (its section drops its padding and art when it holds [data-staff-console]).
 */
export default function StaffRoute({ console }: { console: ReactNode }) {
  return (
    <MapBand hero="staff" className="has-[[data-staff-console]]:min-h-0 has-[[data-staff-console]]:py-0">
      {console}
    </MapBand>
  );
}
