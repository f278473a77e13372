import { projects } from "./projects.ts";
import { site } from "./site.ts";

// Press Kit content (SPEC §3 Press items). Briefs are generated from the project records, so they never disagree.

/** Company facts (SPEC §9), word for word in their figures. */
export const companyFacts: readonly { figure: string; label: string }[] = [
  { figure: "2020", label: "Founded" },
  { figure: "5", label: "Continents" },
  { figure: "12", label: "Research centres" },
  { figure: "150+", label: "Team members" },
  { figure: "25", label: "Pilot countries" },
  { figure: "50+", label: "Research partnerships" },
  { figure: "15", label: "Open-source repositories" },
  { figure: "75+", label: "Publications" },
];

export const boilerplate =
  "Verdant Collective is a transdisciplinary research collective working at the meeting point of artificial intelligence, blockchain, climate, agriculture, genomics, nutrition and health systems. Founded in 2020 and operating remotely across five continents, it builds open tools and community-governed data systems that regenerate land and improve health.";

export interface ProjectBrief {
  slug: string;
  title: string;
  description: string;
  type: string;
  /** Page count of the generated PDF. */
  pages: number;
  date: string;
  downloadUrl: string;
}

export const projectBriefs: readonly ProjectBrief[] = projects.map((project) => ({
  slug: project.slug,
  title: `${project.title} Project Brief`,
  description: project.subtitle,
  type: `${project.category} project`,
  pages: 1,
  date: "2025-02-01",
  downloadUrl: `/assets/pdfs/press/${project.slug}-brief.pdf`,
}));

export interface Interview {
  slug: string;
  title: string;
  interviewee: string;
  description: string;
  type: "Written" | "Video" | "Podcast";
  date: string;
  /** "12 min read" for written interviews, a duration for video and podcast. */
  length: string;
  outlet: string;
  /** Transcript excerpt or summary shown when the interview is opened. */
  excerpt: readonly { speaker?: string; text: string }[];
}

export const interviews: readonly Interview[] = [
  {
    slug: "open-science-regeneration",
    title: "Open science is how regeneration scales",
    interviewee: "Dr. Elena Marquez, Founder and Executive Director",
    description:
      "On why the collective publishes its data, models and failures, and how a remote organisation stays accountable.",
    type: "Written",
    date: "2025-01-22",
    length: "9 min read",
    outlet: "Regenerative Economy Review",
    excerpt: [
      { speaker: "Interviewer", text: "Why publish data that competitors could use?" },
      {
        speaker: "Elena Marquez",
        text: "Because the problems we work on are bigger than any one organisation. When we released the soil dataset, three universities found errors in our calibration within a month. Our models got better because we were open.",
      },
      { speaker: "Interviewer", text: "How do you stay accountable without a head office?" },
      {
        speaker: "Elena Marquez",
        text: "Everything that matters is written down and public: budgets, decisions, results. Members vote on priorities every year, and partner communities sit on the boards that approve data use.",
      },
    ],
  },
  {
    slug: "ai-for-the-rest-of-us",
    title: "AI for the rest of the world",
    interviewee: "Dr. Kenji Nakamura, Chief Science Officer",
    description:
      "Why models trained on narrow data fail most people, and what ancestry-aware genomics changes.",
    type: "Video",
    date: "2024-12-11",
    length: "18 min",
    outlet: "Science Frontiers Live",
    excerpt: [
      {
        text: "Summary: Kenji Nakamura explains how adding genomes from under-represented ancestries raised the accuracy of rare-disease variant ranking, why interpretability matters to clinicians, and how the collective decides which models to release openly.",
      },
      {
        speaker: "Kenji Nakamura",
        text: "A model is only as fair as the people in its training data. We measure performance separately for every group we serve, and we publish those numbers.",
      },
    ],
  },
  {
    slug: "food-is-infrastructure",
    title: "Food is health infrastructure",
    interviewee: "Dr. Priya Raman, Director of Health Systems",
    description: "On bringing personalised nutrition into primary care and paying for it through outcomes.",
    type: "Podcast",
    date: "2025-02-18",
    length: "42 min",
    outlet: "The Preventive Medicine Podcast",
    excerpt: [
      {
        text: "Summary: Priya Raman describes the Precision Plate pilot, from glucose monitoring to grocery lists priced against local shops, and argues that health systems should fund nutrition the way they fund medicines: by results.",
      },
      {
        speaker: "Priya Raman",
        text: "If a plan asks a family to buy food they cannot afford, it is not personalised. Affordability was the single strongest predictor of whether patients stayed with the programme.",
      },
    ],
  },
];

export interface ExplainerVideo {
  slug: string;
  title: string;
  description: string;
  duration: string;
  type: string;
  thumbnail: "leaf" | "cells" | "network";
}

export const explainerVideos: readonly ExplainerVideo[] = [
  {
    slug: "how-living-soils-works",
    title: "How the Living Soils Network works",
    description:
      "From a soil probe in a maize field to advice by SMS: the full data journey in four minutes.",
    duration: "4:12",
    type: "Animated explainer",
    thumbnail: "leaf",
  },
  {
    slug: "what-is-dynamic-consent",
    title: "What is dynamic consent?",
    description:
      "How genomic research participants control every use of their data, explained without jargon.",
    duration: "3:05",
    type: "Animated explainer",
    thumbnail: "cells",
  },
  {
    slug: "wastewater-early-warning",
    title: "Reading a city's health in its wastewater",
    description:
      "Field footage from a treatment plant and a walk through the alert dashboard used by health officers.",
    duration: "6:40",
    type: "Documentary short",
    thumbnail: "network",
  },
];

export interface VisualAssetCategory {
  slug: string;
  category: string;
  description: string;
  /** Number of files in the generated archive. */
  itemCount: number;
  formats: readonly string[];
  downloadUrl: string;
}

export const visualAssetCategories: readonly VisualAssetCategory[] = [
  {
    slug: "logos",
    category: "Logos",
    description: "Primary logo, logo mark and wordmark in colour, dark and light versions.",
    itemCount: 6,
    formats: ["SVG"],
    downloadUrl: "/assets/press/logos.zip",
  },
  {
    slug: "colour-palette",
    category: "Colour Palette",
    description: "Brand and accent colour swatches with hex values, and the category colours used in charts.",
    itemCount: 3,
    formats: ["SVG", "TXT"],
    downloadUrl: "/assets/press/colour-palette.zip",
  },
  {
    slug: "iconography",
    category: "Iconography",
    description:
      "Icons for our six focus areas: agriculture, climate, urban systems, genomics, nutrition and public health.",
    itemCount: 6,
    formats: ["SVG"],
    downloadUrl: "/assets/press/iconography.zip",
  },
  {
    slug: "patterns",
    category: "Patterns and Motifs",
    description: "Organic network patterns (cells, leaves, nodes and edges) for backgrounds and slides.",
    itemCount: 3,
    formats: ["SVG"],
    downloadUrl: "/assets/press/patterns.zip",
  },
  {
    slug: "data-graphics",
    category: "Data Graphics",
    description: "Ready-made charts of headline figures: pilot countries, partnerships and project impact.",
    itemCount: 3,
    formats: ["SVG"],
    downloadUrl: "/assets/press/data-graphics.zip",
  },
  {
    slug: "social-cards",
    category: "Social Media Cards",
    description: "Share cards for each live project, sized 1200 × 630 for links on social platforms.",
    itemCount: 6,
    formats: ["SVG"],
    downloadUrl: "/assets/press/social-cards.zip",
  },
];

export interface MediaContact {
  name: string;
  role: string;
  email: string;
  phone: string;
  focus: string;
}

export const mediaContacts: readonly MediaContact[] = [
  {
    name: "Amara Okafor",
    role: "Head of Communications",
    email: site.emails.press,
    phone: site.phone.display,
    focus: "Interviews with leadership, company news and partnerships",
  },
  {
    name: "Lukas Brenner",
    role: "Science Media Liaison",
    email: site.emails.press,
    phone: site.phone.display,
    focus: "Research results, datasets, video files and expert commentary",
  },
];
