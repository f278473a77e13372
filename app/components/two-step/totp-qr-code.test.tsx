import jsQR from "jsqr";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TotpQrCode } from "./totp-qr-code.tsx";

/** What a camera would see: the rendered SVG's squares painted at 4 pixels a module, as RGBA. */
function rasterise(markup: string): { data: Uint8ClampedArray; width: number } {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(markup)![1]);
  const path = /<path d="([^"]+)"/.exec(markup)![1]!;
  const scale = 4;
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data.fill(0, offset, offset + 3);
      }
    }
  }
  return { data, width };
}

describe("TotpQrCode", () => {
  it("draws a code a scanner reads back as the otpauth address, named for screen readers", () => {
    const url =
      "otpauth://totp/Verdant%20Collective:ada.admin%40example.org?issuer=Verdant+Collective&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30";
    const markup = renderToStaticMarkup(<TotpQrCode url={url} />);
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="QR code of the key, for your authenticator app&#x27;s camera"');
    const { data, width } = rasterise(markup);
    expect(jsQR(data, width, width)?.data).toBe(url);
  });
});
