// A closed-loop HTTP client for the benchmarks: `connections` keep-alive connections, each sending its next request
// as soon as the previous answer has arrived, for `seconds`. Built on undici, which honours `Connection: close`: when
// the server recycles a socket (maxRequestsPerSocket, server/app.ts) the next request goes on a new connection, so a
// recycled socket costs one reconnect, never an answer. autocannon kept sending on the closed socket and counted the
// server's refusals as if they were pages.
import { Pool } from "undici";

export interface ClosedLoopRequest {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  /** A new body per request (distinct form posts). */
  body?: () => string;
}

export interface ClosedLoopResult {
  /** Answers by status code; "error" counts requests that got no answer (reset, refused, timed out). */
  statuses: Record<string, number>;
  /** Answers with the status the line measures, per second of the run. */
  rate: number;
  /** Milliseconds, over the answers with the measured status only. */
  p50: number;
  p99: number;
  /** Bytes per second of the measured answers' bodies. */
  bytesPerSecond: number;
  /** Connections opened over the run (the first `connections` plus each reconnect). */
  connectionsOpened: number;
  seconds: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Runs the loop against `origin` and counts only the answers whose status is `expect` (200 for a page, 201 for a
 * form post) in the rate and the percentiles; every other status and error is tallied apart for the caller to print.
 */
export async function closedLoop(
  origin: string,
  request: ClosedLoopRequest,
  { connections, seconds, expect }: { connections: number; seconds: number; expect: number },
): Promise<ClosedLoopResult> {
  let connectionsOpened = 0;
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  pool.on("connect", () => connectionsOpened++);
  const statuses: Record<string, number> = {};
  let latencies = new Float64Array(1 << 16);
  let measured = 0;
  let bytes = 0;
  const started = performance.now();
  const ends = started + seconds * 1000;

  const loop = async () => {
    while (performance.now() < ends) {
      const sent = performance.now();
      try {
        const body = request.body?.();
        const answer = await pool.request({
          method: request.method ?? "GET",
          path: request.path,
          headers:
            body === undefined
              ? request.headers
              : { ...request.headers, "content-length": String(Buffer.byteLength(body)) },
          body,
        });
        let size = 0;
        for await (const chunk of answer.body) size += (chunk as Buffer).length;
        const code = String(answer.statusCode);
        statuses[code] = (statuses[code] ?? 0) + 1;
        if (answer.statusCode === expect) {
          if (measured === latencies.length) {
            const grown = new Float64Array(latencies.length * 2);
            grown.set(latencies);
            latencies = grown;
          }
          latencies[measured++] = performance.now() - sent;
          bytes += size;
        }
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  const sorted = latencies.subarray(0, measured).sort();
  return {
    statuses,
    rate: Math.round(measured / elapsed),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    bytesPerSecond: bytes / elapsed,
    connectionsOpened,
    seconds: elapsed,
  };
}

/** The statuses other than the measured one, as "503 × 12, error × 1" (empty when there were none). */
export function unexpected(statuses: Record<string, number>, expect: number): string {
  return Object.entries(statuses)
    .filter(([code]) => code !== String(expect))
    .map(([code, count]) => `${code} × ${count}`)
    .join(", ");
}
