import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, ApiRequestError, errorMessageFor, requestMessages } from "./api-client.ts";

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** A fetch that never answers: it ends only when its signal aborts it. */
function unansweredFetch(_url: string, init: RequestInit) {
  return new Promise<Response>((_resolve, reject) =>
    init.signal!.addEventListener("abort", () => reject(init.signal!.reason)),
  );
}

describe("apiRequest", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("calls /api with cookies, a JSON body only for POST and PUT, and the bearer token", async () => {
    const fetchMock = vi.fn(async () => answer(200, { ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("POST", "/auth/login", { email: "a@b.co" }, { token: "t0k3n" });
    await apiRequest("GET", "/auth/me", { ignored: true });
    const [postUrl, post] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [getUrl, get] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(postUrl).toBe("/api/auth/login");
    expect(post.credentials).toBe("include");
    expect(post.body).toBe('{"email":"a@b.co"}');
    expect((post.headers as Record<string, string>)["content-type"]).toBe("application/json");
    expect((post.headers as Record<string, string>).authorization).toBe("Bearer t0k3n");
    expect(getUrl).toBe("/api/auth/me");
    expect(get.body).toBeUndefined();
    expect((get.headers as Record<string, string>)["content-type"]).toBeUndefined();
  });

  it("toggles the loading flag, logs a failure and rethrows it with status, message and details", async () => {
    vi.stubGlobal("fetch", async () => answer(400, { message: "Bad", details: ["one", "two"] }));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const loading: boolean[] = [];
    const failure = await apiRequest(
      "POST",
      "/x",
      {},
      { onLoadingChange: (value) => loading.push(value) },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 400,
      message: "Bad",
      serverMessage: "Bad",
      details: ["one", "two"],
    });
    expect(loading).toEqual([true, false]);
    expect(log).toHaveBeenCalledOnce();
  });

  it("keeps the machine-readable code of an error answer, and none when the code is not a string", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("fetch", async () => answer(410, { message: "Gone", code: "expired" }));
    expect(await apiRequest("POST", "/x", {}).catch((error: unknown) => error)).toMatchObject({
      status: 410,
      code: "expired",
    });
    vi.stubGlobal("fetch", async () => answer(410, { message: "Gone", code: 7 }));
    expect(await apiRequest("POST", "/x", {}).catch((error: unknown) => error)).toMatchObject({
      code: undefined,
    });
  });

  it("gives up after the time limit with a clear message", async () => {
    vi.stubGlobal("fetch", unansweredFetch);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = await apiRequest("GET", "/slow", undefined, { timeoutMs: 20 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ status: 0, message: requestMessages.timeout });
    expect(errorMessageFor(failure, "fallback")).toBe(requestMessages.timeout);
  });

  it("passes on the caller's abort as it is, without logging it as a failure", async () => {
    vi.stubGlobal("fetch", unansweredFetch);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const controller = new AbortController();
    const request = apiRequest("GET", "/slow", undefined, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    controller.abort();
    expect(await request).toMatchObject({ name: "AbortError" });
    expect(log).not.toHaveBeenCalled();
  });

  it("reads an answer already under way instead of sending the request again, within the same time limit", async () => {
    const fetchMock = vi.fn(async () => answer(200, { user: "fetched" }));
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const ok = await apiRequest("GET", "/auth/me", undefined, {
      answer: Promise.resolve(answer(200, { user: "shared" })),
    });
    expect(ok).toEqual({ user: "shared" });
    const refused = await apiRequest("GET", "/auth/me", undefined, {
      answer: Promise.resolve(answer(401, { message: "Your session has expired. Please sign in again." })),
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 401,
      serverMessage: "Your session has expired. Please sign in again.",
    });
    const lost = await apiRequest("GET", "/auth/me", undefined, {
      answer: Promise.reject(new TypeError("offline")),
    }).catch((error: unknown) => error);
    expect(lost).toMatchObject({ status: 0, message: requestMessages.network });
    const hung = await apiRequest("GET", "/auth/me", undefined, {
      answer: new Promise(() => {}),
      timeoutMs: 20,
    }).catch((error: unknown) => error);
    expect(hung).toMatchObject({ status: 0, message: requestMessages.timeout });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("uses the caller's fallback when the server gave no message", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>oops</html>", { status: 502 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = await apiRequest("POST", "/auth/login", {}).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502, serverMessage: undefined });
    expect(errorMessageFor(failure, "An error occurred during login")).toBe("An error occurred during login");
  });

  it("answers 204 with undefined", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    await expect(apiRequest("POST", "/auth/logout")).resolves.toBeUndefined();
  });
});
