import fs from "node:fs";
import path from "node:path";
import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Feed } from "feed";
import { editionHtml } from "../../contract/newsletters-markdown.ts";
import { editionPath, newsletterArchive } from "../../contract/newsletters.ts";
import type { Db } from "../db/client.ts";
import type { PageVariant } from "../http/prerendered-pages.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { usePagePolicyOf } from "../http/security-headers.ts";
import type { AppServices } from "../services.ts";
import { archiveListPage, BARE_SHELL, editionPage, excerpt, type PublishedEdition } from "./archive-html.ts";
import { newsletterEditions } from "./newsletters.schema.ts";

// The archive on the site (ADR 0050): editions live in the database, not in content/, so the site's build cannot
// write their pages. The server answers them from the prerendered /newsletters page (its shell): /newsletters with
// the list of editions, /newsletters/<slug> with one edition, /newsletters/feed.atom with the newest. They appear
// the moment sending begins, with no rebuild; a fresh machine needs nothing else.

const SHELL_FILE = "newsletters/index.html";
// The feed carries the newest editions; the archive page lists this many at most.
const FEED_ENTRIES = 50;
const LISTED = 500;
const SLUG = /^\d{4}-\d{2}-\d{2}-[a-z0-9-]{1,80}$/;

/** Editions whose sending began, the newest first. */
async function published(db: Db, limit: number, slug?: string): Promise<PublishedEdition[]> {
  const rows = await db
    .select({
      list: newsletterEditions.list,
      subject: newsletterEditions.subject,
      body: newsletterEditions.body,
      slug: newsletterEditions.slug,
      sentAt: newsletterEditions.sendStartedAt,
    })
    .from(newsletterEditions)
    .where(
      and(
        ne(newsletterEditions.status, "draft"),
        isNotNull(newsletterEditions.slug),
        slug === undefined ? undefined : eq(newsletterEditions.slug, slug),
      ),
    )
    .orderBy(desc(newsletterEditions.sendStartedAt), desc(newsletterEditions.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, slug: row.slug!, sentAt: row.sentAt ?? new Date(0) }));
}

function archiveFeed(editions: readonly PublishedEdition[], origin: string): string {
  const info = newsletterArchive.feed;
  const feed = new Feed({
    id: `${origin}${info.path}`,
    title: info.title,
    description: info.subtitle,
    link: `${origin}${newsletterArchive.path}`,
    language: "en",
    updated: editions[0]?.sentAt ?? new Date(0),
    generator: false,
    feedLinks: { atom: `${origin}${info.path}` },
    author: { name: "Verdant Collective", link: `${origin}/` },
    favicon: `${origin}/favicon.svg`,
    copyright: "© Verdant Collective",
  });
  for (const edition of editions) {
    const url = `${origin}${editionPath(edition.slug)}`;
    feed.addItem({
      title: edition.subject,
      id: url,
      link: url,
      date: edition.sentAt,
      published: edition.sentAt,
      description: excerpt(edition.body, 300),
      content: editionHtml(edition.body),
      category: [{ name: newsletterArchive.listLabels[edition.list], term: edition.list }],
    });
  }
  return feed.atom1();
}

/** The shell the build wrote for /newsletters, or a bare one when the build has none. */
function loadShell(staticDir: string): { html: string; prerendered: boolean } {
  const file = path.join(staticDir, SHELL_FILE);
  return fs.existsSync(file)
    ? { html: fs.readFileSync(file, "utf8"), prerendered: true }
    : { html: BARE_SHELL, prerendered: false };
}

/**
 * The archive's routes (registered on the app, outside /api) and the variant of the prerendered /newsletters page
 * that fills in the list (for registerStaticSite's pageVariant).
 */
export function newsletterArchivePages(services: AppServices): {
  listVariant: PageVariant;
  plugin: (app: FastifyInstance) => Promise<void>;
} {
  const db = services.database.db;
  const origin = publicOrigin(services.config);
  const shell = loadShell(services.config.staticDir);

  const listPage = async () => archiveListPage(shell.html, await published(db, LISTED));

  const listVariant: PageVariant = async (_request, _reply, urlPath) =>
    urlPath === newsletterArchive.path ? listPage() : undefined;

  async function plugin(app: FastifyInstance) {
    if (!shell.prerendered) {
      app.get(newsletterArchive.path, async (_request, reply) =>
        reply
          .header("content-type", "text/html; charset=utf-8")
          .header("cache-control", "no-cache")
          .send(await listPage()),
      );
    }
    app.get(newsletterArchive.feed.path, async (_request, reply) =>
      reply
        .header("content-type", "application/atom+xml")
        .header("cache-control", "no-cache")
        .send(archiveFeed(await published(db, FEED_ENTRIES), origin)),
    );
    app.get<{ Params: { slug: string } }>(`${newsletterArchive.path}/:slug`, async (request, reply) => {
      const { slug } = request.params;
      const [edition] = SLUG.test(slug) ? await published(db, 1, slug) : [];
      if (!edition) return reply.callNotFound();
      // The shell's inline scripts and styles are this page's: its policy allows them.
      usePagePolicyOf(reply, SHELL_FILE);
      return reply
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(editionPage(shell.html, edition, origin));
    });
  }
  return { listVariant, plugin };
}
