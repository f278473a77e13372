import fs from "node:fs";
import path from "node:path";

/** Every file under `dir` (at any depth) whose name `accept` takes, as paths joined to `dir`, sorted. */
export function filesUnder(dir: string, accept: (name: string) => boolean = () => true): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && accept(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
