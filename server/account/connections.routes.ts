import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
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
import { providerFlows } from "../auth/oauth-providers.ts";
import { encodeChecks, FLOW_COOKIE_SECONDS, flowCookie } from "../auth/oauth.routes.ts";
import { rowsOf } from "../db/client.ts";
import { serializeCookie } from "../http/cookies.ts";
import { HttpError } from "../http/http-error.ts";
import type { AppServices } from "../services.ts";
import { caller } from "../auth/caller.ts";
import { issueLinkRequest } from "./connections.ts";
import { countWaysIn, lockWaysIn } from "./ways-in.ts";
import { access } from "../http/access.ts";

// Connections started per account and window: each opens a provider flow; a person needs a few.
const CONNECTION_STARTS = { limit: 10, windowMs: 15 * 60_000 };

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

  const providerOf = (value: string): OAuthProvider => {
    const provider = oauthProviders.find((name) => name === value);
    if (!provider) throw new HttpError(404, apiMessages.notFound);
    return provider;
  };

  app.get("/account/connections", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    const identities = rowsOf<{ provider: string; connected: string }>(
      await db.execute(sql`
        select provider,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as connected
        from oauth_identities where user_id = ${me.userId}`),
    );
    return reply.send({
      hasPassword: me.passwordHash !== null,
      waysIn: await countWaysIn(db, me.userId),
      connections: oauthProviders.map((provider) => {
        const identity = identities.find((row) => row.provider === provider);
        return {
          provider,
          available: flows[provider] !== undefined,
          connected: identity !== undefined,
          connectedAt: identity?.connected ?? null,
        };
      }),
    } satisfies AccountConnections);
  });

  app.post<{ Params: { provider: string } }>(
    "/account/connections/:provider/connect",
    access("signed-in"),
    async (request, reply) => {
      const me = await caller(request);
      const provider = providerOf(request.params.provider);
      await rateLimiter.consume(`account-connect:${me.userId}`, CONNECTION_STARTS);
      const flow = flows[provider];
      if (!flow || !config.auth.publicOrigin) throw new HttpError(409, providerUnavailableMessage(provider));
      const connected = rowsOf(
        await db.execute(sql`
          select id from oauth_identities where user_id = ${me.userId} and provider = ${provider}`),
      );
      if (connected.length > 0) throw new HttpError(409, alreadyConnectedMessage(provider));
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
    access("signed-in"),
    async (request, reply) => {
      const me = await caller(request);
      const provider = providerOf(request.params.provider);
      await lockWaysIn(db, me.userId, async (tx) => {
        const [identity] = rowsOf<{ id: string }>(
          await tx.execute(sql`
            select id from oauth_identities where user_id = ${me.userId} and provider = ${provider}`),
        );
        if (!identity) throw new HttpError(404, notConnectedMessage(provider));
        if ((await countWaysIn(tx, me.userId)) <= 1) throw new HttpError(409, connectionTexts.lastWayIn);
        await tx.execute(sql`delete from oauth_identities where id = ${identity.id}`);
        // A sign-in through it that has not reached /login yet ends too.
        await tx.execute(sql`delete from sign_in_codes where user_id = ${me.userId} and used_at is null`);
      });
      request.log.info(
        { event: "provider_disconnected", provider, userId: me.userId },
        "provider disconnected",
      );
      return reply.status(204).send();
    },
  );
}
