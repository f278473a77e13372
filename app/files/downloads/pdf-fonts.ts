// The typeface of the generated PDFs: the site's Inter, its static 400 and 700 instances cut to the site's
// characters by `npm run fonts` (tooling/fonts/subset-fonts.ts, pdfFaces). pdfkit embeds each as a subset of the
// glyphs the document shows, so a PDF carries about 8 KB of each.
import fs from "node:fs";
import * as fontkit from "fontkit";

export type FontWeight = "regular" | "bold";

const files: Record<FontWeight, string> = {
  regular: "app/fonts/inter-pdf-400.ttf",
  bold: "app/fonts/inter-pdf-700.ttf",
};

let loaded: Record<FontWeight, Uint8Array> | undefined;

function read(file: string): Uint8Array {
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: run \`npm run fonts\` (npm ci runs it too).`);
  return new Uint8Array(fs.readFileSync(file));
}

/** The two font files' bytes, read once. */
export function fontBytes(): Record<FontWeight, Uint8Array> {
  loaded ??= { regular: read(files.regular), bold: read(files.bold) };
  return loaded;
}

let faces: fontkit.Font[] | undefined;

// Characters our copy may hold that the Latin subset lacks, drawn as their plain equivalents.
const REPLACEMENTS: Record<string, string> = {
  "→": "->",
  "←": "<-",
  "≥": ">=",
  "≤": "<=",
  "₂": "2",
  "\u00ad": "",
};

/**
 * The text as the PDF draws it: characters both weights have stay, a few others become their plain equivalents, and
 * any other one stops the build with a message naming it and the document (a missing glyph would print as a box).
 */
export function printable(text: string, documentTitle: string): string {
  faces ??= Object.values(fontBytes()).map((bytes) => fontkit.create(bytes));
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === "\n" || char === "\t") out += " ";
    else if (faces.every((face) => face.hasGlyphForCodePoint(code))) out += char;
    else if (char in REPLACEMENTS) out += REPLACEMENTS[char];
    else
      throw new Error(
        `The PDF "${documentTitle}" contains "${char}" (U+${code.toString(16).toUpperCase().padStart(4, "0")}), which the PDFs' font (Inter, Latin) cannot draw: write it another way, or add a replacement in app/files/downloads/pdf-fonts.ts.`,
      );
  }
  return out;
}
