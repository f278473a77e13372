// Site-wide facts and contact details: the one place to change an address or a number.

/** Where the site is published when PUBLIC_ORIGIN is not set at build time. */
export const DEFAULT_PUBLIC_ORIGIN = "https://verdantcollective.example";

/**
 * The public origin of the site, fixed at build time: Vite replaces `import.meta.env.PUBLIC_ORIGIN` with the
 * PUBLIC_ORIGIN of the build (astro.config.ts); build code run by Node reads the same variable directly.
 */
function buildOrigin(): string {
  const fromBundle = import.meta.env?.PUBLIC_ORIGIN;
  const fromNode = typeof process === "undefined" ? undefined : process.env.PUBLIC_ORIGIN;
  const origin = fromBundle ?? fromNode;
  return (origin ? origin : DEFAULT_PUBLIC_ORIGIN).replace(/\/+$/, "");
}

export const site = {
  name: "Verdant Collective",
  tagline: "Engineering Intelligence. Decentralizing Systems. Regenerating Life.",
  /** Absolute origin (no trailing slash) of canonical URLs, feeds, calendars and share images. */
  url: buildOrigin(),
  emails: {
    general: "hello@verdantcollective.example",
    genomics: "genomics@verdantcollective.example",
    agro: "agro@verdantcollective.example",
    legal: "legal@verdantcollective.example",
    press: "press@verdantcollective.example",
  },
  phone: { display: "+1 (555) 014-2025", href: "tel:+15550142025" },
  social: [
    { label: "GitHub", href: "https://github.example/verdant-collective" },
    { label: "LinkedIn", href: "https://linkedin.example/company/verdant-collective" },
    { label: "Mastodon", href: "https://mastodon.example/@verdant" },
  ],
  copyrightYear: 2025,
} as const;
