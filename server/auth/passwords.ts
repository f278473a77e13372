import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { hash, parseOptions, verify, type Algorithm, type Options } from "@node-rs/argon2";

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB of memory, 2 iterations, 1 lane.
// (Algorithm is a const enum the type-stripping runtime cannot read: 2 is Argon2id.)
const ARGON2ID = 2 as Algorithm;
export const argon2Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/**
 * How many password verifications this process has run, and the most that ran at once: a probe for tests and
 * diagnostics (the login limits promise a bound on both).
 */
export const passwordChecks = { started: 0, running: 0, mostAtOnce: 0 };

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  passwordChecks.started++;
  passwordChecks.running++;
  passwordChecks.mostAtOnce = Math.max(passwordChecks.mostAtOnce, passwordChecks.running);
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed check, never a 500 that would tell this account apart.
    return false;
  } finally {
    passwordChecks.running--;
  }
}

/** True when a stored hash was made with other parameters than today's, so it should be replaced on login. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const options = parseOptions(passwordHash);
    return (
      options.algorithm !== argon2Options.algorithm ||
      options.memoryCost !== argon2Options.memoryCost ||
      options.timeCost !== argon2Options.timeCost ||
      options.parallelism !== argon2Options.parallelism
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash of a random password nobody knows. Logins for unknown emails (or accounts without a password) verify
 * against it, so they cost the same time as a real check and do not reveal which emails have accounts.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
  return dummyHash;
}

/**
 * Context-specific words (ASVS 6.1.2, listed in docs/security.md): the organisation, the site and its themes. A
 * password that is one of them, whatever its case and whatever digits, spaces or symbols surround it
 * ("Verdant2025!", "verdant collective"), is refused like a common one.
 */
export const CONTEXT_WORDS = [
  "verdant",
  "verdantcollective",
  "collective",
  "engineeringintelligence",
  "decentralizingsystems",
  "regeneratinglife",
  "helix",
  "helixdiscovery",
  "bioai",
  "genomics",
  "agtech",
  "precisionagtech",
] as const;
const contextWords = new Set<string>(CONTEXT_WORDS);

let commonPasswords: Set<string> | undefined;
/**
 * The ~10,000 most common passwords (server/auth/common-passwords.txt), compared case-insensitively, and the
 * context-specific words above with only digits, spaces or symbols added.
 */
export function isCommonPassword(password: string): boolean {
  const letters = password.toLowerCase().replace(/[^\p{L}]+/gu, "");
  if (contextWords.has(letters)) return true;
  commonPasswords ??= new Set(
    fs
      .readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#")),
  );
  return commonPasswords.has(password.trim().toLowerCase());
}
