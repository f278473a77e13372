// The company's key facts, shown on /company and /press and printed in the press kit: content/company-facts.yaml.
import { content } from "./load.ts";

export const companyFacts = content().companyFacts;
export type { CompanyFact } from "./schema.ts";

/** A figure shown elsewhere that is one of the key facts names it by label: its number, written once. */
export function factFigure(label: string): string {
  const fact = companyFacts.find((candidate) => candidate.label === label);
  if (!fact) throw new Error(`no company fact labelled ${label}`);
  return fact.figure;
}

/** The number of a Home figure: its own, or the key fact it names. */
export const statFigure = (stat: { figure: string } | { fact: string }) =>
  "fact" in stat ? factFigure(stat.fact) : stat.figure;
