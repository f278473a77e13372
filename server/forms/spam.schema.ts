import { text, timestamp } from "drizzle-orm/pg-core";

/** clean: no signal tripped. spam: kept aside, no email sent. released: staff judged it real; its email went out. */
export type SpamVerdict = "clean" | "spam" | "released";

/** The spam verdict every public form's table carries (contact messages, applications, subscriptions). */
export function spamColumns() {
  return {
    spamVerdict: text("spam_verdict").$type<SpamVerdict>().notNull().default("clean"),
    /** Which signal was tripped, in words, for staff deciding whether to release it. */
    spamReason: text("spam_reason"),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  };
}
