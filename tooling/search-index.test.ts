import { describe, expect, it } from "vitest";
import { pageDocuments } from "./search-index.ts";

const page = { path: "/events", title: "Events", description: "Summits and webinars." };

const html = `<!doctype html><html><head><title>Events</title><script>window.x = 1</script></head><body>
<header><nav>Home Vision Company</nav></header>
<main id="main">
  <section><h1>Events</h1><p>Summits, <strong>hackathons</strong> and webinars.</p>
    <svg aria-hidden="true"><text>decorative</text></svg></section>
  <section aria-labelledby="upcoming-heading">
    <h2 id="upcoming-heading">Upcoming events</h2>
    <p>Meet us in person or <a href="/x">online</a>.</p>
    <ul>
      <li><article id="open-bio-hackathon"><span>Hackathon</span><h3>Open Bio Hackathon</h3>
        <p>Build open tools.</p><a href="/x">Register<span class="sr-only"> (opens in a new tab)</span></a>
        <button type="button">Add to calendar</button></article></li>
    </ul>
    <p>All times are UTC</p><ul><li>Summit</li><li>Roundtable</li></ul>
  </section>
  <section><h2 id=":r1:">Host an event with us</h2><p>Planning a workshop?</p>
    <form><label>Email</label><input name="email"></form></section>
  <section><h2 id="empty-heading">Nothing here</h2></section>
  <section><div><p>Looking back</p><h2 id="past-heading">Past events</h2><p>What came out of them.</p></div></section>
  <section><h2 id="hidden-heading" class="sr-only">Library</h2><div hidden><p>Datasets and reports.</p></div></section>
</main>
<footer>Copyright 2025</footer></body></html>`;

describe("search index of a prerendered page", () => {
  const documents = pageDocuments(html, page);
  const byUrl = (url: string) => documents.filter((document) => document.url === url);

  it("cuts the main content into the text before the first section, one document per section and per item", () => {
    expect(documents.map(({ url, section }) => [url, section])).toEqual([
      ["/events", "Events"],
      ["/events#upcoming-heading", "Upcoming events"],
      ["/events#open-bio-hackathon", "Open Bio Hackathon"],
      ["/events", "Host an event with us"],
      ["/events#empty-heading", "Nothing here"],
      ["/events#past-heading", "Past events"],
      ["/events#hidden-heading", "Library"],
    ]);
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    for (const document of documents) expect(document.page).toBe("Events");
  });

  it("keeps words apart at element edges, marks unpunctuated block ends with ·, and goes on with the section after an item", () => {
    expect(byUrl("/events")[0]!.text).toBe("Summits, hackathons and webinars.");
    expect(byUrl("/events#upcoming-heading")[0]!.text).toBe(
      "Meet us in person or online. All times are UTC · Summit · Roundtable",
    );
    expect(byUrl("/events#past-heading")[0]!.text).toBe("Looking back · What came out of them.");
    expect(byUrl("/events#empty-heading")[0]!.text).toBe("");
    expect(byUrl("/events#open-bio-hackathon")[0]!.text).toBe("Hackathon · Build open tools. Register");
  });

  it("leaves out the header, footer, scripts, art, controls, forms and screen-reader-only additions, but keeps hidden panels", () => {
    const all = documents.map((document) => document.text).join(" ");
    for (const absent of [
      "Vision",
      "Copyright",
      "window.x",
      "decorative",
      "opens in a new tab",
      "Add to calendar",
      "Email",
    ])
      expect(all).not.toContain(absent);
    expect(byUrl("/events#hidden-heading")[0]!.text).toBe("Datasets and reports.");
  });

  it("links a section to its page only when its heading's id is not a hand-written slug (React's useId)", () => {
    expect(documents.find((document) => document.section === "Host an event with us")?.url).toBe("/events");
  });

  it("refuses a page without <main>", () => {
    expect(() => pageDocuments("<html><body><p>x</p></body></html>", page)).toThrow(/no <main>/);
  });
});
