import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { itemArtName, itemArtPath } from "../../content/art.ts";
import { ItemArt } from "./item-art.tsx";

describe("ItemArt", () => {
  it("shows the files the endpoint writes, one per scheme, with their size reserved", () => {
    const html = renderToStaticMarkup(<ItemArt kind="article" slug="consent-genomics" />);
    const name = itemArtName("article", "consent-genomics");
    expect(html).toContain(`src="${itemArtPath(name, "light")}"`);
    expect(html).toContain(`src="${itemArtPath(name, "dark")}"`);
    expect(html.match(/width="480" height="300"/g)).toHaveLength(2);
    expect(html.match(/alt=""/g)).toHaveLength(2);
  });
});
