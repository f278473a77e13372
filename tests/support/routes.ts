export { prerenderedRoutes } from "../../tooling/prerendered-routes.ts";

/** The prerendered not-found page: served with status 404 for unknown paths, never a link target. */
export const NOT_FOUND_ROUTE = "/404";

/** What a browser test should open for a route: the not-found page is reached through an unknown path. */
export function urlToOpen(route: string): string {
  return route === NOT_FOUND_ROUTE ? "/this-page-does-not-exist" : route;
}
