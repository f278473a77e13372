import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ASTRO_VERIFIED_VERSION, hydratedIslands, planGroups, type ModuleGraph } from "./island-chunks.ts";

// A miniature module graph: islands A and B on page p1, C and G on p2, E on p3, the search island S on every page,
// and the dialog D that S imports lazily. `imports` lists each module's static imports.
const imports: Record<string, string[]> = {
  A: ["sharedAB", "sharedAC", "ownA", "modalLike"],
  B: ["sharedAB"],
  C: ["sharedAC", "tiny"],
  G: ["tiny"],
  E: [],
  S: ["everywhere"],
  D: ["everywhere", "modalLike"],
};
const islands = { A: ["p1"], B: ["p1"], C: ["p2"], G: ["p2"], E: ["p3"], S: ["p1", "p2", "p3"] };
const ids = [
  ...new Set([...Object.keys(imports), ...Object.values(imports).flat(), "sharedAB", "everywhere"]),
].sort();

const big = 2000;
const graphOf = (size: (id: string) => number): ModuleGraph => ({
  getModuleInfo: (id) =>
    ids.includes(id)
      ? {
          code: "x".repeat(size(id)),
          importers: ids.filter((other) => imports[other]?.includes(id)),
          importedIds: imports[id] ?? [],
          dynamicImporters: id === "D" ? ["S"] : [],
          isEntry: id in islands,
        }
      : null,
});
const graph = graphOf((id) => (id === "tiny" ? 100 : big));
const islandPages = new Map(Object.entries(islands).map(([id, pages]) => [id, new Set(pages)]));

describe("planGroups", () => {
  const plan = planGroups(graph, ids, islandPages);

  it("leaves a module of one island, and the islands themselves, to the default split", () => {
    for (const id of ["ownA", "A", "B", "C", "S", "D"]) expect(plan.get(id)).toBeUndefined();
  });

  it("puts modules used on the same pages in one file, and others apart", () => {
    expect(plan.get("sharedAB")).toBeDefined();
    expect(plan.get("sharedAC")).toBeDefined();
    expect(plan.get("sharedAB")).not.toBe(plan.get("sharedAC"));
  });

  it("keeps code a lazy import loads apart, unless every page that can make it loads it at once", () => {
    // S is on every page and imports D: what S and D share is loaded at once everywhere.
    expect(plan.get("everywhere")).toBeDefined();
    // A is only on p1, D can load on every page: the dialog would load A's code at once on p2 and p3 otherwise.
    expect(plan.get("modalLike")).toBeDefined();
    expect(plan.get("modalLike")).not.toBe(plan.get("sharedAB"));
    expect(plan.get("modalLike")).not.toBe(plan.get("everywhere"));
  });

  it("joins a small set to the smallest larger set that is not on every page", () => {
    // tiny (C and G, p2) joins sharedAC's file (p1 and p2), not the file of every page (S's).
    expect(plan.get("tiny")).toBe(plan.get("sharedAC"));
    const unsplit = planGroups(
      graphOf(() => big),
      ids,
      islandPages,
    );
    expect(unsplit.get("tiny")).toBeDefined();
    expect(unsplit.get("tiny")).not.toBe(unsplit.get("sharedAC"));
  });
});

// hydratedIslands reads module metadata Astro does not publish. These tests fail on an upgrade of astro, so that
// someone checks the new release's metadata before a build cuts the islands' files from it.
describe("hydratedIslands", () => {
  it("was checked with the installed astro", () => {
    const installed = (
      JSON.parse(fs.readFileSync("node_modules/astro/package.json", "utf8")) as { version: string }
    ).version;
    expect(
      installed,
      `astro is no longer the ${ASTRO_VERIFIED_VERSION} that app/islands/island-chunks.ts was checked with. Re-verify, ` +
        "in the new release, that its compiler still attaches meta.astro.hydratedComponents (each island with a " +
        "resolvedPath) to every .astro module in the prerender build, and that npm run build and npm run budgets " +
        "give the same island files per page; then set ASTRO_VERIFIED_VERSION to the new version.",
    ).toBe(ASTRO_VERIFIED_VERSION);
  });

  it("reads the islands an .astro module hydrates from Astro's metadata", () => {
    const meta = { astro: { hydratedComponents: [{ resolvedPath: "/app/features/a%20b.tsx" }] } };
    expect(hydratedIslands("/app/pages/index.astro", meta)).toEqual(["/app/features/a b.tsx"]);
    expect(hydratedIslands("/app/pages/index.astro", { astro: { hydratedComponents: [] } })).toEqual([]);
    expect(hydratedIslands("/app/features/a.tsx", {})).toEqual([]);
  });

  it("fails the build, saying what to check, when the metadata is not where it was", () => {
    for (const meta of [{}, { astro: {} }, { astro: { hydratedComponents: [{ path: "/a.tsx" }] } }]) {
      expect(() => hydratedIslands("/app/pages/index.astro", meta)).toThrow(
        "Astro's module metadata meta.astro.hydratedComponents (each with a resolvedPath) is missing for " +
          "/app/pages/index.astro. app/islands/island-chunks.ts reads it to learn which pages hydrate which " +
          `islands (checked with astro ${ASTRO_VERIFIED_VERSION}).`,
      );
    }
  });
});
