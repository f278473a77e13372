// The client side of bench:analytics' ingestion, run in a worker thread: the server under test lives in the bench's
// main thread, and a client sharing that thread would take its time from the server it measures. Sends `hits` beacons
// from `concurrency` clients as fast as they are answered, or, given a `rate`, that many per second for `seconds`;
// each hit from its own address, while a probe times GET / one request at a time.
import { parentPort, workerData } from "node:worker_threads";
import autocannon from "autocannon";

export interface ClientJob {
  base: string;
  hits: number;
  concurrency: number;
  idleRounds: number;
  /** Paced instead of as fast as possible: hits per second, for `seconds`. */
  rate?: number;
  seconds?: number;
  /** The first hit's number, so that every hit of a run has an address of its own. */
  firstHit?: number;
}

export interface ClientResult {
  /** GET / times before the hits, sorted, in ms. */
  idle: number[];
  /** GET / times while the hits were sent, sorted, in ms. */
  whileIngesting: number[];
  /** From the first hit sent to the last one answered, in ms. */
  answeredMs: number;
  /** Answers other than 2xx, errors and timeouts. */
  failures: number;
  /** Hits sent. */
  sent: number;
}

const browser = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return performance.now() - started;
}

async function run({
  base,
  hits,
  concurrency,
  idleRounds,
  rate,
  seconds,
  firstHit = 0,
}: ClientJob): Promise<ClientResult> {
  const idle: number[] = [];
  for (let i = 0; i < idleRounds; i += 1) idle.push(await timedGet(`${base}/`));
  const whileIngesting: number[] = [];
  let ingesting = true;
  const probe = (async () => {
    while (ingesting) whileIngesting.push(await timedGet(`${base}/`));
  })();
  let sent = firstHit;
  parentPort?.postMessage("hits started");
  const started = performance.now();
  // autocannon: undici's fetch spent more of this thread per request than the server spent answering it.
  const result = await autocannon({
    url: `${base}/api/event`,
    connections: concurrency,
    ...(rate ? { overallRate: rate, duration: seconds } : { amount: hits }),
    method: "POST",
    requests: [
      {
        setupRequest(request) {
          const n = sent++;
          return {
            ...request,
            headers: {
              "content-type": "text/plain;charset=UTF-8",
              "user-agent": browser,
              "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({
              k: "v",
              u: `/page-${n % 50}?utm_source=bench`,
              r: "https://example.org/",
              w: 1280,
            }),
          };
        },
      },
    ],
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  const answeredMs = performance.now() - started;
  ingesting = false;
  await probe;
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return {
    idle: sorted(idle),
    whileIngesting: sorted(whileIngesting),
    answeredMs,
    failures,
    sent: sent - firstHit,
  };
}

if (parentPort) parentPort.postMessage(await run(workerData as ClientJob));
