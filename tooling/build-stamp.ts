import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_PUBLIC_ORIGIN } from "../app/content/site.ts";
import { filesUnder } from "./lib/files.ts";

// What `npm start` compares to decide whether the built site is current: one hash of every input the build reads
// (sources, content, the lockfile, the public origin it writes into the pages), written next to the build when it
// succeeds. Contents are hashed, not modification times: a fresh checkout or a copied folder keeps a valid build.

/** The files and folders the build reads, relative to the project's root. */
export const BUILD_INPUTS = [
  "app",
  "content",
  "contract",
  "public",
  "tooling",
  "types",
  "astro.config.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

export const STAMP_FILE = "build/stamp.json";
const SITE_INDEX = "build/client/index.html";

// Tests build nothing.
const isInput = (file: string) => !/\.test\.tsx?$/.test(file);

/**
 * The hash of the build's inputs under `root`, with the PUBLIC_ORIGIN the build would write into the pages: the
 * origin as the build uses it (app/content/site.ts), so unset and set to its default are one build.
 */
export function inputsStamp(root = process.cwd(), publicOrigin = process.env.PUBLIC_ORIGIN ?? ""): string {
  const hash = createHash("sha256");
  hash.update(`PUBLIC_ORIGIN=${(publicOrigin || DEFAULT_PUBLIC_ORIGIN).replace(/\/+$/, "")}\0`);
  for (const input of BUILD_INPUTS) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) continue;
    const files = fs.statSync(full).isDirectory() ? filesUnder(full).filter(isInput) : [full];
    for (const file of files) {
      hash.update(`${path.relative(root, file)}\0`);
      hash.update(fs.readFileSync(file));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}

export function writeStamp(stamp: string, root = process.cwd()) {
  const file = path.join(root, STAMP_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ stamp, builtAt: new Date().toISOString() })}\n`);
}

export type BuildState =
  | { state: "missing"; reason: string }
  | { state: "stale"; reason: string }
  | { state: "fresh"; reason: string };

/** Whether the site under `root` is built, and from the inputs there now. */
export function buildState(root = process.cwd(), stamp = inputsStamp(root)): BuildState {
  if (!fs.existsSync(path.join(root, SITE_INDEX))) return { state: "missing", reason: "no built site found" };
  let recorded: { stamp?: unknown; builtAt?: unknown };
  try {
    recorded = JSON.parse(fs.readFileSync(path.join(root, STAMP_FILE), "utf8")) as typeof recorded;
  } catch {
    return { state: "stale", reason: "the build has no stamp of its inputs" };
  }
  if (recorded.stamp !== stamp) {
    return { state: "stale", reason: `the sources changed since the build of ${String(recorded.builtAt)}` };
  }
  return { state: "fresh", reason: `built ${String(recorded.builtAt)} from the current sources` };
}
