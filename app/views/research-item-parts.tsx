import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import type { ResearchPerson } from "../content/research-schema.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { ExternalLink } from "../components/ui/external-link.tsx";
import { ItemSection } from "../components/ui/item-page-frame.tsx";
import { LegalDocumentBody } from "../components/ui/legal-document-body.tsx";
import { teamEntryPath } from "../lib/json-ld/research.ts";
import { Link } from "../lib/navigation.tsx";
import { fullName } from "../lib/person-names.ts";

// Pieces shared by the four research item pages (publication, dataset, model, report).

/** People, each on the team linked to their entry on /company. */
export function PeopleList({ people }: { people: readonly ResearchPerson[] }) {
  return (
    <>
      {people.map((person, index) => (
        <span key={fullName(person)}>
          {index > 0 ? ", " : null}
          {person.team ? (
            <Link to={teamEntryPath(person.team)} className="text-brand-700 underline underline-offset-4">
              {fullName(person)}
            </Link>
          ) : (
            fullName(person)
          )}
        </span>
      ))}
    </>
  );
}

/**
 * The item's text (the same as its PDF: the data sheet, the model card, the summary, the paper), its "## " sections
 * under one heading, at a reading measure with anchored headings.
 */
export function ItemText({
  id,
  title,
  sections,
}: {
  id: string;
  title: string;
  sections: readonly { heading: string; paragraphs: string[] }[];
}) {
  return (
    <ItemSection id={id} title={title}>
      <LegalDocumentBody sections={sections} headingLevel={3} anchored />
    </ItemSection>
  );
}

/** A download of a generated PDF (an action of the item's hero). */
export function PdfDownload({ href, label, title }: { href: string; label: string; title: string }) {
  return (
    <a href={href} download={href.split("/").pop()} className={buttonClasses("primary")}>
      <Download aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only">: {title} (PDF)</span>
    </a>
  );
}

/** How to cite: the formatted reference, and the citation files when there are any. */
export function CiteBlock({
  reference,
  files = [],
}: {
  reference: string;
  files?: readonly { href: string; label: string; mediaType: string }[];
}) {
  return (
    <ItemSection id="cite" title="How to cite" level={2}>
      <p className="rounded-(--radius-control) bg-slate-50 p-4 text-sm break-words text-slate-800">
        {reference}
      </p>
      {files.length > 0 ? (
        <>
          <p className="mt-4 text-sm font-semibold text-slate-900">Download the citation</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {files.map((file) => (
              <li key={file.href}>
                <a
                  href={file.href}
                  type={file.mediaType}
                  download={file.href.split("/").pop()}
                  className={buttonClasses("secondary", "min-w-24")}
                >
                  <FileText aria-hidden="true" className="size-4" />
                  {file.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ItemSection>
  );
}

/** A licence, linked to its text. */
export function LicenseLink({ license }: { license: { name: string; url: string } }) {
  return license.url.startsWith("/") ? (
    <Link to={license.url} className="text-brand-700 underline underline-offset-4">
      {license.name}
    </Link>
  ) : (
    <ExternalLink
      href={license.url}
      className="[&>svg]:ml-1 [&>svg]:inline [&>svg]:align-[-0.125em] text-brand-700 underline underline-offset-4"
    >
      {license.name}
    </ExternalLink>
  );
}

/** What a dataset measures or a model estimates. */
export function VariableList({
  variables,
}: {
  variables: readonly { name: string; unit?: string; description: string }[];
}) {
  return (
    <dl className="max-w-prose space-y-3">
      {variables.map((variable) => (
        <div key={variable.name}>
          <dt className="font-semibold text-slate-900">
            {variable.name}
            {variable.unit ? <span className="font-normal text-slate-700"> ({variable.unit})</span> : null}
          </dt>
          <dd className="text-slate-700">{variable.description}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The downloadable forms of a dataset or model: name, format, size and link. */
export function DistributionList({
  files,
}: {
  files: readonly { name: string; contentUrl: string; encodingFormat: string; contentSize: string }[];
}) {
  return (
    <ul className="max-w-prose space-y-3">
      {files.map((file) => (
        <li key={file.contentUrl} className="rounded-(--radius-control) border border-slate-200 p-4">
          <ExternalLink
            href={file.contentUrl}
            className="[&>svg]:ml-1 [&>svg]:inline [&>svg]:align-[-0.125em] font-semibold text-brand-700 underline underline-offset-4"
          >
            {file.name}
          </ExternalLink>
          <p className="mt-1 text-sm text-slate-700">
            {file.encodingFormat} · {file.contentSize}
          </p>
        </li>
      ))}
    </ul>
  );
}
