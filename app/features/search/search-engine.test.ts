import { describe, expect, it } from "vitest";
import { createSiteSearch, highlightParts, snippetOf } from "./search-engine.ts";
import type { SearchDocument } from "./search-document.ts";

const documents: SearchDocument[] = [
  {
    id: "1",
    url: "/events#open-bio-hackathon",
    page: "Events",
    section: "Open Bio Hackathon",
    text: "Build open tools on real, consented datasets for nutrition, genomics and public health.",
  },
  {
    id: "2",
    url: "/events",
    page: "Events",
    section: "Events",
    text: "Summits, hackathons, roundtables and regular webinars.",
  },
  {
    id: "3",
    url: "/events",
    page: "Events",
    section: "Host an event with us",
    text: "Planning a workshop or hackathon?",
  },
  {
    id: "4",
    url: "/careers#ai-researcher",
    page: "Careers",
    section: "AI Researcher",
    text: "Advance federated and interpretable models.",
  },
];

describe("site search", () => {
  const search = createSiteSearch(documents);

  it("finds sections by heading and text, best match first, with prefixes and small typos", () => {
    expect(search.search("hackathon")[0]?.url).toBe("/events#open-bio-hackathon");
    expect(search.search("interpret").map((result) => result.url)).toEqual(["/careers#ai-researcher"]);
    expect(search.search("reseacher").map((result) => result.url)).toEqual(["/careers#ai-researcher"]);
  });

  it("requires every word and lists each place once", () => {
    expect(search.search("hackathon genomics").map((result) => result.url)).toEqual([
      "/events#open-bio-hackathon",
    ]);
    const urls = search.search("hackathon").map((result) => result.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(search.search("zebra")).toEqual([]);
  });

  it("cuts a snippet around the first matching word", () => {
    const text = `${"Lorem ipsum dolor sit amet. ".repeat(10)}The wastewater sensor warns ten days ahead. ${"More text here. ".repeat(10)}`;
    const snippet = snippetOf(text, ["wastewater"]);
    expect(snippet).toContain("The wastewater sensor");
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(163);
    expect(snippetOf("Short text.", ["zebra"])).toBe("Short text.");
  });

  it("cuts snippets between words", () => {
    const text = `${"alpha beta gamma delta ".repeat(12)}omega`;
    const snippet = snippetOf(text, ["alpha"]);
    expect(snippet).toMatch(/^alpha beta .* (?:alpha|beta|gamma|delta)…$/);
    expect(snippet.length).toBeLessThanOrEqual(161);
  });

  it("returns the matched terms, and marks the words that start with them", () => {
    const [result] = search.search("interpret");
    expect(result?.terms).toEqual(["interpretable"]);
    expect(
      highlightParts("Interpretable models, interpretable maps; uninterpretable", ["interpretable"]),
    ).toEqual([
      { text: "Interpretable", match: true },
      { text: " models, ", match: false },
      { text: "interpretable", match: true },
      { text: " maps; uninterpretable", match: false },
    ]);
    expect(
      highlightParts("Genomics and genomic data", ["genomic", "genomics"]).filter((part) => part.match),
    ).toEqual([
      { text: "Genomics", match: true },
      { text: "genomic", match: true },
    ]);
    expect(highlightParts("aab a+b", ["a+b"])).toEqual([
      { text: "aab ", match: false },
      { text: "a+b", match: true },
    ]);
  });
});
