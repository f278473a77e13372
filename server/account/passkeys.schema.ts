import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sessions, users } from "../auth/auth.schema.ts";

/**
 * An account's passkeys (WebAuthn credentials). Only public material is kept: the credential id and its COSE public
 * key (base64url), the signature counter the authenticator last reported, and the transports the browser named.
 * `name` is what the owner calls it ("Work laptop"). `secondFactor`: added by a staff or admin session that had
 * proved the second factor, so a sign-in with it counts as that proof (docs/security.md).
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default([]),
    name: text("name").notNull(),
    secondFactor: boolean("second_factor").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("passkeys_credential_id_unique").on(table.credentialId),
    index("passkeys_user_id_idx").on(table.userId),
  ],
);

/**
 * Challenges handed out for a passkey ceremony, kept in the database so any server process can check the answer.
 * Each is used once (deleted as it is checked) and expires within minutes. A registration challenge belongs to the
 * session that asked for it; a sign-in challenge to nobody yet. The challenge is a random nonce, not a secret (the
 * browser shows it to the authenticator), so it is stored as it is.
 */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose").$type<"registration" | "sign-in" | "confirm">().notNull(),
    sessionId: uuid("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("passkey_challenges_expires_at_idx").on(table.expiresAt)],
);
