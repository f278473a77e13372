import type { ReactNode } from "react";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("staff");

/**
 * /staff: the console island draws the whole page, the gate (a sign-in card on the page's map, like /login) until a
 * staff session with its second factor is there, then the console, wider than the site's text column
 * (app/features/staff/staff-console.tsx).
 */
export default function StaffRoute({ console }: { console: ReactNode }) {
  return <>{console}</>;
}
