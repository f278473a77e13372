// Generated from content/press/videos.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { ExplainerVideo } from "../schema.ts";

export const explainerVideos: readonly ExplainerVideo[] = [
  {
    "slug": "how-living-soils-works",
    "title": "How the Living Soils Network works",
    "description": "From a soil probe in a maize field to advice by SMS: the full data journey in four minutes.",
    "duration": "4:12",
    "type": "Animated explainer",
    "thumbnail": "leaf"
  },
  {
    "slug": "what-is-dynamic-consent",
    "title": "What is dynamic consent?",
    "description": "How genomic research participants control every use of their data, explained without jargon.",
    "duration": "3:05",
    "type": "Animated explainer",
    "thumbnail": "cells"
  },
  {
    "slug": "wastewater-early-warning",
    "title": "Reading a city's health in its wastewater",
    "description": "Field footage from a treatment plant and a walk through the alert dashboard used by health officers.",
    "duration": "6:40",
    "type": "Documentary short",
    "thumbnail": "network"
  }
];
