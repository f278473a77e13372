// Generated from content/company-facts.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { CompanyFact } from "../schema.ts";

export const companyFacts: readonly CompanyFact[] = [
  {
    "figure": "2020",
    "label": "Founded"
  },
  {
    "figure": "5",
    "label": "Continents"
  },
  {
    "figure": "12",
    "label": "Research centres"
  },
  {
    "figure": "150+",
    "label": "Team members"
  },
  {
    "figure": "25",
    "label": "Pilot countries"
  },
  {
    "figure": "50+",
    "label": "Research partnerships"
  },
  {
    "figure": "15",
    "label": "Open-source repositories"
  },
  {
    "figure": "75+",
    "label": "Publications"
  }
];
