import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { relyingParty } from "./relying-party.ts";

const rpOf = (env: Record<string, string>) => relyingParty(loadConfig(env));

describe("relyingParty", () => {
  it("is PUBLIC_ORIGIN's host and origin, never the request's", () => {
    expect(rpOf({ PUBLIC_ORIGIN: "https://verdant.example/some/path" })).toEqual({
      id: "verdant.example",
      origin: "https://verdant.example",
      name: "Verdant Collective",
    });
    expect(rpOf({ PUBLIC_ORIGIN: "http://localhost:4321" })).toMatchObject({
      id: "localhost",
      origin: "http://localhost:4321",
    });
  });

  it("moves a loopback address to localhost, the one loopback name browsers accept as an RP id", () => {
    expect(rpOf({ PUBLIC_ORIGIN: "http://127.0.0.1:4192" })).toMatchObject({
      id: "localhost",
      origin: "http://localhost:4192",
    });
    expect(rpOf({ PUBLIC_ORIGIN: "http://[::1]:3000" })).toMatchObject({
      id: "localhost",
      origin: "http://localhost:3000",
    });
  });

  it("is this machine's own port at localhost while PUBLIC_ORIGIN is unset (development)", () => {
    expect(rpOf({ PORT: "3000" })).toMatchObject({ id: "localhost", origin: "http://localhost:3000" });
  });
});
