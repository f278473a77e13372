// The leadership team on /company: one Markdown file per person in content/team/, the biography below the front
// matter. Without a photo the person card draws an initials avatar.
import { content } from "./load.ts";

export const team = content().team;
export type { TeamMember } from "./schema.ts";

export { initialsOf } from "../lib/initials.ts";
