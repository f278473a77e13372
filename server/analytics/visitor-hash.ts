import { createHash, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { selectRows } from "../db/typed-rows.ts";
import { analyticsSalts } from "./analytics.schema.ts";

/** The UTC day of a moment, as PostgreSQL's date: "2026-11-27". */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Plausible's visitor count: SHA-256 of a salt of the day, the site, the address and the user agent, cut to 64 bits.
 * The salt is random, one per UTC day, shared by every server process through the database, and the days before
 * are deleted as soon as a new day's salt is made: from then on nobody, staff included, can tell whether a hash
 * belongs to an address, and the same person is a new visitor each day.
 */
export class VisitorHash {
  readonly #db: Db;
  #current: { day: string; salt: Promise<string> } | undefined;

  constructor(db: Db) {
    this.#db = db;
  }

  async of(at: Date, site: string, address: string, userAgent: string): Promise<bigint> {
    const salt = await this.#saltOf(utcDay(at));
    const digest = createHash("sha256").update(`${salt}\n${site}\n${address}\n${userAgent}`).digest();
    return digest.readBigInt64BE(0);
  }

  #saltOf(day: string): Promise<string> {
    if (this.#current?.day !== day) {
      const salt = this.#load(day);
      // A failed load is tried again with the next hit, not kept.
      salt.catch(() => {
        if (this.#current?.salt === salt) this.#current = undefined;
      });
      this.#current = { day, salt };
    }
    return this.#current.salt;
  }

  async #load(day: string): Promise<string> {
    const candidate = randomBytes(32).toString("base64");
    // One statement: this day's salt, made now unless another process made it first.
    const [row] = await selectRows(
      this.#db,
      { salt: analyticsSalts.salt },
      sql`
        with made as (
          insert into analytics_salts (day, salt) values (${day}, ${candidate})
          on conflict (day) do nothing returning salt)
        select salt from made union all select salt from analytics_salts where day = ${day}`,
    );
    // Older salts are no longer needed by anyone: a later day exists.
    await this.#db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
    if (!row) throw new Error("no analytics salt for the day");
    return row.salt;
  }
}
