import type { AuthSession } from "./auth-texts.ts";
import { issuesToDetails } from "./api.ts";
import {
  passkeyMessages,
  passkeySignInRequestSchema,
  type PasskeyAnswer,
  type PasskeyList,
  type PasskeyRegistrationRequest,
  type PasskeyRenameRequest,
  type PasskeySignInRequest,
} from "./passkeys.ts";

// Examples of the passkey requests and answers for the OpenAPI document (like examples.ts). The authenticator
// answers are real ones, made by the tests' software authenticator (tests/support/soft-authenticator.ts) for
// https://verdant.example and challenges the server never issued, so sending them is refused (401 or 400), never
// malformed. No page imports this file.

const exampleUserId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
/** The user handle of that account: the 16 bytes of its id, base64url. */
const exampleUserHandle = "fJ5meXQlQN6US-B_wfkK5w";
const examplePasskeyId = "5b1f0a9e-3c7d-4e2a-8f6b-9d0c1e2a3b4c";

export const passkeyRequestExamples = {
  registration: {
    name: "Work laptop",
    response: {
      id: "PeEf7VqNj71nQuF3o9OWfKIswnjscclmG6jFahlG5vs",
      rawId: "PeEf7VqNj71nQuF3o9OWfKIswnjscclmG6jFahlG5vs",
      type: "public-key",
      response: {
        clientDataJSON:
          "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoiWWszcFo4bVEydlI3dFgxc1c5bkI0Y0Y2aEowZEc1YUxlVW9JcVRyRXlXdSIsIm9yaWdpbiI6Imh0dHBzOi8vdmVyZGFudC5leGFtcGxlIiwiY3Jvc3NPcmlnaW4iOmZhbHNlfQ",
        attestationObject:
          "o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YViks9n8NTM_4eLaU8HGeBMsEj9r7Mb16mdc9_4QRyu8L0lFAAAAAAAAAAAAAAAAAAAAAAAAAAAAID3hH-1ajY-9Z0Lhd6PTlnyiLMJ47HHJZhuoxWoZRub7pQECAyYgASFYILwjZJ_dSw7Yuw7zEeyuNF4T2PoPH9MXBzkqyLodvvHtIlggdGtAmO5bc687J9wE6YxPWNcawTXzCH4LI_1ucTwMgtM",
        transports: ["internal", "hybrid"],
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {
        credProps: {
          rk: true,
        },
      },
    },
  } satisfies PasskeyRegistrationRequest,
  rename: { name: "Phone" } satisfies PasskeyRenameRequest,
  signIn: {
    response: {
      id: "PeEf7VqNj71nQuF3o9OWfKIswnjscclmG6jFahlG5vs",
      rawId: "PeEf7VqNj71nQuF3o9OWfKIswnjscclmG6jFahlG5vs",
      type: "public-key",
      response: {
        clientDataJSON:
          "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoiUXY3TmMyWHI5THA0VGs4V20xWnM2SGQzRmIwR2o1WWFVZUlvUnRFd1F5UCIsIm9yaWdpbiI6Imh0dHBzOi8vdmVyZGFudC5leGFtcGxlIiwiY3Jvc3NPcmlnaW4iOmZhbHNlfQ",
        authenticatorData: "s9n8NTM_4eLaU8HGeBMsEj9r7Mb16mdc9_4QRyu8L0kFAAAAAQ",
        signature:
          "MEQCIACJN5_Y1TYGpfqE0fZNTjDcsr_5XsNTjoNPYSsb9ajgAiA6goDjOPECDXZJ5PNDrL-V0nGhlSnSqUQ139nQ0AqdYg",
        userHandle: "fJ5meXQlQN6US-B_wfkK5w",
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    },
    rememberMe: true,
  } satisfies PasskeySignInRequest,
};

const examplePasskey = {
  id: examplePasskeyId,
  name: "Work laptop",
  createdAt: "2026-11-20T09:30:00Z",
  lastUsedAt: "2026-11-26T08:12:45Z",
};

export const passkeyAnswerExamples = {
  list: { passkeys: [examplePasskey] } satisfies PasskeyList,
  added: {
    passkey: { ...examplePasskey, lastUsedAt: null },
    message: passkeyMessages.added,
  } satisfies PasskeyAnswer,
  renamed: {
    passkey: { ...examplePasskey, name: "Phone" },
    message: passkeyMessages.renamed,
  } satisfies PasskeyAnswer,
  registrationOptions: {
    challenge: "Yk3pZ8mQ2vR7tX1sW9nB4cF6hJ0dG5aLeUoIqTrEyWu",
    rp: { name: "Verdant Collective", id: "verdant.example" },
    user: { id: exampleUserHandle, name: "katherine@example.org", displayName: "Katherine Johnson" },
    pubKeyCredParams: [
      { alg: -8, type: "public-key" as const },
      { alg: -7, type: "public-key" as const },
      { alg: -257, type: "public-key" as const },
    ],
    timeout: 120000,
    attestation: "none" as const,
    excludeCredentials: [
      {
        id: "ozTpTDuPpdAbzFugBi43UUMlVPRxZO8B7l-j-Y_aD4Y",
        type: "public-key" as const,
        transports: ["internal"],
      },
    ],
    authenticatorSelection: {
      residentKey: "required" as const,
      userVerification: "required" as const,
      requireResidentKey: true,
    },
    extensions: { credProps: true },
    hints: [],
  },
  signInOptions: {
    rpId: "verdant.example",
    challenge: "Qv7Nc2Xr9Lp4Tk8Wm1Zs6Hd3Fb0Gj5YaUeIoRtEwQyP",
    timeout: 120000,
    userVerification: "required" as const,
  },
  confirmOptions: {
    rpId: "verdant.example",
    challenge: "Hs4Wq9Lm2Xc7Vb1Nz5Kp8Rt3Yd6Fg0JaUeIoEwQyPT",
    timeout: 120000,
    userVerification: "required" as const,
    allowCredentials: [
      {
        id: "mH3vX9kLq2Tz8Rw5Yb1Nc4Pd7Fs0Gj6",
        type: "public-key" as const,
        transports: ["internal", "hybrid"],
      },
    ],
  },
  session: {
    token: "q3xLr8Zt0VbN5mWc2YkP7sHd9fJa4gTe1uRi6oEl3nQ",
    user: { id: exampleUserId, name: "Katherine Johnson", email: "katherine@example.org" },
  } satisfies AuthSession,
};

/** What the server answers a body without `response`: the contract's own words, so the example cannot drift. */
const signInDetails = (() => {
  const parsed = passkeySignInRequestSchema.safeParse({});
  return parsed.success ? [] : issuesToDetails(parsed.error);
})();

export const passkeyErrorExamples = {
  noPasskeyToConfirm: { message: passkeyMessages.noPasskeyToConfirm },
  invalidSignIn: { message: signInDetails[0] ?? "", details: signInDetails },
  notFound: { message: passkeyMessages.notFound },
  lastWayIn: { message: passkeyMessages.lastWayIn },
  alreadyRegistered: { message: passkeyMessages.alreadyRegistered },
  secondFactorFirst: { message: passkeyMessages.secondFactorFirst },
  registrationExpired: {
    message: passkeyMessages.registrationExpired,
    details: [passkeyMessages.registrationExpired],
  },
  invalidName: { message: passkeyMessages.nameRequired, details: [passkeyMessages.nameRequired] },
  signInExpired: { message: passkeyMessages.signInExpired },
  tooMany: { message: passkeyMessages.tooMany },
  tooManyChanges: { message: passkeyMessages.tooManyChanges },
};
