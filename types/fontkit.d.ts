// fontkit 2 (pdfkit's font engine) ships no types; the one call app/files/downloads/pdf-fonts.ts makes.
declare module "fontkit" {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): Font;
}
