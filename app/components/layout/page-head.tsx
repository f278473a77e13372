import type { HeadTag } from "../../lib/seo.ts";

// JSON-LD inside <script>: "<" is escaped so no text in the data can end the element.
const jsonForScript = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c");

/** A page's own <head> elements (app/lib/seo.ts): title, description, canonical URL, share card, feeds, JSON-LD. */
export function PageHead({ tags }: { tags: readonly HeadTag[] }) {
  return tags.map((tag, index) => {
    if ("title" in tag && !("tagName" in tag)) return <title key="title">{tag.title}</title>;
    if ("tagName" in tag) {
      const { tagName: _, ...attributes } = tag;
      return <link key={index} {...attributes} />;
    }
    if ("script:ld+json" in tag) {
      return (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(tag["script:ld+json"]) }}
        />
      );
    }
    if ("property" in tag) return <meta key={index} property={tag.property} content={tag.content} />;
    return <meta key={index} name={tag.name} content={tag.content} />;
  });
}
