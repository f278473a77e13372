// Generated from content/team/*.md by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { TeamMember } from "../schema.ts";

export const team: readonly TeamMember[] = [
  {
    "slug": "amara-okafor",
    "order": 10,
    "name": "Dr. Amara Okafor",
    "role": "Executive Director and Co-founder",
    "bio": "Statistical geneticist who led population genomics programs in Lagos and Cambridge before co-founding the collective. She chairs the ethics council.",
    "image": null,
    "expertise": [
      "Population genomics",
      "Research ethics",
      "Open science policy"
    ]
  },
  {
    "slug": "lukas-brandt",
    "order": 20,
    "name": "Lukas Brandt",
    "role": "Chief Technology Officer",
    "bio": "Distributed-systems engineer and former maintainer of an open-source federated learning framework. He designs the collective's privacy and consent infrastructure.",
    "image": null,
    "expertise": [
      "Federated learning",
      "Cryptography",
      "Smart-contract security"
    ]
  },
  {
    "slug": "priya-raman",
    "order": 30,
    "name": "Dr. Priya Raman",
    "role": "Director of Nutrition and Health Systems",
    "bio": "Physician and nutrition epidemiologist who has run metabolic-health programs in India and Kenya. She leads the Precision Nutrition System pilots.",
    "image": null,
    "expertise": [
      "Nutrition epidemiology",
      "Clinical trials",
      "Primary care integration"
    ]
  },
  {
    "slug": "mateo-alvarez",
    "order": 40,
    "name": "Mateo Álvarez",
    "role": "Director of Regenerative Agriculture",
    "bio": "Agronomist and third-generation farmer from Andalusia who has helped more than 2,000 smallholders adopt regenerative practices using open sensor networks.",
    "image": null,
    "expertise": [
      "Soil science",
      "Agroecology",
      "Remote sensing"
    ]
  }
];
