import { z } from "./zod.ts";
import { accountApplicationSchema } from "./account-data-schemas.ts";
import type {
  ApplicationFollowChange,
  ApplicationLinkRevoked,
  FollowedApplication,
} from "./application-follow.ts";

// The requests and answers of /api/careers/application (contract/application-follow.ts) as zod schemas, for the
// server, the OpenAPI document and the API tests. No page imports this file (see contract/responses.ts for why).

export const EXAMPLE_APPLICATION_TOKEN = "q3ZJ2o8xQ1bKf0mR7tVwYc4nLs9aEhUd6gPiBjTkXyA";

export const applicationLinkRequestSchema = z.object(
  {
    token: z.string({ error: "The link is missing its token." }).check(
      z.minLength(1, "The link is missing its token."),
      z.maxLength(200, "The link's token is too long."),
      z.meta({
        description:
          "The secret of the private link in the acknowledgement email: what follows `#token=` on " +
          "/careers/application.",
        examples: [EXAMPLE_APPLICATION_TOKEN],
      }),
    ),
  },
  { error: "Please send the link's token." },
);

const followedEmailSchema = z.object({
  id: z.uuid(),
  from: z.enum(["us", "you"]),
  subject: z.string(),
  body: z.string(),
  at: z.string(),
});

export const followedApplicationSchema = z.object({
  application: z.object({
    ...accountApplicationSchema.shape,
    reference: z.nullable(z.string()),
    withdrawnAt: z.nullable(z.string()),
  }),
  emails: z.array(followedEmailSchema),
});

export const applicationFollowChangeSchema = z.object({
  ...followedApplicationSchema.shape,
  message: z.string(),
});

export const applicationLinkRevokedSchema = z.object({ message: z.string() });

// Compile-time only: each schema's type and the interface the browser uses are assignable both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inStep: [
  Same<z.infer<typeof followedApplicationSchema>, FollowedApplication>,
  Same<z.infer<typeof applicationFollowChangeSchema>, ApplicationFollowChange>,
  Same<z.infer<typeof applicationLinkRevokedSchema>, ApplicationLinkRevoked>,
] = [true, true, true];
void inStep;
