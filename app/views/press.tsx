import type { PageCopy } from "../content/page-copy-schema.ts";
import type { ReactNode } from "react";
import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import PlayCircle from "lucide-react/icons/circle-play";
import { Badge } from "../components/ui/badge.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { ItemArt } from "../components/ui/item-art.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { StatTile } from "../components/ui/stat-tile.tsx";
import { pages } from "../content/pages.ts";
import type { ProjectBrief } from "../content/project-briefs.ts";
import type { CompanyFact, ExplainerVideo, MediaContact, VisualAssetCategory } from "../content/schema.ts";
import { site } from "../content/site.ts";
import { formatDate } from "../lib/format-date.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("press");

function videoRequestHref(title: string): string {
  const subject = encodeURIComponent(`Video file request: ${title}`);
  const body = encodeURIComponent(
    `Hello,\n\nPlease send me the broadcast-quality file of "${title}".\n\nName:\nOutlet:\nPublication date:\nPreferred format (MP4 1080p / ProRes):\n`,
  );
  return `mailto:${site.emails.press}?subject=${subject}&body=${body}`;
}

/** "+1 (555) 014-2025" -> "tel:+15550142025". */
function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export default function PressPage({
  copy,
  companyFacts,
  projectBriefs,
  explainerVideos,
  visualAssetCategories,
  mediaContacts,
  interviews,
}: {
  copy: PageCopy<"press">;
  companyFacts: readonly CompanyFact[];
  projectBriefs: readonly ProjectBrief[];
  explainerVideos: readonly ExplainerVideo[];
  visualAssetCategories: readonly VisualAssetCategory[];
  mediaContacts: readonly MediaContact[];
  interviews: ReactNode;
}) {
  return (
    <>
      <PageHero
        tagline={copy.hero.tagline}
        title={pages.press.title}
        hero="press"
        lead={copy.hero.lead}
        actions={
          <a href={`mailto:${site.emails.press}`} className={buttonClasses("primary")}>
            <Mail aria-hidden="true" className="size-4" />
            {copy.hero.action}
          </a>
        }
      />
      <Section labelledBy="facts-heading">
        <SectionHeading id="facts-heading" {...copy.facts} />
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {companyFacts.map((fact) => (
            <li key={fact.label}>
              <StatTile figure={fact.figure} label={fact.label} />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" labelledBy="briefs-heading">
        <SectionHeading id="briefs-heading" {...copy.briefs} />
        <ul className="grid gap-4 md:grid-cols-2 md:gap-6 lg:grid-cols-3">
          {projectBriefs.map((brief) => (
            <li
              key={brief.slug}
              className="flex flex-col gap-3 rounded-(--radius-card) border border-slate-200 bg-surface p-5 sm:p-6"
            >
              <div className="flex items-start gap-3">
                <FileText aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
                <h3 className="text-lg leading-snug">{brief.title}</h3>
              </div>
              <p className="text-slate-700">{brief.description}</p>
              <p className="text-sm text-slate-600">
                {brief.type} · {brief.pages} page ·{" "}
                <time dateTime={brief.date}>{formatDate(brief.date)}</time> · PDF
              </p>
              <a
                href={brief.downloadUrl}
                download={brief.downloadUrl.split("/").pop()}
                className={buttonClasses("secondary", "mt-auto self-start")}
              >
                <Download aria-hidden="true" className="size-4" />
                Download Brief
                <span className="sr-only">: {brief.title} (PDF)</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="interviews-heading">
        <SectionHeading id="interviews-heading" {...copy.interviews} />
        {interviews}
      </Section>
      <Section tone="muted" labelledBy="videos-heading">
        <SectionHeading id="videos-heading" {...copy.videos} />
        <ul className="grid gap-4 md:gap-6 lg:grid-cols-3">
          {explainerVideos.map((video) => (
            <li
              key={video.slug}
              className="flex flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-surface"
            >
              <div className="relative">
                <ItemArt kind="video" slug={video.slug} />
                <PlayCircle
                  aria-hidden="true"
                  className="absolute inset-0 m-auto size-14 rounded-full bg-surface/85 text-brand-800 shadow-(--shadow-raised)"
                />
                <span className="absolute right-3 bottom-3 rounded bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">
                  <span className="sr-only">Duration </span>
                  {video.duration}
                </span>
              </div>
              <div className="flex flex-1 flex-col gap-3 p-6">
                <div>
                  <Badge>{video.type}</Badge>
                </div>
                <h3 className="text-lg leading-snug">{video.title}</h3>
                <p className="text-slate-700">{video.description}</p>
                <a
                  href={videoRequestHref(video.title)}
                  className={buttonClasses("secondary", "mt-auto self-start")}
                >
                  <Mail aria-hidden="true" className="size-4" />
                  Request the video file
                  <span className="sr-only">: {video.title} (opens your email app)</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="visuals-heading">
        <SectionHeading id="visuals-heading" {...copy.visuals} />
        <ul className="grid gap-4 md:grid-cols-2 md:gap-6 lg:grid-cols-3">
          {visualAssetCategories.map((asset) => (
            <li
              key={asset.slug}
              className="flex flex-col gap-3 rounded-(--radius-card) border border-slate-200 bg-surface p-5 shadow-(--shadow-raised) sm:p-6"
            >
              <h3 className="text-lg">{asset.category}</h3>
              <p className="text-slate-700">{asset.description}</p>
              <p className="text-sm text-slate-600">
                {asset.itemCount} files · {asset.formats.join(", ")} · ZIP archive
              </p>
              <a
                href={asset.downloadUrl}
                download={asset.downloadUrl.split("/").pop()}
                className={buttonClasses("secondary", "mt-auto self-start")}
              >
                <Download aria-hidden="true" className="size-4" />
                Download Assets
                <span className="sr-only">: {asset.category} (ZIP)</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" labelledBy="media-contacts-heading">
        <SectionHeading id="media-contacts-heading" {...copy.contacts} />
        <ul className="grid gap-6 md:grid-cols-2">
          {mediaContacts.map((contact) => (
            <li key={contact.name} className="rounded-(--radius-card) border border-slate-200 bg-surface p-6">
              <h3 className="text-lg">{contact.name}</h3>
              <p className="font-medium text-brand-800">{contact.role}</p>
              <p className="mt-2 text-slate-700">{contact.focus}</p>
              <ul className="mt-4 flex flex-col gap-1">
                <li>
                  <a
                    href={`mailto:${contact.email}`}
                    className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-brand-700 underline underline-offset-4"
                  >
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    {contact.email}
                  </a>
                </li>
                <li>
                  <a
                    href={telephoneHref(contact.phone)}
                    className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
                  >
                    <Phone aria-hidden="true" className="size-4" />
                    {contact.phone}
                  </a>
                </li>
              </ul>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
