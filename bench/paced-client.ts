// An open-loop client: sends `rate` requests a second for `seconds` over at most `connections` keep-alive
// connections, and times each answer from the moment it was due, not from the moment it was sent. A closed-loop tool
// (autocannon, even with its rate option) sends nothing while the server stalls and so leaves the stall out of its
// percentiles ("coordinated omission"); here a request that had to wait for a free connection counts its wait.
// Like wrk2's calibration period, the first `warmupSeconds` run at the same rate and are left out of the figures:
// they open the connections, which a loaded Node server accepts one per turn of its event loop (https://github.com/libuv/libuv/pull/3696).
import http from "node:http";

export interface PacedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: () => string;
}

export interface PacedResult {
  /** Requests sent after the warm-up (those the figures describe). */
  sent: number;
  /** Answers by status code; "error" for a request that got no answer. */
  statuses: Record<string, number>;
  /** The same for the warm-up's requests (stored all the same). */
  warmupStatuses: Record<string, number>;
  /** Answered per second, over the time from the first due moment to the last answer. */
  rate: number;
  /** Milliseconds from each request's due moment to its answer's end. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function paced(
  base: string,
  request: PacedRequest,
  {
    rate,
    seconds,
    connections,
    warmupSeconds = 0,
  }: { rate: number; seconds: number; connections: number; warmupSeconds?: number },
): Promise<PacedResult> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const warmup = Math.round(rate * warmupSeconds);
  const total = warmup + Math.round(rate * seconds);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const warmupStatuses: Record<string, number> = {};
  const answers: Promise<void>[] = [];
  const started = performance.now();

  let measuredFrom = 0;
  const send = (due: number, counted: boolean) =>
    new Promise<void>((resolve) => {
      const body = request.body?.();
      const outgoing = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          headers:
            body === undefined
              ? request.headers
              : { ...request.headers, "content-length": Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            if (counted) latencies.push(performance.now() - due);
            const tally = counted ? statuses : warmupStatuses;
            const code = String(response.statusCode);
            tally[code] = (tally[code] ?? 0) + 1;
            resolve();
          });
        },
      );
      outgoing.on("error", () => {
        const tally = counted ? statuses : warmupStatuses;
        tally.error = (tally.error ?? 0) + 1;
        resolve();
      });
      outgoing.end(body);
    });

  // Requests fall due at exact intervals; the loop sleeps until the next is due and sends all that are due then, so
  // a late timer makes no request later than the others.
  let next = 0;
  while (next < total) {
    const now = performance.now();
    while (next < total && started + (next * 1000) / rate <= now) {
      const due = started + (next * 1000) / rate;
      if (next === warmup) measuredFrom = due;
      answers.push(send(due, next >= warmup));
      next += 1;
    }
    const wait = started + (next * 1000) / rate - performance.now();
    if (next < total) await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
  }
  await Promise.all(answers);
  const elapsed = performance.now() - measuredFrom;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent: total - warmup,
    statuses,
    warmupStatuses,
    rate: Math.round((latencies.length * 1000) / elapsed),
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? Number.NaN),
  };
}
