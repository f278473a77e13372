import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { OutboxWorker } from "./outbox-worker.ts";

describe("OutboxWorker without SMTP_URL", () => {
  it("says once, at start, that email delivery is off, and touches no database", async () => {
    const warn = vi.fn();
    const log = { warn, info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const db = new Proxy({}, { get: () => expect.unreachable("the database is not used") }) as Db;
    const worker = new OutboxWorker(db, loadConfig({}).forms, log);
    expect(worker.enabled).toBe(false);
    worker.start();
    worker.notify();
    await worker.stop();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain("email delivery is off: SMTP_URL is not set");
  });
});

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
