// The card pictures as files (served as /illustrations/<name>-<light|dark>.svg by the endpoint
// app/pages/illustrations/[name].svg.ts), and one rendered as PNG for the PDFs.
import { Resvg } from "@resvg/resvg-js";
import { itemSubjects, partnerSubjects, personSubjects } from "../../content/art-subjects.ts";
import { ITEM_ART_WIDTH, type ArtVariant } from "../../content/art.ts";
import { drawField, type ArtSubject } from "../../lib/art/field.ts";

const variants = ["light", "dark"] as const satisfies readonly ArtVariant[];

/** Every card picture and portrait file: its name without .svg, and its SVG. */
export function itemArtFiles(): { file: string; svg: string }[] {
  const drawn = (canvas: "card" | "wide" | "portrait") => (subject: ArtSubject) =>
    variants.map((variant) => ({
      file: `${subject.name}${canvas === "wide" ? "-wide" : ""}-${variant}`,
      svg: drawField(subject, canvas, variant),
    }));
  return [
    ...itemSubjects().flatMap(drawn("card")),
    // Every card picture also has a wide drawing (12:5): the services' grid ends with a row of two wide cards
    // (app/views/services.tsx), an article's page leads with the wide drawing of its map (app/views/article.tsx),
    // and on a phone the cards of the static lists (events) show it as a band (GridCardArt's `phone`).
    ...itemSubjects().flatMap(drawn("wide")),
    ...[...personSubjects(), ...partnerSubjects()].flatMap(drawn("portrait")),
  ];
}

/** The light picture of an item as a PNG at twice its size (for print), for the brochures. */
export function itemArtPng(name: string): Uint8Array {
  const subject = itemSubjects().find((candidate) => candidate.name === name);
  if (!subject) throw new Error(`no picture named ${name}`);
  return new Resvg(drawField(subject, "card", "light"), {
    fitTo: { mode: "width", value: ITEM_ART_WIDTH * 2 },
  })
    .render()
    .asPng();
}
