import { describe, expect, it } from "vitest";
import { applicationSchemaFor } from "./application.ts";
import { contactMessageSchema } from "./contact.ts";
import { changePasswordRequestSchema } from "./account.ts";
import { changeEmailRequestSchema } from "./account-profile.ts";
import { loginRequestSchema, registerRequestSchema } from "./auth.ts";
import { cleanMultiLine, cleanSingleLine, fieldErrors } from "./form-text.ts";
import { passkeyRenameRequestSchema } from "./passkeys.ts";
import { noteRequestSchema, roleRequestSchema } from "./staff-schemas.ts";
import { subscriptionSchema } from "./subscription.ts";

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
      name: "Please enter your name",
      email: "Please enter a valid email address",
      message: "Please enter your message",
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

describe("the punctuation rule (contract/form-problems.ts)", () => {
  // Every message a form shows next to a field, in its error summary and in an answer's details: none ends with a
  // full stop, like the site's fixed field messages ('Please enter a valid email address').
  const fieldMessages =
    (schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } }) =>
    (values: object) =>
      schema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];
  const tooLong = "x".repeat(20_000);
  const cases: [string, string[]][] = [
    [
      "contact",
      [
        ...fieldMessages(contactMessageSchema)({
          name: "",
          email: "",
          subject: "",
          message: "",
          category: "x",
        }),
        ...fieldMessages(contactMessageSchema)({
          name: tooLong,
          email: `${tooLong}@example.org`,
          organization: tooLong,
          subject: tooLong,
          message: tooLong,
        }),
      ],
    ],
    [
      "application",
      [
        ...fieldMessages(applicationSchema)({
          name: "",
          email: "",
          position: "x",
          experience: "x",
          coverLetter: "",
        }),
        ...fieldMessages(applicationSchema)({
          name: tooLong,
          email: "a@example.org",
          phone: tooLong,
          location: tooLong,
          position: "ai-researcher",
          experience: "mid",
          coverLetter: tooLong,
          resume: "x",
          portfolio: "x",
          linkedIn: "x",
          github: "x",
          remoteWork: "x",
          availability: "x",
        }),
      ],
    ],
    ["newsletter and events", fieldMessages(subscriptionSchema)({ email: "x" })],
    ["register", fieldMessages(registerRequestSchema)({ name: "", email: "", password: "" })],
    ["login", fieldMessages(loginRequestSchema)({ email: "", password: "" })],
    ["change password", fieldMessages(changePasswordRequestSchema)({ currentPassword: 1, newPassword: "" })],
    ["change email", fieldMessages(changeEmailRequestSchema)({ email: "", currentPassword: 1 })],
    ["passkey name", fieldMessages(passkeyRenameRequestSchema)({ name: "" })],
    ["staff note", fieldMessages(noteRequestSchema)({ note: "" })],
    ["staff role", fieldMessages(roleRequestSchema)({ email: 1, role: "staff" })],
  ];
  it.each(cases)("holds for the %s form's field messages", (_form, messages) => {
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).not.toMatch(/\.$/);
  });
});
