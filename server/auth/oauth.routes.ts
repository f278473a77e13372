import type { FastifyInstance, FastifyReply } from "fastify";
import {
  emailProblem,
  nameProblem,
  normalizeEmail,
  oauthProviders,
  type OAuthErrorReason,
  type OAuthProvider,
} from "../../contract/auth.ts";
import { connectionFailed, finishConnection } from "../account/connections.ts";
import { errorExamples } from "../../contract/examples.ts";
import { z } from "../../contract/zod.ts";
import { apiError } from "../http/common-answers.ts";
import { answer, emptyAnswer, routeSchema, validatedInHandler } from "../http/route-schema.ts";
import { cleanSingleLine } from "../../contract/form-text.ts";
import type { AppServices } from "../services.ts";
import { access } from "../http/access.ts";
import { readCookie, serializeCookie } from "../http/cookies.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { sendVerificationEmail } from "./email-verification.ts";
import { providerFlows, type FlowChecks } from "./oauth-providers.ts";
import {
  CODE_LIFETIME_SECONDS,
  issueSignInCode,
  SIGN_IN_BINDING_COOKIE,
  SIGN_IN_BINDING_PATH,
} from "./sign-in-codes.ts";
import {
  createUserWithIdentity,
  EmailTakenError,
  findUserByEmail,
  findUserByIdentity,
  takeOverUnverifiedAccount,
} from "./users.ts";

const providerParams = z.object({
  provider: z
    .enum(oauthProviders)
    .check(z.meta({ description: "The identity provider.", examples: ["google"] })),
});
const providerAnswers = {
  302: emptyAnswer("Redirect.", ["Location"]),
  404: answer("No such provider.", apiError, errorExamples.notFound),
};

// One operation for the routes of every provider (documentedPath); Fastify sees no {provider} parameter, so the
// schema only documents it (validatedInHandler). The callback's query is the provider's own, read by its flow.
const startSchema = routeSchema({
  operationId: "startProviderSignIn",
  tags: ["Accounts"],
  summary: "Start signing in with an identity provider",
  description:
    "A browser navigation, not an API call: redirects to the provider's sign-in page (with a short-lived " +
    "HttpOnly cookie for the callback), or to /login?oauthError=unavailable&provider=… when that provider is " +
    "not configured or cannot be reached.",
  documentedPath: "/api/auth/{provider}",
  params: providerParams,
  response: providerAnswers,
});

const callbackSchema = routeSchema({
  operationId: "finishProviderSignIn",
  tags: ["Accounts"],
  summary: "Where the identity provider sends the browser back",
  description:
    "Called by the provider with its own query parameters (`code`, `state` or `error`). Redirects to " +
    "/login?code=… (a one-time code for POST /api/auth/exchange), or to /login?oauthError=<reason>&provider=… " +
    "when the sign-in cannot complete.",
  documentedPath: "/api/auth/{provider}/callback",
  params: providerParams,
  response: providerAnswers,
});

const documented = (schema: typeof startSchema | typeof callbackSchema) => ({
  ...access("public"),
  schema,
  validatorCompiler: validatedInHandler,
});

// Long enough to sign in at the provider, short enough that a forgotten flow dies soon.
export const FLOW_COOKIE_SECONDS = 600;

/** The cookie that keeps a provider flow's checks until its callback (sign-in, or connecting from /account). */
export function flowCookie(provider: OAuthProvider, prefix: string) {
  return { name: `vc_oauth_${provider}`, callbackPath: `${prefix}/auth/${provider}/callback` };
}

/**
 * GET /api/auth/{google,facebook} starts an authorization-code flow with PKCE; state, verifier (and nonce) wait in an
 * HttpOnly cookie scoped to the callback path. The callback signs in the linked account or creates one, and sends
 * the visitor to /login with a one-time code. Every failure lands on /login with a reason the page turns into text.
 */
export async function oauthRoutes(app: FastifyInstance, { config, database, outbox }: AppServices) {
  const flows = providerFlows(config.auth);
  const db = database.db;

  for (const provider of oauthProviders) {
    // Registered under the API plugin's prefix; the cookie and the provider see the full path.
    const { name: cookieName, callbackPath } = flowCookie(provider, app.prefix);
    const callbackRoute = `/auth/${provider}/callback`;

    app.get(`/auth/${provider}`, documented(startSchema), async (request, reply) => {
      const flow = flows[provider];
      if (!flow) return toLogin(reply, { oauthError: "unavailable", provider });
      try {
        const { url, checks } = await flow.start(originOf() + callbackPath);
        reply.header(
          "set-cookie",
          serializeCookie(cookieName, encodeChecks(checks), {
            path: callbackPath,
            maxAgeSeconds: FLOW_COOKIE_SECONDS,
            secure: config.auth.secureCookies,
          }),
        );
        return reply.redirect(url.href, 302);
      } catch (error) {
        request.log.warn({ err: error, provider }, "sign-in provider could not be reached");
        return toLogin(reply, { oauthError: "unavailable", provider });
      }
    });

    app.get(callbackRoute, documented(callbackSchema), async (request, reply) => {
      // The flow cookie is spent whatever happens next.
      const flowCookieCleared = serializeCookie(cookieName, "", {
        path: callbackPath,
        maxAgeSeconds: 0,
        secure: config.auth.secureCookies,
      });
      reply.header("set-cookie", flowCookieCleared);
      const checks = decodeChecks(readCookie(request.headers.cookie, cookieName));
      // A flow the account page started to connect the provider ends on /account, whatever happens.
      const fail = (reason: OAuthErrorReason) =>
        checks?.link
          ? reply.redirect(connectionFailed(reason, provider), 302)
          : toLogin(reply, { oauthError: reason, provider });
      const flow = flows[provider];
      if (!flow) return fail("unavailable");
      const query = request.query as Record<string, unknown>;
      // Cancelled at the provider, a flow we did not start, or a state that does not match: no sign-in.
      if (!checks || typeof query.state !== "string" || query.state !== checks.state || query.error) {
        return fail("failed");
      }

      let identity;
      try {
        const callbackUrl = new URL(originOf() + request.url);
        identity = await flow.finish(callbackUrl, checks);
      } catch (error) {
        request.log.warn({ err: error, provider }, "sign-in provider flow failed");
        return fail("failed");
      }

      if (checks.link) {
        const ended = await finishConnection(
          db,
          publicOrigin(config),
          provider,
          checks.link,
          identity.subject,
        );
        if (ended.outcome === "connected") outbox.notify();
        request.log.info(
          { event: "provider_connection", provider, outcome: ended.outcome },
          "provider connection from the account page",
        );
        return reply.redirect(ended.location, 302);
      }

      try {
        let user = await findUserByIdentity(db, provider, identity.subject);
        if (!user) {
          if (!identity.email || emailProblem(identity.email)) return fail("no-email");
          const email = normalizeEmail(identity.email);
          // Never link to a verified account by email alone: whoever controls that email at the provider would
          // otherwise take over the account. An unverified one is different: see takeOverUnverifiedAccount. Only
          // a provider that states the email is verified may take one over.
          const existing = await findUserByEmail(db, email);
          if (existing && !existing.emailVerifiedAt && identity.emailVerified) {
            // Nobody proved they own this address; the provider says this person does (docs/security.md).
            user = await takeOverUnverifiedAccount(db, publicOrigin(config), existing.id, {
              provider,
              subject: identity.subject,
            });
            if (user) {
              outbox.notify();
              request.log.warn(
                { event: "unverified_account_taken_over", provider, userId: existing.id },
                "verified provider sign-in took over an unverified account",
              );
            }
          }
          if (existing && !user) {
            request.log.info(
              { event: "provider_sign_in_refused", provider },
              "email belongs to another account",
            );
            return fail(existing.passwordHash ? "existing-password" : "existing-provider");
          }
          if (!user) {
            const providerName = identity.name && !nameProblem(identity.name) ? identity.name : "";
            const name = cleanSingleLine(providerName).slice(0, 100) || email.split("@")[0]!;
            try {
              user = await createUserWithIdentity(
                db,
                { name, email, provider, subject: identity.subject, emailVerified: identity.emailVerified },
                (tx, created) => sendVerificationEmail(tx, publicOrigin(config), created),
              );
              if (!identity.emailVerified) outbox.notify();
            } catch (error) {
              if (error instanceof EmailTakenError) return fail("existing-password");
              throw error;
            }
          }
        }
        const { code, binding } = await issueSignInCode(db, user.id);
        // Fastify adds this Set-Cookie to the one clearing the flow cookie. Strict is enough: the cookie is set on
        // this redirect and sent with the login page's same-site request.
        reply.header(
          "set-cookie",
          serializeCookie(SIGN_IN_BINDING_COOKIE, binding, {
            path: SIGN_IN_BINDING_PATH,
            maxAgeSeconds: CODE_LIFETIME_SECONDS,
            secure: config.auth.secureCookies,
            sameSite: "Strict",
          }),
        );
        return toLogin(reply, { code });
      } catch (error) {
        // This is a browser navigation: land on /login with a message rather than a JSON 500.
        request.log.error({ err: error, provider }, "sign-in after the provider flow failed");
        return fail("failed");
      }
    });
  }

  // Start-up refuses a configured provider without PUBLIC_ORIGIN (server/auth/auth.config.ts), so the callback
  // URL never comes from the request's Host header or protocol.
  function originOf(): string {
    const origin = config.auth.publicOrigin;
    if (!origin) throw new Error("PUBLIC_ORIGIN is required for sign-in providers");
    return origin;
  }
}

function toLogin(reply: FastifyReply, params: Record<string, string>) {
  return reply.redirect(`/login?${new URLSearchParams(params).toString()}`, 302);
}

export function encodeChecks(checks: FlowChecks): string {
  return Buffer.from(JSON.stringify(checks), "utf8").toString("base64url");
}

function decodeChecks(value: string | undefined): FlowChecks | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<FlowChecks>;
    if (typeof parsed.state !== "string" || typeof parsed.codeVerifier !== "string") return undefined;
    if (parsed.nonce !== undefined && typeof parsed.nonce !== "string") return undefined;
    if (parsed.link !== undefined && typeof parsed.link !== "string") return undefined;
    return { state: parsed.state, codeVerifier: parsed.codeVerifier, nonce: parsed.nonce, link: parsed.link };
  } catch {
    return undefined;
  }
}
