import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./inbox-csv.ts";

describe("csvCell", () => {
  it("leaves plain text as it is", () => {
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvCell("")).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(true)).toBe("true");
  });

  it("quotes commas, quotes and line breaks, doubling quotes (RFC 4180)", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("cr\r\nlf")).toBe('"cr\r\nlf"');
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("a=1")).toBe("a=1");
  });

  it("writes dates as ISO 8601", () => {
    expect(csvCell(new Date("2026-11-22T03:00:00Z"))).toBe("2026-11-22T03:00:00.000Z");
  });
});

describe("toCsv", () => {
  it("joins rows with CRLF and ends with one", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["1", "x,y"],
          ["=2", ""],
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n\'=2,\r\n');
  });

  it("round-trips through a strict RFC 4180 parser", () => {
    const tricky = ['He said "no", then\r\nleft', "plain", ",", '"', "\n"];
    const csv = toCsv(
      ["v"],
      tricky.map((value) => [value]),
    );
    expect(
      parseCsv(csv)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(tricky);
  });
});

// A small strict parser, independent of the writer, to check what a spreadsheet would read.
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (char === '"') {
        quoted = false;
        i++;
      } else {
        field += char;
        i++;
      }
    } else if (char === '"') {
      quoted = true;
      i++;
    } else if (char === ",") {
      row.push(field);
      field = "";
      i++;
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 2;
    } else {
      field += char;
      i++;
    }
  }
  return rows;
}
