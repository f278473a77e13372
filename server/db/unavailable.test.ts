import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.ts";

describe("isDatabaseUnavailable", () => {
  it("recognises connection failures, also when wrapped", () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error("Failed query", { cause: Object.assign(new Error("terminating"), { code: "57P01" }) }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("does not treat query errors as an outage", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("syntax error"))).toBe(false);
  });
});
