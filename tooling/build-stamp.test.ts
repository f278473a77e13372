import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildState, inputsStamp, writeStamp } from "./build-stamp.ts";

// `npm start` builds only when buildState says the site is missing or older than its inputs.
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-stamp-"));
  roots.push(root);
  fs.mkdirSync(path.join(root, "content/jobs"), { recursive: true });
  fs.writeFileSync(path.join(root, "content/jobs/ai-researcher.md"), "title: AI Researcher\n");
  fs.writeFileSync(path.join(root, "package-lock.json"), "{}\n");
  return root;
}

function built(root: string) {
  fs.mkdirSync(path.join(root, "build/client"), { recursive: true });
  fs.writeFileSync(path.join(root, "build/client/index.html"), "<!doctype html>");
  writeStamp(inputsStamp(root, ""), root);
}

describe("buildState", () => {
  it("is missing without a built site, and stale when the build has no stamp", () => {
    const root = project();
    expect(buildState(root, inputsStamp(root, "")).state).toBe("missing");
    fs.mkdirSync(path.join(root, "build/client"), { recursive: true });
    fs.writeFileSync(path.join(root, "build/client/index.html"), "<!doctype html>");
    expect(buildState(root, inputsStamp(root, ""))).toEqual({
      state: "stale",
      reason: "the build has no stamp of its inputs",
    });
  });

  it("is fresh right after a build, and stale once content, the lockfile or the public origin change", () => {
    const root = project();
    built(root);
    expect(buildState(root, inputsStamp(root, "")).state).toBe("fresh");
    expect(buildState(root, inputsStamp(root, "https://example.org")).state).toBe("stale");

    fs.appendFileSync(path.join(root, "content/jobs/ai-researcher.md"), "department: Research\n");
    expect(buildState(root, inputsStamp(root, "")).state).toBe("stale");
    built(root);
    fs.writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion": 3}\n');
    expect(buildState(root, inputsStamp(root, "")).state).toBe("stale");
  });

  it("stays fresh when only a test, a bench or a file outside the inputs changes", () => {
    const root = project();
    fs.mkdirSync(path.join(root, "bench"), { recursive: true });
    fs.mkdirSync(path.join(root, "tooling"), { recursive: true });
    built(root);
    fs.writeFileSync(path.join(root, "bench/load.ts"), "// a bench\n");
    fs.writeFileSync(path.join(root, "tooling/site-files.test.ts"), "// a test\n");
    fs.mkdirSync(path.join(root, "server"));
    fs.writeFileSync(path.join(root, "server/main.ts"), "// the server runs from source\n");
    expect(buildState(root, inputsStamp(root, "")).state).toBe("fresh");
  });

  it("is the same whether PUBLIC_ORIGIN is unset, empty, the default or the default with a trailing slash", () => {
    // The build writes the default origin into the pages when none is set, so these builds are one build: a server
    // started with PUBLIC_ORIGIN set to its default must not find the build stale.
    const root = project();
    const unset = inputsStamp(root, "");
    expect(inputsStamp(root, "https://verdantcollective.example")).toBe(unset);
    expect(inputsStamp(root, "https://verdantcollective.example/")).toBe(unset);
    expect(inputsStamp(root, "https://example.org")).not.toBe(unset);
  });
});
