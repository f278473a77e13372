import { z } from "./zod.ts";
import { staffMessages } from "./staff.ts";
import { twoStepMessages } from "./two-step.ts";
import { codeRequestSchema } from "./staff-schemas.ts";

// The zod schemas of two-step sign-in (ADR 0049) for the server and the OpenAPI document; no page imports this.

const code = codeRequestSchema.shape.code;

export const secondStepAnswerSchema = z.object({
  secondStep: z.object({ token: z.string(), expiresInSeconds: z.number() }),
});

/** POST /api/auth/login/code: the pending step's token and a TOTP or recovery code. */
export const secondStepRequestSchema = z.object(
  {
    token: z
      .string({ error: twoStepMessages.stepExpired })
      .check(z.minLength(1, twoStepMessages.stepExpired), z.maxLength(200, twoStepMessages.stepExpired)),
    code,
  },
  { error: staffMessages.invalidCode },
);

export const twoStepStateSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  required: z.boolean(),
});

export const recoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Turning two-step sign-in off, or making new recovery codes: the password, or a code of the app. */
export const twoStepProofSchema = z.object(
  {
    currentPassword: z.optional(z.string().check(z.maxLength(1000, twoStepMessages.passwordWrong))),
    code: z.optional(z.string().check(z.maxLength(40, twoStepMessages.codeWrong))),
  },
  { error: twoStepMessages.proofRequired },
);
