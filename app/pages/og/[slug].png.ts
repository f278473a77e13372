import type { APIRoute, GetStaticPaths } from "astro";
import { articles } from "../../content/articles.ts";
import { articlePage, projectPage, whitepaperPage } from "../../content/detail-pages.ts";
import { entries, pageTitles } from "../../content/entries.ts";
import { researchItemPages } from "../../content/research-pages.ts";
import { upcomingEvents } from "../../content/events.ts";
import type { PageInfo } from "../../content/schema.ts";
import { articleImagePath, eventImagePath, shareImagePath } from "../../lib/seo.ts";
import { shareImageRenderer } from "../../files/share-images.ts";

// /og/<name>.png: the share image (Open Graph, Twitter card) of every page, and the image of each article and
// event in their structured data. An article's card is its page's (/insights/<slug>), a whitepaper's or project page's is named after
// its path like any page's; an event card names the page it is on (its section and address).
const slugOf = (imagePath: string) => imagePath.replace(/^\/og\/|\.png$/g, "");

export const getStaticPaths = (async () => [
  ...Object.values(await pageTitles()).map((page) => ({
    params: { slug: slugOf(shareImagePath(page.path)) },
    props: { page },
  })),
  ...articles.map((article) => ({
    params: { slug: slugOf(articleImagePath(article.slug)) },
    props: { page: articlePage(article) },
  })),
  ...(await entries("whitepapers")).map((paper) => ({
    params: { slug: slugOf(shareImagePath(whitepaperPage(paper).path)) },
    props: { page: whitepaperPage(paper) },
  })),
  ...(await entries("projects")).map((project) => ({
    params: { slug: slugOf(shareImagePath(projectPage(project).path)) },
    props: { page: projectPage(project) },
  })),
  ...researchItemPages({
    publications: await entries("publications"),
    datasets: await entries("datasets"),
    aiModels: await entries("aiModels"),
    reports: await entries("reports"),
  }).map((page) => ({ params: { slug: slugOf(shareImagePath(page.path)) }, props: { page } })),
  ...upcomingEvents.map((event) => ({
    params: { slug: slugOf(eventImagePath(event.slug)) },
    props: { page: { path: "/events", title: event.title, description: event.description } },
  })),
]) satisfies GetStaticPaths;

let render: ReturnType<typeof shareImageRenderer> | undefined;

export const GET: APIRoute<{ page: PageInfo }> = async ({ props: { page } }) => {
  render ??= shareImageRenderer();
  return new Response(new Uint8Array(await render(page)), { headers: { "content-type": "image/png" } });
};
