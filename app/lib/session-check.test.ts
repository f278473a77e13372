import { afterEach, describe, expect, it, vi } from "vitest";
import { takeSessionCheck } from "./session-check.ts";

describe("takeSessionCheck", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("hands the header script's answer to the check of the same token, once", async () => {
    const response = Promise.resolve(new Response('{"user":null}'));
    vi.stubGlobal("window", { vcSessionCheck: { token: "t0k3n", response } });
    expect(takeSessionCheck("another")).toBeUndefined();
    expect(takeSessionCheck("t0k3n")).toBe(response);
    expect(takeSessionCheck("t0k3n")).toBeUndefined();
  });

  it("gives nothing when the header script asked nothing (no stored session when it ran)", () => {
    vi.stubGlobal("window", {});
    expect(takeSessionCheck("t0k3n")).toBeUndefined();
  });
});
