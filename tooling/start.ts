// `npm start`: builds the site only when it is missing or older than its inputs (tooling/build-stamp.ts), says which
// case it took, then runs the server in this process. A restart of an unchanged build goes straight to the server.
import { spawnSync } from "node:child_process";
import module from "node:module";
import { buildState } from "./build-stamp.ts";

// Node keeps the server's compiled modules on disk between starts (in the system's temporary folder): a restart
// skips most of the parsing and compiling.
module.enableCompileCache();

const { state, reason } = buildState();
if (state === "fresh") {
  console.log(`Build up to date (${reason}): starting the server.`);
} else {
  console.log(`Building the site first: ${reason}.`);
  const build = spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import("../server/main.ts");
