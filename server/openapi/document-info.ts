import fs from "node:fs";

// What no route can say about the API document: its title and description, the licence, the server, the tags the
// operations are grouped by, and the security schemes they refer to. Everything else comes from the routes' own
// schemas (server/openapi/route-transform.ts, ADR 0044).

export const tags = {
  Forms: "Public forms: messages and job applications, stored and sent on to staff by email.",
  Subscriptions: "Newsletter and event announcements (double opt-in).",
  Applicants:
    "An applicant following one application without an account, with the private link of its acknowledgement " +
    "email: its stage, its emails, withdrawing it, turning the link off.",
  Accounts: "Registration, sign-in (password or an identity provider) and sessions with bearer tokens.",
  Account:
    "The signed-in person's own account: the sessions on each device, the password, their data (download it, " +
    "delete the account), the applications and subscriptions of their verified address. Every operation needs " +
    "the bearer token of a live session.",
  Service: "The state of the service.",
  Operations:
    "For the people who run the server: its Prometheus metrics, only where the configuration serves them " +
    "(docs/operations.md).",
  Inbound:
    "Emails coming back to the site (replies to its acknowledgements, new messages), posted raw by the mail " +
    "provider with the shared secret INBOUND_SECRET.",
  Analytics:
    "What the pages' beacon sends: page views and events, counted without cookies or personal data " +
    "(docs/privacy.md).",
  Staff:
    "The staff console: the inbox of messages, applications and subscribers, roles and the audit log. Staff and " +
    "admin accounts only (roles are given with `npm run staff` or by an admin), each session verified with the " +
    "account's second factor (TOTP).",
};
export type TagName = keyof typeof tags;

export const securitySchemes = {
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    description: "The `token` of a register, login or exchange answer.",
  },
  metricsToken: {
    type: "http",
    scheme: "bearer",
    description: "The server's METRICS_TOKEN (configuration), never a session's token.",
  },
  inboundSecret: {
    type: "http",
    scheme: "bearer",
    description: "The server's INBOUND_SECRET, shared with the mail provider that posts inbound emails.",
  },
} as const;
export type SecuritySchemeName = keyof typeof securitySchemes;

export function documentInfo(version: string = packageVersion()) {
  return {
    title: "Verdant Collective API",
    version,
    description:
      "The JSON API behind the Verdant Collective website: public forms, subscriptions and accounts. Every " +
      "error answer is `{message, details?}`: a sentence for people, and one sentence per problem when there " +
      "are several. Every path also answers with a trailing slash (`/api/contact/` is `/api/contact`). " +
      "Generated from the zod contract the site and the server share.",
    // Not open source: the site's Terms and Conditions (/terms) cover its use.
    license: {
      name: "Proprietary; use under the site's Terms and Conditions (/terms)",
      // SPDX's form for a licence that is not on its list.
      identifier: "LicenseRef-Proprietary",
    },
  };
}

export const servers = [{ url: "/" }];

export const OPENAPI_VERSION = "3.1.1";

function packageVersion(): string {
  const file = new URL("../../package.json", import.meta.url);
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
}
