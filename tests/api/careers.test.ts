import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationTexts } from "../../contract/application.ts";
import { jobIds } from "../../server/careers/job-ids.ts";
import { countRows, formsTestEnv, humanMeta, rows } from "../support/forms.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const valid = {
  name: "Rosalind Franklin",
  email: "rosalind@example.org",
  phone: "+44 20 7946 0000",
  position: "genomic-systems-architect",
  experience: "senior",
  location: "London",
  remoteWork: false,
  coverLetter: "I would like to join.\nThank you.",
  resume: "https://example.org/cv.pdf",
  portfolio: "http://example.org/work",
  linkedIn: "https://linkedin.example/in/rf",
  github: "https://github.example/rf",
  availability: "1-month",
};

describe(`POST /api/careers/apply on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...formsTestEnv, MAIL_TO_CAREERS: "jobs@example.org, hr@example.org" });
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    server.request("POST", "/api/careers/apply", { body, headers });

  it("stores an application with its notification email and answers 201 {id}", async () => {
    const response = await post({ ...valid, ...humanMeta });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [stored] = await rows<Record<string, unknown>>(
      server,
      `select * from job_applications where id = '${id}'`,
    );
    expect(stored).toMatchObject({
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      position: valid.position,
      experience: "senior",
      location: "London",
      remote_work: false,
      cover_letter: valid.coverLetter,
      resume: valid.resume,
      portfolio: valid.portfolio,
      linked_in: valid.linkedIn,
      github: valid.github,
      availability: "1-month",
    });
    const [queued] = await rows<Record<string, string>>(
      server,
      `select * from mail_outbox where ref_id = '${id}'`,
    );
    expect(queued).toMatchObject({ kind: "application", recipients: "jobs@example.org, hr@example.org" });
    expect(queued!.text_body).toContain("Cover letter:\nI would like to join.");
  });

  it("accepts every job id and fills the defaults: remote work yes, availability flexible, links empty", async () => {
    for (const position of jobIds) {
      const response = await post({
        name: "A",
        email: "a@example.org",
        position,
        experience: "entry",
        coverLetter: "Hi",
        ...humanMeta,
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const [stored] = await rows<Record<string, unknown>>(
        server,
        `select * from job_applications where id = '${id}'`,
      );
      expect(stored).toMatchObject({
        position,
        remote_work: true,
        availability: "flexible",
        resume: "",
        phone: "",
      });
    }
  });

  it("accepts a 10,000-character cover letter", async () => {
    expect((await post({ ...valid, coverLetter: "c".repeat(10_000), ...humanMeta })).status).toBe(201);
  });

  const invalid: [string, Record<string, unknown>, string[]][] = [
    ["a missing name", { name: "" }, ["Please enter your name"]],
    ["an invalid email", { email: "rosalind" }, ["Please enter a valid email address"]],
    ["a phone over 50 characters", { phone: "1".repeat(51) }, ["Phone must be at most 50 characters"]],
    ["an unknown position", { position: "ceo" }, ["Please choose one of the listed positions"]],
    ["a missing position", { position: undefined }, ["Please choose one of the listed positions"]],
    ["an unknown experience level", { experience: "guru" }, ["Please choose your experience level"]],
    [
      "a location over 200 characters",
      { location: "l".repeat(201) },
      ["Location must be at most 200 characters"],
    ],
    ["remoteWork that is not a boolean", { remoteWork: "yes" }, ["Remote work must be true or false"]],
    ["a missing cover letter", { coverLetter: " \n " }, ["Please write a cover letter"]],
    [
      "a cover letter over 10,000 characters",
      { coverLetter: "c".repeat(10_001) },
      ["Cover letter must be at most 10,000 characters"],
    ],
    [
      "a resume that is not a web address",
      { resume: "javascript:alert(1)" },
      ["Resume must be a web address starting with http:// or https://"],
    ],
    [
      "a relative portfolio link",
      { portfolio: "/me" },
      ["Portfolio must be a web address starting with http:// or https://"],
    ],
    [
      "an ftp LinkedIn link",
      { linkedIn: "ftp://x.example" },
      ["LinkedIn must be a web address starting with http:// or https://"],
    ],
    [
      "a GitHub link that is not text",
      { github: 7 },
      ["GitHub must be a web address starting with http:// or https://"],
    ],
    [
      "an unknown availability",
      { availability: "someday" },
      ["Please choose one of the listed availability options"],
    ],
    [
      "all required fields missing",
      {
        name: undefined,
        email: undefined,
        position: undefined,
        experience: undefined,
        coverLetter: undefined,
      },
      [
        "Please enter your name",
        "Please enter a valid email address",
        "Please choose one of the listed positions",
        "Please choose your experience level",
        "Please write a cover letter",
      ],
    ],
  ];
  for (const [label, change, details] of invalid) {
    it(`answers 400 with one sentence per problem for ${label}, storing nothing`, async () => {
      const before = await countRows(server, "job_applications");
      const response = await post({ ...valid, ...change, ...humanMeta });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: "Some of the information you sent is not valid.",
        details,
      });
      expect(await countRows(server, "job_applications")).toBe(before);
    });
  }

  it("keeps a filled honeypot or a too-fast submission aside: 201 like any other, stored as spam, no email", async () => {
    for (const extra of [
      { ...humanMeta, website: "x" },
      { website: "", formStartedAt: 5, formSentAt: 6 },
    ]) {
      const response = await post({ ...valid, ...extra });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const [stored] = await rows<{ spam_verdict: string; name: string }>(
        server,
        `select spam_verdict, name from job_applications where id = '${id}'`,
      );
      expect(stored).toEqual({ spam_verdict: "spam", name: valid.name });
      expect(await countRows(server, `mail_outbox where ref_id = '${id}'`)).toBe(0);
    }
  });

  it("accepts the documented body alone, without the browser's spam signals", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await countRows(server, `mail_outbox where ref_id = '${id}'`)).toBe(1);
  });

  it("answers a retry with the same Idempotency-Key with the first answer and stores one copy", async () => {
    const body = { ...valid, name: "Idempotent Applicant", ...humanMeta };
    const headers = { "idempotency-key": "application-1" };
    const first = (await (await post(body, headers)).json()) as { id: string };
    const second = await post(body, headers);
    expect(second.status).toBe(201);
    expect(((await second.json()) as { id: string }).id).toBe(first.id);
    expect(
      await rows(server, "select id from job_applications where name = 'Idempotent Applicant'"),
    ).toHaveLength(1);
  });

  it("answers 413, 400 and 415 to oversized, malformed and non-JSON bodies", async () => {
    expect((await post({ ...valid, coverLetter: "c".repeat(1_000_000), ...humanMeta })).status).toBe(413);
    const malformed = await post("{");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "The request body is not valid JSON." });
    expect((await post("hello", { "content-type": "text/plain" })).status).toBe(415);
  });

  it("keeps the fixed success and failure texts in the contract", () => {
    expect(applicationTexts.success).toBe("Application submitted successfully!");
    expect(applicationTexts.failurePrefix).toBe("Failed to submit application: ");
    expect(applicationTexts.missingRequired).toBe(
      "Please fill out all required fields: Name, Email, Position, Experience, and Cover Letter.",
    );
  });
});

describe(`application rate limit on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ FORM_RATE_LIMIT: "1" });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers 429 with Retry-After after the limit and stores nothing more", async () => {
    const post = () => server.request("POST", "/api/careers/apply", { body: { ...valid, ...humanMeta } });
    expect((await post()).status).toBe(201);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await countRows(server, "job_applications")).toBe(1);
  });
});
