// The Node.js flags the server runs with (ADR 0045, docs/performance.md "Where the memory goes"). V8 reads them only
// on the command line: package.json's start and serve scripts, the systemd unit (deploy/) and bench/server.ts pass
// them, and server/runtime-flags.test.ts checks that each place says the same.
//
// --liftoff-only: PGlite's PostgreSQL runs as WebAssembly, which V8 first compiles with its baseline compiler
//   (Liftoff) and recompiles when hot with its optimising one. Recompiling PostgreSQL's SQL parser (raw_parser, one
//   105 kB function) took 600 MB for about two seconds, once per process, usually within the first seconds of work:
//   alone more than the whole server needs. Liftoff-only code costs about 15 % more CPU per contact post.
// --max-semi-space-size=8: V8 let the young generation grow to 128 MB (two 64 MB halves) on this server, resident
//   and mostly empty; 8 MB halves cost more frequent, shorter young collections.
// --max-old-space-size=2000: not a limit (systemd's MemoryMax is, deploy/), but V8 sizes its heap growing factor from
//   it. Left to the machine's size (4 GB here) V8 lets the old generation grow to 4 x its live size before a full
//   collection: at 10,000 requests/s dead objects piled up to 230 MB beside a 50-60 MB live heap, and bench:load
//   peaked at 470-546 MiB on a quiet machine. Under 2 GB the factor is at most 2: 398-401 MiB, same throughput.
//   Smaller values shrink the factor further (384: 1.35, 348-354 MiB) but cost a third of the static throughput,
//   as the full collections' marking takes the second core from the requests.
// --expose-gc: for collectStartGarbage below, once per process.
// --initial-old-space-size=128: V8 lets the old generation reach 128 MB before its first full collection under load,
//   then sizes it from what survives. Without it, once the idle heap had shrunk to 43 MB, V8 sized the limit from
//   that and marked so often under load that half the runs served 16,000-19,000 pages/s instead of 23,000-30,000
//   (the marking takes the second core). It changes nothing at idle (216-218 MiB).
export const SERVER_NODE_FLAGS = [
  "--liftoff-only",
  "--max-semi-space-size=8",
  "--max-old-space-size=2000",
  "--expose-gc",
  "--initial-old-space-size=128",
] as const;

/**
 * One full collection that returns memory to the system (V8's "last resort": what it does under memory pressure),
 * `delayMs` after the server listens. Starting leaves some 20 MB of V8's heap committed and empty; V8's own memory
 * reducer gives it back only 8 s after the last full collection, which came at 1.5 s or at 6.6 s depending on the
 * run, so an idle server held 217-257 MiB at 10 s (216-228 MiB with this). It pauses the process for about 70 ms,
 * once. Nothing happens when the process was started without --expose-gc.
 */
export function collectStartGarbage(delayMs = 1_000): void {
  const gc = (
    globalThis as { gc?: (options: { type: string; execution: string; flavor: string }) => unknown }
  ).gc;
  if (!gc) return;
  setTimeout(() => gc({ type: "major", execution: "sync", flavor: "last-resort" }), delayMs).unref();
}

/** The flags of SERVER_NODE_FLAGS this process was not started with. */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return SERVER_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}
