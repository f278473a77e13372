// Passkeys (WebAuthn): the texts people see and the shapes the browser reads, without zod, so the login and account
// islands stay small. The request schemas are in passkeys.ts, the answers' schemas in passkeys-schemas.ts.

export const MAX_PASSKEY_NAME_LENGTH = 60;

export const passkeyMessages = {
  nameRequired: "Please give the passkey a name",
  nameTooLong: `The passkey's name must be at most ${MAX_PASSKEY_NAME_LENGTH} characters`,
  notFound: "No such passkey on your account.",
  added: "Your passkey is added. You can sign in with it from now on.",
  renamed: "The passkey is renamed.",
  removed: "The passkey is removed.",
  lastWayIn:
    "This passkey is the last way into your account. Set a password or add another passkey first, then remove it.",
  registrationExpired: "This request to add a passkey expired or was already used. Please try again.",
  registrationFailed: "Your device's answer could not be checked, so no passkey was added. Please try again.",
  alreadyRegistered: "This passkey is already registered.",
  secondFactorFirst:
    "Staff accounts add passkeys only after this sign-in is confirmed with the second factor: enter your authenticator code in the staff console first.",
  signInExpired: "This passkey sign-in expired or was already used. Please try again.",
  signInFailed: "This passkey could not sign you in. It may have been removed from your account.",
  tooMany: "Too many passkey requests. Please wait a moment and try again.",
  tooManyChanges: "Too many passkey changes on this account. Please wait a few minutes and try again.",
  noPasskeyToConfirm: "This account has no passkey: please confirm with your password instead.",
} as const;

/** What the pages say around passkeys (the browser's own errors included). */
export const passkeyTexts = {
  heading: "Passkeys",
  lead: "Sign in with your fingerprint, face or screen lock instead of a password. Each device or password manager keeps its own passkey.",
  none: "You have no passkeys yet.",
  nameLabel: "Name for the new passkey",
  nameHint: "So you can tell it apart later, for example \u201cWork laptop\u201d.",
  add: "Add a passkey",
  adding: "Adding...",
  rename: "Rename",
  renameLabel: "New name",
  save: "Save",
  cancel: "Cancel",
  remove: "Remove",
  created: "Added",
  lastUsed: "last used",
  neverUsed: "not used yet",
  signIn: "Sign in with a passkey",
  signingIn: "Waiting for your passkey...",
  cancelled: "The passkey request was cancelled or timed out. Nothing changed.",
  alreadyOnDevice: "This device or password manager already keeps a passkey for your account.",
  unsupported: "This browser cannot use passkeys.",
  loadFailed: "Sorry, we could not load your passkeys.",
  failed: "Sorry, that did not work. Please try again.",
} as const;

/** One passkey of the account, as GET /api/account/passkeys lists it. Times are ISO 8601 UTC. */
export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  /** Null until it is first used to sign in. */
  lastUsedAt: string | null;
}

export interface PasskeyList {
  passkeys: Passkey[];
}

/** 201 of a registration, 200 of a rename: the passkey as it now is, and a sentence to show. */
export interface PasskeyAnswer {
  passkey: Passkey;
  message: string;
}
