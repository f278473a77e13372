import fs from "node:fs";
import { describe, expect, it } from "vitest";

// contract/README.md: one scheme per domain. A file's last word, when it names a role, is one of these.
const ROLES = new Set(["schemas", "texts", "examples", "markdown"]);
// Words that name a role in another scheme (how the files were once named): each has its word in ROLES.
const OTHER_ROLE_WORDS = new Set([
  "messages",
  "responses",
  "strings",
  "copy",
  "types",
  "schema",
  "text",
  "example",
]);

const files = fs
  .readdirSync(new URL("../contract/", import.meta.url))
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));

describe("contract/ file names", () => {
  it("name each file's role with the README's words", () => {
    const readme = fs.readFileSync(new URL("../contract/README.md", import.meta.url), "utf8");
    const shared = new Set([...readme.matchAll(/`([\w-]+\.ts)`/g)].map((match) => match[1]));
    const misnamed = files.filter((name) => {
      if (shared.has(name)) return false;
      const last = name.slice(0, -".ts".length).split("-").at(-1)!;
      return OTHER_ROLE_WORDS.has(last) && !ROLES.has(last);
    });
    expect(misnamed).toEqual([]);
  });
});
