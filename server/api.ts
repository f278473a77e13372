import type { FastifyInstance } from "fastify";
import { apiMessages, type ApiError } from "../contract/api.ts";
import { lookUpCaller } from "./auth/caller.ts";
import { access, registerAccessControl } from "./http/access.ts";
import { accountDataRoutes } from "./account/account-data.routes.ts";
import { accountRoutes } from "./account/account.routes.ts";
import { connectionRoutes } from "./account/connections.routes.ts";
import { profileRoutes } from "./account/profile.routes.ts";
import { passkeyRoutes } from "./account/passkeys.routes.ts";
import { twoStepRoutes } from "./account/two-step.routes.ts";
import { authRoutes } from "./auth/auth.routes.ts";
import { passkeySignInRoutes } from "./auth/passkey-sign-in.routes.ts";
import { careersRoutes } from "./careers/careers.routes.ts";
import { applicationFollowRoutes } from "./careers/application-follow.routes.ts";
import { contactRoutes } from "./contact/contact.routes.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { metricsRoutes } from "./observability/metrics.routes.ts";
import { inboundRoutes } from "./inbound/inbound.routes.ts";
import { analyticsIngestRoutes } from "./analytics/ingest.routes.ts";
import { openApiRoutes } from "./openapi/openapi.routes.ts";
import { registerOpenApiDocument } from "./openapi/openapi.plugin.ts";
import { registerRouteSchemas } from "./http/route-validation.ts";
import type { AppServices } from "./services.ts";
import { staffRoutes } from "./staff/staff.routes.ts";
import { newsletterRoutes } from "./newsletters/newsletters.routes.ts";
import { subscriptionRoutes } from "./subscriptions/subscriptions.routes.ts";

export const API_PREFIX = "/api";

/**
 * The JSON API, registered by buildApp under the /api prefix: each domain's routes are a plugin of their own with
 * paths relative to /api. Unknown paths under /api answer a JSON 404 here, never the site's HTML not-found page.
 */
export function apiRoutes(services: AppServices) {
  return async function api(app: FastifyInstance) {
    // Each route's zod schema validates its request and describes it in the OpenAPI document (ADR 0044); the
    // document's generator sees only the routes registered after it.
    registerRouteSchemas(app);
    await registerOpenApiDocument(app);
    // Who may use each route: declared by the route (access(...) in its options), enforced here for all of them.
    const { database, config } = services;
    registerAccessControl(app, (token) => lookUpCaller(database.db, token, config.auth));
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ message: apiMessages.notFound } satisfies ApiError),
    );
    // The static site's catch-all GET (/*) would otherwise take unknown GETs under /api and answer the HTML page.
    app.get("/*", access("public"), (_request, reply) => reply.callNotFound());
    await app.register(healthRoutes, services);
    await app.register(metricsRoutes, services);
    await app.register(openApiRoutes);
    await app.register(authRoutes, services);
    await app.register(accountRoutes, services);
    await app.register(accountDataRoutes, services);
    await app.register(profileRoutes, services);
    await app.register(connectionRoutes, services);
    await app.register(passkeyRoutes, services);
    await app.register(twoStepRoutes, services);
    await app.register(passkeySignInRoutes, services);
    await app.register(contactRoutes, services);
    await app.register(careersRoutes, services);
    await app.register(applicationFollowRoutes, services);
    await app.register(subscriptionRoutes, services);
    await app.register(staffRoutes, services);
    await app.register(newsletterRoutes, services);
    await app.register(inboundRoutes, services);
    await app.register(analyticsIngestRoutes, services);
  };
}
