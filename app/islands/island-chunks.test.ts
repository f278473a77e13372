import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { importLinks, planGroups, type Link, type Links, type ModuleGraph } from "./island-chunks.ts";

// A miniature module graph: islands A and B on page p1, C and G on p2, E on p3, the search island S on every page,
// and the dialog D that S imports lazily. `imports` lists each module's static imports.
const imports: Record<string, string[]> = {
  A: ["sharedAB", "sharedAC", "ownA", "barrel", "modalLike"],
  B: ["sharedAB"],
  C: ["sharedAC", "barrel", "tiny"],
  G: ["tiny"],
  E: [],
  S: ["everywhere"],
  D: ["everywhere", "modalLike"],
  barrel: ["icon1", "icon2", "icon3"],
};
const islands = { A: ["p1"], B: ["p1"], C: ["p2"], G: ["p2"], E: ["p3"], S: ["p1", "p2", "p3"] };
const ids = [
  ...new Set([...Object.keys(imports), ...Object.values(imports).flat(), "sharedAB", "everywhere"]),
].sort();

const graph: ModuleGraph = {
  getModuleInfo: (id) =>
    ids.includes(id)
      ? {
          importers: ids.filter((other) => imports[other]?.includes(id)),
          importedIds: imports[id] ?? [],
          dynamicImporters: id === "D" ? ["S"] : [],
          isEntry: id in islands,
          meta: {},
        }
      : null,
};
const link = (uses: string[], reexports: [string, string][] = []): Link => ({
  uses: new Set(uses),
  reexports,
  reexportsAll: false,
});
// A takes icon1 and icon3 from the barrel, C icon2 and icon3: the barrel only re-exports them.
const links: Links = new Map([
  ["A", new Map([["barrel", link(["Icon1", "Icon3"])]])],
  ["C", new Map([["barrel", link(["Icon2", "Icon3"])]])],
  [
    "barrel",
    new Map([
      ["icon1", link([], [["default", "Icon1"]])],
      ["icon2", link([], [["default", "Icon2"]])],
      ["icon3", link([], [["default", "Icon3"]])],
    ]),
  ],
]);
const islandPages = new Map(Object.entries(islands).map(([id, pages]) => [id, new Set(pages)]));
const big = 2000;
const sizes = new Map(ids.map((id) => [id, id === "tiny" ? 100 : big]));

describe("planGroups", () => {
  const plan = planGroups(graph, ids, islandPages, links, sizes);

  it("leaves a module of one island, and the islands themselves, to the default split", () => {
    for (const id of ["ownA", "icon1", "icon2", "A", "B", "C", "S", "D"])
      expect(plan.get(id)).toBeUndefined();
  });

  it("puts modules used on the same pages in one file, and others apart", () => {
    expect(plan.get("sharedAB")).toBeDefined();
    expect(plan.get("sharedAC")).toBeDefined();
    expect(plan.get("sharedAB")).not.toBe(plan.get("sharedAC"));
    // Through the barrel only where it is taken: A (p1) and C (p2), as sharedAC.
    expect(plan.get("icon3")).toBe(plan.get("sharedAC"));
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
    const unsplit = planGroups(graph, ids, islandPages, links, new Map(ids.map((id) => [id, big])));
    expect(unsplit.get("tiny")).toBeDefined();
    expect(unsplit.get("tiny")).not.toBe(unsplit.get("sharedAC"));
  });
});

describe("importLinks", () => {
  const read = (code: string) => importLinks(parseAst(code), async (source) => source.replace("./", "/"));

  it("records the names a module uses, and those it passes on", async () => {
    const links = await read(
      [
        'import { A, B as Bee } from "./icons";',
        'import Default from "./default";',
        'import * as all from "./all";',
        'import "./side-effect";',
        'export { C as See, D } from "./icons";',
        'export * from "./everything";',
        'export * as named from "./named";',
        'import * as passed from "./passed";',
        "export { passed };",
        "console.log(A, Bee, Default, all);",
      ].join("\n"),
    );
    const icons = links.get("/icons");
    expect([...(icons?.uses as Set<string>)]).toEqual(["A", "B"]);
    expect(icons?.reexports).toEqual([
      ["C", "See"],
      ["D", "D"],
    ]);
    expect([...(links.get("/default")?.uses as Set<string>)]).toEqual(["default"]);
    expect(links.get("/all")?.uses).toBe("*");
    expect(links.get("/side-effect")?.uses).toBe("*");
    expect(links.get("/everything")?.reexportsAll).toBe(true);
    expect(links.get("/named")?.reexports).toEqual([["*", "named"]]);
    // Imported only to be exported again: not used by this module.
    expect([...(links.get("/passed")?.uses as Set<string>)]).toEqual([]);
    expect(links.get("/passed")?.reexports).toEqual([["*", "passed"]]);
  });

  it("counts a binding exported again as used when the module refers to it too", async () => {
    const links = await read('import * as ns from "./ns";\nexport { ns };\nns.run();');
    expect(links.get("/ns")?.uses).toBe("*");
  });
});
