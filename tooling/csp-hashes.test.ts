import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { htmlFileForUrl, pagePolicy } from "../server/http/csp.ts";
import { inlineHashes } from "./csp-hashes.ts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inline hashes of a prerendered page", () => {
  it("hashes inline scripts byte for byte and skips scripts with a src", () => {
    const html =
      '<head><script src="/a.js"></script><script>window.x = "é";</script>' +
      '<script type="module" async="">import "/b.js";\n</script></head>';
    expect(inlineHashes(html).scripts).toEqual([sha('window.x = "é";'), sha('import "/b.js";\n')]);
  });

  it("does not hash JSON-LD data blocks, whose text may look like markup", () => {
    const html =
      '<script type="application/ld+json">{"name":"a style=\\"x\\" \\u003c/script>"}</script>' +
      "<script type='text/javascript'>run()</script><script type=module>go()</script>";
    const hashes = inlineHashes(html);
    expect(hashes.scripts).toEqual([sha("run()"), sha("go()")]);
    expect(hashes.styleAttributes).toEqual([]);
  });

  it("hashes <style> bodies and entity-decoded style attributes, not look-alikes inside scripts", () => {
    const html =
      '<style>p{color:red}</style><div style="background:url(&quot;/x.svg&quot;)"></div>' +
      "<script>document.body.innerHTML = '<i style=\"color:blue\"></i>';</script>";
    const hashes = inlineHashes(html);
    expect(hashes.styles).toEqual([sha("p{color:red}")]);
    expect(hashes.styleAttributes).toEqual([sha('background:url("/x.svg")')]);
  });
});

describe("page policy", () => {
  it("allows exactly the page's hashes and never unsafe-inline or unsafe-eval", () => {
    const policy = pagePolicy({ scripts: ["sha256-abc"], styles: [], styleAttributes: [] });
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  it("uses 'unsafe-hashes' only for style attributes, and only when a page has some", () => {
    const policy = pagePolicy({ scripts: [], styles: [], styleAttributes: ["sha256-s"] });
    expect(policy).toContain("style-src-attr 'unsafe-hashes' 'sha256-s'");
    expect(policy).toMatch(/script-src 'self'(;|$)/);
  });
});

describe("HTML file served for a URL", () => {
  it.each([
    ["/", "index.html"],
    ["/vision", "vision/index.html"],
    ["/vision/", "vision/index.html"],
    ["/services/genomic-data?x=1", "services/genomic-data/index.html"],
    ["/vision/index.html", "vision/index.html"],
    ["/%76ision", "vision/index.html"],
  ])("%s → %s", (url, file) => {
    expect(htmlFileForUrl(url)).toBe(file);
  });
});
