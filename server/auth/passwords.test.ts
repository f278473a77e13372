import { describe, expect, it } from "vitest";
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
