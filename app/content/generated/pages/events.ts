// Generated from content/pages/events.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"events"> = {
  "hero": {
    "tagline": "Resources",
    "lead": "Summits, hackathons, roundtables and regular webinars where researchers, farmers, clinicians and communities work through real problems together."
  },
  "upcoming": {
    "eyebrow": "Save the date",
    "title": "Upcoming events"
  },
  "webinars": {
    "eyebrow": "Online, free",
    "title": "Regular webinar series",
    "lead": "Join live or catch up later: every session is recorded and captioned."
  },
  "past": {
    "eyebrow": "Looking back",
    "title": "Past events and their outcomes"
  },
  "subscribe": {
    "title": "Never miss an event",
    "text": "Get an email when registration opens for a new event or webinar season. Two or three emails a quarter."
  },
  "host": {
    "title": "Host an event with us",
    "text": "Planning a workshop, field day or hackathon on regenerative systems? We co-host events with partners and can bring speakers, datasets and mentors."
  }
};
