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
