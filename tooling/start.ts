// `npm start`: builds the site only when it is missing or older than its inputs (tooling/build-stamp.ts), says which
// case it took, then runs the server in this process. A restart of an unchanged build goes straight to the server.
// In production (NODE_ENV=production) it never builds: the site is built once per deploy, before the servers start
// (docs/deployment.md), and two servers started together must not both write the same build folder. A missing or
// stale build there is a failed deploy: it says so and exits 1 without serving.
import { spawnSync } from "node:child_process";
import module from "node:module";
import { isProduction } from "../server/auth/auth.config.ts";
import { buildState } from "./build-stamp.ts";

// Node keeps the server's compiled modules on disk between starts (in the system's temporary folder): a restart
// skips most of the parsing and compiling.
module.enableCompileCache();

const { state, reason } = buildState();
if (state === "fresh") {
  console.log(`Build up to date (${reason}): starting the server.`);
} else if (isProduction(process.env.NODE_ENV)) {
  console.error(
    `Not starting: ${reason}. In production the site is built once per deploy, before the servers start: ` +
      `run "npm run build" in ${process.cwd()} with the servers' PUBLIC_ORIGIN, then start them (docs/deployment.md).`,
  );
  process.exit(1);
} else {
  console.log(`Building the site first: ${reason}.`);
  const build = spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import("../server/main.ts");
