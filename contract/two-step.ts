// Two-step sign-in of every account (ADR 0049): the texts and answers the sign-in page, the account page and the
// server share. Without zod, so the pages' bundles stay small; the zod schemas are in two-step-schemas.ts.

import type { Enrolment } from "./staff.ts";

export type { Enrolment };

/** POST /api/auth/login and /api/auth/exchange answer this (202) when the account asks for a code next. */
export interface SecondStepAnswer {
  secondStep: {
    /** Sent back with the code to POST /api/auth/login/code; works once, for `expiresInSeconds`. */
    token: string;
    expiresInSeconds: number;
  };
}

/** GET /api/account/two-step. */
export interface TwoStepState {
  enabled: boolean;
  /** Recovery codes not used yet (0 when two-step sign-in is off). */
  recoveryCodesLeft: number;
  /** A staff or admin account: it keeps two-step sign-in (it can be reset by an administrator only). */
  required: boolean;
}

export interface RecoveryCodesAnswer {
  recoveryCodes: string[];
}

export const twoStepMessages = {
  stepExpired: "This sign-in has expired. Please sign in again with your password.",
  stepEnded: "Too many wrong codes. Please sign in again with your password.",
  invalidCode: "That code is not valid. Check your authenticator app and try again.",
  tooManyCodes: "Too many codes tried. Please wait a few minutes and try again.",
  alreadyOn: "Two-step sign-in is already on for this account.",
  notOn: "Two-step sign-in is not on for this account.",
  notStarted: "Start turning on two-step sign-in first.",
  staffKeepIt:
    "Staff accounts keep two-step sign-in. If you lost your app and your recovery codes, ask an administrator to reset it.",
  proofRequired: "Enter your password or a code from your authenticator app",
  passwordWrong: "That password is not right, so two-step sign-in is still on.",
  codeWrong: "That code is not valid, so two-step sign-in is still on.",
  emailUnverified:
    "Verify your email address first: follow the link we sent you, then turn on two-step sign-in.",
  tooManyChanges: "Too many changes to two-step sign-in. Please wait a few minutes and try again.",
} as const;

export const twoStepTexts = {
  codeStepTitle: "Two-step verification",
  codeStepLead: "Enter the 6-digit code from your authenticator app to finish signing in.",
  codeLabel: "Code from your app",
  codeHint: "6 digits, or one of your recovery codes.",
  verify: "Verify",
  verifying: "Checking...",
  startOver: "Sign in again",
} as const;

/** The account page's "Two-step sign-in" section, as every visit shows it. */
export const twoStepSectionTexts = {
  heading: "Two-step sign-in",
  lead: "After your password, or Google or Facebook, signing in also asks for a code from an authenticator app on your phone. A passkey signs you in by itself.",
  off: "Two-step sign-in is off: your password alone signs you in.",
  turnOn: "Turn on two-step sign-in",
  on: (left: number) =>
    `Two-step sign-in is on. ${left === 1 ? "1 recovery code is" : `${left} recovery codes are`} left.`,
  required: "Staff accounts keep two-step sign-in.",
  loadFailed: "Two-step sign-in could not be loaded. Please reload the page.",
  failed: "That did not work. Please try again.",
  turnedOn: "Two-step sign-in is on. Keep your recovery codes somewhere safe.",
  turnedOff: "Two-step sign-in is off.",
  newCodesMade: "New recovery codes: the old ones no longer work.",
  newCodesLead:
    "Your new recovery codes. Each one works once; the old ones no longer work, and these are shown only now.",
} as const;

/** The section's parts loaded when needed: the set-up, new recovery codes, turning it off. */
export const twoStepManageTexts = {
  lastStep: "Enter the code your app shows now to turn it on.",
  confirm: "Turn on",
  cancel: "Cancel",
  formLabel: "Manage two-step sign-in",
  proofLead: "Confirm it is you with your password, or with a code from your app.",
  passwordLabel: "Your password",
  codeLabel: "Or a code from your app",
  codeHint: "6 digits, or one of your recovery codes.",
  newCodes: "Make new recovery codes",
  turnOff: "Turn off two-step sign-in",
  failed: twoStepSectionTexts.failed,
} as const;
