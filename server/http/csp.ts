import fs from "node:fs";
import path from "node:path";

/**
 * Content-Security-Policy of the site. Prerendered pages carry inline scripts (the head scripts, the header script and Astro's island runtime and
 * scroll restoration); the build computes their SHA-256 hashes per page (tooling/csp-hashes.ts) into a manifest the
 * server loads at start, so no 'unsafe-inline' is ever needed.
 */

/** Hashes of one prerendered HTML file, each already in CSP source form ('sha256-…'). */
export interface PageHashes {
  scripts: string[];
  /** <style> elements. */
  styles: string[];
  /** style="…" attributes; allowed through 'unsafe-hashes' only when a page has some. */
  styleAttributes: string[];
}

export interface CspManifest {
  version: 1;
  /** Keyed by the file's path relative to the static folder, with "/" separators: "vision/index.html". */
  pages: Record<string, PageHashes>;
}

export const CSP_MANIFEST_FILE = "csp-manifest.json";

/** The manifest lives next to the static folder, not inside it, so it is not served as a file. */
export function cspManifestPath(staticDir: string): string {
  return path.join(path.dirname(staticDir), CSP_MANIFEST_FILE);
}

export function loadCspManifest(staticDir: string): CspManifest {
  const file = cspManifestPath(staticDir);
  if (!fs.existsSync(file)) {
    throw new Error(`No CSP manifest at ${file}: run "npm run build" (its last step writes it).`);
  }
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as CspManifest;
  if (manifest.version !== 1 || typeof manifest.pages !== "object") {
    throw new Error(`${file} is not a CSP manifest this server understands: rebuild with "npm run build".`);
  }
  return manifest;
}

// Every directive the site needs, and nothing by default: a page that starts loading something new (a font
// host, an iframe) fails the CSP end-to-end test instead of silently widening the policy.
const PAGE_DIRECTIVES = [
  "default-src 'none'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "manifest-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  // The OAuth buttons on /login and /register are plain links, not form posts, so 'self' suffices.
  "form-action 'self'",
];

/** Policy of an HTML page with its own inline-script and inline-style hashes. */
export function pagePolicy(hashes: PageHashes | undefined): string {
  const scripts = hashes?.scripts ?? [];
  const styles = hashes?.styles ?? [];
  const attributes = hashes?.styleAttributes ?? [];
  const directives = [
    ...PAGE_DIRECTIVES,
    ["script-src 'self'", ...scripts.map(quote)].join(" "),
    ["style-src 'self'", ...styles.map(quote)].join(" "),
  ];
  if (attributes.length > 0) {
    directives.push(["style-src-attr 'unsafe-hashes'", ...attributes.map(quote)].join(" "));
  }
  return directives.join("; ");
}

/** Policy of everything that is not a page (JSON, scripts, stylesheets, images): it may load and run nothing. */
export const RESOURCE_POLICY =
  "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

// Chromium's built-in PDF viewer runs inside the PDF's document; default-src 'none' on the PDF response itself
// can stop it from rendering, so downloads such as brochures only get the directives that cannot interfere.
export const PDF_POLICY = "base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

/**
 * What a file someone outside sent (an applicant's CV) is answered with: a download, and should a browser render it
 * anyway, in a sandbox of its own origin that may load and run nothing. The hook below leaves it in place.
 */
export const SANDBOX_POLICY = "sandbox; default-src 'none'";

function quote(source: string): string {
  return `'${source}'`;
}

/**
 * The prerendered file of the page at `urlPath`: /vision → vision/index.html, / → index.html. Only a page's canonical
 * URL is answered with its HTML (static-site.ts redirects /vision/ and /vision/index.html, and sends no .html file from
 * the disk), but the other spellings map to the same file: /vision/ and /vision/index.html → vision/index.html.
 */
export function htmlFileForUrl(urlPath: string): string {
  let pathname = urlPath.split(/[?#]/, 1)[0] ?? "/";
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape cannot name a prerendered file; the caller falls back to the strictest page policy.
  }
  const trimmed = pathname.replace(/^\/+/, "").replace(/\/+$/, "");
  if (trimmed === "") return "index.html";
  if (trimmed.endsWith(".html")) return trimmed;
  return `${trimmed}/index.html`;
}
