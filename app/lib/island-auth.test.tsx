// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authMessages } from "../../contract/auth-texts.ts";
import { AuthProvider, TOKEN_KEY, useAuth } from "./auth-context.tsx";

// React's act() warns unless the environment says it is a test one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  const { currentUser, loading, error } = useAuth();
  return <p data-testid="probe">{JSON.stringify({ name: currentUser?.name ?? null, loading, error })}</p>;
}

const user = { id: "u1", name: "Ada Lovelace", email: "ada@example.org", role: "visitor" };

async function render(element: React.ReactNode) {
  const container = document.createElement("div");
  document.body.append(container);
  await act(async () => createRoot(container).render(element));
  return JSON.parse(container.querySelector("p")!.textContent!) as Record<string, unknown>;
}

function answerMe() {
  return vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async () => new Response(JSON.stringify({ user }), { status: 200 }));
}

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.sessionRefused;
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe("AuthProvider of an island", () => {
  it("checks the stored token with the server once", async () => {
    window.localStorage.setItem(TOKEN_KEY, "t".repeat(43));
    const fetch = answerMe();
    expect(
      await render(
        <AuthProvider>
          <Probe />
        </AuthProvider>,
      ),
    ).toEqual({
      name: "Ada Lovelace",
      loading: false,
      error: null,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("a token the header's script already dropped (app/components/layout/header-script.ts)", () => {
  it("shows the server's reason the script left on <html data-session-refused>", async () => {
    document.documentElement.dataset.sessionRefused = authMessages.sessionExpired;
    const fetch = vi.spyOn(globalThis, "fetch");
    expect(
      await render(
        <AuthProvider>
          <Probe />
        </AuthProvider>,
      ),
    ).toEqual({
      name: null,
      loading: false,
      error: authMessages.sessionExpired,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says nothing when there was no token to drop", async () => {
    expect(
      await render(
        <AuthProvider>
          <Probe />
        </AuthProvider>,
      ),
    ).toEqual({
      name: null,
      loading: false,
      error: null,
    });
  });
});
