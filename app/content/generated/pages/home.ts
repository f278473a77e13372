// Generated from content/pages/home.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"home"> = {
  "hero": {
    "tagline": "Transdisciplinary research collective",
    "lead": "We are 150+ researchers, engineers and growers building open tools where AI, blockchain, climate science, agriculture, genomics and nutrition meet, and proving them in the field with the communities that use them.",
    "actions": [
      {
        "label": "Explore our initiatives",
        "to": "/featured-initiatives"
      },
      {
        "label": "Partner on an initiative",
        "to": "/featured-initiatives"
      },
      {
        "label": "See live projects",
        "to": "/projects"
      }
    ]
  },
  "stats": {
    "title": "Our work in figures",
    "figures": [
      {
        "figure": "12",
        "label": "countries in pilot programs"
      },
      {
        "figure": "5",
        "label": "medical research centers"
      },
      {
        "figure": "30%",
        "label": "disease reduction target"
      },
      {
        "figure": "25%",
        "label": "metabolic risk decrease"
      }
    ]
  },
  "initiatives": {
    "eyebrow": "Flagship initiatives",
    "title": "Where our research meets the field",
    "lead": "{count} of the programs that turn our open science into healthier people, soils and cities.",
    "allLink": "View all initiatives"
  },
  "mission": {
    "eyebrow": "Our mission",
    "title": "Science that returns more than it takes",
    "paragraphs": [
      "Food, health and climate are one system, yet the data and decisions that shape them sit in separate silos. Verdant Collective exists to connect them: genomic insight that reaches the clinic, soil data that reaches the farmer, and governance that keeps both in the hands of the people who generate them.",
      "Every model we train, every dataset we publish and every pilot we run is designed to be open, auditable and owned in common. Our measure of success is not papers or patents alone, but fewer cases of preventable disease and more living soil."
    ],
    "commitmentsTitle": "What we commit to",
    "commitments": [
      "Open-source code and open data by default",
      "Consent and benefit-sharing written into every data pipeline",
      "Field pilots co-designed with clinics, farms and city agencies"
    ],
    "action": "Read our vision"
  }
};
