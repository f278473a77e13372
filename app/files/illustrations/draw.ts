// Draws one illustration as an SVG string: a deep green plate, a faint seeded network of nodes and edges (the
// "computation" half of the brand), and the research area's organic motif in its tint (the "living systems" half),
// with amber highlights. Deterministic: the same seed and theme give the same bytes, so builds are reproducible.
import {
  ILLUSTRATION_HEIGHT as H,
  ILLUSTRATION_WIDTH as W,
  type IllustrationTheme,
} from "../../content/illustrations.ts";

// Colours from app/app.css (brand, accent) and the category tints (Tailwind 300 shades) of category-tint.ts.
const PLATE_FROM = "#04231e"; // brand-950
const PLATE_TO = "#0f5f50"; // brand-700
const LINE = "#addfcf"; // brand-200
const ACCENT = "#f8c66a"; // accent-300
const TINT: Record<IllustrationTheme, string> = {
  genomics: "#f0abfc", // fuchsia-300
  "soil-agriculture": "#bef264", // lime-300
  nutrition: "#fdba74", // orange-300
  climate: "#7dd3fc", // sky-300
  "decentralised-governance": "#67e8f9", // cyan-300
  ai: "#a5b4fc", // indigo-300
};

/** FNV-1a hash of the seed, then mulberry32: a small, fast, well-spread generator of numbers in [0, 1). */
export function randomFor(seed: string): () => number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (value: number) => (Math.round(value * 10) / 10).toString();

function network(random: () => number): string {
  const nodes = Array.from(
    { length: 11 },
    () => [20 + random() * (W - 40), 20 + random() * (H - 40)] as const,
  );
  const edges = new Set<string>();
  nodes.forEach(([x, y], index) => {
    const nearest = nodes
      .map(([x2, y2], other) => ({ other, distance: Math.hypot(x2 - x, y2 - y) }))
      .filter((candidate) => candidate.other !== index)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 2);
    for (const { other } of nearest) edges.add(index < other ? `${index}-${other}` : `${other}-${index}`);
  });
  const lines = [...edges].map((edge) => {
    const [a, b] = edge.split("-").map(Number) as [number, number];
    return `<line x1="${n(nodes[a]![0])}" y1="${n(nodes[a]![1])}" x2="${n(nodes[b]![0])}" y2="${n(nodes[b]![1])}"/>`;
  });
  const dots = nodes.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="3"/>`);
  return `<g stroke="${LINE}" stroke-opacity="0.22" stroke-width="1">${lines.join("")}</g><g fill="${LINE}" fill-opacity="0.4">${dots.join("")}</g>`;
}

function helix(random: () => number, tint: string): string {
  const phase = random() * Math.PI * 2;
  const mid = H * (0.45 + random() * 0.1);
  const amplitude = 46 + random() * 16;
  const wave = (offset: number) =>
    Array.from({ length: 49 }, (_, index) => {
      const x = 40 + index * 8.4;
      return `${index === 0 ? "M" : "L"}${n(x)} ${n(mid + amplitude * Math.sin(phase + offset + index * 0.26))}`;
    }).join(" ");
  const rungs = Array.from({ length: 16 }, (_, index) => {
    const step = index * 3;
    const x = 40 + step * 8.4;
    const y1 = mid + amplitude * Math.sin(phase + step * 0.26);
    const y2 = mid + amplitude * Math.sin(phase + Math.PI + step * 0.26);
    return `<line x1="${n(x)}" y1="${n(y1)}" x2="${n(x)}" y2="${n(y2)}"/>`;
  });
  return `<g stroke="${tint}" stroke-opacity="0.55" stroke-width="3">${rungs.join("")}</g><g fill="none" stroke-width="4" stroke-linecap="round"><path d="${wave(0)}" stroke="${tint}"/><path d="${wave(Math.PI)}" stroke="${ACCENT}"/></g>`;
}

function leaf(cx: number, cy: number, size: number, angle: number, stroke: string): string {
  const tip = `${n(size)} 0`;
  return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})"><path d="M0 0 C ${n(size * 0.3)} ${n(-size * 0.45)}, ${n(size * 0.8)} ${n(-size * 0.4)}, ${tip} C ${n(size * 0.8)} ${n(size * 0.4)}, ${n(size * 0.3)} ${n(size * 0.45)}, 0 0 Z" fill="${stroke}" fill-opacity="0.18" stroke="${stroke}" stroke-width="3"/><path d="M0 0 L${tip}" stroke="${stroke}" stroke-width="2"/></g>`;
}

function soil(random: () => number, tint: string): string {
  const ground = H * 0.62;
  const strata = Array.from({ length: 3 }, (_, index) => {
    const y = ground + 18 + index * 26;
    const wobble = 6 + random() * 6;
    return `<path d="M0 ${n(y)} C ${n(W * 0.3)} ${n(y - wobble)}, ${n(W * 0.6)} ${n(y + wobble)}, ${W} ${n(y - wobble / 2)}" />`;
  });
  const stemX = W * (0.45 + random() * 0.15);
  const roots = Array.from({ length: 5 }, (_, index) => {
    const spread = (index - 2) * (24 + random() * 14);
    return `<path d="M${n(stemX)} ${n(ground)} Q ${n(stemX + spread * 0.4)} ${n(ground + 40)}, ${n(stemX + spread)} ${n(ground + 70 + random() * 30)}"/>`;
  });
  const leaves = [
    leaf(stemX, ground - 70, 90 + random() * 20, -35 - random() * 20, tint),
    leaf(stemX, ground - 30, 70 + random() * 20, 200 + random() * 20, tint),
    leaf(stemX, ground - 110, 60 + random() * 15, -80 - random() * 15, ACCENT),
  ];
  return `<g fill="none" stroke="${LINE}" stroke-opacity="0.35" stroke-width="2">${strata.join("")}</g><g fill="none" stroke="${ACCENT}" stroke-opacity="0.7" stroke-width="2" stroke-linecap="round">${roots.join("")}</g><path d="M${n(stemX)} ${n(ground)} L${n(stemX)} ${n(ground - 120)}" stroke="${tint}" stroke-width="4" stroke-linecap="round"/>${leaves.join("")}`;
}

function nutrition(random: () => number, tint: string): string {
  const cx = W * (0.42 + random() * 0.16);
  const cy = H * 0.5;
  const radius = 88 + random() * 14;
  const segments = 8 + Math.floor(random() * 4);
  const spokes = Array.from({ length: segments }, (_, index) => {
    const angle = (index / segments) * Math.PI * 2;
    return `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(cx + Math.cos(angle) * (radius - 10))}" y2="${n(cy + Math.sin(angle) * (radius - 10))}"/>`;
  });
  const seeds = Array.from({ length: segments }, (_, index) => {
    const angle = ((index + 0.5) / segments) * Math.PI * 2;
    const distance = radius * 0.55;
    return `<ellipse cx="${n(cx + Math.cos(angle) * distance)}" cy="${n(cy + Math.sin(angle) * distance)}" rx="5" ry="9" transform="rotate(${n((angle * 180) / Math.PI + 90)} ${n(cx + Math.cos(angle) * distance)} ${n(cy + Math.sin(angle) * distance)})"/>`;
  });
  const cells = Array.from({ length: 3 }, () => {
    const x = random() < 0.5 ? 40 + random() * 80 : W - 120 + random() * 80;
    const y = 40 + random() * (H - 80);
    const r = 16 + random() * 14;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r / 3)}" fill="${ACCENT}" fill-opacity="0.6" stroke="none"/>`;
  });
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${tint}" fill-opacity="0.14" stroke="${tint}" stroke-width="4"/><g stroke="${tint}" stroke-opacity="0.6" stroke-width="2">${spokes.join("")}</g><g fill="${ACCENT}" fill-opacity="0.85">${seeds.join("")}</g><g fill="none" stroke="${LINE}" stroke-opacity="0.6" stroke-width="2">${cells.join("")}</g>`;
}

function climate(random: () => number, tint: string): string {
  const cx = W * (0.35 + random() * 0.3);
  const cy = H * (0.45 + random() * 0.15);
  const rings = Array.from({ length: 6 }, (_, ring) => {
    const base = 24 + ring * 24;
    const points = Array.from({ length: 37 }, (_, index) => {
      const angle = (index / 36) * Math.PI * 2;
      const r = base + Math.sin(angle * 3 + ring + random() * 0.4) * (4 + ring * 1.5);
      return `${index === 0 ? "M" : "L"}${n(cx + Math.cos(angle) * r * 1.35)} ${n(cy + Math.sin(angle) * r)}`;
    });
    return `<path d="${points.join(" ")} Z" stroke-opacity="${n(0.9 - ring * 0.12)}"/>`;
  });
  const sunX = cx + (random() < 0.5 ? -1 : 1) * (130 + random() * 30);
  const sunY = 60 + random() * 30;
  const rays = Array.from({ length: 8 }, (_, index) => {
    const angle = (index / 8) * Math.PI * 2;
    return `<line x1="${n(sunX + Math.cos(angle) * 26)}" y1="${n(sunY + Math.sin(angle) * 26)}" x2="${n(sunX + Math.cos(angle) * 36)}" y2="${n(sunY + Math.sin(angle) * 36)}"/>`;
  });
  return `<g fill="none" stroke="${tint}" stroke-width="2.5">${rings.join("")}</g><circle cx="${n(sunX)}" cy="${n(sunY)}" r="18" fill="${ACCENT}"/><g stroke="${ACCENT}" stroke-width="3" stroke-linecap="round">${rays.join("")}</g>`;
}

function governance(random: () => number, tint: string): string {
  const cx = W * (0.42 + random() * 0.16);
  const cy = H * 0.5;
  const count = 6 + Math.floor(random() * 4);
  const radius = 96 + random() * 12;
  const offset = random() * Math.PI;
  const points = Array.from({ length: count }, (_, index) => {
    const angle = offset + (index / count) * Math.PI * 2;
    return [cx + Math.cos(angle) * radius * 1.3, cy + Math.sin(angle) * radius] as const;
  });
  const ring = points
    .map(([x, y], index) => {
      const [x2, y2] = points[(index + 1) % count]!;
      return `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x2)}" y2="${n(y2)}"/>`;
    })
    .join("");
  const chords = points
    .map(([x, y], index) => {
      const [x2, y2] = points[(index + 2) % count]!;
      return `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x2)}" y2="${n(y2)}" stroke-opacity="0.35"/>`;
    })
    .join("");
  const spokes = points
    .map(([x, y]) => `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(x)}" y2="${n(y)}"/>`)
    .join("");
  const chosen = Math.floor(random() * count);
  const nodes = points
    .map(
      ([x, y], index) =>
        `<circle cx="${n(x)}" cy="${n(y)}" r="${index === chosen ? 14 : 10}" fill="${index === chosen ? ACCENT : tint}"/>`,
    )
    .join("");
  return `<g stroke="${tint}" stroke-width="2.5" stroke-opacity="0.8">${ring}${chords}</g><g stroke="${ACCENT}" stroke-opacity="0.6" stroke-width="1.5" stroke-dasharray="4 5">${spokes}</g>${nodes}<circle cx="${n(cx)}" cy="${n(cy)}" r="22" fill="none" stroke="${ACCENT}" stroke-width="4"/><circle cx="${n(cx)}" cy="${n(cy)}" r="8" fill="${ACCENT}"/>`;
}

function ai(random: () => number, tint: string): string {
  const layers = [3, 5, 5, 3].map((size) => size + (random() < 0.3 ? 1 : 0));
  const left = W * (0.2 + random() * 0.08);
  const right = W * (0.8 - random() * 0.08);
  const columns = layers.map((size, layer) => {
    const x = left + (layer / (layers.length - 1)) * (right - left);
    return Array.from({ length: size }, (_, index) => [x, H / 2 + (index - (size - 1) / 2) * 44] as const);
  });
  const edges: string[] = [];
  for (let layer = 0; layer < columns.length - 1; layer++) {
    for (const [x1, y1] of columns[layer]!) {
      for (const [x2, y2] of columns[layer + 1]!) {
        edges.push(`<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"/>`);
      }
    }
  }
  const lit = new Set(columns.map((column) => Math.floor(random() * column.length)));
  const nodes = columns
    .flatMap((column, layer) =>
      column.map(
        ([x, y], index) =>
          `<circle cx="${n(x)}" cy="${n(y)}" r="11" fill="${index === [...lit][layer] || (layer === 3 && index === 0) ? ACCENT : tint}" stroke="${PLATE_FROM}" stroke-width="3"/>`,
      ),
    )
    .join("");
  return `<g stroke="${tint}" stroke-opacity="0.35" stroke-width="1.5">${edges.join("")}</g>${nodes}`;
}

const motifs: Record<IllustrationTheme, (random: () => number, tint: string) => string> = {
  genomics: helix,
  "soil-agriculture": soil,
  nutrition,
  climate,
  "decentralised-governance": governance,
  ai,
};

/** The SVG document of one illustration. */
export function drawIllustration({ seed, theme }: { seed: string; theme: IllustrationTheme }): string {
  const random = randomFor(`${theme}:${seed}`);
  const angle = Math.round(random() * 90);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="plate" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${PLATE_FROM}"/><stop offset="1" stop-color="${PLATE_TO}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#plate)"/>`,
    network(random),
    motifs[theme](random, TINT[theme]),
    `</svg>`,
  ].join("");
}
