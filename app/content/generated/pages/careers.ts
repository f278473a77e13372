// Generated from content/pages/careers.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"careers"> = {
  "hero": {
    "tagline": "Work that regenerates",
    "lead": "Join a remote-first collective of scientists and engineers who own what they build. Every position is global, full-time and comes with a real say in how the collective is run.",
    "action": "See open positions"
  },
  "benefits": {
    "eyebrow": "Why join us",
    "title": "Benefits of the collective"
  },
  "positions": {
    "eyebrow": "Open positions",
    "title": "{count} open positions",
    "lead": "All roles are Remote / Global and full-time. Salaries are annual ranges in US dollars; every role includes governance equity."
  },
  "closing": {
    "title": "Don't see your role?",
    "text": "We welcome open applications from researchers, engineers, designers and community organisers. Tell us what you would build with us.",
    "actions": [
      "Contact us"
    ]
  }
};
