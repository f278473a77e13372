import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { caller, type Caller } from "../auth/caller.ts";
import { access, registerAccessControl } from "./access.ts";
import { HttpError } from "./http-error.ts";

const person = (overrides: Partial<Caller>): Caller => ({
  userId: "1",
  sessionId: "s1",
  name: "Ada",
  email: "ada@example.org",
  role: "visitor",
  emailVerified: true,
  passwordHash: null,
  sessionAgeSeconds: 10,
  device: null,
  staff: false,
  enrolled: false,
  secondFactorProved: false,
  ...overrides,
});

// One token per kind of caller (tokens are 16+ characters of the base64url alphabet).
const callers: Record<string, Caller> = {
  "visitor-token-000000": person({}),
  "staff-unproved-00000": person({ role: "staff", staff: true, enrolled: true }),
  "staff-new-0000000000": person({ role: "staff", staff: true }),
  "staff-token-00000000": person({ role: "staff", staff: true, enrolled: true, secondFactorProved: true }),
  "admin-token-00000000": person({ role: "admin", staff: true, enrolled: true, secondFactorProved: true }),
};

let app: FastifyInstance;
let lookUps = 0;

async function appWith(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  app = Fastify();
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof HttpError)) throw error;
    return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
  });
  registerAccessControl(app, (token) => {
    lookUps++;
    return Promise.resolve(callers[token]);
  });
  register(app);
  await app.ready();
  return app;
}

afterEach(async () => {
  lookUps = 0;
  await app?.close();
});

const as = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

describe("access control: declared per route, enforced by one hook", () => {
  it("refuses to start with a route that declares no access level", async () => {
    await expect(appWith((app) => app.get("/undeclared", () => "open"))).rejects.toThrow(
      /GET \/undeclared declares no access level/,
    );
  });

  it("enforces each level: 401 without a session, 403 with the staff codes, the handler only past the check", async () => {
    let reached = 0;
    const handler = () => {
      reached++;
      return { ok: true };
    };
    await appWith((app) => {
      app.get("/public", access("public"), handler);
      app.get("/account", access("signed-in"), handler);
      app.post("/enrol", access("staff-enrolment"), handler);
      app.get("/inbox", access("staff"), handler);
      app.post("/roles", access("admin"), handler);
    });
    const status = async (method: "GET" | "POST", url: string, token?: string) => {
      const response = await app.inject({ method, url, headers: as(token) });
      return [response.statusCode, response.json<{ code?: string }>().code ?? ""].join(" ").trim();
    };

    expect(await status("GET", "/public")).toBe("200");
    expect(await status("GET", "/account")).toBe("401");
    expect(await status("GET", "/account", "unknown-token-000000")).toBe("401");
    expect(await status("GET", "/account", "visitor-token-000000")).toBe("200");
    expect(await status("POST", "/enrol", "visitor-token-000000")).toBe("403 staff-only");
    expect(await status("POST", "/enrol", "staff-new-0000000000")).toBe("200");
    expect(await status("GET", "/inbox", "visitor-token-000000")).toBe("403 staff-only");
    expect(await status("GET", "/inbox", "staff-new-0000000000")).toBe("403 second-factor-required");
    expect(await status("GET", "/inbox", "staff-unproved-00000")).toBe("403 second-factor-required");
    expect(await status("GET", "/inbox", "staff-token-00000000")).toBe("200");
    expect(await status("POST", "/roles", "staff-token-00000000")).toBe("403 admin-only");
    expect(await status("POST", "/roles", "admin-token-00000000")).toBe("200");
    expect(reached).toBe(5);
  });

  it("answers a path no route serves with its 404, with or without a token", async () => {
    await appWith((app) => {
      app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: "Not found." }));
      app.get("/account", access("signed-in"), () => ({ ok: true }));
    });
    for (const headers of [as(), as("unknown-token-000000"), as("visitor-token-000000")]) {
      expect((await app.inject({ url: "/nowhere", headers })).statusCode).toBe(404);
    }
    expect(lookUps).toBe(0);
  });

  it("looks the session up once per request, however often it is asked", async () => {
    await appWith((app) =>
      app.get("/me", access("signed-in"), async (request) => {
        const first = await caller(request);
        const again = await caller(request);
        return { same: first === again && first === request.caller, name: first.name };
      }),
    );
    const response = await app.inject({ url: "/me", headers: as("visitor-token-000000") });
    expect(response.json()).toEqual({ same: true, name: "Ada" });
    expect(lookUps).toBe(1);
  });

  it("answers with no-store, unless the route set a Cache-Control of its own", async () => {
    await appWith((app) => {
      app.get("/personal", access("signed-in"), () => ({ ok: true }));
      app.get("/document", access("public"), (_request, reply) =>
        reply.header("cache-control", "no-cache").send("{}"),
      );
    });
    const personal = await app.inject({ url: "/personal", headers: as("visitor-token-000000") });
    expect(personal.headers["cache-control"]).toBe("no-store");
    const refused = await app.inject({ url: "/personal" });
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect((await app.inject({ url: "/document" })).headers["cache-control"]).toBe("no-cache");
  });
});
