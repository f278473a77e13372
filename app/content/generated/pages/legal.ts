// Generated from content/pages/legal.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"legal"> = {
  "hero": {
    "tagline": "Privacy, compliance and governance",
    "lead": "We handle some of the most sensitive data there is: genomes, health records and the land records of farming communities. This page sets out the rules we follow and the documents that bind us."
  },
  "standards": {
    "eyebrow": "Compliance standards",
    "title": "The standards we meet",
    "treatyLabel": "Treaty membership"
  },
  "governance": {
    "eyebrow": "Smart-contract governance",
    "title": "Governance you can verify",
    "lead": "Decisions about budgets and data access are taken by member votes executed by audited smart contracts."
  },
  "documents": {
    "eyebrow": "Legal documents",
    "title": "Policies and terms",
    "lead": "Open a document to read it in full. The dates show when each was last updated."
  },
  "contact": {
    "title": "Legal contact",
    "text": "For data-protection requests, questions about these documents or notices to the collective, write to our legal and compliance team."
  },
  "disclaimer": {
    "title": "Disclaimer"
  }
};
