import { encode } from "uqr";

/** The quiet zone scanners need around a QR code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

/** The SVG path of a QR code's dark modules, one unit square each, with the quiet zone included in `size`. */
function qrCodePath(text: string): { size: number; path: string } {
  const { size, data } = encode(text, { ecc: "M", border: QUIET_ZONE });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size, path };
}

/**
 * The otpauth:// address of a new second factor as a QR code, for the camera of an authenticator app on a phone.
 * Drawn in the browser as one SVG path: the secret never leaves the page in an image request. Black on white in
 * both colour schemes, since scanners need the contrast.
 */
export function TotpQrCode({ url }: { url: string }) {
  const { size, path } = qrCodePath(url);
  return (
    <svg
      role="img"
      aria-label="QR code of the key, for your authenticator app's camera"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid="totp-qr-code"
      className="mt-3 block size-48 rounded-(--radius-control) border border-slate-200"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
