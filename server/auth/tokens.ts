import { createHash, randomBytes } from "node:crypto";

/** 256 bits from the CSPRNG, URL-safe: session tokens and one-time sign-in codes. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of a secret: its SHA-256 (hex). A fast hash suffices for 256-bit secrets. */
export function secretHash(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}
