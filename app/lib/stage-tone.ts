import type { ApplicationStage } from "../../contract/pipeline.ts";

/** The badge colours of an application's stage, the same for the applicant (/account) and for staff (/staff). */
export const stageTone: Record<ApplicationStage, string> = {
  received: "bg-accent-100 text-slate-900",
  "in-review": "bg-brand-100 text-brand-900",
  interview: "bg-brand-100 text-brand-900",
  offer: "bg-brand-100 text-brand-900",
  hired: "bg-brand-200 text-brand-900",
  declined: "bg-slate-200 text-slate-800",
  withdrawn: "bg-slate-100 text-slate-800",
};
