import { describe, expect, it } from "vitest";
import { bodyParagraph, bodyParagraphs, bodySections, parseMarkdown, parseYaml } from "./parse.ts";

describe("Markdown content files", () => {
  it("split the front matter from the text, and join the lines of a paragraph", () => {
    const file = parseMarkdown(
      "---\ntitle: A title\n---\n\nFirst line\nsecond line.\n\nNext paragraph.\n",
      "a.md",
    );
    expect(file.frontMatter).toEqual({ title: "A title" });
    expect(bodyParagraphs(file, "a.md")).toEqual(["First line second line.", "Next paragraph."]);
    expect(() => bodyParagraph(file, "a.md")).toThrow(
      "a.md: the text below the front matter must be one paragraph, not 2",
    );
  });

  it("read Windows line ends and a byte-order mark", () => {
    const file = parseMarkdown("\uFEFF---\r\ntitle: A\r\n---\r\nOne paragraph.\r\n", "a.md");
    expect(bodyParagraph(file, "a.md")).toBe("One paragraph.");
  });

  it("read ## headings as sections, each with its paragraphs", () => {
    const file = parseMarkdown("---\n---\n## One\n\nText one.\n\nMore.\n\n## Two\n\nText two.\n", "l.md");
    expect(bodySections(file, "l.md")).toEqual([
      { heading: "One", paragraphs: ["Text one.", "More."] },
      { heading: "Two", paragraphs: ["Text two."] },
    ]);
    const noHeading = parseMarkdown("---\n---\nText first.\n\n## One\n\nText.\n", "l.md");
    expect(() => bodySections(noHeading, "l.md")).toThrow(
      'l.md: line 3: the text must start with a "## " section heading',
    );
  });

  it("refuse markup the pages would show as stray characters, naming the line", () => {
    const body = (text: string) => parseMarkdown(`---\n---\n${text}\n`, "x.md");
    expect(() => bodyParagraphs(body("Fine.\n\n- item"), "x.md")).toThrow("x.md: line 5 starts a list item");
    expect(() => bodyParagraphs(body("## Heading"), "x.md")).toThrow("x.md: line 3 starts a heading");
    expect(() => bodyParagraphs(body("See [this](https://x.example)."), "x.md")).toThrow(
      "has a Markdown link",
    );
    expect(() => bodyParagraphs(body("Very **bold**."), "x.md")).toThrow("has bold text");
    expect(() =>
      bodyParagraphs(body("5 * 3 and 2*2 are fine, as is a hyphen - here."), "x.md"),
    ).not.toThrow();
  });

  it("need the two --- lines around the front matter", () => {
    expect(() => parseMarkdown("title: A\n", "a.md")).toThrow(
      "a.md: must start with a line of three dashes (---)",
    );
    expect(() => parseMarkdown("---\ntitle: A\n", "a.md")).toThrow("needs a closing line of three dashes");
  });
});

describe("YAML content files", () => {
  it("name the file when the YAML is broken or has the wrong shape", () => {
    expect(() => parseYaml("title: [unclosed", "p.yaml")).toThrow(/^p\.yaml: not valid YAML/);
    expect(() => parseYaml("title: A\ntitle: B\n", "p.yaml")).toThrow(/^p\.yaml: not valid YAML/);
    expect(() => parseYaml("- a\n- b\n", "p.yaml")).toThrow("p.yaml: must be a set of fields (name: value)");
    expect(() => parseYaml("a: 1\n", "l.yaml", "list")).toThrow("l.yaml: must be a list of entries");
    expect(parseYaml("date: 2025-01-15\ncount: 3\n", "p.yaml")).toEqual({ date: "2025-01-15", count: 3 });
  });
});
