// The part of Citation.js 0.8's API the build uses (the packages ship no types). Items are CSL-JSON.
declare module "@citation-js/core" {
  export type CslItem = Record<string, unknown> & { id: string; type: string };
  export class Cite {
    constructor(data: CslItem | CslItem[]);
    format(format: "bibtex" | "ris", options?: { format?: "text" }): string;
    format(format: "data", options?: { format?: "text" | "object" }): string;
    format(
      format: "bibliography" | "citation",
      options: { format: "text" | "html"; template: string; lang: string },
    ): string;
  }
}
declare module "@citation-js/plugin-bibtex";
declare module "@citation-js/plugin-ris";
declare module "@citation-js/plugin-csl";
