import type { Database } from "../db/client.ts";

const PING_TIMEOUT_MS = 2_000;

export type NotReadyReason = "draining" | "migrations" | "database";

/**
 * Whether to send this server traffic: not once shutdown began (draining), not before this process ran the
 * migrations, and only while the database answers a query within 2 s. Shared by GET /api/health/ready and the
 * `verdant_ready` metric, so both say the same.
 */
export class Readiness {
  readonly #database: Database;
  #draining = false;

  constructor(database: Database) {
    this.#database = database;
  }

  get draining(): boolean {
    return this.#draining;
  }

  /** From now on the server is not ready (shutdown began); there is no way back. */
  drain(): void {
    this.#draining = true;
  }

  /** Undefined when ready; otherwise why not, with the database's error when it did not answer. */
  async check(): Promise<{ reason: NotReadyReason; error?: unknown } | undefined> {
    if (this.#draining) return { reason: "draining" };
    if (!this.#database.migrated) return { reason: "migrations" };
    try {
      await withTimeout(this.#database.ping(), PING_TIMEOUT_MS);
      return undefined;
    } catch (error) {
      return { reason: "database", error };
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
