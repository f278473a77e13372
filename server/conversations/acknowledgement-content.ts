import type { ContactCategory } from "../../contract/contact.ts";
import { serverContent } from "../../content-reader/server-content.ts";
import type { Acknowledgement } from "../../content-reader/server-collections.ts";

// What each acknowledgement says comes next and how soon people hear back: content/acknowledgements.yaml, read (and
// checked) when the server starts, like the jobs. The content check makes sure every form has its entry.
const entries = serverContent().acknowledgements;

export function acknowledgementFor(form: ContactCategory | "application"): Acknowledgement {
  const entry = entries.find((candidate) => candidate.for === form);
  if (!entry) throw new Error(`content/acknowledgements.yaml has no entry for ${form}`);
  return entry;
}
