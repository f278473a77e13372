import { describe, expect, it } from "vitest";
import { scheduleCheckpoints, type Checkpoint } from "./pglite-checkpoints.ts";

const MB = 2 ** 20;

/** A stand-in for PGlite: the write-ahead log since the last checkpoint and its age, and the statements it ran. */
function fakeDatabase(walBytes: number, ageMs = 0) {
  const executed: string[] = [];
  return {
    executed,
    client: {
      query: async () => ({ rows: [{ since: String(walBytes), age: ageMs }] }),
      exec: async (sql: string) => {
        executed.push(sql);
        return [];
      },
    } as never,
  };
}

async function oneRound(database: ReturnType<typeof fakeDatabase>, lastStatementAt: () => number) {
  const taken: Checkpoint[] = [];
  const timer = scheduleCheckpoints(database.client, {
    everyMs: 5,
    quietBytes: 32 * MB,
    forceBytes: 96 * MB,
    quietMs: 50,
    idleCheckpointMs: 300_000,
    lastStatementAt,
  });
  timer.events.on("checkpoint", (checkpoint) => taken.push(checkpoint));
  await new Promise((resolve) => setTimeout(resolve, 40));
  await timer.stop();
  return taken;
}

const busy = () => performance.now();
const quiet = () => performance.now() - 1_000;

describe("the checkpoints PGlite's server takes itself", () => {
  it("waits for a quiet moment once 32 MB of log were written", async () => {
    const database = fakeDatabase(40 * MB);
    expect(await oneRound(database, busy)).toEqual([]);
    const taken = await oneRound(database, quiet);
    expect(taken[0]).toMatchObject({ reason: "quiet", walBytes: 40 * MB });
    expect(database.executed[0]).toBe("checkpoint");
  });

  it("takes one between transactions at 96 MB even when never quiet", async () => {
    const taken = await oneRound(fakeDatabase(100 * MB), busy);
    expect(taken[0]).toMatchObject({ reason: "forced" });
  });

  it("takes one after five quiet minutes with any log written, and none with nothing written", async () => {
    expect((await oneRound(fakeDatabase(8_192, 301_000), quiet))[0]).toMatchObject({ reason: "idle" });
    expect(await oneRound(fakeDatabase(0, 301_000), quiet)).toEqual([]);
  });
});
