import { site } from "./site.ts";

// The department cards of the Contact page: general enquiries, genomics, and agriculture and food.
export interface Department {
  id: "general" | "genomics" | "agro";
  title: string;
  description: string;
  email: string;
}

export const departments: readonly Department[] = [
  {
    id: "general",
    title: "General enquiries",
    description: "Questions about the collective, media requests, speaking invitations and anything else.",
    email: site.emails.general,
  },
  {
    id: "genomics",
    title: "Genomics and health research",
    description:
      "Joining the Helix Discovery Platform, data-access requests and clinical research partnerships.",
    email: site.emails.genomics,
  },
  {
    id: "agro",
    title: "Agriculture and food systems",
    description: "Field pilots, soil-sensor networks, farmer cooperatives and food-system partnerships.",
    email: site.emails.agro,
  },
];
