import { parse } from "parse5";
import { describe, expect, it } from "vitest";
import { content } from "../../content/load.ts";
import type { ProjectPlace } from "../../content/schema.ts";
import { overlaps, placeLabels, textWidth } from "./label-placement.ts";
import { MAP_SIZES, projectMap, projectsOverviewMap } from "./project-map.ts";
import { PROJECTS_MAP_SIZES } from "./projects-map.ts";

interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
}

/** Every element of the SVG with its tag, attributes and text, as a browser would parse the page. */
function elements(svg: string): { tag: string; attrs: Record<string, string>; text: string }[] {
  const found: { tag: string; attrs: Record<string, string>; text: string }[] = [];
  const walk = (node: Node) => {
    if (node.tagName) {
      found.push({
        tag: node.tagName,
        attrs: Object.fromEntries((node.attrs ?? []).map((attr) => [attr.name, attr.value])),
        text: (node.childNodes ?? []).map((child) => child.value ?? "").join(""),
      });
    }
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(`<!doctype html><body>${svg}</body>`) as Node);
  return found;
}

const place = (name: string, lon: number, lat: number): ProjectPlace => ({
  name,
  country: "Somewhere",
  lon,
  lat,
  work: "Work",
});

describe("project maps (drawn at build)", () => {
  const { projects } = content();

  for (const project of projects)
    for (const [name, size] of Object.entries(MAP_SIZES))
      it(`${project.slug}, ${name}: names every place once, inside the map, with no two names touching`, () => {
        const { svg, labels } = projectMap(project.places, size, `Map of ${project.title}`);
        const texts = elements(svg).filter((element) => element.tag === "text");
        expect(texts.map((text) => text.text).sort()).toEqual(project.places.map((each) => each.name).sort());
        expect(elements(svg).filter((element) => element.tag === "circle")).toHaveLength(
          project.places.length,
        );
        for (const label of labels) {
          expect(label.box.x).toBeGreaterThanOrEqual(0);
          expect(label.box.y).toBeGreaterThanOrEqual(0);
          expect(label.box.x + label.box.width).toBeLessThanOrEqual(size.width);
          expect(label.box.y + label.box.height).toBeLessThanOrEqual(size.height);
          for (const other of labels)
            if (other !== label)
              expect(overlaps(label.box, other.box), `${label.text} / ${other.text}`).toBe(false);
          // No name covers a dot, its own or another's.
          for (const dot of labels) {
            const inside =
              dot.x > label.box.x &&
              dot.x < label.box.x + label.box.width &&
              dot.y > label.box.y &&
              dot.y < label.box.y + label.box.height;
            expect(inside, `${label.text} covers ${dot.text}`).toBe(false);
          }
        }
        const root = elements(svg).find((element) => element.tag === "svg")!;
        expect(root.tag).toBe("svg");
        expect(root.attrs.role).toBe("img");
        expect(root.attrs["aria-label"]).toBe(`Map of ${project.title}`);
        expect(root.attrs.viewBox).toBe(`0 0 ${size.width} ${size.height}`);
      });

  for (const [name, size] of Object.entries(PROJECTS_MAP_SIZES))
    it(`the map of every project's places (/projects), ${name}: a dot per place, each project named once, no two names or a name and a dot touching`, () => {
      const drawing = projectsOverviewMap(
        projects.map((project) => ({ title: project.title, places: project.places, fill: "fill-brand-700" })),
        size,
        "Map",
      );
      const dots = elements(drawing.svg).filter((element) => element.tag === "circle");
      expect(dots).toHaveLength(projects.reduce((sum, project) => sum + project.places.length, 0));
      expect(
        elements(drawing.svg)
          .filter((element) => element.tag === "text")
          .map((text) => text.text)
          .sort(),
      ).toEqual(projects.map((project) => project.title).sort());
      for (const label of drawing.labels) {
        expect(label.box.x + label.box.width, label.text).toBeLessThanOrEqual(size.width);
        expect(label.box.x, label.text).toBeGreaterThanOrEqual(0);
        for (const other of drawing.labels)
          if (other !== label)
            expect(overlaps(label.box, other.box), `${label.text} / ${other.text}`).toBe(false);
        for (const dot of dots) {
          const [x, y] = [Number(dot.attrs.cx), Number(dot.attrs.cy)];
          const inside =
            x > label.box.x &&
            x < label.box.x + label.box.width &&
            y > label.box.y &&
            y < label.box.y + label.box.height;
          expect(inside, `${label.text} covers a dot`).toBe(false);
        }
      }
    });

  for (const [name, size] of Object.entries(PROJECTS_MAP_SIZES))
    it(`the map of every project's places (/projects), ${name}: no name's leader line runs through another project's dot`, () => {
      const drawing = projectsOverviewMap(
        projects.map((project, index) => ({
          title: project.title,
          places: project.places,
          fill: `project-${index}`,
        })),
        size,
        "Map",
      );
      const dots = elements(drawing.svg)
        .filter((element) => element.tag === "circle")
        .map((dot) => ({
          x: Number(dot.attrs.cx),
          y: Number(dot.attrs.cy),
          r: Number(dot.attrs.r),
          fill: dot.attrs.class,
        }));
      for (const { leader, text } of drawing.labels) {
        if (!leader) continue;
        const own = `project-${projects.findIndex((project) => project.title === text)}`;
        for (const dot of dots) {
          if (dot.fill?.startsWith(`${own} `)) continue;
          const [dx, dy] = [leader.x2 - leader.x1, leader.y2 - leader.y1];
          const t = Math.max(
            0,
            Math.min(1, ((dot.x - leader.x1) * dx + (dot.y - leader.y1) * dy) / (dx * dx + dy * dy)),
          );
          const distance = Math.hypot(leader.x1 + t * dx - dot.x, leader.y1 + t * dy - dot.y);
          expect(
            distance,
            `${text}'s leader line crosses the dot at ${dot.x},${dot.y}`,
          ).toBeGreaterThanOrEqual(dot.r);
        }
      }
    });

  it("keeps Nairobi, Bogotá and Bengaluru apart on the Living Soils Network map, each beside its own dot", () => {
    const soils = projects.find((each) => each.slug === "living-soils-network")!;
    for (const size of Object.values(MAP_SIZES)) {
      const { labels } = projectMap(soils.places, size, "Living Soils Network");
      expect(labels.map((label) => label.text)).toEqual(["Nairobi", "Bogotá", "Bengaluru"]);
      for (const label of labels) expect(label.leader, label.text).toBeUndefined();
      const xs = labels.map((label) => label.x);
      expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(size.width / 2);
    }
  });

  it("moves crowded names out with leader lines rather than letting them overlap", () => {
    // Five places within a few kilometres: on a continental map their dots nearly coincide.
    const crowded = [
      place("Accra", -0.19, 5.6),
      place("Tema", -0.01, 5.67),
      place("Kasoa", -0.42, 5.53),
      place("Madina", -0.17, 5.68),
      place("Nairobi", 36.82, -1.29),
    ];
    const { svg, labels } = projectMap(crowded, MAP_SIZES.narrow, "Crowded");
    for (const label of labels)
      for (const other of labels) if (other !== label) expect(overlaps(label.box, other.box)).toBe(false);
    expect(labels.some((label) => label.leader)).toBe(true);
    expect(elements(svg).filter((element) => element.tag === "line").length).toBe(
      labels.filter((label) => label.leader).length,
    );
  });

  it("places labels apart even for dots on top of each other", () => {
    const labels = placeLabels(
      [
        { x: 100, y: 100, text: "One" },
        { x: 101, y: 100, text: "Two" },
        { x: 100, y: 101, text: "Three" },
      ],
      { width: 300, height: 200, fontSize: 13, dotRadius: 6 },
    );
    for (const label of labels)
      for (const other of labels) if (other !== label) expect(overlaps(label.box, other.box)).toBe(false);
  });

  it("estimates a name's width generously (never narrower than 0.5 em a character)", () => {
    expect(textWidth("Bengaluru", 14)).toBeGreaterThan(9 * 14 * 0.5);
    expect(textWidth("WWW", 10)).toBeGreaterThan(textWidth("iii", 10));
  });
});
