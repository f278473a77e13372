import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineHashes } from "./csp-hashes.ts";
import { inlineStylesheets } from "./inline-css.ts";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-css-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets/app.css"), ".used{color:red}.unused{color:blue}");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const html =
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/></head>' +
  '<body><p class="used">Hi</p></body></html>';

describe("stylesheet inline at build", () => {
  it("puts the whole sheet in the head and leaves its link inert, without an inline event handler", () => {
    const out = inlineStylesheets(html, dir);
    // Every rule, also those the markup does not use yet (states islands and the header script reach later).
    // Same rel and href (React hydrates <head> by them); print media and disabled: neither fetched nor blocking.
    expect(out).toBe(
      '<!DOCTYPE html><html lang="en"><head><style>.used{color:red}.unused{color:blue}</style>' +
        '<link rel="stylesheet" href="/assets/app.css" media="print" disabled=""/></head>' +
        '<body><p class="used">Hi</p></body></html>',
    );
    expect(inlineStylesheets(out, dir)).toBe(out);
    const hashes = inlineHashes(out);
    expect(hashes.styles).toHaveLength(1);
    expect(hashes.scripts).toEqual([]);
  });

  it("refuses a sheet that would end the <style> element early", () => {
    fs.writeFileSync(path.join(dir, "assets/bad.css"), 'a::after{content:"</style>"}');
    expect(() => inlineStylesheets(html.replace("app.css", "bad.css"), dir)).toThrow(/cannot be inlined/);
  });
});
