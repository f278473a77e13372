import fs from "node:fs";
import path from "node:path";

/** Every prerendered route, read from the build output: "/" for index.html, "/vision" for vision/index.html. */
export function prerenderedRoutes(clientDir = path.resolve("build/client")): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const relative = path.relative(clientDir, dir).split(path.sep).join("/");
        routes.push(relative === "" ? "/" : `/${relative}`);
      }
    }
  };
  if (!fs.existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`No build in ${clientDir}: run "npm run build" first.`);
  }
  walk(clientDir);
  return routes.sort();
}

/** The prerendered not-found page: served with status 404 for unknown paths, never a link target. */
export const NOT_FOUND_ROUTE = "/404";

/** What a browser test should open for a route: the not-found page is reached through an unknown path. */
export function urlToOpen(route: string): string {
  return route === NOT_FOUND_ROUTE ? "/this-page-does-not-exist" : route;
}
