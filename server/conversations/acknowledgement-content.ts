import { fileURLToPath } from "node:url";
import type { ContactCategory } from "../../contract/contact.ts";
import { content, type Content } from "../../app/content/load.ts";

type Acknowledgement = Content["acknowledgements"][number];

// What each acknowledgement says comes next and how soon people hear back: content/acknowledgements.yaml, read (and
// checked) when the server starts, like the jobs. The content check makes sure every form has its entry.
const entries = content(fileURLToPath(new URL("../../", import.meta.url))).acknowledgements;

export function acknowledgementFor(form: ContactCategory | "application"): Acknowledgement {
  const entry = entries.find((candidate) => candidate.for === form);
  if (!entry) throw new Error(`content/acknowledgements.yaml has no entry for ${form}`);
  return entry;
}
