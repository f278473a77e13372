// The server the end-to-end tests talk to: the production build, a throwaway PGlite folder, generous rate limits.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../server/runtime-flags.ts";
import { startLocalGoogle } from "./e2e-oauth-provider.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-e2e-"));
const google = await startLocalGoogle();
// With the Node flags production runs with (server/runtime-flags.ts).
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/main.ts"], {
  stdio: "inherit",
  env: {
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    // Browser tests fill forms in milliseconds and all come from 127.0.0.1: no fill-time check, roomy rate limits.
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "10000",
    // Every test registers from 127.0.0.1: the per-IP limits would otherwise stop the suite (tests/api covers them).
    AUTH_REGISTER_MAX_PER_IP: "10000",
    AUTH_LOGIN_MAX_FAILURES: "10000",
    ...google.env,
    // Required with a sign-in provider configured: callback URLs and cookie flags come only from here.
    PUBLIC_ORIGIN: `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    ...process.env,
    DATA_DIR: dataDir,
    E2E: "1",
  },
});
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => {
  void google.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
