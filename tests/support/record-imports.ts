// Loaded with `node --import` (through NODE_OPTIONS) into a server process: writes every module URL the process
// resolved to the file named by RECORD_IMPORTS_TO when it exits, so a test can tell which packages were loaded.
import fs from "node:fs";
import { registerHooks } from "node:module";

const file = process.env.RECORD_IMPORTS_TO;
if (file) {
  const seen = new Set<string>();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      seen.add(resolved.url);
      return resolved;
    },
  });
  process.on("exit", () => fs.writeFileSync(file, [...seen].join("\n")));
}
