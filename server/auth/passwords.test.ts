import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { hashPassword, isCommonPassword, needsRehash, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("hashes with argon2id at OWASP's parameters and verifies", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(hash, "Correct horse battery staple")).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA")).toBe(true);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
  });

  it("knows the common passwords, in any case, and lets uncommon ones through", () => {
    for (const common of ["123456", "password", "Password1", "qwerty123", "iloveyou", "trustno1"]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    expect(isCommonPassword("analytical-engine-1843")).toBe(false);
  });

  it("refuses the site's context-specific words with only digits or symbols added", () => {
    for (const guess of [
      "Verdant2025!",
      "verdant collective",
      "VerdantCollective#1",
      "Regenerating-Life-2025",
    ]) {
      expect(isCommonPassword(guess), guess).toBe(true);
    }
    expect(isCommonPassword("verdant fields of barley")).toBe(false);
  });
});

describe("accounts configuration", () => {
  it("defaults to 12-hour and 30-day sessions, 10 failures per 15 minutes, no providers", () => {
    const { auth } = loadConfig({});
    expect(auth.sessionMs).toBe(12 * 3_600_000);
    expect(auth.rememberMeMs).toBe(30 * 86_400_000);
    expect(auth.login).toEqual({ maxFailures: 10, windowMs: 15 * 60_000 });
    expect(auth.google).toBeUndefined();
    expect(auth.facebook).toBeUndefined();
  });

  it("enables a provider only with both client id and secret", () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id" }).auth.google).toBeUndefined();
    const withGoogle = {
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "s",
      PUBLIC_ORIGIN: "https://x.example",
    };
    expect(loadConfig(withGoogle).auth.google?.issuer).toBe("https://accounts.google.com");
  });
});
