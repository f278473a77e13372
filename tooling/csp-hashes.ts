// Build step (called from tooling/site-files.ts before precompression): SHA-256 of every inline <script> that runs
// (not JSON-LD data blocks), <style> and style attribute of each prerendered HTML file, written to the manifest the server turns into per-page CSPs.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "./lib/files.ts";
import { cspManifestPath, type CspManifest, type PageHashes } from "../server/http/csp.ts";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const HAS_SRC = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// Script types the browser runs (or parses as an import map / speculation rules): all need a hash. Any other type
// (application/ld+json, ...) is a data block, which is never executed, so CSP does not apply to it.
const EXECUTABLE_TYPES = new Set(["", "module", "importmap", "speculationrules"]);
const JAVASCRIPT_MIME =
  /^(?:text|application)\/(?:x-)?(?:java|ecma)script$|^text\/(?:javascript1\.[0-5]|jscript|livescript)$/;

/** Whether an inline <script> with these attributes is executed (true) or is a data block (false). */
export function isExecutableScript(attributes: string): boolean {
  const match = TYPE_ATTRIBUTE.exec(attributes);
  if (!match) return true;
  const type = (match[1] ?? match[2] ?? match[3] ?? "").trim().toLowerCase();
  return EXECUTABLE_TYPES.has(type) || JAVASCRIPT_MIME.test(type);
}

/** 'sha256-<base64>' without the quotes, over the exact UTF-8 text the browser hashes. */
export function cspHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

// Browsers hash an attribute's value after entity decoding; these are the entities React emits in attributes.
export function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export function inlineHashes(html: string): PageHashes {
  const scripts = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (!HAS_SRC.test(attributes) && isExecutableScript(attributes)) scripts.add(cspHash(body));
  }
  const styles = new Set<string>();
  for (const [, body = ""] of html.matchAll(STYLE)) styles.add(cspHash(body));
  // Script and style bodies are raw text: a "style=" inside them is not an attribute.
  const markup = html.replace(SCRIPT, "").replace(STYLE, "");
  const styleAttributes = new Set<string>();
  for (const [, doubleQuoted, singleQuoted] of markup.matchAll(STYLE_ATTRIBUTE)) {
    styleAttributes.add(cspHash(decodeAttribute(doubleQuoted ?? singleQuoted ?? "")));
  }
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] };
}

/** Writes the manifest for every .html file under `clientDir`; returns it. */
export function writeCspManifest(clientDir: string): CspManifest {
  const manifest: CspManifest = { version: 1, pages: {} };
  for (const file of filesUnder(clientDir, (name) => name.endsWith(".html"))) {
    const key = path.relative(clientDir, file).split(path.sep).join("/");
    manifest.pages[key] = inlineHashes(fs.readFileSync(file, "utf8"));
  }
  const target = cspManifestPath(clientDir);
  fs.writeFileSync(target, JSON.stringify(manifest, null, 2) + "\n");
  const count = Object.keys(manifest.pages).length;
  console.log(`CSP hashes of ${count} pages in ${path.relative(process.cwd(), target)}`);
  return manifest;
}
