import { expect } from "vitest";
import { bearer, registerAccount, verifyEmail } from "./auth-helpers.ts";
import { humanMeta } from "./forms.ts";
import { built, expectDocumented, operationsOf, type Operation } from "./openapi.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/** An account whose owner followed the verification link; its session token and address. */
export async function verifiedAccount(server: TestServer, overrides: Record<string, unknown> = {}) {
  const registered = await registerAccount(server, overrides);
  await verifyEmail(server, registered.account.email, registered.token, registered.deviceCookie);
  return { ...registered, email: registered.account.email, headers: bearer(registered.token) };
}

/** A job application through the public form, as the careers page sends it; its id. */
export async function apply(server: TestServer, email: string, position = "ai-researcher"): Promise<string> {
  const response = await server.request("POST", "/api/careers/apply", {
    body: {
      ...humanMeta,
      name: "Grace Hopper",
      email,
      position,
      experience: "senior",
      coverLetter: "Compilers and climate models.",
      resume: "https://example.org/grace-cv.pdf",
    },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The documented operation a request goes to, and its path as the document writes it (`/api/x/{id}`). */
function operationFor(method: string, url: string): { path: string; operation: Operation } {
  const path = url.split("?")[0]!;
  const found = operationsOf(built).find(
    (entry) =>
      entry.method === method.toLowerCase() &&
      new RegExp(`^${entry.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(path),
  );
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
}

/**
 * Sends a request to a documented operation and checks the answer against the document the routes generate
 * (tests/support/openapi.ts): a documented status, a body its schema accepts, and its documented headers. Every
 * answer seen is recorded in `seen`, so a suite can show it met each documented answer.
 */
export function documentedCaller(server: TestServer, seen: Map<string, Set<number>>) {
  return async function call(
    method: "GET" | "POST",
    url: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const { path, operation } = operationFor(method, url);
    const response = await server.request(method, url, options);
    const label = `${method} ${path}`;
    const { body } = await expectDocumented(operation, response, label);
    if (response.status === 401) {
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    }
    expect(response.headers.get("cache-control"), label).toBe("no-store");
    const statuses = seen.get(label) ?? new Set<number>();
    statuses.add(response.status);
    seen.set(label, statuses);
    return { status: response.status, body: body as Record<string, unknown>, headers: response.headers };
  };
}

/**
 * The documented answers of the operations under `paths` that a suite never met; 400 without a body of its own
 * (Fastify's unreadable body), 413, 415 (bodies the API tests of the whole document send: tests/api/openapi.test.ts)
 * and 503 (tests/reliability) are met elsewhere.
 */
export function unmetAnswers(seen: Map<string, Set<number>>, paths: readonly string[]): string[] {
  return operationsOf(built)
    .filter((entry) => paths.includes(entry.path))
    .flatMap(({ path, method, operation }) => {
      const label = `${method.toUpperCase()} ${path}`;
      return Object.entries(operation.responses)
        .filter(
          ([, answer]) => (answer as { $ref?: string }).$ref !== "#/components/responses/UnreadableBody",
        )
        .map(([status]) => Number(status))
        .filter((status) => ![413, 415, 503].includes(status) && !seen.get(label)?.has(status))
        .map((status) => `${label} ${status}`);
    });
}

/**
 * A test server for the account data APIs, whose tests register and send forms many times from one address, and
 * the documentedCaller that records each answer in `seen`. `env` adds to that.
 */
export async function startAccountDataServer(
  seen: Map<string, Set<number>>,
  env: Record<string, string> = {},
) {
  const server = await startTestServer({
    AUTH_REGISTER_MAX_PER_IP: "1000",
    FORM_RATE_LIMIT: "1000",
    FORM_MIN_FILL_MS: "0",
    ...env,
  });
  return { server, call: documentedCaller(server, seen) };
}

export type DocumentedCall = ReturnType<typeof documentedCaller>;
