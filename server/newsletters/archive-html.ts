import { formatDate } from "../../contract/format-date.ts";
import { editionHtml } from "../../contract/newsletters-markdown.ts";
import { editionPath, newsletterArchive } from "../../contract/newsletters.ts";
import type { SubscriptionList } from "../../contract/subscription-lists.ts";
import { escapeHtml } from "../outbox/email-format.ts";

// The archive's pages made from the prerendered shell of /newsletters (app/views/newsletters.tsx): the same head,
// header, footer, styles and scripts (so the page's CSP hashes still hold: nothing inline is added or changed), with
// the parts the view marks filled from the database. Every value is escaped; an edition's body is its Markdown
// through the staff replies' pipeline (contract/newsletters-markdown.ts), which escapes raw HTML.

export interface PublishedEdition {
  list: SubscriptionList;
  subject: string;
  body: string;
  slug: string;
  sentAt: Date;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** The edition's opening words as plain text, at most `max` characters, cut at a word. */
export function excerpt(body: string, max: number): string {
  const text = editionHtml(body)
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_match, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** Replaces the content of the first element opened by `openTag` (up to its first `</tagName>`). */
function fillElement(html: string, marker: string, tagName: string, content: string): string {
  const start = html.indexOf(marker);
  if (start === -1) return html;
  const open = html.indexOf(">", start) + 1;
  const close = html.indexOf(`</${tagName}>`, open);
  if (open === 0 || close === -1) return html;
  return html.slice(0, open) + content + html.slice(close);
}

function setAttributeOf(html: string, pattern: RegExp, value: string): string {
  return html.replace(pattern, (_match, before: string) => `${before}"${escapeHtml(value)}"`);
}

interface HeadFacts {
  title: string;
  description: string;
  url: string;
  type: "website" | "article";
  jsonLd: object;
}

/** The head's title, description, canonical URL, Open Graph and Twitter tags and JSON-LD, for this page. */
function fillHead(html: string, head: HeadFacts): string {
  let page = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  const meta = (attribute: "name" | "property", key: string, value: string) => {
    page = setAttributeOf(page, new RegExp(`(<meta ${attribute}="${key}" content=)"[^"]*"`), value);
  };
  meta("name", "description", head.description);
  meta("property", "og:type", head.type);
  meta("property", "og:title", head.title);
  meta("property", "og:description", head.description);
  meta("property", "og:url", head.url);
  meta("name", "twitter:title", head.title);
  meta("name", "twitter:description", head.description);
  page = setAttributeOf(page, /(<link rel="canonical" href=)"[^"]*"/, head.url);
  // JSON-LD is a data block, not a script the CSP allows by hash; "<" is escaped so no text can end the element.
  const jsonLd = JSON.stringify(head.jsonLd).replace(/</g, "\\u003c");
  return page.replace(
    /(<script type="application\/ld\+json">)[\s\S]*?(<\/script>)/,
    (_match, open: string, close: string) => `${open}${jsonLd}${close}`,
  );
}

const badgeClasses =
  "inline-flex items-center rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900";

function editionListHtml(editions: readonly PublishedEdition[]): string {
  const heading = `<h2 id="archive-heading" class="text-3xl sm:text-4xl">${escapeHtml(newsletterArchive.editionsHeading)}</h2>`;
  if (editions.length === 0) {
    return `${heading}<p class="mt-4 text-lg text-slate-700">${escapeHtml(newsletterArchive.empty)}</p>`;
  }
  const items = editions
    .map(
      (edition) =>
        `<li class="rounded-(--radius-card) border border-slate-200 bg-surface p-6 shadow-(--shadow-raised)">` +
        `<p class="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">` +
        `<span class="${badgeClasses}">${escapeHtml(newsletterArchive.listLabels[edition.list])}</span>` +
        `<time datetime="${isoDay(edition.sentAt)}">${formatDate(isoDay(edition.sentAt))}</time></p>` +
        `<h3 class="mt-3 text-xl leading-snug"><a href="${editionPath(edition.slug)}" ` +
        `class="text-brand-700 underline underline-offset-4 hover:text-brand-900">${escapeHtml(edition.subject)}</a></h3>` +
        `<p class="mt-2 text-slate-700">${escapeHtml(excerpt(edition.body, 220))}</p></li>`,
    )
    .join("");
  return `${heading}<ol class="mt-8 space-y-6">${items}</ol>`;
}

/** /newsletters: the shell with the list of editions, the newest first. */
export function archiveListPage(shell: string, editions: readonly PublishedEdition[]): string {
  return fillElement(shell, "data-newsletter-archive=", "div", editionListHtml(editions));
}

// The body's typography, as the console's preview shows it (app/features/staff/email-preview.tsx), at the site's
// reading size.
const proseClasses =
  "mt-6 text-lg text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 " +
  "[&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-4 [&_code]:font-mono " +
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h3]:mt-8 [&_h3]:text-xl [&_h4]:mt-6 [&_h4]:text-lg [&_li]:ml-6 " +
  "[&_ol]:my-4 [&_ol]:list-decimal [&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc";

/** /newsletters/<slug>: the shell with the edition's subject as its title and its text as the page's section. */
export function editionPage(shell: string, edition: PublishedEdition, origin: string): string {
  const url = `${origin}${editionPath(edition.slug)}`;
  const label = newsletterArchive.listLabels[edition.list];
  const day = formatDate(isoDay(edition.sentAt));
  const description = excerpt(edition.body, 155) || edition.subject;
  const title = `${edition.subject} | Verdant Collective`;
  let page = fillHead(shell, {
    title,
    description,
    url,
    type: "article",
    jsonLd: {
      "@context": "https://schema.org",
      "@graph": [
        {
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
            {
              "@type": "ListItem",
              position: 2,
              name: "Newsletter archive",
              item: `${origin}${newsletterArchive.path}`,
            },
            { "@type": "ListItem", position: 3, name: edition.subject, item: url },
          ],
        },
        {
          "@type": "Article",
          headline: edition.subject.slice(0, 110),
          description,
          url,
          mainEntityOfPage: url,
          datePublished: edition.sentAt.toISOString(),
          articleSection: label,
          inLanguage: "en",
          publisher: { "@type": "Organization", name: "Verdant Collective", url: `${origin}/` },
        },
      ],
    },
  });
  page = fillElement(
    page,
    "data-archive-tagline=",
    "span",
    `<a href="${newsletterArchive.path}" class="underline-offset-4 hover:underline">` +
      `${escapeHtml(newsletterArchive.allEditions)}</a>`,
  );
  page = fillElement(page, "data-archive-title=", "span", escapeHtml(edition.subject));
  page = fillElement(
    page,
    "data-archive-lead=",
    "span",
    `${escapeHtml(label)}, sent on <time datetime="${isoDay(edition.sentAt)}">${day}</time>.`,
  );
  return fillElement(
    page,
    "data-newsletter-archive=",
    "div",
    `<h2 id="archive-heading" class="text-sm font-semibold tracking-wide text-brand-700 uppercase">` +
      `${escapeHtml(label)} · ${day}</h2>` +
      `<div class="${proseClasses}">${editionHtml(edition.body)}</div>`,
  );
}

/**
 * The page when the build has no /newsletters shell (the API tests' stand-in site): the same marks on a bare page,
 * so the archive still answers.
 */
export const BARE_SHELL = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Newsletter archive</title>
<meta name="description" content="Every edition sent.">
<link rel="canonical" href="/newsletters">
<script type="application/ld+json">{}</script></head>
<body><main id="main"><p><span data-archive-tagline=""></span></p><h1><span data-archive-title="">Newsletter archive</span></h1>
<p><span data-archive-lead=""></span></p><div data-newsletter-archive=""></div></main></body></html>`;
