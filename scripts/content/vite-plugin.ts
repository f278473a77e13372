import path from "node:path";
import type { Plugin } from "vite";
import type * as IllustrationGenerator from "../illustrations/generate.ts";
import { ContentCheckFailed, contentFolder, writeContent } from "./generate.ts";

type IllustrationModule = typeof IllustrationGenerator;

/**
 * Regenerates the content modules from content/ when a build or the dev server starts, and in development whenever
 * a content file changes (the page then reloads with it). A build stops on any problem in the files; the dev server
 * shows the problems and keeps the last good content.
 */
export function contentCollections(): Plugin {
  const root = process.cwd();
  const folder = path.join(root, contentFolder);
  let serving = false;
  return {
    name: "verdant-content-collections",
    configResolved(config) {
      serving = config.command === "serve";
    },
    buildStart() {
      try {
        writeContent(root);
      } catch (error) {
        // A build must not ship broken content; the dev server starts anyway and says what to fix.
        if (!serving || !(error instanceof ContentCheckFailed)) throw error;
        this.warn(error.message);
      }
    },
    configureServer(server) {
      server.watcher.add(folder);
      // The build writes the illustrations to build/client/illustrations/ (scripts/postbuild.ts); in development
      // they are drawn on request, from the current content.
      server.middlewares.use("/illustrations", (request, response, next) => {
        const name = /^\/([a-z0-9-]+)\.svg$/.exec(request.url ?? "")?.[1];
        if (!name) return next();
        server
          .ssrLoadModule("/scripts/illustrations/generate.ts")
          .then((module) => {
            const svg = (module as IllustrationModule).illustrationSvg(name);
            if (!svg) return next();
            response.setHeader("content-type", "image/svg+xml");
            response.end(svg);
          })
          .catch(next);
      });
      const regenerate = (file: string) => {
        if (!file.startsWith(folder + path.sep)) return;
        try {
          const written = writeContent(root);
          if (written.length > 0) server.config.logger.info(`content: updated ${written.join(", ")}`);
        } catch (error) {
          const message = error instanceof ContentCheckFailed ? error.message : String(error);
          server.config.logger.error(message);
          server.ws.send({ type: "error", err: { message, stack: "" } });
        }
      };
      server.watcher.on("add", regenerate);
      server.watcher.on("change", regenerate);
      server.watcher.on("unlink", regenerate);
    },
  };
}
