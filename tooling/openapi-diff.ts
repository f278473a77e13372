// `npm run openapi:diff -- <before.json> [<after.json>]`: what changed between two OpenAPI documents, key by key.
// Each document is flattened to one line per value (its JSON pointer, keys sorted), and the lines only in the first
// (-), only in the second (+) or different (~) are printed, then a count per operation and component. Without a
// second file, the document the routes generate now (no server needed). To review a change of the document: save
// main's (`curl localhost:3000/api/openapi.json > before.json`, or this script's own output with --write), change
// the routes, run this.
import fs from "node:fs";
import { buildApiDocument } from "../server/openapi/api-document.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const args = process.argv.slice(2);
const write = args.indexOf("--write");
if (write !== -1) {
  const file = args[write + 1];
  if (!file) throw new Error("--write needs a file name");
  fs.writeFileSync(file, `${JSON.stringify(await buildApiDocument(), null, 2)}\n`);
  console.log(`wrote ${file}`);
  process.exit(0);
}
const [beforeFile, afterFile] = args;
if (!beforeFile) {
  console.error("usage: npm run openapi:diff -- <before.json> [<after.json>]   (or -- --write <file>)");
  process.exit(2);
}
const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Json;
const before = read(beforeFile);
const after = afterFile ? read(afterFile) : (JSON.parse(JSON.stringify(await buildApiDocument())) as Json);

const escape = (key: string) => key.replaceAll("~", "~0").replaceAll("/", "~1");

/** Every value of the document under its JSON pointer; objects' keys in sorted order. */
function flatten(value: Json, pointer = "", lines = new Map<string, string>()) {
  if (Array.isArray(value)) {
    if (value.length === 0) lines.set(pointer, "[]");
    value.forEach((item, index) => flatten(item, `${pointer}/${index}`, lines));
  } else if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    if (keys.length === 0) lines.set(pointer, "{}");
    for (const key of keys) flatten(value[key]!, `${pointer}/${escape(key)}`, lines);
  } else lines.set(pointer, JSON.stringify(value));
  return lines;
}

const old = flatten(before);
const now = flatten(after);
const pointers = [...new Set([...old.keys(), ...now.keys()])].sort();
const changes = new Map<string, number>();
for (const pointer of pointers) {
  const [a, b] = [old.get(pointer), now.get(pointer)];
  if (a === b) continue;
  if (b === undefined) console.log(`- ${pointer}: ${a}`);
  else if (a === undefined) console.log(`+ ${pointer}: ${b}`);
  else console.log(`~ ${pointer}: ${a} → ${b}`);
  const area = pointer.split("/").slice(1, 4).join("/").replaceAll("~1", "/");
  changes.set(area, (changes.get(area) ?? 0) + 1);
}
console.log(changes.size === 0 ? "\nThe documents are the same." : "\nChanged values per area:");
for (const [area, count] of [...changes].sort()) console.log(`  ${String(count).padStart(5)}  ${area}`);
