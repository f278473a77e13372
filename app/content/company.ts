// The company's key facts, shown on /company and /press and printed in the press kit: content/company-facts.yaml.
import { content } from "./load.ts";

export const companyFacts = content().companyFacts;
export type { CompanyFact } from "./schema.ts";
