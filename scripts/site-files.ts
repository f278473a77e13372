// After Astro's build (scripts/site-files-integration.ts): the search index, the CSP hashes, then every text file of
// the site precompressed with brotli and gzip, so the server sends ready-made .br/.gz files. These need every page
// written first (the index is made from the rendered HTML; the hashes and the compressed twins from the bytes served);
// the other generated files (sitemap, feeds, calendars, share images, illustrations, downloads) are Astro endpoints
// under app/pages/.
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "./lib/files.ts";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { writeSearchIndex } from "./generate-search-index.ts";
import { writeCspManifest } from "./csp-hashes.ts";
import { trimPageStylesheets } from "./page-css.ts";

export async function writeSiteFiles(root: string, log: (line: string) => void): Promise<void> {
  log(`search index of ${writeSearchIndex(root)} sections`);

  const css = trimPageStylesheets(root);
  log(`page stylesheets trimmed to what each page uses: ${css.before} -> ${css.after} bytes in all`);
  // Hash inline scripts and styles after the last change to the HTML: the CSP must match the bytes served.
  writeCspManifest(root);
  const count = await precompress(root);
  log(`precompressed ${count} files in ${path.relative(process.cwd(), root)}`);
}

const COMPRESSIBLE = /\.(?:html|js|css|svg|json|xml|atom|ics|txt|map|webmanifest)$/;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function precompress(root: string): Promise<number> {
  let count = 0;
  const jobs: Promise<void>[] = [];
  for (const file of filesUnder(root)) {
    if (!COMPRESSIBLE.test(file)) continue;
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
