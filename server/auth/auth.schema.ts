import { sql } from "drizzle-orm";
import type { Role } from "../../contract/staff.ts";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Stored trimmed and lower-cased, so comparison is case-insensitive. */
    email: text("email").notNull(),
    /** Null for accounts created through an identity provider. */
    passwordHash: text("password_hash"),
    /**
     * When the person proved they receive mail at `email` (the emailed link, or a provider that vouches for it).
     * Null: unverified; such an account works, but a verified provider sign-in with the same email takes it over.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** visitor (every new account), staff or admin: read on every request, so a change applies at once. */
    role: text("role").$type<Role>().notNull().default("visitor"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_unique").on(sql`lower(${table.email})`)],
);

/**
 * Server-side sessions behind the bearer tokens. Only the SHA-256 of a token is kept, so a leaked table does not
 * hand out sessions. `expiresAt` slides forward on use, never past `createdAt` + the absolute lifetime.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    rememberMe: boolean("remember_me").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When this session proved the account's second factor (staff and admin accounts); null: not yet. */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    /** "Firefox on Windows": what the account page shows of the browser; never the raw User-Agent. */
    device: text("device"),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_unique").on(table.tokenHash),
    index("sessions_user_id_idx").on(table.userId),
  ],
);

/** An account's link to an identity provider, by the provider's stable subject id (never by email). */
export const oauthIdentities = pgTable(
  "oauth_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("oauth_identities_provider_subject_unique").on(table.provider, table.subject),
    index("oauth_identities_user_id_idx").on(table.userId),
  ],
);

/**
 * One-time codes an identity-provider sign-in hands to /login; single use, short-lived, stored as SHA-256. Each is
 * bound to the browser that finished the provider flow: `binding_hash` is the SHA-256 of the random value of the
 * HttpOnly cookie set with it, and the exchange must show that cookie.
 */
export const signInCodes = pgTable("sign_in_codes", {
  codeHash: text("code_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  bindingHash: text("binding_hash"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * Browsers that have signed in to an account before (OWASP "device cookies"). The cookie holds a random secret; only
 * its SHA-256 is kept, bound to the account. Once an account's failure limit is reached, only these browsers may
 * still try its password (docs/security.md).
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("trusted_devices_token_hash_unique").on(table.tokenHash),
    index("trusted_devices_user_id_idx").on(table.userId),
  ],
);

/**
 * Sign-in attempt counters (server/auth/login-throttle.ts). `count` holds failures plus attempts still being
 * checked, so the limit holds for parallel requests and across processes; `next_allowed_at` is the growing delay of
 * one account and address pair. Keys carry hashes, never an email address.
 */
export const loginThrottle = pgTable(
  "login_throttle",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
    nextAllowedAt: timestamp("next_allowed_at", { withTimezone: true }),
  },
  (table) => [index("login_throttle_reset_at_idx").on(table.resetAt)],
);

/**
 * The secrets behind email verification links. Only their SHA-256 is stored; each is single-use, expires, and
 * verifies only the address it was sent to (`email`), so a later change of address is not verified by an old link.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("email_verification_tokens_hash_unique").on(table.tokenHash),
    index("email_verification_tokens_user_id_idx").on(table.userId),
  ],
);

/**
 * One-time links that set a new password: a forgotten password, or the password an owner chooses after verifying
 * an account someone else created. Only the SHA-256 of the token is stored; `email` is the address the link went
 * to, so following it also proves that address.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("password_reset_tokens_hash_unique").on(table.tokenHash),
    index("password_reset_tokens_user_id_idx").on(table.userId),
  ],
);

/**
 * A sign-in halfway through: the password (or a provider sign-in) was right, and the account asks for a code from
 * its authenticator app before a session starts (server/auth/two-step-sign-in.ts). Only the SHA-256 of the step's
 * token is kept; it lives 5 minutes and ends with its first good code, or after too many wrong ones.
 */
export const pendingSignIns = pgTable(
  "pending_sign_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rememberMe: boolean("remember_me").notNull(),
    /** "Firefox on Windows", for the session it becomes. */
    device: text("device"),
    /** How the first step was taken: password or provider. */
    way: text("way").notNull(),
    wrongCodes: integer("wrong_codes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("pending_sign_ins_token_hash_unique").on(table.tokenHash),
    index("pending_sign_ins_user_id_idx").on(table.userId),
  ],
);
