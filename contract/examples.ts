import { apiMessages, type ApiError } from "./api.ts";
import type { ApplicationInput } from "./application.ts";
import {
  authMessages,
  tooManyLoginAttempts,
  tooManyRegistrations,
  tooManyVerificationEmails,
  tooManyResetRequests,
  passwordResetTexts,
  verifyEmailTexts,
  type ForgotPasswordRequest,
  type PasswordResetResponse,
  type ResetPasswordRequest,
  type AuthSession,
  type AuthUser,
  type CodeExchangeRequest,
  type LoginRequest,
  type RegisterRequest,
  type VerifyEmailError,
  type VerifyEmailQuestion,
  type VerifyEmailWrongPassword,
  type VerifyEmailRequest,
  type VerifyEmailResponse,
} from "./auth.ts";
import type { ContactMessageInput } from "./contact.ts";
import { formMessages } from "./form-text.ts";
import type { SubmissionAccepted } from "./responses.ts";
import {
  subscriptionLinkTexts,
  subscriptionTexts,
  type SubscriptionInput,
  type SubscriptionLinkError,
  type SubscriptionLinkResponse,
  type SubscriptionResponse,
} from "./subscription.ts";

// One example per request body and per answer, shown in the OpenAPI document (GET /api/openapi.json). Each request
// example is a body the server accepts as it is (the API test posts every one), each answer example parses with its
// schema (contract/examples.test.ts). No page imports this file.

export const requestExamples = {
  contactMessage: {
    name: "Ada Lovelace",
    email: "ada@example.org",
    organization: "Analytical Engines Ltd",
    subject: "Genome data partnership",
    message: "Hello,\nwe would like to talk about sharing crop genome data with your team.",
    category: "genomics",
  } satisfies ContactMessageInput,
  application: {
    name: "Grace Hopper",
    email: "grace@example.org",
    phone: "+1 555 0100",
    position: "ai-researcher",
    experience: "senior",
    location: "Arlington, VA",
    remoteWork: true,
    coverLetter: "Dear Verdant Collective,\nI would like to join your AI research team.",
    resume: "https://grace.example.org/cv.pdf",
    portfolio: null,
    linkedIn: null,
    github: "https://github.com/gracehopper",
    availability: "1-month",
  } satisfies ApplicationInput,
  subscription: { email: "ada@example.org" } satisfies SubscriptionInput,
  // The secret after `#token=` in an emailed link (this one was never issued).
  subscriptionLink: { token: "Yt3kR9vQ2mX7pL0sW5nB8cF1hJ4dG6aZeUoIqTrEyWu" },
  register: {
    name: "Katherine Johnson",
    email: "katherine@example.org",
    password: "orbital trajectories 1962",
    rememberMe: false,
  } satisfies RegisterRequest,
  login: {
    email: "katherine@example.org",
    password: "orbital trajectories 1962",
    rememberMe: true,
  } satisfies LoginRequest,
  codeExchange: { code: "f4Qm2cX9pV7rT1sY8wZ3bN6kL0hJ5dGa", rememberMe: false } satisfies CodeExchangeRequest,
  verifyEmail: {
    token: "Zt0VbN5mWc2YkP7sHd9fJa4gTe1uRi6oEl3nQq3xLr8",
    password: "orbital trajectories 1962",
  } satisfies VerifyEmailRequest,
  forgotPassword: { email: "ada@example.org" } satisfies ForgotPasswordRequest,
  resetPassword: {
    token: "Hd9fJa4gTe1uRi6oEl3nQq3xLr8Zt0VbN5mWc2YkP7s",
    password: "analytical-engine-1843",
  } satisfies ResetPasswordRequest,
};

const exampleId = "0b6f4c1e-8d2a-4f3b-9c7e-5a1d2e3f4a5b";
const exampleUser: AuthUser = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  name: "Katherine Johnson",
  email: "katherine@example.org",
};

export const answerExamples = {
  submissionAccepted: { id: exampleId } satisfies SubmissionAccepted,
  newsletterAccepted: {
    id: exampleId,
    message: subscriptionTexts.newsletter.success,
  } satisfies SubscriptionResponse,
  eventsAccepted: { id: exampleId, message: subscriptionTexts.events.success } satisfies SubscriptionResponse,
  subscriptionConfirmed: {
    list: "newsletter",
    message: subscriptionLinkTexts.confirm.done("newsletter"),
  } satisfies SubscriptionLinkResponse,
  unsubscribed: {
    list: "newsletter",
    message: subscriptionLinkTexts.unsubscribe.done("newsletter"),
  } satisfies SubscriptionLinkResponse,
  health: { status: "ok" } as const,
  session: { token: "q3xLr8Zt0VbN5mWc2YkP7sHd9fJa4gTe1uRi6oEl3nQ", user: exampleUser } satisfies AuthSession,
  currentUser: { user: exampleUser },
  emailVerified: { message: verifyEmailTexts.done } satisfies VerifyEmailResponse,
  verificationResent: { message: verifyEmailTexts.resent } satisfies VerifyEmailResponse,
  alreadyVerified: { message: verifyEmailTexts.alreadyVerified } satisfies VerifyEmailResponse,
  emailVerifiedChoosePassword: {
    message: passwordResetTexts.chooseAfterVerify,
    choosePasswordToken: "Te1uRi6oEl3nQq3xLr8Zt0VbN5mWc2YkP7sHd9fJa4g",
    removed: { password: true, passkeys: 1, providers: ["facebook"], sessions: 2 },
  } satisfies VerifyEmailResponse,
  resetLinkSent: { message: passwordResetTexts.sent } satisfies PasswordResetResponse,
  passwordReset: { message: passwordResetTexts.done } satisfies PasswordResetResponse,
};

export const errorExamples = {
  notFound: { message: apiMessages.notFound },
  invalidInput: {
    message: apiMessages.invalidInput,
    details: ["Please enter your name", "Please enter a valid email address"],
  },
  invalidAccountInput: {
    message: authMessages.passwordTooShort,
    details: [authMessages.passwordTooShort],
  },
  invalidCredentials: { message: authMessages.invalidCredentials },
  sessionExpired: { message: authMessages.sessionExpired },
  signInCodeInvalid: { message: authMessages.signInCodeInvalid },
  emailTaken: { message: authMessages.emailTaken },
  idempotencyKeyReused: {
    message: formMessages.idempotencyKeyReused,
    details: [formMessages.idempotencyKeyReused],
  },
  linkMissing: { message: apiMessages.invalidInput, details: ["The link is missing its token."] },
  bodyTooLarge: { message: apiMessages.bodyTooLarge },
  malformedJson: { message: apiMessages.malformedJson },
  unsupportedMediaType: { message: apiMessages.unsupportedMediaType },
  crossSiteForm: { message: apiMessages.crossSiteForm },
  tooManyRequests: { message: apiMessages.tooManyRequests },
  tooManyLoginAttempts: { message: tooManyLoginAttempts(600) },
  tooManyRegistrations: { message: tooManyRegistrations(3600) },
  tooManyVerificationEmails: { message: tooManyVerificationEmails(3600) },
  tooManyResetRequests: { message: tooManyResetRequests(3600) },
  commonPassword: { message: authMessages.commonPassword, details: [authMessages.commonPassword] },
  verificationTokenMissing: {
    message: verifyEmailTexts.problems.invalid,
    details: [verifyEmailTexts.problems.invalid],
  },
  unavailable: { message: apiMessages.unavailable },
} satisfies Record<string, ApiError>;

/** The 404 and 410 answers of the emailed-link endpoints: an API error with a `code`. */
export const linkErrorExamples = {
  invalid: {
    message: subscriptionLinkTexts.problems.invalid,
    code: "invalid",
  } satisfies SubscriptionLinkError,
  used: { message: subscriptionLinkTexts.problems.used, code: "used" } satisfies SubscriptionLinkError,
};

/** The 404 and 410 answers of POST /api/auth/verify-email, and its question (409) and refusal (403). */
export const verificationLinkErrorExamples = {
  invalid: { message: verifyEmailTexts.problems.invalid, code: "invalid" } satisfies VerifyEmailError,
  expired: { message: verifyEmailTexts.problems.expired, code: "expired" } satisfies VerifyEmailError,
  confirmRegistration: {
    message: verifyEmailTexts.confirmLead,
    code: "confirm-registration",
    hasPassword: true,
  } satisfies VerifyEmailQuestion,
  wrongPassword: {
    message: verifyEmailTexts.wrongPassword,
    code: "wrong-password",
  } satisfies VerifyEmailWrongPassword,
};

/** The 404 and 410 answers of POST /api/auth/reset-password. */
export const resetLinkErrorExamples = {
  invalid: { message: passwordResetTexts.problems.invalid, code: "invalid" } satisfies VerifyEmailError,
  used: { message: passwordResetTexts.problems.used, code: "used" } satisfies VerifyEmailError,
};
