import fs from "node:fs";
import path from "node:path";

/**
 * Every prerendered route, read from the build output: "/" for index.html, "/vision" for vision/index.html, and
 * "/404" for the not-found page Astro writes as 404.html.
 */
export function prerenderedRoutes(clientDir = path.resolve("build/client")): string[] {
  if (!fs.existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`No build in ${clientDir}: run "npm run build" first.`);
  }
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
  walk(clientDir);
  if (fs.existsSync(path.join(clientDir, "404.html"))) routes.push("/404");
  return routes.sort();
}
