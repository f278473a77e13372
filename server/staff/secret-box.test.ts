import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { currentCode } from "../auth/second-factor.ts";
import { SecretBox, secretBoxFor } from "./secret-box.ts";

describe("secret box (TOTP secrets at rest)", () => {
  const key = Buffer.alloc(32, 7);

  it("opens what it sealed, and nothing sealed with another key or changed", () => {
    const box = new SecretBox(key);
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(sealed).not.toBe(box.seal("JBSWY3DPEHPK3PXP")); // a fresh IV each time
    expect(box.open(sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(new SecretBox(Buffer.alloc(32, 8)).open(sealed)).toBeUndefined();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(box.open(parts.join("."))).toBeUndefined();
    expect(box.open("not a box")).toBeUndefined();
  });

  it("takes STAFF_SECRET_KEY, or makes one key file in the data folder (0600) and keeps using it", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-box-"));
    try {
      const first = secretBoxFor({ staffSecretKey: undefined, dataDir });
      const file = path.join(dataDir, "staff-secret.key");
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const again = secretBoxFor({ staffSecretKey: undefined, dataDir });
      expect(again.open(first.seal("x"))).toBe("x");
      const configured = secretBoxFor({ staffSecretKey: key.toString("hex"), dataDir });
      expect(configured.open(new SecretBox(key).seal("y"))).toBe("y");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("computes RFC 6238 codes (SHA-1, 6 digits, 30 s): the RFC's test vector", () => {
    // RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (base32 below), T = 59 s: 94287082 (8 digits) → 287082.
    expect(currentCode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", 59_000)).toBe("287082");
  });
});
