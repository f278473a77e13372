import fs from "node:fs";
import os from "node:os";
import path from "node:path";

let stub: string | undefined;

/**
 * The built site when there is one; otherwise a two-page stand-in, so tests of the API do not need
 * `npm run build` first (the server refuses to start without an index.html).
 */
export function staticDirForTests(): string {
  const built = path.resolve("build/client");
  if (fs.existsSync(path.join(built, "index.html"))) return built;
  if (!stub) {
    // Laid out like build/: the site in client/, the CSP manifest beside it.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-site-"));
    stub = path.join(root, "client");
    fs.mkdirSync(path.join(stub, "404"), { recursive: true });
    fs.writeFileSync(path.join(root, "csp-manifest.json"), JSON.stringify({ version: 1, pages: {} }));
    fs.writeFileSync(path.join(stub, "index.html"), "<!doctype html><title>Verdant Collective</title>");
    fs.writeFileSync(path.join(stub, "404", "index.html"), "<!doctype html><title>Not found</title>");
  }
  return stub;
}
