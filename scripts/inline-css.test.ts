import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineHashes } from "./csp-hashes.ts";
import { inlineCriticalCss, STYLESHEET_ACTIVATION_SCRIPT } from "./inline-css.ts";

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

describe("critical CSS at build", () => {
  it("inlines the rules the page uses and defers the sheet without an inline event handler", async () => {
    const out = await inlineCriticalCss(html, dir);
    expect(out).toMatch(/<style>[^<]*\.used\{color:red\}[^<]*<\/style>/);
    expect(out).not.toMatch(/<style>[^<]*\.unused/);
    // Same rel and href (React hydrates <head> by them), print media: not render-blocking.
    expect(out).toContain(
      '<style>.used{color:red}</style><link rel="stylesheet" href="/assets/app.css" media="print" data-beasties-media="all"/>' +
        '<noscript><link rel="stylesheet" href="/assets/app.css"/></noscript></head>',
    );
    // The rest of the page is byte for byte what React wrote.
    expect(out).toContain('<body><p class="used">Hi</p><script>');
    expect(out).toContain(`<script>${STYLESHEET_ACTIVATION_SCRIPT}</script></body>`);
    expect(out).not.toMatch(/\sonload=/);
    expect(out).not.toContain("data-beasties-container");
    // The CSP step hashes the inline style and the activation script.
    const hashes = inlineHashes(out);
    expect(hashes.styles).toHaveLength(1);
    expect(hashes.scripts).toHaveLength(1);
    expect(hashes.styleAttributes).toEqual([]);
  });
});
