// Site-wide facts and contact details: the one place to change an address or a number.
export const site = {
  name: "Verdant Collective",
  tagline: "Engineering Intelligence. Decentralizing Systems. Regenerating Life.",
  url: "https://verdantcollective.example",
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
