// After `react-router build`: precompress every text file of the site with brotli and gzip, so the server sends
// ready-made .br/.gz files instead of compressing on each request.
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "./lib/files.ts";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { writeCalendars } from "./generate-calendars.ts";
import { writeFeeds } from "./generate-feeds.ts";
import { writeSearchIndex } from "./generate-search-index.ts";
import { writeShareImages } from "./generate-share-images.ts";
import { generateDownloads } from "./generate-pdfs.ts";
import { writeSitemap } from "./generate-sitemap.ts";
import { writeCspManifest } from "./csp-hashes.ts";
import { writeIllustrations } from "./illustrations/generate.ts";
import { inlineStylesheetsOfSite } from "./inline-css.ts";
import { holdBackScriptsOfSite } from "./static-pages.ts";

const root = path.resolve("build/client");

console.log(`postbuild: sitemap.xml lists ${writeSitemap(root)} routes; robots.txt written`);
console.log(`postbuild: ${writeIllustrations(root)} illustrations in /illustrations/`);
// Generated downloads (brochures, whitepapers, press kit, research files) go in before precompression.
console.log(`postbuild: generated ${await generateDownloads(root)} downloads`);
console.log(`postbuild: feeds ${writeFeeds(root).join(", ")}`);
console.log(`postbuild: calendars ${writeCalendars(root).join(", ")}`);
console.log(`postbuild: ${await writeShareImages(root)} share images in /og/`);
console.log(`postbuild: search index of ${writeSearchIndex(root)} sections`);
const COMPRESSIBLE = /\.(?:html|js|css|svg|json|xml|atom|ics|txt|map|webmanifest)$/;
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Pages static beyond the header load no script file; the others start theirs after the first paint (ADR 0010).
const held = holdBackScriptsOfSite(root);
console.log(
  `postbuild: ${held.onDemand} pages hydrate on demand, ${held.afterPaint} after the first paint, ${held.islands} as islands`,
);
// The stylesheet inline (ADRs 0010, 0013), before the hashes: they cover the inline <style>.
console.log(`postbuild: stylesheet inlined into ${inlineStylesheetsOfSite(root)} pages`);
// Hash inline scripts and styles after the last change to the HTML: the CSP must match the bytes served.
writeCspManifest(root);

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
console.log(`postbuild: precompressed ${count} files in ${path.relative(process.cwd(), root)}`);
