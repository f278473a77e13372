// Generated from content/projects/*.md by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { Project } from "../schema.ts";

export const projects: readonly Project[] = [
  {
    "slug": "living-soils-network",
    "order": 10,
    "category": "Agriculture",
    "title": "Living Soils Network",
    "subtitle": "Sensor-guided regenerative farming with 1,400 smallholder farms",
    "description": "Low-cost soil probes, satellite imagery and farmer field notes feed one open model of soil health, so cooperatives in Kenya, Colombia and India can see which cover crops and rotations rebuild organic matter on their own land.",
    "features": [
      "Solar-powered soil moisture and temperature probes every 4 hectares",
      "Weekly Sentinel-2 vegetation indices per field",
      "Advice in Swahili, Spanish and Hindi by SMS and voice",
      "Open data licence: farmers own and can export their records"
    ],
    "impact": "Soil organic carbon up 0.4 percentage points on pilot plots after two seasons",
    "link": "https://live.verdantcollective.example/living-soils"
  },
  {
    "slug": "carbon-ledger-commons",
    "order": 20,
    "category": "Climate",
    "title": "Carbon Ledger Commons",
    "subtitle": "Open, verifiable measurement of soil and forest carbon",
    "description": "A public ledger where every carbon claim links to its field samples, lab results and model version. Independent auditors can rerun the calculation, and communities that store the carbon receive payments directly.",
    "features": [
      "Sample-level provenance from field to ledger entry",
      "Reproducible estimates with published uncertainty ranges",
      "Direct payouts to community wallets, no intermediary fees",
      "Quarterly third-party audits published in full"
    ],
    "impact": "182,000 tonnes of CO2-equivalent verified across 9 landscapes",
    "link": "https://live.verdantcollective.example/carbon-ledger"
  },
  {
    "slug": "cooling-corridors",
    "order": 30,
    "category": "Urban Systems",
    "title": "Cooling Corridors",
    "subtitle": "Heat-resilient neighbourhoods designed with their residents",
    "description": "Street-level heat sensors and resident walking surveys map where people actually suffer in summer. The city, residents and our modellers then choose trees, shade structures and cool surfaces where they lower felt temperature most.",
    "features": [
      "300 street-level heat and humidity sensors in three cities",
      "Resident-reported routes to schools, clinics and markets",
      "Planting plans scored by shade gained per euro",
      "Public dashboard updated every 15 minutes"
    ],
    "impact": "Peak surface temperature down 6.5 °C along the first 4 km of corridor",
    "link": "https://live.verdantcollective.example/cooling-corridors"
  },
  {
    "slug": "community-genomes",
    "order": 40,
    "category": "Genomics",
    "title": "Community Genomes Initiative",
    "subtitle": "Consented population genomics for under-represented communities",
    "description": "Fewer than one in five genomes in public databases come from people outside Europe and North America. We sequence with community partners under agreements they co-write, so the data improves diagnosis for them first.",
    "features": [
      "Dynamic consent: participants change their choices at any time",
      "Community data boards approve every research use",
      "Benefit-sharing written into each data-access agreement",
      "Variant summaries returned in plain language"
    ],
    "impact": "12,600 participants enrolled across four partner communities",
    "link": "https://live.verdantcollective.example/community-genomes"
  },
  {
    "slug": "precision-plate",
    "order": 50,
    "category": "Nutrition",
    "title": "Precision Plate",
    "subtitle": "Personalised nutrition plans inside primary care",
    "description": "Glucose responses, microbiome profiles and food diaries shape meal plans that clinicians prescribe and adjust during routine visits, with grocery guidance that fits local food prices and cultures.",
    "features": [
      "Two-week continuous glucose monitoring at enrolment",
      "Meal plans reviewed by a registered dietitian",
      "Integrates with the clinic's existing health record",
      "Grocery lists priced against local shops each week"
    ],
    "impact": "HbA1c down 0.6 points on average in 820 pre-diabetic patients after six months",
    "link": "https://live.verdantcollective.example/precision-plate",
    "internalLink": "/services/nutritional-health"
  },
  {
    "slug": "sentinel-water-watch",
    "order": 60,
    "category": "Public Health",
    "title": "Sentinel Water Watch",
    "subtitle": "Wastewater surveillance as an early warning for outbreaks",
    "description": "Automated samplers at treatment plants measure pathogen genetic material every day. Our models turn the signal into district-level alerts that reach health officers about ten days before clinic cases rise.",
    "features": [
      "Daily sampling at 28 treatment plants",
      "Tracks influenza, RSV, SARS-CoV-2 and norovirus",
      "Alerts with confidence levels, not bare numbers",
      "Privacy by design: no household-level data is collected"
    ],
    "impact": "Median 10-day lead time over clinical case reports in 2024",
    "link": "https://live.verdantcollective.example/sentinel-water"
  }
];
