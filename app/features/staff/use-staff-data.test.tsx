// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useStaffData } from "./use-staff-data.ts";

interface Pending {
  url: string;
  authorization: string | undefined;
  signal: AbortSignal;
  answer: (status: number, body: unknown) => void;
}

/** A fetch whose answers the test gives, one request at a time, in the order they were sent. */
function stubFetch() {
  const pending: Pending[] = [];
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal!;
      signal.addEventListener("abort", () => reject(signal.reason), { once: true });
      pending.push({
        url,
        authorization: (init.headers as Record<string, string>).authorization,
        signal,
        answer: (status, body) =>
          resolve(
            new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
          ),
      });
    });
  });
  return pending;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useStaffData, the console's one loader", () => {
  it("loads with the bearer token, and loads nothing without a token", async () => {
    const pending = stubFetch();
    const { result, rerender } = renderHook(
      ({ token }: { token: string | null }) =>
        useStaffData<{ n: number }>(token, "/staff/accounts", "Failed."),
      { initialProps: { token: null as string | null } },
    );
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: undefined });
    expect(pending).toHaveLength(0);

    rerender({ token: "t0k3n" });
    expect(result.current.loading).toBe(true);
    expect(pending[0]).toMatchObject({ url: "/api/staff/accounts", authorization: "Bearer t0k3n" });
    act(() => pending[0]!.answer(200, { n: 1 }));
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
    expect(result.current.loading).toBe(false);
  });

  it("shows the server's message when a load fails, and reload clears it once the answer comes", async () => {
    const pending = stubFetch();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { result } = renderHook(() => useStaffData<{ n: number }>("t", "/staff/audit", "Failed."));
    act(() => pending[0]!.answer(403, { message: "Verify your second factor first." }));
    await waitFor(() => expect(result.current.error).toBe("Verify your second factor first."));

    let reloaded!: Promise<void>;
    act(() => {
      reloaded = result.current.reload();
    });
    expect(result.current.loading).toBe(true);
    act(() => pending[1]!.answer(200, { n: 2 }));
    await act(() => reloaded);
    expect(result.current).toMatchObject({ data: { n: 2 }, error: undefined, loading: false });
  });

  it("adds further pages after the first, and starts again when the path changes", async () => {
    const pending = stubFetch();
    const { result, rerender } = renderHook(
      ({ path }: { path: string }) => useStaffData<{ items: string[] }>("t", path, "Failed."),
      { initialProps: { path: "/staff/inbox?kind=contact" } },
    );
    act(() => pending[0]!.answer(200, { items: ["a", "b"] }));
    await waitFor(() => expect(result.current.pages).toHaveLength(1));
    act(() => void result.current.loadMore("/staff/inbox?kind=contact&cursor=b"));
    expect(result.current.loading).toBe(true);
    act(() => pending[1]!.answer(200, { items: ["c"] }));
    await waitFor(() => expect(result.current.pages.flatMap((page) => page.items)).toEqual(["a", "b", "c"]));

    rerender({ path: "/staff/inbox?kind=application" });
    // The list shown stays until the new one is in, marked as loading.
    expect(result.current.loading).toBe(true);
    expect(result.current.pages).toHaveLength(2);
    act(() => pending[2]!.answer(200, { items: ["x"] }));
    await waitFor(() => expect(result.current.pages).toEqual([{ items: ["x"] }]));
  });

  it("aborts what is under way when the path changes or the panel goes away, and drops its answer", async () => {
    const pending = stubFetch();
    const { result, rerender, unmount } = renderHook(
      ({ path }: { path: string }) => useStaffData<{ n: number }>("t", path, "Failed."),
      { initialProps: { path: "/staff/inbox/contact/1" } },
    );
    rerender({ path: "/staff/inbox/contact/2" });
    expect(pending[0]!.signal.aborted).toBe(true);
    act(() => pending[1]!.answer(200, { n: 2 }));
    await waitFor(() => expect(result.current.data).toEqual({ n: 2 }));

    act(() => void result.current.reload());
    unmount();
    expect(pending[2]!.signal.aborted).toBe(true);
  });
});
