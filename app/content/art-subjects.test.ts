import { describe, expect, it } from "vitest";
import { drawField } from "../lib/art/field.ts";
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

  it("small files: a card under 6 KB in either scheme", () => {
    for (const subject of subjects)
      for (const scheme of ["light", "dark"] as const)
        expect(drawField(subject, "card", scheme).length, subject.name).toBeLessThan(6 * 1024);
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
