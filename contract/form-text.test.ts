import { describe, expect, it } from "vitest";
import { applicationSchemaFor } from "./application.ts";
import { contactMessageSchema } from "./contact.ts";
import { cleanMultiLine, cleanSingleLine, fieldErrors } from "./form-text.ts";

// The open positions are the job files (content/jobs/); the contract takes them as a parameter.
const applicationSchema = applicationSchemaFor(["ai-researcher"]);

describe("text cleaning", () => {
  it("turns control characters in single-line fields into single spaces and trims", () => {
    expect(cleanSingleLine("  Ada\r\nBcc:\u0000 x\u0085y\t ")).toBe("Ada Bcc: x y");
  });

  it("keeps line breaks and tabs in multi-line fields, normalised to \\n", () => {
    expect(cleanMultiLine("a\r\nb\rc\u0007\td\u001b[31m")).toBe("a\nb\nc\td[31m");
  });
});

describe("contract schemas", () => {
  it("give the browser one message per field, in the server's words", () => {
    const result = contactMessageSchema.safeParse({ name: " ", email: "x", subject: "s", message: "" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid email address.",
      message: "Please enter your message.",
    });
  });

  it("accept only absolute http(s) links and treat blank ones as absent", () => {
    const base = {
      name: "A",
      email: "a@example.org",
      position: "ai-researcher",
      experience: "mid",
      coverLetter: "Hi",
    };
    expect(applicationSchema.parse({ ...base, resume: "  " }).resume).toBe("");
    expect(applicationSchema.parse({ ...base, resume: "https://x.example/cv" }).resume).toBe(
      "https://x.example/cv",
    );
    for (const resume of ["x.example/cv", "javascript:alert(1)", "mailto:a@x.example", "http://"]) {
      expect(applicationSchema.safeParse({ ...base, resume }).success).toBe(false);
    }
  });
});
