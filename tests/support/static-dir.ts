import fs from "node:fs";
import os from "node:os";
import path from "node:path";

let stub: string | undefined;

/**
 * The built site when there is one; otherwise a three-page stand-in, so tests of the API do not need
 * `npm run build` first (the server refuses to start without an index.html).
 */
export function staticDirForTests(): string {
  const built = path.resolve("build/client");
  if (fs.existsSync(path.join(built, "index.html"))) return built;
  if (!stub) {
    // Laid out like build/ (as Astro writes it): the site in client/ with 404.html at its root, the CSP manifest beside.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-site-"));
    stub = path.join(root, "client");
    fs.mkdirSync(stub, { recursive: true });
    fs.writeFileSync(path.join(root, "csp-manifest.json"), JSON.stringify({ version: 1, pages: {} }));
    fs.writeFileSync(path.join(stub, "index.html"), "<!doctype html><title>Verdant Collective</title>");
    fs.writeFileSync(path.join(stub, "404.html"), "<!doctype html><title>Not found</title>");
    // A form page marked as the form kit marks it, so a plain form post's way back can be tested (ADR 0007).
    fs.mkdirSync(path.join(stub, "contact"));
    fs.writeFileSync(
      path.join(stub, "contact", "index.html"),
      '<!doctype html><title>Contact</title><script type="module">import "/assets/app.js";</script>' +
        '<form method="post" action="/api/contact/" data-form="contact"><div data-form-status=""></div>' +
        '<input name="name" value=""/><input type="email" name="email" value=""/>' +
        '<input name="organization" value=""/><select name="category"><option value="general" selected="">General' +
        '</option><option value="genomics">Genomics</option></select><input name="subject" value=""/>' +
        '<textarea name="message"></textarea><input type="text" name="website" value=""/></form>',
    );
    // A few more pages, so the analytics tests have pages of the site to count (a path that is none is not found).
    for (const page of ["vision", "insights", "projects", "careers"]) {
      fs.mkdirSync(path.join(stub, page));
      fs.writeFileSync(path.join(stub, page, "index.html"), `<!doctype html><title>${page}</title>`);
    }
    // The account forms that work without JavaScript (ADR 0017).
    for (const [page, form, fields] of [
      ["forgot-password", "/api/auth/forgot-password", '<input type="email" name="email" value=""/>'],
      [
        "reset-password",
        "/api/auth/reset-password",
        '<input type="password" name="password"/><input type="password" name="confirmPassword"/>',
      ],
    ] as const) {
      fs.mkdirSync(path.join(stub, page));
      fs.writeFileSync(
        path.join(stub, page, "index.html"),
        `<!doctype html><title>${page}</title><form method="post" action="${form}" data-form="${page}">` +
          `<div data-form-status=""></div>${fields}</form>`,
      );
    }
  }
  return stub;
}
