// An edition's archive address: the day sending began and its subject in words, /newsletters/2026-11-30-field-notes.

const MAX_WORDS_LENGTH = 60;

/** `<day>-<subject as lower-case words>`, with -2, -3, ... when the day already has an edition of that name. */
export function editionSlug(day: string, subject: string, taken: ReadonlySet<string>): string {
  const words =
    subject
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, MAX_WORDS_LENGTH)
      .replace(/-+$/, "") || "edition";
  const base = `${day}-${words}`;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
