// Title, description and path of every public page: the single source for <title>, meta tags, the sitemap and tests.
export interface PageInfo {
  path: string;
  title: string;
  description: string;
  /** Reached only from a link in an email: kept out of search engines and the sitemap. */
  noindex?: boolean;
}

export const pages = {
  home: {
    path: "/",
    title: "Verdant Collective — Engineering Intelligence. Decentralizing Systems. Regenerating Life.",
    description:
      "Verdant Collective is a transdisciplinary research collective uniting AI, blockchain, climate, agriculture, genomics, nutrition and health systems.",
  },
  vision: {
    path: "/vision",
    title: "Our Vision",
    description: "The mission, five core pillars and six flagship initiatives that guide Verdant Collective.",
  },
  company: {
    path: "/company",
    title: "Company",
    description: "Our story, values, leadership team, milestones since 2020 and strategic partners.",
  },
  careers: {
    path: "/careers",
    title: "Careers",
    description:
      "Open remote positions at Verdant Collective: genomics, AI, climate, blockchain and bioethics.",
  },
  aiCenter: {
    path: "/ai-center",
    title: "AI Center",
    description: "Key technologies, research methodologies and impact of the Verdant Collective AI Center.",
  },
  featuredInitiatives: {
    path: "/featured-initiatives",
    title: "Featured Initiatives",
    description:
      "Helix Discovery Platform, Precision Nutrition System and the Genetic Switches and Disease Prevention Platform.",
  },
  research: {
    path: "/research",
    title: "Research Center",
    description:
      "Open datasets, reports, AI models and publications from Verdant Collective's research programs.",
  },
  projects: {
    path: "/projects",
    title: "Projects",
    description:
      "Live projects across agriculture, climate, urban systems, genomics, nutrition and public health.",
  },
  services: {
    path: "/services",
    title: "Services",
    description:
      "Biological AI, precision nutrition, genomic data, decentralized governance and precision agtech services.",
  },
  serviceBioai: {
    path: "/services/bioai-platform",
    title: "BioAI Platform Development",
    description: "A custom biological-AI platform built around your data, models and research questions.",
  },
  serviceNutrition: {
    path: "/services/nutritional-health",
    title: "Nutritional Health Integration",
    description: "Personalised nutrition programs integrated into clinical and public health systems.",
  },
  serviceGenomic: {
    path: "/services/genomic-data",
    title: "Genomic Data Tokenization",
    description: "Tokenisation of genomic data with consent management and compliance advice.",
  },
  serviceGovernance: {
    path: "/services/decentralized-governance",
    title: "Decentralized Governance",
    description:
      "DAO-based governance for food and health systems, designed with the communities they serve.",
  },
  serviceAgtech: {
    path: "/services/precision-agtech",
    title: "Precision AgTech Platform",
    description: "An end-to-end precision agriculture platform from soil sensing to market.",
  },
  insights: {
    path: "/insights",
    title: "Insights",
    description: "Articles and whitepapers from Verdant Collective researchers.",
  },
  events: {
    path: "/events",
    title: "Events",
    description: "Upcoming events, webinar series and past gatherings of the Verdant Collective community.",
  },
  press: {
    path: "/press",
    title: "Press Kit",
    description:
      "Facts, project briefs, interviews, videos, visual assets and media contacts for journalists.",
  },
  contact: {
    path: "/contact",
    title: "Contact",
    description:
      "Contact Verdant Collective: general enquiries, genomics, agriculture and food partnerships.",
  },
  legal: {
    path: "/legal",
    title: "Legal and Compliance",
    description: "Compliance standards, governance, legal documents and disclaimer of Verdant Collective.",
  },
  terms: {
    path: "/terms",
    title: "Terms and Conditions",
    description: "The terms and conditions for using the Verdant Collective website and accounts.",
  },
  login: {
    path: "/login",
    title: "Login",
    description: "Sign in to your Verdant Collective account.",
  },
  register: {
    path: "/register",
    title: "Register",
    description: "Create a Verdant Collective account.",
  },
  verifyEmail: {
    path: "/verify-email",
    title: "Verify your email address",
    description: "Verify the email address of your Verdant Collective account.",
    noindex: true,
  },
  subscriptionConfirm: {
    path: "/subscriptions/confirm",
    title: "Confirm your subscription",
    description: "Confirm your subscription to Verdant Collective emails.",
    noindex: true,
  },
  subscriptionUnsubscribe: {
    path: "/subscriptions/unsubscribe",
    title: "Unsubscribe",
    description: "Stop receiving Verdant Collective emails.",
    noindex: true,
  },
  // The staff console: for staff accounts only, linked from the header for them alone.
  staff: {
    path: "/staff",
    title: "Staff console",
    description: "The staff console of Verdant Collective.",
    noindex: true,
  },
  // Where a form sent without JavaScript lands once stored (ADR 0007).
  contactThanks: {
    path: "/contact/thank-you",
    title: "Message sent",
    description: "Your message to Verdant Collective has been sent.",
    noindex: true,
  },
  careersThanks: {
    path: "/careers/thank-you",
    title: "Application sent",
    description: "Your application to Verdant Collective has been submitted.",
    noindex: true,
  },
  insightsThanks: {
    path: "/insights/thank-you",
    title: "Newsletter: check your inbox",
    description: "Confirm your subscription to the Verdant Collective newsletter.",
    noindex: true,
  },
  eventsThanks: {
    path: "/events/thank-you",
    title: "Event announcements: check your inbox",
    description: "Confirm your subscription to Verdant Collective event announcements.",
    noindex: true,
  },
} as const satisfies Record<string, PageInfo>;

/** The pages search engines may list (the sitemap's entries). */
export const indexablePaths: readonly string[] = Object.values(pages as Record<string, PageInfo>)
  .filter((page) => !page.noindex)
  .map((page) => page.path);

export type PageKey = keyof typeof pages;
