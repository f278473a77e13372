import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { missingNodeFlags, SERVER_NODE_FLAGS } from "./runtime-flags.ts";

// V8 takes these flags only on the command line, so every way of starting the server spells them out: they must
// stay the same as the list the server checks itself against.
describe("the server's Node flags", () => {
  const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
    .scripts;

  it("are passed by npm start and npm run serve, which exec Node so that signals reach the server", () => {
    for (const [name, script] of [
      ["start", "tooling/start.ts"],
      ["serve", "server/main.ts"],
    ] as const) {
      expect(scripts[name]).toBe(`exec node ${SERVER_NODE_FLAGS.join(" ")} ${script}`);
    }
  });

  it("are passed by the systemd unit, which runs the project's Node on tooling/start.ts", () => {
    const unit = fs.readFileSync("deploy/verdant@.service", "utf8");
    expect(unit).toMatch(
      new RegExp(
        `^ExecStart=/srv/verdant/node_modules/\\.bin/node ${SERVER_NODE_FLAGS.join(" ")} tooling/start\\.ts$`,
        "m",
      ),
    );
  });

  it("names the ones missing from a process's arguments", () => {
    expect(missingNodeFlags([...SERVER_NODE_FLAGS])).toEqual([]);
    expect(missingNodeFlags(["--max-semi-space-size=8", "--max-old-space-size=2000"])).toEqual([
      "--liftoff-only",
      "--expose-gc",
      "--initial-old-space-size=128",
    ]);
  });
});
