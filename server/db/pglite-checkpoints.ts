import { EventEmitter } from "node:events";
import type { PGlite } from "@electric-sql/pglite";

export interface Checkpoint {
  ms: number;
  /** Write-ahead log written since the checkpoint before. */
  walBytes: number;
  reason: "quiet" | "idle" | "forced";
}

/** What the timer reports: each checkpoint it took, and each look or checkpoint that failed. */
export type CheckpointEvents = EventEmitter<{ checkpoint: [Checkpoint]; failed: [unknown] }>;

/**
 * PGlite's PostgreSQL runs in single-user mode, without the checkpointer process a server has: left alone, a
 * checkpoint happens only when the write-ahead log since the last one reaches its bound (about half of max_wal_size),
 * and it runs inside whichever query crossed it, writing every dirty buffer before that query can answer. Under a
 * steady load of form posts that was a stall inside a batch every minute or so.
 *
 * This timer takes checkpoints itself, between transactions (CHECKPOINT waits for PGlite's lock like any query, so
 * it never runs inside a batch): once `quietBytes` of WAL were written since the last one and no statement has
 * started for `quietMs`, or after `idleCheckpointMs` with any WAL at all; and once `forceBytes` were written, even
 * without a quiet moment. The bound PostgreSQL keeps (max_wal_size, server/db/pglite-memory.ts) is then never met.
 */
export interface CheckpointOptions {
  /** How often the write-ahead log is looked at (one small query). */
  everyMs: number;
  quietBytes: number;
  forceBytes: number;
  quietMs: number;
  idleCheckpointMs: number;
  /** When the last statement started (performance.now()), from server/db/pglite-pipelined.ts. */
  lastStatementAt(): number;
}

export const CHECKPOINT_DEFAULTS = {
  everyMs: 1_000,
  quietBytes: 32 * 2 ** 20,
  forceBytes: 96 * 2 ** 20,
  quietMs: 50,
  idleCheckpointMs: 5 * 60_000,
} as const;

export function scheduleCheckpoints(
  client: Pick<PGlite, "query" | "exec">,
  options: CheckpointOptions,
): { events: CheckpointEvents; stop(): Promise<void> } {
  const events: CheckpointEvents = new EventEmitter();
  let running: Promise<void> | undefined;
  let stopped = false;

  const look = async () => {
    // Before this look's own query, which is a statement too.
    const quiet = performance.now() - options.lastStatementAt() >= options.quietMs;
    const { rows } = await client.query<{ since: string; age: number }>(
      `select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::bigint::text as since,
              extract(epoch from now() - checkpoint_time)::float8 * 1000 as age
         from pg_control_checkpoint()`,
    );
    const walBytes = Number(rows[0]!.since);
    const ageMs = Number(rows[0]!.age);
    const reason: Checkpoint["reason"] | undefined =
      walBytes >= options.forceBytes
        ? "forced"
        : quiet && walBytes >= options.quietBytes
          ? "quiet"
          : quiet && walBytes > 0 && ageMs >= options.idleCheckpointMs
            ? "idle"
            : undefined;
    if (!reason || stopped) return;
    const started = performance.now();
    await client.exec("checkpoint");
    events.emit("checkpoint", { ms: performance.now() - started, walBytes, reason });
  };

  const timer = setInterval(() => {
    if (running || stopped) return;
    running = look()
      .catch((error: unknown) => {
        events.emit("failed", error);
      })
      .finally(() => {
        running = undefined;
      });
  }, options.everyMs);
  timer.unref();

  return {
    events,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
