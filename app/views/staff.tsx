import type { ReactNode } from "react";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("staff");

export default function StaffRoute({ console }: { console: ReactNode }) {
  return (
    // Wider than the site's text column: the inbox sets its views, its list and an entry side by side.
    <div className="mx-auto w-full max-w-[90rem] px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-2xl sm:text-3xl">Staff console</h1>
      <p className="mt-1 mb-4 text-sm text-slate-700 sm:mt-2 sm:mb-8 sm:text-base">
        Messages, applications and subscribers sent through the website.
      </p>
      {console}
    </div>
  );
}
