import { departments } from "../../content/departments.ts";
import { site } from "../../content/site.ts";
import type { PdfWriter } from "./pdf-writer.ts";

/**
 * The contact section every generated document ends with: the departments as /contact names them, the phone and
 * the contact page, after the document's own lead when it has one and its own rows.
 */
export function writeContact(
  pdf: PdfWriter,
  lead: string | undefined,
  extra: { label: string; value: string }[] = [],
) {
  pdf.heading("Contact");
  if (lead) pdf.paragraph(lead);
  pdf.rows([
    ...departments.map((department) => ({ label: department.title, value: department.email })),
    ...extra,
    { label: "Phone", value: site.phone.display },
    { label: "Web", value: `${site.url}/contact` },
  ]);
}
