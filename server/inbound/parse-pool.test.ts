import { afterEach, describe, expect, it } from "vitest";
import { pathologicalEmail, rawEmail } from "../../tests/support/raw-email.ts";
import { ParsePool, ParsePoolBusy } from "./parse-pool.ts";

// The reader's worker threads: started when the first email comes, reused, ended and replaced when an email runs
// over its time budget, refusing more than its waiting line holds, and all ended when it closes.

const pools: ParsePool[] = [];
const poolOf = (options: Partial<ConstructorParameters<typeof ParsePool>[0]> = {}) => {
  const pool = new ParsePool({ size: 1, timeoutMs: 30_000, maxWaiting: 8, ...options });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const short = () => rawEmail({ from: "Ada <ada@example.org>", subject: "Hello", text: "Short." });

describe("ParsePool", () => {
  it("starts a worker only when an email comes, and reads the next one with the same worker", async () => {
    const pool = poolOf();
    expect(pool.started).toBe(0);
    const first = await pool.parse(await short());
    expect(first).toMatchObject({
      outcome: "parsed",
      email: { fromAddress: "ada@example.org", text: "Short." },
    });
    expect((await pool.parse(await short())).outcome).toBe("parsed");
    expect(pool.started).toBe(1);
  });

  it("gives up on an email past its budget, ends that worker and reads the next one with a new worker", async () => {
    const pool = poolOf();
    expect(await pool.parse(pathologicalEmail(2_000_000), 1)).toEqual({ outcome: "timeout" });
    expect(await pool.parse(await short())).toMatchObject({ outcome: "parsed" });
    expect(pool.started).toBe(2);
  });

  it("says which email has no sender, apart from a reader that failed", async () => {
    const pool = poolOf();
    expect(await pool.parse(Buffer.from("Subject: nobody\r\n\r\nNo sender.\r\n"))).toEqual({
      outcome: "unreadable",
    });
  });

  it("refuses an email when its waiting line is full, and answers those waiting when it closes", async () => {
    const pool = poolOf({ maxWaiting: 1 });
    const waiting = pool.parse(await short());
    expect(() => pool.parse(Buffer.from("From: b@example.org\r\n\r\nx"))).toThrow(ParsePoolBusy);
    await pool.close();
    expect(await waiting).toMatchObject({ outcome: "failed" });
    expect(await pool.parse(await short())).toMatchObject({ outcome: "failed" });
  });
});
