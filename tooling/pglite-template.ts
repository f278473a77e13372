// Makes the database template a new server copies instead of running initdb (server/db/pglite-memory.ts, ADR 0045):
// `node tooling/pglite-template.ts` writes build/pglite-template unless one made by the installed PGlite is there.
// Run by `npm run build` in a process of its own, with the server's Node flags: initdb in PGlite peaks near 600 MB.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgliteStartParams, saveTemplate, templateReady } from "../server/db/pglite-memory.ts";

if (templateReady()) {
  console.log("Database template up to date (build/pglite-template).");
} else {
  const started = performance.now();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-pglite-template-"));
  try {
    const folder = path.join(scratch, "pgdata");
    const client = await PGlite.create(folder, { startParams: pgliteStartParams() });
    await client.close();
    saveTemplate(folder);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  console.log(
    `Database template made in ${((performance.now() - started) / 1000).toFixed(1)} s (build/pglite-template).`,
  );
}
