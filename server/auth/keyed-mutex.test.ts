import { describe, expect, it } from "vitest";
import { KeyedMutex } from "./keyed-mutex.ts";

describe("KeyedMutex", () => {
  it("runs tasks of one key one at a time, in order, and tasks of other keys alongside", async () => {
    const mutex = new KeyedMutex();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates: (() => void)[] = [];
    const task = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => gates.push(resolve));
      order.push(n);
      running--;
      return n;
    };
    const results = [1, 2, 3].map((n) => mutex.run("ada", task(n)));
    const other = mutex.run("grace", async () => "other");
    expect(await other).toBe("other");
    // Release each waiting task as it starts: only ever one of "ada"'s tasks is inside.
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      expect(gates).toHaveLength(i + 1);
      gates[i]!();
    }
    expect(await Promise.all(results)).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    expect(most).toBe(1);
    expect(mutex.size).toBe(0);
  });

  it("goes on with the next task after one fails", async () => {
    const mutex = new KeyedMutex();
    const failing = mutex.run("k", async () => {
      throw new Error("boom");
    });
    const next = mutex.run("k", async () => "next");
    await expect(failing).rejects.toThrow("boom");
    expect(await next).toBe("next");
  });
});
