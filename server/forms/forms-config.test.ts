import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";

// The FORM_*, SMTP_URL, MAIL_FROM and MAIL_TO_* variables, read through loadConfig as the server reads them at start.
describe("forms configuration", () => {
  it("routes contact categories to their departments, with documented defaults", () => {
    const { forms } = loadConfig({
      MAIL_TO_GENERAL: "a@x.example, b@x.example",
      MAIL_TO_RESEARCH: "r@x.example",
    });
    expect(forms.contactRecipients.general).toEqual(["a@x.example", "b@x.example"]);
    expect(forms.contactRecipients.partnerships).toEqual(["a@x.example", "b@x.example"]);
    expect(forms.contactRecipients.research).toEqual(["r@x.example"]);
    expect(forms.contactRecipients.genomics).toEqual(["genomics@verdantcollective.example"]);
    expect(forms.applicationRecipients).toEqual(["careers@verdantcollective.example"]);
    expect(forms.minFillMs).toBe(3_000);
    expect(forms.rateLimit).toEqual({ limit: 10, windowMs: 900_000 });
    expect(forms.smtpUrl).toBeUndefined();
  });

  it("rejects a bad SMTP_URL or recipient list with one line each", () => {
    expect(() => loadConfig({ SMTP_URL: "http://mail", MAIL_TO_AGRO: "not an address" })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*MAIL_TO_AGRO must be one or more email addresses/,
    );
  });
});
