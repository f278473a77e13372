// The leadership team on /company: one Markdown file per person in content/team/, the biography below the front
// matter. The person card draws a portrait from the file (a field map of their work, never a photograph).
import { content } from "./load.ts";

export const team = content().team;
export type { TeamMember } from "./schema.ts";
