// The company's key facts, shown on /company and /press and printed in the press kit: content/company-facts.yaml.
export { companyFacts } from "./generated/company-facts.ts";
export type { CompanyFact } from "./schema.ts";
