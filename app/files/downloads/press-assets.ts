// The press visual library: SVG files generated from the brand tokens and site content, zipped per category.
import fs from "node:fs";
import path from "node:path";
import { strToU8, zipSync, type Zippable } from "fflate";
import { topicCategories } from "../../content/categories.ts";
import { companyFacts } from "../../content/company.ts";
import { visualAssetCategories } from "../../content/press.ts";
import { projects } from "../../content/projects.ts";
import { site } from "../../content/site.ts";

/** Reads the brand colours written once in app/app.css (@theme). */
function brandColours(): Record<string, string> {
  const css = fs.readFileSync(path.resolve("app/app.css"), "utf8");
  const colours: Record<string, string> = {};
  for (const match of css.matchAll(/--color-((?:brand|accent)-\d+):\s*(#[0-9a-f]{6})/gi))
    colours[match[1]!] = match[2]!;
  return colours;
}

// Tailwind's 600 shades behind the category tints in app/components/ui/category-tint.ts.
const categoryHex: Record<string, string> = {
  Agriculture: "#65a30d",
  Climate: "#0284c7",
  "Urban Systems": "#7c3aed",
  Genomics: "#c026d3",
  Nutrition: "#ea580c",
  "Public Health": "#e11d48",
};

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const svg = (width: number, height: number, body: string, title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escape(title)}</title>${body}</svg>\n`;
const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"`;

function leafMark(x: number, y: number, size: number, fill: string, vein: string): string {
  const s = size / 64;
  return `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="32" cy="32" r="32" fill="${fill}"/><path d="M18 46 C18 26 30 16 48 16 C48 36 38 46 18 46 Z" fill="${vein}"/><path d="M18 46 C28 38 38 28 48 16" stroke="${fill}" stroke-width="3" fill="none"/></g>`;
}

function logos(c: Record<string, string>): Record<string, string> {
  const wordmark = (fill: string) =>
    `<text x="92" y="54" ${FONT} font-size="34" font-weight="700" fill="${fill}">${escape(site.name)}</text>`;
  return {
    "verdant-logo-colour.svg": svg(
      480,
      84,
      leafMark(10, 10, 64, c["brand-700"]!, c["accent-400"]!) + wordmark(c["brand-900"]!),
      `${site.name} logo, colour`,
    ),
    "verdant-logo-dark.svg": svg(
      480,
      84,
      leafMark(10, 10, 64, "#0f172a", "#ffffff") + wordmark("#0f172a"),
      `${site.name} logo, dark`,
    ),
    "verdant-logo-light.svg": svg(
      480,
      84,
      `<rect width="480" height="84" fill="${c["brand-950"]}"/>` +
        leafMark(10, 10, 64, "#ffffff", c["brand-700"]!) +
        wordmark("#ffffff"),
      `${site.name} logo, light on dark`,
    ),
    "verdant-mark-colour.svg": svg(
      256,
      256,
      leafMark(0, 0, 256, c["brand-700"]!, c["accent-400"]!),
      `${site.name} mark, colour`,
    ),
    "verdant-mark-mono.svg": svg(
      256,
      256,
      leafMark(0, 0, 256, "#0f172a", "#ffffff"),
      `${site.name} mark, monochrome`,
    ),
    "verdant-wordmark.svg": svg(
      400,
      64,
      `<text x="0" y="46" ${FONT} font-size="40" font-weight="700" fill="${c["brand-900"]}">${escape(site.name)}</text>`,
      `${site.name} wordmark`,
    ),
  };
}

function swatches(entries: [string, string][], title: string): string {
  const body = entries
    .map(
      ([name, hex], index) =>
        `<g transform="translate(${(index % 4) * 180 + 20} ${Math.floor(index / 4) * 170 + 20})"><rect width="160" height="100" rx="12" fill="${hex}"/><text y="126" ${FONT} font-size="15" font-weight="700" fill="#0f172a">${escape(name)}</text><text y="146" ${FONT} font-size="14" fill="#334155">${hex}</text></g>`,
    )
    .join("");
  return svg(
    740,
    Math.ceil(entries.length / 4) * 170 + 20,
    `<rect width="100%" height="100%" fill="#ffffff"/>${body}`,
    title,
  );
}

function palette(c: Record<string, string>): Record<string, string> {
  const brand = Object.entries(c);
  const categories = Object.entries(categoryHex);
  const text = [
    `${site.name} colour palette`,
    "",
    "Brand and accent",
    ...brand.map(([name, hex]) => `  ${name.padEnd(12)} ${hex}`),
    "",
    "Category colours (charts, badges)",
    ...categories.map(([name, hex]) => `  ${name.padEnd(14)} ${hex}`),
    "",
    "Body text: slate #1e293b on white. Keep text contrast at 4.5:1 or more.",
    "",
  ].join("\n");
  return {
    "brand-palette.svg": swatches(brand, `${site.name} brand palette`),
    "category-palette.svg": swatches(categories, `${site.name} category palette`),
    "palette.txt": text,
  };
}

const iconPaths: Record<string, string> = {
  Agriculture: `<path d="M32 56 V28" stroke-width="4"/><path d="M32 36 C20 36 14 28 14 18 C26 18 32 26 32 36 Z M32 30 C32 20 38 12 50 12 C50 24 44 30 32 30 Z"/>`,
  Climate: `<circle cx="24" cy="24" r="10"/><path d="M20 50 H46 A10 10 0 0 0 44 30 A14 14 0 0 0 18 36 A7 7 0 0 0 20 50 Z"/>`,
  "Urban Systems": `<path d="M10 54 V24 L24 16 V54 M24 54 V10 H42 V54 M42 54 V28 H54 V54 M6 54 H58"/>`,
  Genomics: `<path d="M20 8 C20 24 44 40 44 56 M44 8 C44 24 20 40 20 56 M22 16 H42 M26 26 H38 M26 38 H38 M22 48 H42"/>`,
  Nutrition: `<path d="M32 20 C20 12 10 20 12 34 C14 48 24 58 32 54 C40 58 50 48 52 34 C54 20 44 12 32 20 Z M32 20 C32 14 36 8 42 8"/>`,
  "Public Health": `<path d="M32 54 C14 42 8 32 8 22 A12 12 0 0 1 32 16 A12 12 0 0 1 56 22 C56 32 50 42 32 54 Z M14 32 H24 L28 24 L34 40 L38 32 H50"/>`,
};

function iconography(): Record<string, string> {
  return Object.fromEntries(
    topicCategories.map((category) => [
      `icon-${category.toLowerCase().replace(/\s+/g, "-")}.svg`,
      svg(
        64,
        64,
        `<g fill="none" stroke="${categoryHex[category]}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${iconPaths[category]}</g>`,
        `${category} icon`,
      ),
    ]),
  );
}

function patterns(c: Record<string, string>): Record<string, string> {
  const bg = `<rect width="800" height="400" fill="${c["brand-50"]}"/>`;
  const cells = Array.from({ length: 18 }, (_, i) => {
    const x = (i * 137) % 800;
    const y = (i * 89) % 400;
    const r = 20 + ((i * 7) % 40);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${c["brand-500"]}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="${r / 4}" fill="${c["brand-300"]}"/>`;
  }).join("");
  const leaves = Array.from({ length: 14 }, (_, i) => {
    const x = ((i * 113) % 760) + 20;
    const y = ((i * 71) % 340) + 30;
    return `<g transform="translate(${x} ${y}) rotate(${(i * 47) % 360})"><path d="M0 0 C0 -30 24 -44 50 -44 C50 -14 30 0 0 0 Z" fill="${c["brand-300"]}"/><path d="M0 0 C18 -14 34 -28 50 -44" stroke="${c["brand-700"]}" stroke-width="2" fill="none"/></g>`;
  }).join("");
  const nodes = Array.from({ length: 22 }, (_, i) => [(i * 173) % 800, (i * 97) % 400] as const);
  const edges = nodes
    .slice(1)
    .map(
      ([x, y], i) =>
        `<line x1="${nodes[i]![0]}" y1="${nodes[i]![1]}" x2="${x}" y2="${y}" stroke="${c["brand-500"]}" stroke-width="2"/>`,
    )
    .join("");
  const dots = nodes.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${c["brand-700"]}"/>`).join("");
  return {
    "pattern-cells.svg": svg(800, 400, bg + cells, "Cells pattern"),
    "pattern-leaves.svg": svg(800, 400, bg + leaves, "Leaves pattern"),
    "pattern-network.svg": svg(800, 400, bg + edges + dots, "Network pattern"),
  };
}

function factCard(c: Record<string, string>, figure: string, label: string, note: string): string {
  return svg(
    800,
    450,
    `<rect width="800" height="450" fill="${c["brand-900"]}"/><rect y="440" width="800" height="10" fill="${c["accent-400"]}"/><text x="60" y="230" ${FONT} font-size="150" font-weight="700" fill="#ffffff">${escape(figure)}</text><text x="60" y="300" ${FONT} font-size="40" fill="${c["accent-300"]}">${escape(label)}</text><text x="60" y="380" ${FONT} font-size="22" fill="#ffffff">${escape(note)}</text>`,
    `${figure} ${label}`,
  );
}

function dataGraphics(c: Record<string, string>): Record<string, string> {
  const fact = (label: string) => companyFacts.find((entry) => entry.label === label)!;
  const bars = projects
    .map((project, index) => {
      const y = 70 + index * 58;
      return `<text x="20" y="${y + 24}" ${FONT} font-size="18" fill="#0f172a">${escape(project.title)}</text><rect x="300" y="${y}" width="${460 - index * 40}" height="34" rx="6" fill="${categoryHex[project.category]}"/><text x="310" y="${y + 23}" ${FONT} font-size="15" fill="#ffffff">${escape(project.category)}</text>`;
    })
    .join("");
  return {
    "pilot-countries.svg": factCard(
      c,
      fact("Pilot countries").figure,
      "pilot countries",
      "Field programmes on five continents",
    ),
    "research-partnerships.svg": factCard(
      c,
      fact("Research partnerships").figure,
      "research partnerships",
      "Universities, hospitals and cooperatives",
    ),
    "projects-by-category.svg": svg(
      800,
      430,
      `<rect width="800" height="430" fill="#ffffff"/><text x="20" y="40" ${FONT} font-size="24" font-weight="700" fill="#0f172a">Live projects by focus area</text>${bars}`,
      "Live projects by focus area",
    ),
  };
}

function socialCards(c: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    projects.map((project) => [
      `social-${project.slug}.svg`,
      svg(
        1200,
        630,
        `<rect width="1200" height="630" fill="${c["brand-950"]}"/><rect width="16" height="630" fill="${categoryHex[project.category]}"/>${leafMark(1060, 40, 96, c["brand-700"]!, c["accent-400"]!)}<text x="80" y="120" ${FONT} font-size="30" font-weight="700" fill="${c["accent-300"]}">${escape(project.category.toUpperCase())}</text><text x="80" y="260" ${FONT} font-size="72" font-weight="700" fill="#ffffff">${escape(project.title)}</text><text x="80" y="330" ${FONT} font-size="30" fill="${c["brand-100"]}">${escape(project.subtitle.length > 60 ? `${project.subtitle.slice(0, 57)}...` : project.subtitle)}</text><text x="80" y="560" ${FONT} font-size="28" fill="#ffffff">${escape(site.name)}</text>`,
        `${project.title} share card`,
      ),
    ]),
  );
}

export interface GeneratedZip {
  urlPath: string;
  files: Record<string, string>;
  bytes: Uint8Array;
}

export function buildPressAssetZips(): GeneratedZip[] {
  const c = brandColours();
  const sets: Record<string, Record<string, string>> = {
    logos: logos(c),
    "colour-palette": palette(c),
    iconography: iconography(),
    patterns: patterns(c),
    "data-graphics": dataGraphics(c),
    "social-cards": socialCards(c),
  };
  return visualAssetCategories.map((asset) => {
    const files = sets[asset.slug];
    if (!files) throw new Error(`No generator for visual asset category ${asset.slug}`);
    const folder = `verdant-${asset.slug}`;
    // A fixed modification time keeps the archives identical from build to build.
    const entries: Zippable = Object.fromEntries(
      Object.entries(files).map(([name, text]) => [
        `${folder}/${name}`,
        [strToU8(text), { mtime: new Date("2025-01-01T00:00:00Z") }],
      ]),
    );
    return { urlPath: asset.downloadUrl, files, bytes: zipSync(entries, { level: 9 }) };
  });
}
