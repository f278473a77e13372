import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";

// The AUTH_* and provider variables, read through loadConfig as the server reads them at start.
describe("accounts configuration", () => {
  it("defaults to 12-hour and 30-day sessions, 10 failures per 15 minutes, no providers", () => {
    const { auth } = loadConfig({});
    expect(auth.sessionMs).toBe(12 * 3_600_000);
    expect(auth.rememberMeMs).toBe(30 * 86_400_000);
    expect(auth.login).toEqual({ maxFailures: 10, windowMs: 15 * 60_000 });
    expect(auth.google).toBeUndefined();
    expect(auth.facebook).toBeUndefined();
  });

  it("enables a provider only with both client id and secret", () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id" }).auth.google).toBeUndefined();
    const withGoogle = {
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "s",
      PUBLIC_ORIGIN: "https://x.example",
    };
    expect(loadConfig(withGoogle).auth.google?.issuer).toBe("https://accounts.google.com");
  });

  it("gives cookies the Secure flag in production even when NODE_ENV is written Production", () => {
    const { auth } = loadConfig({ NODE_ENV: "Production", PUBLIC_ORIGIN: "https://verdant.example" });
    expect(auth.secureCookies).toBe(true);
    // An http origin, which would leave the cookies without Secure, stops the start instead.
    expect(() => loadConfig({ NODE_ENV: "Production", PUBLIC_ORIGIN: "http://verdant.example" })).toThrow(
      /PUBLIC_ORIGIN must be an https:\/\/ URL when NODE_ENV is production/,
    );
  });
});
