import { site } from "./site.ts";

// The three department cards of the Contact page (SPEC §2 Contact): general, genomics, agro/food.
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
