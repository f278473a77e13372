// `npm run bench:login`: how long one login takes on this machine, and whether a login for an unknown email takes
// as long as one for a known email (it should: the server verifies against a dummy argon2id hash). Not a test: it
// prints figures. Runs the real app in-process on a throwaway PGlite database, on 127.0.0.1 only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARMUP = 5;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-bench-"));
// The API needs no built site; a stand-in page keeps the static-file plugin happy.
const staticDir = path.join(dataDir, "site");
fs.mkdirSync(staticDir, { recursive: true });
fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>bench</title>");
fs.writeFileSync(path.join(staticDir, "404.html"), "<!doctype html><title>404</title>");
fs.writeFileSync(path.join(dataDir, "csp-manifest.json"), JSON.stringify({ version: 1, pages: {} }));

const config = loadConfig({
  DATA_DIR: dataDir,
  STATIC_DIR: staticDir,
  LOG_LEVEL: "silent",
  AUTH_LOGIN_MAX_FAILURES: "1000000",
  AUTH_REGISTER_MAX_PER_IP: "1000000",
});
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

interface Timing {
  status: number;
  ms: number;
}

async function post(pathname: string, body: unknown): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(base + pathname, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

try {
  const account = { name: "Bench Mark", email: "bench@example.org", password: "a-long-benchmark-passphrase" };
  const registered = await post("/api/auth/register", { ...account, rememberMe: false });
  if (registered.status !== 201) throw new Error(`registration failed with ${registered.status}`);

  const success: number[] = [];
  const knownWrong: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    // Interleaved in a rotating order, so drift in machine load and position in the round affect all three alike.
    const attempts = [
      () => post("/api/auth/login", { email: account.email, password: account.password }),
      () => post("/api/auth/login", { email: account.email, password: "wrong-password" }),
      () => post("/api/auth/login", { email: `nobody${round}@example.org`, password: "wrong-password" }),
    ];
    const results: Timing[] = [];
    for (let step = 0; step < attempts.length; step++) {
      const index = (round + step) % attempts.length;
      results[index] = await attempts[index]!();
    }
    const [ok, wrong, missing] = results as [Timing, Timing, Timing];
    if (ok.status !== 200 || wrong.status !== 401 || missing.status !== 401) {
      throw new Error(`unexpected statuses ${ok.status}, ${wrong.status}, ${missing.status}`);
    }
    if (round < WARMUP) continue;
    success.push(ok.ms);
    knownWrong.push(wrong.ms);
    unknown.push(missing.ms);
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const format = (ms: number) => `${ms.toFixed(1)} ms`;
  const knownMedian = median(knownWrong);
  const unknownMedian = median(unknown);
  console.log(
    `login benchmark: ${ROUNDS} rounds after ${WARMUP} warm-up rounds, ${database.kind}, ${os.cpus().length} cores`,
  );
  console.log(`  successful login (argon2id m=19456 t=2 p=1 + session):   median ${format(median(success))}`);
  console.log(`  wrong password, known email:                             median ${format(knownMedian)}`);
  console.log(`  wrong password, unknown email:                           median ${format(unknownMedian)}`);
  console.log(
    `  known - unknown email difference:                        ${format(knownMedian - unknownMedian)} ` +
      `(${(((knownMedian - unknownMedian) / knownMedian) * 100).toFixed(1)}% of a failed login)`,
  );
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
