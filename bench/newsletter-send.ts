// `npm run bench:newsletter`: how long the server takes to send one edition to BENCH_SUBSCRIBERS (10,000) confirmed
// subscribers on PGlite with the throttle off (NEWSLETTER_SEND_PER_MINUTE=0), into a local SMTP server that accepts
// everything. Seeds a throwaway data folder, starts the real server as a process on 127.0.0.1, and times from the
// server's start until the last subscriber's email is accepted. Not a test: it prints the figures (docs/performance.md).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CountingSink, prepareSend, sendEnv, waitFor } from "../tests/support/newsletter-send-run.ts";
import { startServerProcess } from "../tests/support/server-process.ts";

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-bench-newsletter-"));
const sink = new CountingSink();
try {
  let started = performance.now();
  await prepareSend(dataDir, SUBSCRIBERS);
  console.log(`seeded ${SUBSCRIBERS} subscribers and began the send in ${seconds(started)} s`);
  await sink.start();
  started = performance.now();
  const server = await startServerProcess(sendEnv(dataDir, sink));
  const up = performance.now();
  try {
    await waitFor(() => sink.deliveries.size >= SUBSCRIBERS, "every subscriber's email", 3_600_000);
  } finally {
    await server.stop();
  }
  const sending = (performance.now() - up) / 1000;
  console.log(
    `sent ${SUBSCRIBERS} emails (${sink.total} SMTP deliveries) in ${sending.toFixed(1)} s after the server ` +
      `was up (${seconds(started)} s with its start): ${(SUBSCRIBERS / sending).toFixed(0)} emails/s, ` +
      `${((SUBSCRIBERS / sending) * 60).toFixed(0)} a minute; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  await sink.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function seconds(from: number): string {
  return ((performance.now() - from) / 1000).toFixed(1);
}
