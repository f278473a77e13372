import type { PageCopy } from "../content/page-copy-schema.ts";
import type { ReactNode } from "react";
import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import PlayCircle from "lucide-react/icons/circle-play";
import { buttonClasses } from "../components/ui/button.tsx";
import { ItemArt } from "../components/ui/item-art.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { DividedList } from "../components/ui/divided-list.tsx";
import { KeyFigures } from "../components/ui/key-figures.tsx";
import { Scroller, scrollerItem } from "../components/ui/scroller.tsx";
import { pages } from "../content/pages.ts";
import type { ProjectBrief } from "../content/project-briefs.ts";
import type { CompanyFact, ExplainerVideo, MediaContact, VisualAssetCategory } from "../content/schema.ts";
import { site } from "../content/site.ts";
import { formatDate } from "../../contract/format-date.ts";
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
        <KeyFigures figures={companyFacts} />
      </Section>
      <Section tone="muted" labelledBy="briefs-heading">
        <SectionHeading id="briefs-heading" {...copy.briefs} />
        {/* One row a brief: its title and facts, and the download (an icon on a phone, with its words from sm). */}
        <DividedList>
          {projectBriefs.map((brief) => (
            <li key={brief.slug} className="flex items-center gap-3 py-3 sm:gap-4">
              <FileText aria-hidden="true" className="hidden size-5 shrink-0 text-brand-700 sm:block" />
              <div className="min-w-0 flex-1 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-baseline lg:gap-6">
                <h3 className="text-base leading-snug">{brief.title}</h3>
                <p className="text-sm text-slate-600">
                  {/* What the brief is about, on wide screens only: a phone's row stays one title and one line. */}
                  <span className="hidden text-slate-700 lg:block">{brief.description}</span>
                  {brief.type} · {brief.pages} page ·{" "}
                  <time dateTime={brief.date}>{formatDate(brief.date)}</time> · PDF
                </p>
              </div>
              <a
                href={brief.downloadUrl}
                download={brief.downloadUrl.split("/").pop()}
                className={buttonClasses("secondary", "shrink-0 max-sm:size-11 max-sm:px-0")}
              >
                <Download aria-hidden="true" className="size-4" />
                <span className="max-sm:sr-only">Download Brief</span>
                <span className="sr-only">: {brief.title} (PDF)</span>
              </a>
            </li>
          ))}
        </DividedList>
      </Section>
      <Section labelledBy="interviews-heading">
        <SectionHeading id="interviews-heading" {...copy.interviews} />
        {interviews}
      </Section>
      <Section tone="muted" labelledBy="videos-heading">
        <SectionHeading id="videos-heading" {...copy.videos} />
        <Scroller label="Videos" tone="muted">
          {explainerVideos.map((video) => (
            <li key={video.slug} className={scrollerItem()}>
              <article className="flex w-full flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-surface">
                <div className="relative">
                  <ItemArt kind="video" slug={video.slug} />
                  <PlayCircle
                    aria-hidden="true"
                    className="absolute inset-0 m-auto size-12 rounded-full bg-surface/85 text-brand-800 shadow-(--shadow-raised)"
                  />
                  <span className="absolute right-3 bottom-3 rounded bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">
                    <span className="sr-only">Duration </span>
                    {video.duration}
                  </span>
                </div>
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{video.type}</p>
                  <h3 className="text-lg leading-snug">{video.title}</h3>
                  <p className="text-sm text-slate-700">{video.description}</p>
                  <a
                    href={videoRequestHref(video.title)}
                    className="mt-auto inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                  >
                    <Mail aria-hidden="true" className="size-4" />
                    Request the video file
                    <span className="sr-only">: {video.title} (opens your email app)</span>
                  </a>
                </div>
              </article>
            </li>
          ))}
        </Scroller>
      </Section>
      <Section labelledBy="visuals-heading">
        <SectionHeading id="visuals-heading" {...copy.visuals} />
        {/* Compact tiles, two a row on a phone: what is in the archive, and its download. */}
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {visualAssetCategories.map((asset) => (
            <li
              key={asset.slug}
              className="flex flex-col gap-1 rounded-(--radius-card) border border-slate-200 bg-surface p-3 sm:p-4"
            >
              <h3 className="text-base leading-snug">{asset.category}</h3>
              <p className="text-sm text-slate-700">{asset.description}</p>
              <p className="text-xs text-slate-600">
                {asset.itemCount} files · {asset.formats.join(", ")} · ZIP
              </p>
              <a
                href={asset.downloadUrl}
                download={asset.downloadUrl.split("/").pop()}
                className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {/* Two tiles a row on a phone leave no room for the icon beside the label on one line. */}
                <Download aria-hidden="true" className="hidden size-4 shrink-0 min-[400px]:inline" />
                Download Assets
                <span className="sr-only">: {asset.category} (ZIP)</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" labelledBy="media-contacts-heading">
        <SectionHeading id="media-contacts-heading" {...copy.contacts} />
        <ul className="grid gap-4 md:grid-cols-2 md:gap-6">
          {mediaContacts.map((contact) => (
            <li
              key={contact.name}
              className="rounded-(--radius-card) border border-slate-200 bg-surface p-5 sm:p-6"
            >
              <h3 className="text-lg">{contact.name}</h3>
              <p className="text-sm font-medium text-brand-800">{contact.role}</p>
              <p className="mt-2 text-slate-700">{contact.focus}</p>
              <ul className="mt-2 flex flex-col">
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
