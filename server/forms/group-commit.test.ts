import { describe, expect, it } from "vitest";
import { GroupCommit, type Outcome } from "./group-commit.ts";

describe("GroupCommit", () => {
  it("commits the jobs submitted in one turn together, and those arriving meanwhile in the next batch", async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit<number, number>(async (jobs) => {
      batches.push(jobs);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return jobs.map((job) => ({ ok: true, value: job * 10 }));
    });
    const first = [1, 2, 3].map((job) => commit.submit(job));
    await new Promise((resolve) => setImmediate(resolve));
    const second = [4, 5].map((job) => commit.submit(job));
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("runs a failed batch again one job at a time, so only the failing job is refused", async () => {
    const commit = new GroupCommit<number, number>(async (jobs) => {
      if (jobs.includes(2)) {
        if (jobs.length === 1) throw new Error("job 2 cannot be stored");
        throw new Error("the batch failed");
      }
      return jobs.map((job) => ({ ok: true, value: job }));
    });
    const results = await Promise.allSettled([1, 2, 3].map((job) => commit.submit(job)));
    expect(
      results.map((result) => (result.status === "fulfilled" ? result.value : String(result.reason))),
    ).toEqual([1, "Error: job 2 cannot be stored", 3]);
  });

  it("hands a job's own error to it, and runs a job answered 'again' in the following batch", async () => {
    const batches: string[][] = [];
    const commit = new GroupCommit<string, string>(async (jobs) => {
      batches.push(jobs);
      const seen = new Set<string>();
      return jobs.map((job): Outcome<string> => {
        if (seen.has(job)) return { again: true };
        seen.add(job);
        return job === "bad" ? { ok: false, error: new Error("refused") } : { ok: true, value: `${job}!` };
      });
    });
    const results = await Promise.allSettled(["a", "a", "bad"].map((job) => commit.submit(job)));
    expect(results.map((result) => (result.status === "fulfilled" ? result.value : "refused"))).toEqual([
      "a!",
      "a!",
      "refused",
    ]);
    expect(batches).toEqual([["a", "a", "bad"], ["a"]]);
  });
});
