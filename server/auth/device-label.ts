import Bowser from "bowser";

/**
 * What the account page calls a session's browser: "Firefox on Windows". Only this summary is stored, never the
 * User-Agent itself (it can single a person out); undefined when the header says nothing recognisable.
 */
export function deviceLabel(userAgent: string | undefined): string | undefined {
  if (!userAgent) return undefined;
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (browser && system) return `${browser} on ${system}`.slice(0, 80);
  return (browser || system)?.slice(0, 80) || undefined;
}
