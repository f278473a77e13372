// Generated from content/press/media-contacts.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { MediaContact } from "../schema.ts";

export const mediaContacts: readonly MediaContact[] = [
  {
    "name": "Amara Okafor",
    "role": "Head of Communications",
    "email": "press@verdantcollective.example",
    "phone": "+1 (555) 014-2025",
    "focus": "Interviews with leadership, company news and partnerships"
  },
  {
    "name": "Lukas Brenner",
    "role": "Science Media Liaison",
    "email": "press@verdantcollective.example",
    "phone": "+1 (555) 014-2025",
    "focus": "Research results, datasets, video files and expert commentary"
  }
];
