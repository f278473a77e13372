// Share images (Open Graph / Twitter large card): one 1200×630 PNG per page, served by the endpoint
// app/pages/og/[slug].png.ts. Satori lays the card out to SVG with the Inter font shipped by @fontsource/inter (no
// download), resvg renders it to PNG. Colours are read from the design tokens in app/app.css, so the cards follow the
// site's palette.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { isGroup, mainNavigation } from "../content/navigation.ts";
import type { PageInfo } from "../content/schema.ts";
import { site } from "../content/site.ts";
import { SHARE_IMAGE } from "../lib/seo.ts";

const require = createRequire(import.meta.url);

/** The `--color-*` tokens of the app's Tailwind theme: { "brand-900": "#093d35", ... }. */
export function themeColours(css: string): Record<string, string> {
  const colours: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-fA-F]{3,8})\s*;/g)) {
    colours[name!] = value!;
  }
  return colours;
}

function colour(colours: Record<string, string>, name: string): string {
  const value = colours[name];
  if (!value) throw new Error(`share images: --color-${name} is missing from app/app.css`);
  return value;
}

/** The navigation group a page sits in (About, Research, Resources), "Services" for a service, else nothing. */
export function sectionOf(pagePath: string): string | undefined {
  if (pagePath.startsWith("/services/")) return "Services";
  if (pagePath.startsWith("/projects/")) return "Projects";
  if (pagePath.startsWith("/insights/")) return "Insights";
  for (const entry of mainNavigation) {
    if (isGroup(entry) && entry.children.some((child) => child.to === pagePath)) return entry.label;
  }
  return undefined;
}

// Satori takes React-like element objects; written as plain objects because build scripts are not JSX.
interface Element {
  type: string;
  props: { style?: Record<string, string | number>; children?: Node | Node[]; [attribute: string]: unknown };
}
type Node = Element | string;
const h = (type: string, props: Element["props"]): Element => ({ type, props });

function networkArt(stroke: string, fill: string): string {
  const nodes = [
    [60, 250],
    [150, 110],
    [250, 200],
    [340, 70],
    [390, 230],
    [200, 320],
    [300, 330],
  ];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 400" width="440" height="400">` +
    `<g fill="none" stroke="${stroke}" stroke-width="3">` +
    `<path d="M60 250 L150 110 L250 200 L340 70 L390 230 M150 110 L200 320 L250 200 M340 70 L300 330 L390 230"/>` +
    `<path d="M40 380 C 40 280, 130 230, 230 230 C 230 330, 160 380, 40 380 Z" opacity="0.6"/>` +
    `</g>` +
    nodes.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="${fill}"/>`).join("") +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

function card(page: PageInfo, colours: Record<string, string>): Element {
  const title = page.path === "/" ? site.tagline : page.title;
  const section = sectionOf(page.path);
  const host = new URL(site.url).host;
  return h("div", {
    style: {
      width: "100%",
      height: "100%",
      display: "flex",
      position: "relative",
      backgroundColor: colour(colours, "brand-900"),
      color: "#ffffff",
      fontFamily: "Inter",
    },
    children: [
      h("img", {
        src: networkArt(colour(colours, "brand-600"), colour(colours, "brand-500")),
        width: 396,
        height: 360,
        style: { position: "absolute", right: 28, top: 150 },
      }),
      h("div", {
        style: {
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: "100%",
          padding: "64px 72px 56px",
        },
        children: [
          h("div", {
            style: { display: "flex", alignItems: "center", fontSize: 30, fontWeight: 700 },
            children: [
              h("div", {
                style: {
                  width: 44,
                  height: 44,
                  borderRadius: 12,
                  marginRight: 18,
                  backgroundColor: colour(colours, "brand-500"),
                  borderBottom: `6px solid ${colour(colours, "accent-400")}`,
                },
              }),
              site.name,
            ],
          }),
          h("div", {
            style: { display: "flex", flexDirection: "column", maxWidth: 700 },
            children: [
              ...(section
                ? [
                    h("div", {
                      style: {
                        fontSize: 26,
                        fontWeight: 700,
                        letterSpacing: 3,
                        textTransform: "uppercase",
                        color: colour(colours, "accent-300"),
                        marginBottom: 16,
                      },
                      children: section,
                    }),
                  ]
                : []),
              h("div", {
                style: {
                  fontSize: title.length > 48 ? 56 : 68,
                  fontWeight: 700,
                  lineHeight: 1.1,
                  letterSpacing: -1,
                },
                children: title,
              }),
              h("div", {
                style: {
                  marginTop: 24,
                  fontSize: 28,
                  lineHeight: 1.4,
                  color: colour(colours, "brand-100"),
                  display: "block",
                  lineClamp: 3,
                },
                children: page.description,
              }),
            ],
          }),
          h("div", {
            style: {
              display: "flex",
              alignItems: "center",
              fontSize: 24,
              color: colour(colours, "brand-200"),
            },
            children: [
              h("div", {
                style: {
                  width: 72,
                  height: 6,
                  borderRadius: 3,
                  marginRight: 20,
                  backgroundColor: colour(colours, "accent-400"),
                },
              }),
              `${host}${page.path === "/" ? "" : page.path}`,
            ],
          }),
        ],
      }),
    ],
  });
}

function loadFonts() {
  const file = (weight: number) =>
    fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  return [
    { name: "Inter", data: file(400), weight: 400 as const, style: "normal" as const },
    { name: "Inter", data: file(700), weight: 700 as const, style: "normal" as const },
  ];
}

/** The PNG of one page's share image. */
export async function renderShareImage(
  page: PageInfo,
  colours: Record<string, string>,
  fonts = loadFonts(),
): Promise<Buffer> {
  // Satori's types want a ReactNode; the plain element objects above are what React elements carry.
  const svg = await satori(card(page, colours) as unknown as Parameters<typeof satori>[0], {
    ...SHARE_IMAGE,
    fonts,
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: SHARE_IMAGE.width } }).render().asPng();
}

/** Renders pages' share images with the theme's colours and the fonts loaded once. */
export function shareImageRenderer(
  appCss = path.resolve("app/app.css"),
): (page: PageInfo) => Promise<Buffer> {
  const colours = themeColours(fs.readFileSync(appCss, "utf8"));
  const fonts = loadFonts();
  return (page) => renderShareImage(page, colours, fonts);
}
