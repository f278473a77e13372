import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

// A software authenticator for API tests: what a browser and a platform authenticator hand back for
// navigator.credentials.create() (attestation "none") and .get(), built from a real ES256 key with node:crypto, so the
// server verifies genuine signatures. Options come from the server as JSON, answers go back as JSON, exactly like
// @simplewebauthn/browser sends them.

type Json = Record<string, unknown>;

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

// ---- A minimal CBOR encoder (RFC 8949): what attestation objects and COSE keys need, nothing more. ----
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

/** The flag bits of an authenticator's data: the person was present, was verified, and a new credential follows. */
export const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;

export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  /** COSE_Key of the public key (EC2, P-256, ES256). */
  cosePublicKey: Buffer;
  /** The user handle the server gave at registration (base64url). */
  userHandle: string;
  rpId: string;
  signCount: number;
}

export interface CeremonyOptions {
  /** Where the browser says it ran; the server's passkey origin unless a test forges another. */
  origin: string;
  /** Flags to set; user present and verified unless a test says otherwise. */
  flags?: number;
  /** The RP id hashed into the authenticator data; the options' unless a test forges another. */
  rpId?: string;
}

function es256Key() {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cose = cbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
  return { privateKey, cose };
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), "utf8");
}

function signCountBytes(count: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(count, 0);
  return out;
}

/**
 * navigator.credentials.create(): a new passkey for the options' RP and user, and the RegistrationResponseJSON the
 * browser would send. The passkey is returned to sign in with later.
 */
export function createPasskey(options: Json, ceremony: CeremonyOptions & { reuse?: SoftPasskey }) {
  const rp = options.rp as { id: string };
  const user = options.user as { id: string };
  const rpId = ceremony.rpId ?? rp.id;
  // `reuse`: the same credential once more (an authenticator registering a key it holds already).
  const credentialId = ceremony.reuse?.credentialId ?? randomBytes(32);
  const { privateKey, cose } = ceremony.reuse
    ? { privateKey: ceremony.reuse.privateKey, cose: ceremony.reuse.cosePublicKey }
    : es256Key();
  const flags = ceremony.flags ?? FLAGS.userPresent | FLAGS.userVerified;
  const credentialIdLength = Buffer.alloc(2);
  credentialIdLength.writeUInt16BE(credentialId.length, 0);
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([flags | FLAGS.attestedData]),
    signCountBytes(0),
    Buffer.alloc(16), // AAGUID: none
    credentialIdLength,
    credentialId,
    cose,
  ]);
  const attestationObject = cbor(
    new Map<Cbor, Cbor>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]),
  );
  const passkey: SoftPasskey = {
    credentialId,
    privateKey,
    cosePublicKey: cose,
    userHandle: user.id,
    rpId: rp.id,
    signCount: 0,
  };
  const response = {
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: "public-key",
    response: {
      clientDataJSON: b64url(clientData("webauthn.create", options.challenge as string, ceremony.origin)),
      attestationObject: b64url(attestationObject),
      transports: ["internal", "hybrid"],
    },
    authenticatorAttachment: "platform",
    clientExtensionResults: { credProps: { rk: true } },
  };
  return { passkey, response };
}

/**
 * navigator.credentials.get() with a passkey: the AuthenticationResponseJSON the browser would send for the options'
 * challenge, signed with the passkey's private key (its counter goes up by one).
 */
export function signIn(passkey: SoftPasskey, options: Json, ceremony: CeremonyOptions) {
  passkey.signCount += 1;
  const flags = ceremony.flags ?? FLAGS.userPresent | FLAGS.userVerified;
  const authData = Buffer.concat([
    sha256(ceremony.rpId ?? passkey.rpId),
    Buffer.from([flags]),
    signCountBytes(passkey.signCount),
  ]);
  const clientDataJSON = clientData("webauthn.get", options.challenge as string, ceremony.origin);
  const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: "public-key",
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
    authenticatorAttachment: "platform",
    clientExtensionResults: {},
  };
}
