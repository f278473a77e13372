import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentCheckFailed, readContent } from "./load.ts";

// Reading the content: today's files pass every check, and a broken file stops the build (and content:check) with a
// message that names the file and the field.

describe("the content files", () => {
  it("pass every check", () => {
    const content = readContent();
    expect(content.jobs.length).toBeGreaterThan(0);
    expect(Object.keys(content.pageCopy)).toHaveLength(16);
  });

  it("give each service its page's title, summary and address", () => {
    const { services, pages } = readContent();
    for (const service of services) {
      expect(service.link).toBe(`/services/${service.slug}`);
      expect(service.title).toBe(pages[service.pageKey].title);
      expect(service.summary).toBe(pages[service.pageKey].description);
    }
  });
});

describe("a broken content file", () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** A copy of today's content to break one file of. */
  function copyOfContent(): string {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-content-"));
    fs.cpSync("content", path.join(root, "content"), { recursive: true });
    return root;
  }

  function problemsWith(change: (root: string) => void): string[] {
    const copy = copyOfContent();
    change(copy);
    try {
      readContent(copy);
    } catch (error) {
      if (error instanceof ContentCheckFailed) return error.problems;
      throw error;
    }
    return [];
  }

  const job = (root: string) => path.join(root, "content/jobs/climate-scientist.md");
  const edit = (file: string, from: string | RegExp, to: string) =>
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(from, to));

  it("is accepted when nothing is wrong", () => {
    expect(problemsWith(() => {})).toEqual([]);
  });

  it("names a missing field, a misspelt one and a bad value", () => {
    const problems = problemsWith((root) => {
      edit(job(root), /^department: .*\n/m, "");
      edit(job(root), "equity:", "equitty:");
      edit(job(root), /^salary: .*$/m, "salary: 130k");
      edit(job(root), /^title: .*$/m, "title: 2026");
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/jobs/climate-scientist.md: department is missing",
        'content/jobs/climate-scientist.md: unknown field "equitty" (misspelt, or not shown by the site)',
        'content/jobs/climate-scientist.md: salary must look like "$90,000–$140,000" (an en dash between the figures, no spaces)',
        'content/jobs/climate-scientist.md: title must be text, not a number (put it in quotes, such as "12")',
      ]),
    );
  });

  it("needs one acknowledgement per contact category and one for applications, each once", () => {
    const problems = problemsWith((root) => {
      const file = path.join(root, "content/acknowledgements.yaml");
      edit(file, "- for: research", "- for: general");
      edit(file, "- for: careers", "- for: carers");
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/acknowledgements.yaml: for: general is listed twice",
        "content/acknowledgements.yaml: has no entry with for: research, and the site needs one",
        expect.stringMatching(/^content\/acknowledgements\.yaml \(entry 6\): for must be one of: general, /),
      ]),
    );
  });

  it("refuses a date that does not exist and an event status the site does not know", () => {
    const problems = problemsWith((root) => {
      const event = path.join(root, "content/events/open-bio-hackathon.md");
      edit(event, /^date: .*$/m, "date: 2026-02-30");
      edit(event, /^status: .*$/m, "status: Sold Out");
    });
    expect(problems.join("\n")).toContain("content/events/open-bio-hackathon.md: date is not a real date");
    expect(problems.join("\n")).toContain("content/events/open-bio-hackathon.md: status must be one of");
  });

  it("refuses an event that ends before it starts, or takes place nowhere", () => {
    const ends = problemsWith((root) => {
      edit(
        path.join(root, "content/events/open-bio-hackathon.md"),
        /^end: .*$/m,
        'end: "2026-06-11T10:00:00+00:00"',
      );
    });
    expect(ends).toEqual(["content/events/open-bio-hackathon.md: end must be after start"]);
    const nowhere = problemsWith((root) => {
      const event = path.join(root, "content/events/genomic-sovereignty-roundtable.md");
      edit(event, /^venues:\n( {2}.*\n)+/m, "");
    });
    expect(nowhere).toEqual([
      "content/events/genomic-sovereignty-roundtable.md: venues needs at least one venue when the event is not online",
    ]);
  });

  it("flags a title and an address that disagree about the year", () => {
    const problems = problemsWith((root) => {
      edit(
        path.join(root, "content/events/regenerative-futures-summit.md"),
        /^registrationLink: .*$/m,
        "registrationLink: https://events.verdantcollective.example/summit-2026",
      );
    });
    expect(problems).toEqual([
      "content/events/regenerative-futures-summit.md: registrationLink names 2026, but the title says 2027",
    ]);
  });

  it("refuses an article updated before it was published, and an event without its price", () => {
    const problems = problemsWith((root) => {
      edit(
        path.join(root, "content/articles/consent-genomics.md"),
        /^date: .*$/m,
        "date: 2025-01-28\nupdated: 2024-12-01",
      );
      edit(path.join(root, "content/events/open-bio-hackathon.md"), /^price: .*\n/m, "");
    });
    expect(problems.join("\n")).toContain(
      "content/articles/consent-genomics.md: updated must not be before date",
    );
    expect(problems.join("\n")).toContain("content/events/open-bio-hackathon.md: price");
  });

  it("refuses Markdown the pages would show as stray characters, with its line", () => {
    const problems = problemsWith((root) => {
      fs.appendFileSync(path.join(root, "content/articles/consent-genomics.md"), "\n- a list item\n");
      fs.appendFileSync(job(root), "\nA second paragraph.\n");
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/articles\/consent-genomics\.md: line \d+ starts a list item/),
        "content/jobs/climate-scientist.md: the text below the front matter must be one paragraph, not 2",
      ]),
    );
  });

  it("refuses an id written in the file, two entries with the same order, a bad file name and a missing page", () => {
    const problems = problemsWith((root) => {
      edit(job(root), "---\n", "---\nid: climate-scientist\n");
      const first = path.join(root, "content/jobs/ai-researcher.md");
      const order = /^order: (\d+)$/m.exec(fs.readFileSync(first, "utf8"))![1]!;
      edit(path.join(root, "content/jobs/blockchain-developer.md"), /^order: \d+$/m, `order: ${order}`);
      fs.writeFileSync(path.join(root, "content/jobs/Data Person.md"), "---\n---\nText.\n");
      fs.rmSync(path.join(root, "content/legal/terms-and-conditions.md"));
      fs.rmSync(path.join(root, "content/pages/careers.yaml"));
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/jobs/climate-scientist.md: the id comes from the file name; remove the field",
        expect.stringMatching(
          /^content\/jobs\/(ai-researcher|blockchain-developer)\.md: order \d+ is also used by /,
        ),
        expect.stringMatching(/^content\/jobs\/Data Person\.md: the file name must be lower-case words/),
        "content/legal/terms-and-conditions.md: is missing, and the site needs it",
        "content/pages/careers.yaml: is missing",
      ]),
    );
  });

  it("names the field of a service, a whitepaper and a page title", () => {
    const problems = problemsWith((root) => {
      edit(path.join(root, "content/whitepapers/equitable-genomics.md"), /^pages: .*$/m, "pages: two");
      edit(path.join(root, "content/page-titles.yaml"), /^ {2}title: Careers$/m, "  titel: Careers");
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/whitepapers/equitable-genomics.md: pages must be a number, not text",
        'content/page-titles.yaml: careers: unknown field "titel" (misspelt, or not shown by the site)',
        "content/page-titles.yaml: careers.title is missing",
      ]),
    );
  });

  it("refuses a service whose page is another service's", () => {
    const problems = problemsWith((root) =>
      edit(path.join(root, "content/services/genomic-data.yaml"), /^page: .*$/m, "page: serviceAgtech"),
    );
    expect(problems).toEqual([
      "content/services/genomic-data.yaml: page serviceAgtech has the address /services/precision-agtech in content/page-titles.yaml, not /services/genomic-data",
    ]);
  });

  it("refuses page copy whose count placeholder is gone", () => {
    const problems = problemsWith((root) =>
      edit(path.join(root, "content/pages/careers.yaml"), "{count} open positions", "Eight open positions"),
    );
    expect(problems).toEqual([
      "content/pages/careers.yaml: positions.title must contain {count}, which the page replaces with the number of entries it lists",
    ]);
  });
});

// Read at build only, in Node: the content reader and the schemas, the collections, and the endpoints.
const buildOnly =
  /^(content\/(page-copy-schema|research-schema|schema|load|parse|stale-events)\.ts|content\.config\.ts|pages\/.*\.ts)$/;

describe("the browser bundle", () => {
  it("gets only the types of the content schemas, never zod or the YAML parser", () => {
    const files = fs
      .readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !buildOnly.test(file))
      .map((file) => path.join("app", file));
    const offenders = files.filter((file) => {
      const source = fs.readFileSync(file, "utf8");
      const valueImport = /^(import|export) (?!type )[^;]*from "[^"]*(schema\.ts|\/zod|yaml)";/m;
      return valueImport.test(source) || /from "(zod|yaml)"/.test(source);
    });
    expect(offenders).toEqual([]);
  });
});
