import { describe, expect, it } from "vitest";
import { emailProblem, nameProblem } from "./auth-input.ts";
import { authMessages, normalizeEmail } from "./auth-texts.ts";
import { loginRequestSchema, registerRequestSchema } from "./auth.ts";

describe("emailProblem", () => {
  it("accepts ordinary addresses, including single-script and Latin-plus-CJK ones", () => {
    for (const email of [
      "ada@example.org",
      "ada.lovelace+news@sub.example.co.uk",
      "josé@example.org",
      "Ünal@beispiel.de",
      "иван@пример.рф",
      "山田太郎@例え.jp",
      "yamada山田@example.jp",
    ]) {
      expect(emailProblem(email), email).toBeUndefined();
    }
  });

  it("refuses control characters, NUL included, and invisible characters", () => {
    for (const email of [
      "a\u0000b@example.org",
      "ada@exa\u0007mple.org",
      "ada\u0085@example.org",
      "ad\u200Ba@example.org",
      "ada\u200D@example.org",
      "\u202Eada@example.org",
      "ada@example\u2066.org",
      "\uFEFFada@example.org",
      "ad\u00ADa@example.org",
    ]) {
      expect(emailProblem(email), JSON.stringify(email)).toBe(authMessages.emailInvisibleCharacters);
    }
  });

  it("refuses look-alikes: mixed alphabets within a part, fullwidth letters and ligatures", () => {
    for (const email of [
      "p\u0430ypal@example.org", // Cyrillic а among Latin letters
      "ada@ex\u0430mple.org",
      "ada@g\u03BFogle.com", // Greek ο
      "\uFF41da@example.org", // fullwidth a
      "\uFB01nance@example.org", // the ﬁ ligature
    ]) {
      expect(emailProblem(email), email).toBe(authMessages.emailLookAlikeCharacters);
    }
  });

  it("reports 'Please enter a valid email address' for an address of the wrong shape", () => {
    expect(emailProblem("ada")).toBe("Please enter a valid email address");
    expect(emailProblem("ada@example")).toBe("Please enter a valid email address");
  });

  it("normalises to NFC, so composed and decomposed forms are the same address", () => {
    expect(normalizeEmail("Jose\u0301@Example.org")).toBe(normalizeEmail("Jos\u00E9@example.org"));
    const parsed = loginRequestSchema.parse({ email: "Jose\u0301@example.org", password: "x" });
    expect(parsed.email).toBe("jos\u00E9@example.org");
  });
});

describe("auth request schemas", () => {
  it("answer control characters in any field with a clear first message", () => {
    const base = { name: "Ada", email: "ada@example.org", password: "analytical-engine" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, email: "a\u0000b@example.org" }, authMessages.emailInvisibleCharacters],
      [{ ...base, password: "analytical\u0000engine" }, authMessages.passwordControlCharacters],
      [{ ...base, name: "Ada\u0000Lovelace" }, authMessages.nameControlCharacters],
      [{ ...base, name: "Ada \u202ELovelace" }, authMessages.nameControlCharacters],
    ];
    for (const [body, message] of cases) {
      const result = registerRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });

  it("cleans names like the other forms' single-line fields", () => {
    const parsed = registerRequestSchema.parse({
      name: "  Ada    Lovelace ",
      email: "ada@example.org",
      password: "analytical-engine",
    });
    expect(parsed.name).toBe("Ada Lovelace");
  });

  it("keeps bidirectional text that is only letters", () => {
    expect(nameProblem("\u05D0\u05D3\u05D4 Lovelace")).toBeUndefined();
  });
});
