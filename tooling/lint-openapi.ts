// `npm run lint:openapi`: writes the OpenAPI document the server serves (generated from the routes' schemas, no
// server or database needed) to build/openapi.json and lints it with Redocly (redocly.yaml, .redocly.lint-ignore.yaml). Any error or
// warning fails.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { buildApiDocument } from "../server/openapi/api-document.ts";

const file = "build/openapi.json";
fs.mkdirSync("build", { recursive: true });
fs.writeFileSync(file, `${JSON.stringify(await buildApiDocument(), null, 2)}\n`);
const result = spawnSync(
  "redocly",
  ["lint", file, "--config", "redocly.yaml", "--max-problems", "200", "--format", "stylish"],
  { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" },
);
process.stdout.write(result.stdout);
// Redocly exits 0 on warnings; the project takes none.
const warned = /\bwarning\b/.test(result.stdout) && !/0 warnings/.test(result.stdout);
process.exit(result.status !== 0 ? (result.status ?? 1) : warned ? 1 : 0);
