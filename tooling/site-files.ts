// The files that need every page written first, made when Astro's build is done: the search index (from the
// rendered HTML), each page's CSS cut to what it uses, the CSP hashes and the .br/.gz twins the server sends (from the
// bytes served). The other generated files (sitemap, feeds, calendars, share images, ...) are Astro endpoints.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { filesUnder } from "./lib/files.ts";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { writeSearchIndex } from "./search-index.ts";
import { writeCspManifest } from "./csp-hashes.ts";
import { trimPageStylesheets } from "./page-css.ts";

export function siteFiles(): AstroIntegration {
  const done = ({ dir, logger }: { dir: URL; logger: { info(line: string): void } }) =>
    writeSiteFiles(path.resolve(fileURLToPath(dir)), (line) => logger.info(line));
  return { name: "verdant-site-files", hooks: { "astro:build:done": done } };
}

async function writeSiteFiles(root: string, log: (line: string) => void): Promise<void> {
  log(`search index of ${writeSearchIndex(root)} sections`);

  const css = trimPageStylesheets(root);
  log(`page stylesheets trimmed to what each page uses: ${css.before} -> ${css.after} bytes in all`);
  // Hash inline scripts and styles after the last change to the HTML: the CSP must match the bytes served.
  writeCspManifest(root);
  const count = await precompress(root);
  log(`precompressed ${count} files in ${path.relative(process.cwd(), root)}`);
}

const COMPRESSIBLE = /\.(?:html|js|css|svg|json|xml|atom|ics|txt|map|webmanifest)$/;
// Citation files (BibTeX, RIS, CSL-JSON) stay uncompressed: @fastify/static gives a precompressed twin the media type
// of its extension (application/json for .csl.json), not the citation type server/http/static-site.ts sets, and at a
// few hundred bytes to 2 KB they gain little.
const NOT_PRECOMPRESSED = /\.csl\.json$/;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function precompress(root: string): Promise<number> {
  let count = 0;
  const jobs: Promise<void>[] = [];
  for (const file of filesUnder(root)) {
    if (!COMPRESSIBLE.test(file) || NOT_PRECOMPRESSED.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    count++;
    jobs.push(
      (async () => {
        const [br, gz] = await Promise.all([
          brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip(data, { level: 9 }),
        ]);
        fs.writeFileSync(`${file}.br`, br);
        fs.writeFileSync(`${file}.gz`, gz);
      })(),
    );
  }
  await Promise.all(jobs);
  return count;
}
