import { authMessages, EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "./auth-texts.ts";

// Rules for what people type into the account forms, shared by the pages (before sending) and the server (which
// decides). No zod here, so the login page's bundle stays small.

// C0 and C1 control characters, NUL included: never part of an email, a password, a name or a sign-in code.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
// Characters that change how text is drawn without being seen: bidirectional controls (embeddings, overrides,
// isolates, marks), zero-width spaces and joiners, word joiner, invisible operators, soft hyphen, byte-order mark,
// variation selectors, tag characters, fillers.
const INVISIBLE_RANGES: [number, number][] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xe0000, 0xe0fff],
];

function hasInvisibleCharacters(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0)!;
    if (INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to)) return true;
  }
  return false;
}
// Bidirectional overrides and isolates in names would reorder the text around them (in emails to staff, in logs).
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/**
 * Letters from more than one writing system in one part of an address (`pаypal` with a Cyrillic а) are how
 * look-alike addresses are made. Following Unicode TS #39's "highly restrictive" level, each part (the local part,
 * each domain label) may use one script, or Latin together with the Japanese, Chinese or Korean scripts.
 */
const SCRIPTS: [string, RegExp][] = [
  ["Latin", /\p{Script=Latin}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Armenian", /\p{Script=Armenian}/u],
  ["Hebrew", /\p{Script=Hebrew}/u],
  ["Arabic", /\p{Script=Arabic}/u],
  ["Devanagari", /\p{Script=Devanagari}/u],
  ["Thai", /\p{Script=Thai}/u],
  ["Georgian", /\p{Script=Georgian}/u],
  ["Han", /\p{Script=Han}/u],
  ["Hiragana", /\p{Script=Hiragana}/u],
  ["Katakana", /\p{Script=Katakana}/u],
  ["Hangul", /\p{Script=Hangul}/u],
  ["Bopomofo", /\p{Script=Bopomofo}/u],
];
const ALLOWED_MIXES = [
  new Set(["Latin", "Han", "Hiragana", "Katakana"]),
  new Set(["Latin", "Han", "Bopomofo"]),
  new Set(["Latin", "Han", "Hangul"]),
];

function scriptOf(character: string): string | undefined {
  if (!/[\p{L}\p{M}\p{N}]/u.test(character)) return undefined;
  if (/\p{Script=Common}|\p{Script=Inherited}/u.test(character)) return undefined;
  for (const [name, pattern] of SCRIPTS) if (pattern.test(character)) return name;
  return "Other";
}

function mixesScripts(part: string): boolean {
  const scripts = new Set<string>();
  for (const character of part) {
    const script = scriptOf(character);
    if (script) scripts.add(script);
  }
  if (scripts.size <= 1) return false;
  return !ALLOWED_MIXES.some((allowed) => [...scripts].every((script) => allowed.has(script)));
}

/**
 * Why an email cannot be used, or undefined when it can. Checked on the NFC form: control and invisible characters,
 * compatibility look-alikes (fullwidth letters, ligatures: text that NFKC would change), mixed scripts, then the
 * basic shape (one @, a dot in the domain, no spaces).
 */
export function emailProblem(value: string): string | undefined {
  // A lone surrogate would be stored as U+FFFD, so "\ud800" and "\udfff" would open the same account; U+FFFD
  // itself is what a broken encoding leaves behind, never part of a real address.
  if (!value.isWellFormed() || value.includes("\uFFFD")) return authMessages.invalidEmail;
  if (hasControlCharacters(value) || hasInvisibleCharacters(value))
    return authMessages.emailInvisibleCharacters;
  const email = value.normalize("NFC").trim();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) return authMessages.invalidEmail;
  if (email !== email.normalize("NFKC")) return authMessages.emailLookAlikeCharacters;
  const at = email.lastIndexOf("@");
  const parts = [email.slice(0, at), ...email.slice(at + 1).split(".")];
  if (parts.some(mixesScripts)) return authMessages.emailLookAlikeCharacters;
  return undefined;
}

export function passwordHasControlCharacters(value: string): boolean {
  return hasControlCharacters(value);
}

/** Control characters and bidirectional controls are refused in names; other cleaning is the forms' own. */
export function nameProblem(value: string): string | undefined {
  if (hasControlCharacters(value) || BIDI_CONTROL.test(value)) return authMessages.nameControlCharacters;
  return undefined;
}
