import { serverContent } from "../../content-reader/server-content.ts";
import { emailStages, type EmailStage } from "../../contract/pipeline.ts";
import { fillPlaceholders, type PlaceholderValues } from "../../contract/placeholders.ts";

// The interview invitation and the decline: content/stage-emails.yaml, read (and checked, placeholders included)
// when the server starts, like the acknowledgements.
const texts = serverContent().stageEmails;

export const isEmailStage = (stage: string): stage is EmailStage =>
  (emailStages as readonly string[]).includes(stage);

/** The stage's email, in Markdown, filled for one application. */
export function stageEmailBody(stage: EmailStage, values: PlaceholderValues): string {
  const text = texts.find((entry) => entry.for === stage);
  if (!text) throw new Error(`content/stage-emails.yaml has no entry for ${stage}`);
  return fillPlaceholders(text.body, values).trim();
}
