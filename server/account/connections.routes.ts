import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  alreadyConnectedMessage,
  connectionTexts,
  notConnectedMessage,
  providerUnavailableMessage,
  type AccountConnections,
  type ConnectionStart,
} from "../../contract/account-profile.ts";
import { apiMessages } from "../../contract/api.ts";
import { oauthProviders, type OAuthProvider } from "../../contract/auth.ts";
import { errorExamples } from "../../contract/examples.ts";
import { accountConnectionsSchema, connectionStartSchema } from "../../contract/responses.ts";
import { z } from "../../contract/zod.ts";
import { accountUnauthorized } from "../auth/auth-answers.ts";
import { providerFlows } from "../auth/oauth-providers.ts";
import { encodeChecks, FLOW_COOKIE_SECONDS, flowCookie } from "../auth/oauth.routes.ts";
import { apiError, serviceUnavailable } from "../http/common-answers.ts";
import { serializeCookie } from "../http/cookies.ts";
import { HttpError } from "../http/http-error.ts";
import { apiTime } from "../http/api-time.ts";
import { answer, component, emptyAnswer, routeSchema, validatedInHandler } from "../http/route-schema.ts";
import type { AppServices } from "../services.ts";
import { caller } from "../auth/caller.ts";
import { connectedProviders, disconnectProvider, isConnected, issueLinkRequest } from "./connections.ts";
import { countWaysIn } from "./ways-in.ts";
import { access } from "../http/access.ts";

// Connections started per account and window: each opens a provider flow; a person needs a few.
const CONNECTION_STARTS = { limit: 10, windowMs: 15 * 60_000 };

const accountConnections = component("AccountConnections", accountConnectionsSchema);
const connectionStart = component("ConnectionStart", connectionStartSchema);

const listSchema = routeSchema({
  operationId: "listAccountConnections",
  tags: ["Account"],
  summary: "The account's ways to sign in",
  description:
    "Whether the account has a password, each identity provider (configured on this server or not, connected " +
    "or not), and how many ways in the account has: disconnecting never takes the last.",
  response: {
    200: answer("The sign-in methods.", accountConnections, {
      hasPassword: true,
      waysIn: 2,
      connections: [
        { provider: "google", available: true, connected: true, connectedAt: "2026-11-20T09:30:00Z" },
        { provider: "facebook", available: true, connected: false, connectedAt: null },
      ],
    }),
    401: accountUnauthorized,
    503: serviceUnavailable,
  },
});

// An unknown provider is a resource that does not exist (404, as the routes answer), so the routes with this
// parameter validate it in their handler (validatedInHandler): Fastify would answer 400.
const providerParams = z.object({
  provider: z
    .enum(oauthProviders)
    .check(z.meta({ description: "The identity provider: `google` or `facebook`.", examples: ["google"] })),
});

const connectSchema = routeSchema({
  operationId: "connectProvider",
  tags: ["Account"],
  summary: "Start connecting an identity provider",
  description:
    "Answers where to send the browser (the provider's sign-in page) and sets the flow's cookie (`HttpOnly`, " +
    "for the callback's path only, 10 minutes) holding its state and a secret bound to this session. The " +
    "provider's callback (GET /api/auth/{provider}/callback) then links that identity to this account and " +
    "ends on /account?connected={provider}, or on /account?connectError=…&provider=… when the identity " +
    "belongs to another account, the session ended meanwhile, or the flow failed. A notice goes to the " +
    "account's address. At most 10 starts per account in 15 minutes. No body.",
  params: providerParams,
  response: {
    200: answer("Send the browser to `location`.", connectionStart, {
      location: "https://accounts.google.com/o/oauth2/v2/auth?client_id=…&state=…&code_challenge=…",
    }),
    401: accountUnauthorized,
    404: answer("Not a provider this site knows.", apiError, { message: apiMessages.notFound }),
    409: answer(
      "The provider is already connected to this account, or is not configured on this server.",
      apiError,
      { message: providerUnavailableMessage("google") },
    ),
    429: answer(
      "Too many starts for this account. Try again after Retry-After seconds.",
      apiError,
      errorExamples.tooManyRequests,
      ["Retry-After"],
    ),
    503: answer(
      "The provider (or the database) cannot be reached right now. Try again after Retry-After seconds.",
      apiError,
      { message: providerUnavailableMessage("google") },
      ["Retry-After"],
    ),
  },
});

const disconnectSchema = routeSchema({
  operationId: "disconnectProvider",
  tags: ["Account"],
  summary: "Disconnect an identity provider",
  description:
    "Only while the account keeps another way in (its password, another provider, a passkey). No body.",
  params: providerParams,
  response: {
    204: emptyAnswer("Disconnected: the provider no longer signs in to this account."),
    401: accountUnauthorized,
    404: answer("Not a provider this site knows, or not connected to this account.", apiError, {
      message: apiMessages.notFound,
    }),
    409: answer("It is the account's last way in.", apiError, { message: connectionTexts.lastWayIn }),
    503: serviceUnavailable,
  },
});

/**
 * The account's sign-in methods under /api/account/connections: which providers are connected and whether there
 * is a password; connect a provider (the answer says where to send the browser; the flow's callback in
 * server/auth/oauth.routes.ts links the identity); disconnect one, never the last way in.
 */
export async function connectionRoutes(app: FastifyInstance, services: AppServices) {
  const { database, config, rateLimiter } = services;
  const db = database.db;
  const flows = providerFlows(config.auth);
  // The callback the provider returns to is the sign-in flow's own, under the API plugin's prefix.
  const apiPrefix = app.prefix;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const providerRoute = { ...access("signed-in"), validatorCompiler: validatedInHandler };

  const providerOf = (value: string): OAuthProvider => {
    const provider = oauthProviders.find((name) => name === value);
    if (!provider) throw new HttpError(404, apiMessages.notFound);
    return provider;
  };

  api.get("/account/connections", { ...access("signed-in"), schema: listSchema }, async (request, reply) => {
    const me = await caller(request);
    const identities = await connectedProviders(db, me.userId);
    return reply.send({
      hasPassword: me.passwordHash !== null,
      waysIn: await countWaysIn(db, me.userId),
      connections: oauthProviders.map((provider) => {
        const identity = identities.find((row) => row.provider === provider);
        return {
          provider,
          available: flows[provider] !== undefined,
          connected: identity !== undefined,
          connectedAt: identity ? apiTime(identity.connectedAt) : null,
        };
      }),
    } satisfies AccountConnections);
  });

  app.post<{ Params: { provider: string } }>(
    "/account/connections/:provider/connect",
    { ...providerRoute, schema: connectSchema },
    async (request, reply) => {
      const me = await caller(request);
      const provider = providerOf(request.params.provider);
      await rateLimiter.consume(`account-connect:${me.userId}`, CONNECTION_STARTS);
      const flow = flows[provider];
      if (!flow || !config.auth.publicOrigin) throw new HttpError(409, providerUnavailableMessage(provider));
      if (await isConnected(db, me.userId, provider)) {
        throw new HttpError(409, alreadyConnectedMessage(provider));
      }
      const cookie = flowCookie(provider, apiPrefix);
      let started;
      try {
        started = await flow.start(config.auth.publicOrigin + cookie.callbackPath);
      } catch (error) {
        request.log.warn({ err: error, provider }, "sign-in provider could not be reached");
        throw new HttpError(503, providerUnavailableMessage(provider), { headers: { "retry-after": "60" } });
      }
      const link = await issueLinkRequest(db, me, provider);
      // The same cookie a sign-in flow uses, with the link's secret: the callback knows it connects this account.
      reply.header(
        "set-cookie",
        serializeCookie(cookie.name, encodeChecks({ ...started.checks, link }), {
          path: cookie.callbackPath,
          maxAgeSeconds: FLOW_COOKIE_SECONDS,
          secure: config.auth.secureCookies,
        }),
      );
      return reply.send({ location: started.url.href } satisfies ConnectionStart);
    },
  );

  app.post<{ Params: { provider: string } }>(
    "/account/connections/:provider/disconnect",
    { ...providerRoute, schema: disconnectSchema },
    async (request, reply) => {
      const me = await caller(request);
      const provider = providerOf(request.params.provider);
      const outcome = await disconnectProvider(db, me.userId, provider);
      if (outcome === "not-connected") throw new HttpError(404, notConnectedMessage(provider));
      if (outcome === "last-way-in") throw new HttpError(409, connectionTexts.lastWayIn);
      request.log.info(
        { event: "provider_disconnected", provider, userId: me.userId },
        "provider disconnected",
      );
      return reply.status(204).send();
    },
  );
}
