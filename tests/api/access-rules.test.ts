import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredRoutes, type RegisteredRoute } from "../../server/http/route-list.ts";
import { builtOperations } from "../support/openapi.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Access rules are declared by each route, never listed by URL elsewhere (issue 39, item 9): this walks Fastify's
// route table as the server built it and fails on any /api route without a declared level, or with one that breaks
// the rules every part of the API keeps.

const LEVELS = ["public", "shared-secret", "signed-in", "staff-enrolment", "staff", "admin"];
const SESSION_LEVELS = ["signed-in", "staff-enrolment", "staff", "admin"];
const STAFF_LEVELS = ["staff-enrolment", "staff", "admin"];

describe(`the API's access rules on ${databaseLabel()}`, () => {
  let server: TestServer;
  let api: RegisteredRoute[];
  beforeAll(async () => {
    server = await startTestServer();
    api = registeredRoutes(server.app).filter((route) => route.url.startsWith("/api"));
  });
  afterAll(async () => {
    await server.close();
  });

  const levelOf = (method: string, url: string) =>
    api.find((route) => route.method === method && route.url === url)?.access;
  const label = (route: RegisteredRoute) => `${route.method} ${route.url}: ${String(route.access)}`;

  it("every /api route in Fastify's route table declares its access level", () => {
    expect(api.length).toBeGreaterThan(80);
    expect(api.filter((route) => !LEVELS.includes(route.access as string)).map(label)).toEqual([]);
  });

  it("every staff route needs a staff account, and only setting up the second factor goes without it", () => {
    const staff = api.filter((route) => route.url.startsWith("/api/staff"));
    expect(staff.filter((route) => !STAFF_LEVELS.includes(route.access as string)).map(label)).toEqual([]);
    expect(staff.filter((route) => route.access === "staff-enrolment").map(label)).toEqual([
      "POST /api/staff/2fa/enrol: staff-enrolment",
      "POST /api/staff/2fa/confirm: staff-enrolment",
    ]);
  });

  it("admin routes: the staff accounts, roles, the audit log, and changes to saved replies (staff may read them)", () => {
    expect(
      api
        .filter((route) => route.access === "admin" && route.method !== "HEAD")
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    ).toEqual(
      [
        "GET /api/staff/accounts",
        "POST /api/staff/accounts/role",
        "GET /api/staff/audit",
        "POST /api/staff/saved-replies",
        "POST /api/staff/saved-replies/:id",
        "POST /api/staff/saved-replies/:id/delete",
      ].sort(),
    );
    expect(levelOf("GET", "/api/staff/saved-replies")).toBe("staff");
  });

  it("every account route needs a session, except confirming a new address from its emailed link", () => {
    const account = api.filter((route) => route.url.startsWith("/api/account"));
    expect(account.filter((route) => !SESSION_LEVELS.includes(route.access as string)).map(label)).toEqual([
      "POST /api/account/email/confirm: public",
    ]);
  });

  it("the document's bearer-token operations are exactly the routes that need a session", () => {
    const routeOf = (method: string, path: string) =>
      `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`;
    const documented = new Set(builtOperations.map(({ method, path }) => routeOf(method, path)));
    for (const { path, method, operation } of builtOperations) {
      // A documented path parameter is a route's parameter, or one of the routes it stands for (/api/auth/google).
      const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, "[^/:]+")}$`);
      const routes = api.filter(
        (route) =>
          `${route.method} ${route.url}` === routeOf(method, path) ||
          (route.method === method.toUpperCase() &&
            pattern.test(route.url) &&
            !documented.has(`${route.method} ${route.url}`)),
      );
      const security = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      const expected = security.includes("bearerAuth")
        ? SESSION_LEVELS
        : security.length > 0
          ? ["shared-secret"]
          : ["public"];
      expect(routes.length, `${method.toUpperCase()} ${path} is served`).toBeGreaterThan(0);
      for (const route of routes) expect(expected, label(route)).toContain(route.access);
    }
  });
});
