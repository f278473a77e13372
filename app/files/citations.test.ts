import { parse as parseBibtex } from "@retorquere/bibtex-parser";
import { Ajv } from "ajv";
import { parse as parseRis } from "astrocite-ris";
import { describe, expect, it } from "vitest";
import cslDataSchema from "../../tests/support/vendor/csl-data.schema.json" with { type: "json" };
import { aiModels, datasets, publications, reports } from "../content/research.ts";
import { invertedName } from "../lib/person-names.ts";
import {
  citationFile,
  datasetCsl,
  formattedReference,
  modelCsl,
  publicationCsl,
  reportCsl,
} from "./citations.ts";

// The citation files Citation.js writes for each publication, read back by parsers that share no code with it: BibTeX
// by @retorquere/bibtex-parser (the parser of Better BibTeX for Zotero), RIS by astrocite-ris (a PEG grammar of the
// RIS format) plus the RIS tag-line rules, and CSL-JSON validated against the CSL project's own JSON schema with Ajv.

const validateCsl = new Ajv({ strict: false }).compile(cslDataSchema);

describe.each(publications)("citations of $slug", (paper) => {
  const item = publicationCsl(paper);

  it("BibTeX parses with no error into one entry with the title, authors, venue, year and DOI", () => {
    const bibtex = citationFile(item, "bibtex");
    // The month as BibTeX's macro alone (jan … dec), never with the day ("jan 9").
    expect(bibtex).toMatch(/^\tmonth = (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec),$/m);
    const library = parseBibtex(bibtex, { english: false });
    expect(library.errors).toEqual([]);
    expect(library.entries).toHaveLength(1);
    const [entry] = library.entries;
    expect(entry!.type).toBe(paper.kind === "Working paper" ? "techreport" : "article");
    expect(entry!.fields.title).toBe(paper.title);
    // The parser decodes {\\' A} to A and a combining accent: compare names in one Unicode form.
    const nfc = (name: string | undefined) => name?.normalize("NFC");
    expect(
      entry!.fields.author?.map((name) => ({ lastName: nfc(name.lastName), firstName: nfc(name.firstName) })),
    ).toEqual(paper.authors.map((author) => ({ lastName: author.family, firstName: author.given })));
    expect(entry!.fields.year).toBe(paper.date.slice(0, 4));
    if (paper.kind === "Working paper") expect(entry!.fields.institution).toEqual([paper.publisher]);
    else expect(entry!.fields.journal).toBe(paper.venue);
    expect(entry!.fields.doi).toBe(paper.doi);
  });

  it("RIS follows the tag-line format and parses into the same record", () => {
    const ris = citationFile(item, "ris");
    // The RIS specification (Reference Manager): every line ends in CR LF and starts with a tag of an upper-case
    // letter, an upper-case letter or digit, two spaces, a hyphen and a space; TY comes first and ER last. (Breaking
    // a long field over lines is allowed by the specification but refused by astrocite-ris, so none is broken.)
    expect(ris.endsWith("\r\n")).toBe(true);
    expect(ris.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ris.slice(0, -2).split("\r\n");
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9] {2}- /);
    expect(lines[0]).toBe(`TY  - ${paper.kind === "Working paper" ? "RPRT" : "JOUR"}`);
    expect(lines.at(-1)).toBe("ER  - ");
    const values = (tag: string) =>
      lines.filter((line) => line.startsWith(`${tag}  - `)).map((line) => line.slice(6));
    expect(values("AU")).toEqual(paper.authors.map(invertedName));
    expect(values("KW")).toEqual(paper.keywords ?? []);
    expect(values("DA")).toEqual([`${paper.date.replace(/-/g, "/")}/`]);
    expect(values("ID")).toEqual([paper.slug]);
    const [record] = parseRis(ris);
    expect(record).toMatchObject({
      title: paper.title,
      author: paper.authors.map((author) => ({ family: author.family, given: author.given })),
    });
    expect(record!.issued).toEqual({ "date-parts": [[paper.date.slice(0, 4)]] });
    if (paper.doi) expect(record!.DOI).toBe(paper.doi);
    expect(values("AB")).toEqual([paper.abstract]);
  });

  it("CSL-JSON is valid against the CSL-JSON schema and carries the paper", () => {
    const data: unknown = JSON.parse(citationFile(item, "csl"));
    expect(validateCsl(data), JSON.stringify(validateCsl.errors)).toBe(true);
    expect(data).toEqual([
      expect.objectContaining({
        id: paper.slug,
        title: paper.title,
        author: paper.authors.map((author) => ({ given: author.given, family: author.family })),
        issued: { "date-parts": [paper.date.split("-").map(Number)] },
      }),
    ]);
  });
});

// The first formatted reference loads the APA style into citeproc-js, which takes a few seconds.
describe("formatted references", { timeout: 30_000 }, () => {
  it("name every author's family name, the year and the title, and a paper's DOI as a link", () => {
    const paper = publications.find((each) => each.doi)!;
    const reference = formattedReference(publicationCsl(paper));
    for (const author of paper.authors) expect(reference).toContain(author.family);
    expect(reference).toContain(`(${paper.date.slice(0, 4)})`);
    expect(reference).toContain(paper.title.split(":")[0]);
    expect(reference).toContain(`https://doi.org/${paper.doi}`);
  });

  it("exist for every dataset, model and report, each valid CSL-JSON", () => {
    const items = [...datasets.map(datasetCsl), ...aiModels.map(modelCsl), ...reports.map(reportCsl)];
    for (const item of items) {
      expect(formattedReference(item)).toContain(String(item.title));
      const data: unknown = JSON.parse(citationFile(item, "csl"));
      expect(validateCsl(data), `${item.id}: ${JSON.stringify(validateCsl.errors)}`).toBe(true);
    }
  });
});
