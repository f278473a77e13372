import { expect } from "vitest";
import { endpoints, responseSchemas, type Endpoint } from "../../server/openapi/endpoints.ts";
import { bearer, registerAccount, verifyEmail } from "./auth-helpers.ts";
import { humanMeta } from "./forms.ts";
import type { TestServer } from "./test-server.ts";

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

function endpointFor(method: string, url: string): Endpoint {
  const path = url.split("?")[0]!;
  const found = endpoints.find(
    (endpoint) =>
      endpoint.method === method.toLowerCase() &&
      new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(path),
  );
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
}

/**
 * Sends a request to a documented operation and checks the answer against the document: a documented status, a
 * body its schema accepts, and its required headers. Every answer seen is recorded in `seen`, so a suite can show
 * it met each documented answer.
 */
export function documentedCaller(server: TestServer, seen: Map<string, Set<number>>) {
  return async function call(
    method: "GET" | "POST",
    url: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const endpoint = endpointFor(method, url);
    const response = await server.request(method, url, options);
    const label = `${method} ${endpoint.path}`;
    const answer = endpoint.answers[response.status];
    expect(answer, `${label} answered ${response.status}, which is not documented`).toBeDefined();
    const text = await response.text();
    let body: unknown;
    if (answer!.schema) {
      body = JSON.parse(text);
      const parsed = responseSchemas[answer!.schema].safeParse(body);
      expect(parsed.success, `${label} ${response.status}: ${JSON.stringify(parsed.error?.issues)}`).toBe(
        true,
      );
    } else {
      expect(text, `${label} ${response.status} has no body`).toBe("");
    }
    if (answer!.headers?.includes("Retry-After"))
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    if (answer!.headers?.includes("WWW-Authenticate")) {
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
 * The documented answers of the operations under `prefix` that a suite never met; 413, 415 (bodies the API tests of
 * the whole document send: tests/api/openapi.test.ts) and 503 (tests/reliability) are met elsewhere.
 */
export function unmetAnswers(seen: Map<string, Set<number>>, paths: readonly string[]): string[] {
  return endpoints
    .filter((endpoint) => paths.includes(endpoint.path))
    .flatMap((endpoint) => {
      const label = `${endpoint.method.toUpperCase()} ${endpoint.path}`;
      return Object.keys(endpoint.answers)
        .map(Number)
        .filter((status) => ![413, 415, 503].includes(status) && !seen.get(label)?.has(status))
        .map((status) => `${label} ${status}`);
    });
}
