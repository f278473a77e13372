import { describe, expect, it } from "vitest";
import { itemArtName, itemArtPath } from "../../content/art.ts";
import { services } from "../../content/services.ts";
import { itemArtFiles } from "./generate.ts";

describe("itemArtFiles", () => {
  it("draws every service twice more, 12:5, for the wide cards of its grid (GridCardArt)", () => {
    const files = new Map(itemArtFiles().map(({ file, svg }) => [`/illustrations/${file}.svg`, svg]));
    for (const service of services)
      for (const scheme of ["light", "dark"] as const) {
        const name = itemArtName("service", service.slug);
        expect(files.get(itemArtPath(name, scheme)), name).toContain('viewBox="0 0 960 600"');
        expect(files.get(itemArtPath(`${name}-wide`, scheme)), name).toContain(
          'width="720" height="300" viewBox="0 0 1440 600"',
        );
      }
  });
});
