import type { FastifyInstance } from "fastify";

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The access level the route declares in its config (server/http/access.ts), as it was declared. */
  access: unknown;
}

const routesOf = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Starts noting every route registered from now on, so the API description and access rules can be checked. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routesOf.set(app, routes);
  app.addHook("onRoute", (route) => {
    const access = (route.config as { access?: unknown } | undefined)?.access;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
  });
}

/** The routes registered since recordRoutes, each method apart. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesOf.get(app) ?? [];
}
