// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { SCHEME_HEAD_SCRIPT, SCHEME_STORAGE_KEY, currentScheme, toggleScheme } from "./color-scheme.ts";

function runHeadScript(systemDark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches: systemDark, addEventListener: vi.fn() })),
  );
  document.documentElement.removeAttribute("data-scheme");
  new Function(SCHEME_HEAD_SCRIPT)();
  return document.documentElement.getAttribute("data-scheme");
}

describe("the colour scheme", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("follows prefers-color-scheme when the visitor has not chosen", () => {
    expect(runHeadScript(true)).toBe("dark");
    expect(runHeadScript(false)).toBe("light");
  });

  it("applies the visitor's stored choice over the system's", () => {
    localStorage.setItem(SCHEME_STORAGE_KEY, "light");
    expect(runHeadScript(true)).toBe("light");
    localStorage.setItem(SCHEME_STORAGE_KEY, "dark");
    expect(runHeadScript(false)).toBe("dark");
  });

  it("toggles and remembers the choice", () => {
    runHeadScript(false);
    expect(toggleScheme()).toBe("dark");
    expect(currentScheme()).toBe("dark");
    expect(localStorage.getItem(SCHEME_STORAGE_KEY)).toBe("dark");
    expect(toggleScheme()).toBe("light");
    expect(localStorage.getItem(SCHEME_STORAGE_KEY)).toBe("light");
  });
});
