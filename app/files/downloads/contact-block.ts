import { site } from "../../content/site.ts";
import type { PdfWriter } from "./pdf-writer.ts";

/** The contact section every generated document ends with (details from app/content/site.ts). */
export function writeContact(pdf: PdfWriter, lead: string, extra: { label: string; value: string }[] = []) {
  pdf.heading("Contact");
  pdf.paragraph(lead);
  pdf.rows([
    { label: "General enquiries", value: site.emails.general },
    { label: "Genomics", value: site.emails.genomics },
    { label: "Agriculture and food", value: site.emails.agro },
    ...extra,
    { label: "Phone", value: site.phone.display },
    { label: "Web", value: `${site.url}/contact` },
  ]);
}
