import { describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { Readiness } from "./readiness.ts";

function fakeDatabase(state: { migrated: boolean; answers: boolean }): Database {
  return {
    get migrated() {
      return state.migrated;
    },
    ping: () => (state.answers ? Promise.resolve() : Promise.reject(new Error("database down"))),
  } as Database;
}

describe("Readiness", () => {
  it("is ready once migrated and while the database answers", async () => {
    const state = { migrated: false, answers: true };
    const readiness = new Readiness(fakeDatabase(state));
    expect(await readiness.check()).toEqual({ reason: "migrations" });
    state.migrated = true;
    expect(await readiness.check()).toBeUndefined();
    state.answers = false;
    expect(await readiness.check()).toMatchObject({ reason: "database" });
  });

  it("is never ready again once drained", async () => {
    const readiness = new Readiness(fakeDatabase({ migrated: true, answers: true }));
    readiness.drain();
    expect(readiness.draining).toBe(true);
    expect(await readiness.check()).toEqual({ reason: "draining" });
  });
});
