import { describe, expect, it } from "vitest";
import { renderFlashPage } from "./flash-html.ts";
import type { FormFlash } from "./form-flash.ts";

// The markup is what React renders for the form kit's fields (double-quoted attributes, `selected=""`), written out
// so this server test does not import the browser app.
const page = [
  "<!doctype html><html><head><script>window.__ctx = 1;</script>",
  '<link rel="modulepreload" href="/assets/app-abc.js"/>',
  '<style>.banner{color:red}</style><link rel="stylesheet" href="/assets/root.css" media="print" disabled=""></head><body>',
  '<form method="post" action="/api/careers/apply" novalidate="" aria-label="Job application" data-form="application">',
  '<div tabindex="-1" data-form-status="" class="scroll-mt-28"></div>',
  '<input id="n" required="" aria-describedby="n-hint" name="name" value=""/>',
  '<select id="p" name="position"><option value="" selected="">Select</option><option value="ai-researcher">AI</option></select>',
  '<input type="checkbox" id="r" name="remoteWork" value="true" checked=""/>',
  '<textarea id="c" name="coverLetter" rows="6"></textarea>',
  '<input type="text" name="website" tabindex="-1" value=""/>',
  "</form>",
  '<script type="module">import "/assets/entry.js";</script></body></html>',
].join("");

const flash: FormFlash = {
  summary: { message: "Failed to submit application: <b>bad</b>", details: ["One", "Two & three"] },
  errors: { coverLetter: "Please write a cover letter", name: "Please enter your name" },
  values: {
    name: 'A "quoted" <name>',
    position: "ai-researcher",
    remoteWork: false,
    coverLetter: "",
    website: "x",
  },
};

describe("renderFlashPage", () => {
  const html = renderFlashPage(page, "application", flash)!;

  it("puts the error summary in the form's status region: the title, then each field's problem linked to it", () => {
    // The application misses a required field (the cover letter): the fixed message naming the required fields is the summary's title.
    expect(html).toContain(
      '<div tabindex="-1" data-form-status="" class="scroll-mt-28"><div role="alert" tabindex="-1" autofocus=""',
    );
    expect(html).toMatch(
      /<h2 [^>]*><svg[^>]*>.*<\/svg>Please fill out all required fields: Name, Email, Position, Experience, and Cover Letter.<\/h2>/,
    );
    // In the form's order (name before the cover letter), whatever the order of the flash's errors.
    expect(html).toMatch(
      /<ul [^>]*><li><a href="#n" [^>]*>Please enter your name<\/a><\/li><li><a href="#c" [^>]*>Please write a cover letter<\/a><\/li><\/ul>/,
    );
  });

  it("titles the summary 'There is a problem' when no required field is missing", () => {
    const other = renderFlashPage(page, "application", {
      ...flash,
      errors: { name: "Name must be at most 200 characters" },
      values: { name: "x", email: "a@example.org", position: "p", experience: "mid", coverLetter: "Hi" },
    })!;
    expect(other).toContain(">There is a problem</h2>");
  });

  it("shows the banner, escaped, when no field has a problem (too many submissions)", () => {
    const banner = renderFlashPage(page, "application", { ...flash, errors: {} })!;
    expect(banner).toContain(
      '<div tabindex="-1" data-form-status="" class="scroll-mt-28"><div role="alert" class="flex items-start',
    );
    expect(banner).toContain("<p>Failed to submit application: &lt;b&gt;bad&lt;/b&gt;</p>");
    expect(banner).toContain("<li>One</li><li>Two &amp; three</li>");
  });

  it("fills each control with its value, escaped", () => {
    expect(html).toContain('value="A &quot;quoted&quot; &lt;name&gt;"');
    expect(html).toContain(
      '<option value="">Select</option><option selected="" value="ai-researcher">AI</option>',
    );
    expect(html).toMatch(/<input type="checkbox"[^>]*name="remoteWork"[^>]*>/);
    expect(html).not.toMatch(/<input type="checkbox"[^>]*checked/);
  });

  it("marks each field with a problem and links its message, keeping its hint", () => {
    expect(html).toMatch(
      /<input aria-describedby="n-hint form-error-name" aria-invalid="true" [^>]*name="name"\/><p id="form-error-name" class="text-sm font-medium text-red-700">Please enter your name<\/p>/,
    );
    expect(html).toContain(
      '<textarea aria-describedby="form-error-coverLetter" aria-invalid="true" id="c" name="coverLetter" rows="6"></textarea><p id="form-error-coverLetter"',
    );
  });

  it("never shows the honeypot's value again", () => {
    expect(html).toContain('<input type="text" name="website" tabindex="-1" value=""/>');
  });

  it("removes the scripts, so the page is not hydrated", () => {
    expect(html).not.toContain("<script");
    expect(html).not.toContain("modulepreload");
  });

  it("keeps the stylesheet inlined at build, so the banner and field errors are styled without a script", () => {
    expect(html).toContain(
      '<style>.banner{color:red}</style><link rel="stylesheet" href="/assets/root.css" media="print" disabled=""></head>',
    );
  });

  it("ticks a ticked checkbox, and leaves other forms' pages alone", () => {
    const ticked = renderFlashPage(page, "application", { ...flash, values: { remoteWork: true } })!;
    expect(ticked).toMatch(/<input checked="" type="checkbox"/);
    expect(renderFlashPage(page, "contact", flash)).toBeUndefined();
  });
});

describe("renderFlashPage, a form of one field", () => {
  const signUp = [
    "<!doctype html><html><body>",
    '<form method="post" action="/api/newsletter" aria-label="Newsletter sign-up" data-form="newsletter">',
    '<input id="e" type="email" name="email" value=""/><input type="text" name="website" tabindex="-1" value=""/>',
    '<button type="submit">Subscribe</button><div tabindex="-1" data-form-status="" class="empty:hidden"></div>',
    "</form></body></html>",
  ].join("");

  it("focuses the field with its message, as the form kit does, with no summary", () => {
    const html = renderFlashPage(signUp, "newsletter", {
      summary: { message: "Sorry.", details: ["Please enter a valid email address"] },
      errors: { email: "Please enter a valid email address" },
      values: { email: "reader" },
    })!;
    expect(html).toMatch(
      /<input autofocus="" [^>]*id="e"[^>]*aria-invalid="true"|<input autofocus=""[^>]*id="e"/,
    );
    expect(html).toContain('<p id="form-error-email" class="text-sm font-medium text-red-700">');
    expect(html).not.toContain("data-error-summary");
    expect(html).toContain('<div tabindex="-1" data-form-status="" class="empty:hidden"></div>');
  });
});
