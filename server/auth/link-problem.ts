import { sql } from "drizzle-orm";
import type { VerificationLinkProblem } from "../../contract/auth-texts.ts";
import { rowsOf, type Db } from "../db/client.ts";

/**
 * Why a one-time link's token was not spent: unknown (or replaced), used already, or expired. Asked only after the
 * spending UPDATE found nothing, so the common path costs one statement.
 */
export async function linkProblem(
  db: Db,
  table: "email_verification_tokens" | "password_reset_tokens" | "email_change_requests",
  tokenHash: string,
): Promise<VerificationLinkProblem> {
  const [known] = rowsOf<{ used: boolean }>(
    await db.execute(sql`
      select used_at is not null as used from ${sql.identifier(table)} where token_hash = ${tokenHash}`),
  );
  if (!known) return "invalid";
  return known.used ? "used" : "expired";
}
