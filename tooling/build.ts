// `npm run build`: always builds. The fonts are subset first (they are inputs of the pages), then the stamp of the
// inputs is taken, Astro builds, and the stamp is written only once the build has succeeded (tooling/build-stamp.ts).
import { spawnSync } from "node:child_process";
import { SERVER_NODE_FLAGS } from "../server/runtime-flags.ts";
import { inputsStamp, writeStamp } from "./build-stamp.ts";

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(process.execPath, ["tooling/fonts/subset-fonts.ts", "--quiet"]);
const stamp = inputsStamp();
run("astro", ["build"], { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" });
// After Astro has exited, so the two peaks of memory do not add up.
run(process.execPath, [...SERVER_NODE_FLAGS, "tooling/pglite-template.ts"]);
run(process.execPath, ["tooling/country-table.ts"]);
writeStamp(stamp);
