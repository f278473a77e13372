import type { Page } from "@playwright/test";

/**
 * Collects every Content-Security-Policy and Permissions-Policy report a page makes, from its first byte: the
 * listener is installed before any page script. Call before `goto`; the returned function lists what was seen.
 */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy/i.test(text)) messages.push(`console: ${text}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}
