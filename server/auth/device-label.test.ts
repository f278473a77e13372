import { describe, expect, it } from "vitest";
import { deviceLabel } from "./device-label.ts";

describe("deviceLabel", () => {
  it("names the browser and the system, and nothing else of the User-Agent", () => {
    expect(
      deviceLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0"),
    ).toBe("Firefox on Windows");
    expect(
      deviceLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
  });
  it("says nothing for a missing or unrecognisable header", () => {
    expect(deviceLabel(undefined)).toBeUndefined();
    expect(deviceLabel("")).toBeUndefined();
    expect(deviceLabel("curl/8.5.0")).toBeUndefined();
  });
});
