// Legal and Compliance content: compliance standards, the treaty membership, smart-contract governance features and
// the disclaimer. The legal documents themselves are files in content/legal/.
export interface ComplianceStandard {
  title: string;
  scope: string;
  description: string;
}

export const complianceStandards: readonly ComplianceStandard[] = [
  {
    title: "Data-protection regulation",
    scope: "GDPR, UK GDPR, Kenya Data Protection Act 2019",
    description:
      "Personal data is processed on a documented lawful basis, minimised at source and stored in the European Union. Data-protection impact assessments are completed before any study involving health or genetic data.",
  },
  {
    title: "Healthcare data standards",
    scope: "HIPAA-aligned safeguards, HL7 FHIR R4, ISO/IEC 27001 controls",
    description:
      "Clinical integrations exchange data through HL7 FHIR interfaces, with audit logging, encryption in transit and at rest, and role-based access reviewed every quarter.",
  },
  {
    title: "Biodata sovereignty",
    scope: "CARE Principles for Indigenous Data Governance, FAIR data",
    description:
      "Communities that contribute biological or agricultural data keep authority over its use. Access decisions involve their representatives, and benefits are shared under written agreements.",
  },
];

export const treatyMembership = {
  title: "Nagoya Protocol on Access and Benefit-Sharing",
  description:
    "We operate as a registered user under the Nagoya Protocol to the Convention on Biological Diversity. Every genetic resource we study is obtained with prior informed consent and mutually agreed terms, recorded in the Access and Benefit-Sharing Clearing-House.",
} as const;

export interface GovernanceFeature {
  title: string;
  description: string;
}

export const governanceFeatures: readonly GovernanceFeature[] = [
  {
    title: "On-chain consent registry",
    description:
      "Every grant or withdrawal of consent is recorded as a tamper-evident entry that participants can verify.",
  },
  {
    title: "Independently audited contracts",
    description:
      "Governance and consent contracts are audited by an external firm before each release; reports are public.",
  },
  {
    title: "Time-locked upgrades",
    description:
      "Contract changes wait 14 days after approval before taking effect, so members can review or veto them.",
  },
  {
    title: "Multi-signature treasury",
    description:
      "Funds move only with the signatures of five of nine elected stewards from at least three continents.",
  },
  {
    title: "Transparent voting records",
    description:
      "Proposals, votes and their outcomes are permanently public; personal data never goes on-chain.",
  },
];

export const legalDisclaimer =
  "The information on this website is provided for general information about Verdant Collective and its research. It is not medical, nutritional, legal or financial advice. Research findings, pilot figures and targets describe work in progress and may change as studies are completed and peer-reviewed. Governance tokens confer voting rights within the collective; they are not offered as an investment. Always consult a qualified professional before making decisions about your health, your land or your finances.";
