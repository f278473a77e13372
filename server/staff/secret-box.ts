import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// AES-256-GCM for the few secrets the server must read back (the staff TOTP secrets): a copy of the database alone
// does not give them away. The key comes from STAFF_SECRET_KEY, or from a key file the server makes in DATA_DIR on
// first use (mode 0600), which a database dump does not contain. Stored form: v1.<iv>.<tag>.<ciphertext> (base64url).

const KEY_FILE = "staff-secret.key";

export class SecretBox {
  readonly #key: Buffer;
  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error("the secret box needs a 32-byte key");
    this.#key = key;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return ["v1", iv, cipher.getAuthTag(), data]
      .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
      .join(".");
  }

  /** The plain text, or undefined when the box was sealed with another key or tampered with. */
  open(sealed: string): string | undefined {
    const [version, iv, tag, data] = sealed.split(".");
    if (version !== "v1" || !iv || !tag || data === undefined) return undefined;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.#key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    } catch {
      return undefined;
    }
  }
}

/** The box of this server: STAFF_SECRET_KEY (hex), else DATA_DIR/staff-secret.key, made once. */
export function secretBoxFor(config: { staffSecretKey: string | undefined; dataDir: string }): SecretBox {
  if (config.staffSecretKey) return new SecretBox(Buffer.from(config.staffSecretKey, "hex"));
  const file = path.join(config.dataDir, KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const hex = fs.readFileSync(file, "utf8").trim();
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${file} does not hold a 64-hex-digit key`);
  return new SecretBox(Buffer.from(hex, "hex"));
}
