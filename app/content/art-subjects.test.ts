import { describe, expect, it } from "vitest";
import { drawField } from "../lib/art/field.ts";
import { isLand } from "../lib/art/geography.ts";
import { articles } from "./articles.ts";
import { heroSubject, itemSubjects } from "./art-subjects.ts";
import { itemArtName, type HeroKey } from "./art.ts";
import { upcomingEvents } from "./events.ts";
import { explainerVideos, interviews } from "./press.ts";
import { projects } from "./projects.ts";
import { pageKeys } from "./schema.ts";
import { services } from "./services.ts";

/** The absolute points a ring path passes through (M, then relative c, s and l segments), for bounds checks. */
function ringPointsOf(d: string): [number, number][] {
  const points: [number, number][] = [];
  let at: [number, number] = [0, 0];
  for (const [, command, args] of d.matchAll(/([MLcslz])([^MLcslz]*)/g)) {
    const values = (args!.match(/-?\d+/g) ?? []).map(Number);
    if (command === "M") at = [values[0]!, values[1]!];
    const step = command === "c" ? 6 : command === "s" ? 4 : command === "l" ? 2 : 0;
    for (let index = 0; step && index + step <= values.length; index += step) {
      at = [at[0] + values[index + step - 2]!, at[1] + values[index + step - 1]!];
      points.push(at);
    }
    if (command === "M") points.push(at);
  }
  return points;
}

describe("the pictures the content asks for", () => {
  const subjects = itemSubjects();

  it("one per article, event, project, service, interview and video, each with its own name", () => {
    const names = subjects.map((subject) => subject.name);
    expect(new Set(names).size).toBe(names.length);
    for (const [kind, slugs] of [
      ["article", articles.map((item) => item.slug)],
      ["event", upcomingEvents.map((item) => item.slug)],
      ["project", projects.map((item) => item.slug)],
      ["service", services.map((item) => item.slug)],
      ["interview", interviews.map((item) => item.slug)],
      ["video", explainerVideos.map((item) => item.slug)],
    ] as const)
      for (const slug of slugs) expect(names).toContain(itemArtName(kind, slug));
  });

  it("small files: a card under 8 KB in either scheme, its wide drawing under 10 KB (a map's land and graticule included)", () => {
    for (const subject of subjects)
      for (const scheme of ["light", "dark"] as const) {
        expect(drawField(subject, "card", scheme).length, subject.name).toBeLessThan(8 * 1024);
        expect(drawField(subject, "wide", scheme).length, subject.name).toBeLessThan(10 * 1024);
      }
  });

  it("each kind of content has its own composition", () => {
    const byKind = new Map<string, Set<string | undefined>>();
    for (const subject of subjects) {
      const kind = subject.name.replace(/-.*$/, "").replace(/^past$/, "event");
      byKind.set(kind, (byKind.get(kind) ?? new Set()).add(subject.composition));
    }
    expect(Object.fromEntries([...byKind].map(([kind, set]) => [kind, [...set]]))).toEqual({
      article: ["lens"],
      event: ["map"],
      project: ["map"],
      service: ["process"],
      interview: ["dialogue"],
      video: ["sequence"],
    });
  });

  it("a map puts each place where it is: the rings of a project sit on land (or its coast, at 1:110 million)", () => {
    const nearLand = ([lon, lat]: readonly [number, number]) =>
      [-1, 0, 1].some((dx) => [-1, 0, 1].some((dy) => isLand([lon + dx, lat + dy])));
    for (const subject of subjects.filter((each) => each.name.startsWith("project-")))
      for (const source of subject.sources) {
        expect(source.at, subject.name).toBeDefined();
        expect(nearLand(source.at!), `${subject.name} at ${source.at!.join(", ")}`).toBe(true);
      }
    // And the sea is not land: the middle of the Atlantic and of the Indian Ocean.
    expect(isLand([-30, 0])).toBe(false);
    expect(isLand([75, -20])).toBe(false);
  });

  it("every card shows its whole map: no ring runs off the card's edge", () => {
    for (const subject of subjects) {
      const svg = drawField(subject, "card", "light");
      const rings = [...svg.matchAll(/<path d="(M[^"]*z)"/g)].flatMap(([, d]) => ringPointsOf(d!));
      expect(rings.length, subject.name).toBeGreaterThan(0);
      for (const [x, y] of rings) {
        expect(x, subject.name).toBeGreaterThanOrEqual(0);
        expect(x, subject.name).toBeLessThanOrEqual(960);
        expect(y, subject.name).toBeGreaterThanOrEqual(0);
        expect(y, subject.name).toBeLessThanOrEqual(600);
      }
    }
  });

  it("a different hero for every page, each under 20 KB inline", () => {
    const keys: HeroKey[] = [...pageKeys, "notFound"];
    const heroes = keys.map((key) => drawField(heroSubject(key), "hero", "band"));
    expect(new Set(heroes).size).toBe(keys.length);
    for (const hero of heroes) expect(hero.length).toBeLessThan(20 * 1024);
  });
});
