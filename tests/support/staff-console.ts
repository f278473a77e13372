import type { Page } from "@playwright/test";
import { openHydrated } from "./axe.ts";
import type { SmtpSink } from "./smtp-sink.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/**
 * A test server for browser tests of the staff console: its forms take submissions at a script's speed and pace,
 * and it registers staff accounts without the per-address limit. `env` adds to that.
 */
export function startConsoleServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "1000",
    AUTH_REGISTER_MAX_PER_IP: "1000",
    ...env,
  });
}

/** Sends the server's email to the sink, with the outbox polled often, for a test that reads what was sent. */
export function consoleMailEnv(sink: SmtpSink): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: "Website <web@verdant.example>",
    OUTBOX_POLL_MS: "100",
  };
}

/** Opens the console signed in with a session token, which the sign-in page keeps in the browser's storage. */
export async function openConsoleAs(page: Page, server: TestServer, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
  await openHydrated(page, `${server.url}/staff`);
}
