// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { TOKEN_KEY } from "./auth-context.tsx";
import { PAGE_STATE_HEAD_SCRIPT } from "./page-state.ts";

const root = document.documentElement;

function runHeadScript(hash = "") {
  root.removeAttribute("data-session-stored");
  root.removeAttribute("data-url-fragment");
  window.history.replaceState(null, "", `/verify-email${hash}`);
  new Function(PAGE_STATE_HEAD_SCRIPT)();
}

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("the page-state head script", () => {
  it("marks <html> when the session's token is stored, under the key the session uses", () => {
    runHeadScript();
    expect(root.hasAttribute("data-session-stored")).toBe(false);
    localStorage.setItem(TOKEN_KEY, "a-token");
    runHeadScript();
    expect(root.hasAttribute("data-session-stored")).toBe(true);
  });

  it("marks <html> when the address has a fragment, as the emailed links do", () => {
    runHeadScript("#token=abc");
    expect(root.hasAttribute("data-url-fragment")).toBe(true);
    runHeadScript("#");
    expect(root.hasAttribute("data-url-fragment")).toBe(false);
  });
});
