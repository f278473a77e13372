// Regenerates server/auth/common-passwords.txt: the 10,000 most common passwords, in order, from the password list
// of the npm package @zxcvbn-ts/language-common (MIT; ranked from leaked-password corpora). Not a dependency: run
//   npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//   node tooling/generate-common-passwords.ts package/src/passwords.json
import fs from "node:fs";

const COUNT = 10_000;
const source = process.argv[2];
if (!source) {
  console.error("usage: node tooling/generate-common-passwords.ts <path to passwords.json>");
  process.exit(1);
}
const ranked = JSON.parse(fs.readFileSync(source, "utf8")) as string[];
const top = [...new Set(ranked.map((entry) => entry.trim().toLowerCase()).filter(Boolean))].slice(0, COUNT);
const header = [
  "# The 10,000 most common passwords, most common first, lower-cased.",
  "# Source: @zxcvbn-ts/language-common 4.1.3, src/passwords.json (MIT licence,",
  "# Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc.; Copyright (c) 2021 @zxcvbn-ts).",
  "# Regenerate with tooling/generate-common-passwords.ts.",
];
fs.writeFileSync("server/auth/common-passwords.txt", [...header, ...top].join("\n") + "\n");
console.log(`wrote ${top.length} passwords to server/auth/common-passwords.txt`);
