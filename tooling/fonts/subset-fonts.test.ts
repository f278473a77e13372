import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { faces, siteCharacters } from "./subset-fonts.ts";

describe("siteCharacters", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("keeps printable ASCII and all of Latin-1, without control characters", () => {
    const characters = siteCharacters([]);
    expect(characters).toContain("a");
    expect(characters).toContain("~");
    expect(characters).toContain("é");
    expect(characters).toContain("ÿ");
    const controls = [...characters].filter(
      (c) => c.charCodeAt(0) < 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) < 0xa0),
    );
    expect(controls).toEqual([]);
  });

  it("adds every other character of the text files it reads, and only of those", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-"));
    folders.push(folder);
    fs.writeFileSync(path.join(folder, "page.yaml"), "title: Łódź → Kraków\n");
    fs.writeFileSync(path.join(folder, "image.svg"), "<text>Ω</text>");
    const characters = siteCharacters([folder]);
    expect(characters).toContain("Ł");
    expect(characters).toContain("ź");
    expect(characters).toContain("→");
    expect(characters).not.toContain("Ω");
  });

  it("finds what the site's own sources use beyond Latin-1", () => {
    const characters = siteCharacters();
    for (const character of ["–", "—", "→", "·"]) expect(characters).toContain(character);
  });
});

describe("faces", () => {
  const css = fs.readFileSync("app/app.css", "utf8");
  const declaredWeight = (family: string) => {
    const rule = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].find((m) => m[1]!.includes(`"${family}"`));
    return rule?.[1]!.match(/font-weight:\s*([^;]+);/)?.[1]!.trim();
  };

  it("cuts each face at the weights its @font-face declares, so no heading or text is drawn with a missing weight", () => {
    for (const face of faces) {
      const cut =
        typeof face.weight === "number" ? `${face.weight}` : `${face.weight.min} ${face.weight.max}`;
      expect(declaredWeight(face.family), face.family).toBe(cut);
    }
  });
});
