import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { services } from "../../content/services.ts";
import { fillGridWide } from "./fill-grid.ts";
import { GridCardArt } from "./grid-card-art.tsx";

describe("GridCardArt", () => {
  it("is the plain card picture where the card is not wide", () => {
    const html = renderToStaticMarkup(
      <GridCardArt kind="service" slug="bioai-platform" wide={fillGridWide(0, 5)} />,
    );
    expect(html).not.toContain("<picture");
    expect(html).toContain('src="/illustrations/service-bioai-platform-light.svg"');
  });

  it("switches to the wide drawing from where its card is wide (app/files/illustrations draws it)", () => {
    services.forEach((service, index) => {
      const wide = fillGridWide(index, services.length);
      const html = renderToStaticMarkup(<GridCardArt kind="service" slug={service.slug} wide={wide} />);
      if (!wide.md && !wide.lg) return;
      for (const scheme of ["light", "dark"])
        expect(html).toContain(`srcSet="/illustrations/service-${service.slug}-wide-${scheme}.svg"`);
      expect(html.match(/<source media="([^"]+)"/)![1]).toBe(
        wide.md ? "(min-width: 48rem)" : "(min-width: 64rem)",
      );
      expect(html.match(/width="720" height="300"/g)).toHaveLength(2);
    });
  });
});

describe("fillGridWide", () => {
  it("names the cards of the wide last rows, and the odd card out on two columns", () => {
    expect(Array.from({ length: 5 }, (_, index) => fillGridWide(index, 5))).toEqual([
      { md: false, lg: false },
      { md: false, lg: false },
      { md: false, lg: false },
      { md: false, lg: true },
      { md: true, lg: true },
    ]);
    expect(fillGridWide(2, 3)).toEqual({ md: true, lg: false });
  });
});
