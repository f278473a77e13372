// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { holdBackScripts, START_AFTER_PAINT_SCRIPT, type IslandsManifest } from "./static-pages.ts";
import { ISLAND_SCRIPTS_TEMPLATE_ID, islandStarterSource } from "./island-starter-script.ts";
import { staticPageScriptSource } from "./static-page-script.ts";

const appScripts =
  '<script>window.__ctx = 1;</script><script type="module" async="">import("/assets/entry.js");</script>';
const page = (hydration: string) =>
  `<!DOCTYPE html><html lang="en" data-hydration="${hydration}"><head>` +
  '<link rel="modulepreload" href="/assets/entry.js"/></head><body><header></header><main></main>' +
  `<footer></footer>${appScripts}</body></html>`;

describe("pages hydrated on demand (build step)", () => {
  it("keeps React Router's scripts inert in a template, drops the preloads and adds the header script", () => {
    const html = holdBackScripts(page("on-demand"));
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      `<template id="vc-app-scripts" data-start="on-search">${appScripts}</template><script>(`,
    );
    expect(html.endsWith("</script></body></html>")).toBe(true);
  });

  it("starts the scripts of a page hydrated at load right after the first paint", () => {
    const html = holdBackScripts(page("load"));
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      `<template id="vc-app-scripts" data-start="after-paint">${appScripts}</template>` +
        `<script>${START_AFTER_PAINT_SCRIPT}</script></body>`,
    );
  });

  it("replaces React Router's scripts on an island page with its islands' entries, for the island starter", () => {
    const manifest: IslandsManifest = {
      "app/islands/entries/contact-form.ts": {
        file: "assets/islands/contact-form-1.js",
        isEntry: true,
        imports: ["_forms"],
      },
      "app/islands/entries/site-search.ts": {
        file: "assets/islands/site-search-1.js",
        isEntry: true,
        imports: ["_react"],
      },
      _forms: { file: "assets/islands/forms-1.js", imports: ["_react"] },
      _react: { file: "assets/islands/react-1.js" },
    };
    const islandPage = page("islands").replace(
      "<main></main>",
      '<main><div class="contents" data-island="contact-form"></div></main>',
    );
    const html = holdBackScripts(islandPage, manifest);
    expect(html).not.toContain("entry.js");
    expect(html).not.toContain('<link rel="modulepreload"');
    // Only the islands on the page, each with every chunk it imports, directly or not.
    expect(html).toContain(
      `<template id="${ISLAND_SCRIPTS_TEMPLATE_ID}" data-start="islands">` +
        '<script type="module" src="/assets/islands/contact-form-1.js" data-island-entry="contact-form"' +
        ' data-island-imports="/assets/islands/forms-1.js /assets/islands/react-1.js"></script></template><script>(',
    );
    expect(html).toContain(`<script>${islandStarterSource()}</script></body>`);
    expect(() => holdBackScripts(islandPage.replace("contact-form", "missing"), manifest)).toThrow(/missing/);
  });

  it("leaves HTML that is not a prerendered page alone", () => {
    const other = "<!DOCTYPE html><html><body><footer></footer><script>1</script></body></html>";
    expect(holdBackScripts(other)).toBe(other);
  });
});

// The header's markup as app/components/layout renders it, reduced to what the script uses.
const header = `
  <header>
  <nav aria-label="Main">
    <button type="button" aria-expanded="false" aria-controls="main-menu"><svg><path d="menu"></path></svg></button>
    <div data-menu-backdrop="" hidden></div>
    <ul id="main-menu" class="hidden">
      <li><button type="button" aria-expanded="false" aria-controls="nav-about"><svg></svg>About</button>
        <div id="nav-about" hidden><a href="/vision">Vision</a></div></li>
      <li><button type="button" aria-expanded="false" aria-controls="nav-work"><svg></svg>Work</button>
        <div id="nav-work" hidden><a href="/projects">Projects</a></div></li>
    </ul>
  </nav>
  <button type="button" data-scheme-toggle="" aria-pressed="false">Dark mode</button>
  <button type="button" data-site-search="">Search</button>
  <a href="/login" data-account-button="login" aria-busy="true">Login</a>
  <a href="/staff" hidden data-staff-link="">Staff</a>
  </header>
  <main><p>outside</p></main>
  <footer><a href="/terms">Terms</a></footer>
  <template id="vc-app-scripts"><span id="started"></span></template>`;

function run(token?: string, scheme: "light" | "dark" = "light") {
  document.body.innerHTML = header;
  document.documentElement.setAttribute("data-scheme", scheme);
  document.documentElement.removeAttribute("data-menu-open");
  localStorage.clear();
  if (token) localStorage.setItem("token", token);
  new Function(staticPageScriptSource())();
  const byControls = (id: string) => document.querySelector<HTMLButtonElement>(`[aria-controls="${id}"]`)!;
  return { toggle: byControls("main-menu"), about: byControls("nav-about"), work: byControls("nav-work") };
}

describe("the header script of a page hydrated on demand", () => {
  it("marks the navigation interactive and ends Login's busy state when no session is stored", () => {
    run();
    expect(document.querySelector("nav")!.getAttribute("data-hydrated")).toBe("true");
    expect(document.querySelector("a[data-account-button]")!.hasAttribute("aria-busy")).toBe(false);
  });

  it.each([
    ["visitor", true],
    ["staff", false],
    ["admin", false],
  ])("with a valid session of a %s, shows Logout and the staff link only to staff", async (role, hidden) => {
    const fetch = vi.fn(async () =>
      Response.json({ user: { id: "u1", email: "a@example.org", name: "A", role } }),
    );
    vi.stubGlobal("fetch", fetch);
    try {
      run("session-token");
      await vi.waitFor(() =>
        expect(document.querySelector("[data-account-button]")!.textContent).toBe("Logout"),
      );
      expect(fetch).toHaveBeenCalledWith("/api/auth/me", expect.anything());
      expect(document.querySelector<HTMLElement>("[data-staff-link]")!.hidden).toBe(hidden);
      // Search restores the prerendered header that React hydrates: the link hidden again, Login back.
      document.querySelector<HTMLButtonElement>("[data-site-search]")!.click();
      expect(document.querySelector<HTMLElement>("[data-staff-link]")!.hidden).toBe(true);
      expect(document.querySelector("[data-account-button]")!.textContent).toBe("Login");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("drops a refused token and leaves the server's reason on <html> for an auth island's own check", async () => {
    const message = "Your session has expired. Please sign in again.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ message }, { status: 401 })),
    );
    try {
      delete document.documentElement.dataset.sessionRefused;
      run("expired-token");
      await vi.waitFor(() => expect(document.documentElement.dataset.sessionRefused).toBe(message));
      expect(localStorage.getItem("token")).toBeNull();
      expect(document.querySelector("[data-account-button]")!.textContent).toBe("Login");
    } finally {
      vi.unstubAllGlobals();
      delete document.documentElement.dataset.sessionRefused;
    }
  });

  it("opens and closes the mobile menu", () => {
    const { toggle } = run();
    toggle.click();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById("main-menu")!.className).toBe("flex");
    toggle.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById("main-menu")!.className).toBe("hidden");
  });

  it("keeps at most one group open; Escape closes it and focuses its button; a click outside closes it", () => {
    const { about, work } = run();
    about.click();
    expect(about.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById("nav-about")!.hidden).toBe(false);
    work.click();
    expect(about.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById("nav-about")!.hidden).toBe(true);
    expect(work.getAttribute("aria-expanded")).toBe("true");
    work.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(work.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(work);
    work.click();
    document.querySelector("main p")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(work.getAttribute("aria-expanded")).toBe("false");
  });

  it("on Search, restores the prerendered state, stops its own listeners and starts the app's scripts", () => {
    const { about } = run();
    about.click();
    document.querySelector<HTMLButtonElement>("[data-site-search]")!.click();
    expect(about.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById("vc-app-scripts")).toBeNull();
    expect(document.getElementById("started")).not.toBeNull();
    expect(document.querySelector("nav")!.hasAttribute("data-hydrated")).toBe(false);
    about.click();
    expect(about.getAttribute("aria-expanded")).toBe("false");
  });

  it("while the mobile menu is open, shows the backdrop, makes the page inert and still; a click on it closes", () => {
    const { toggle } = run();
    const backdrop = document.querySelector<HTMLElement>("[data-menu-backdrop]")!;
    const main = document.querySelector("main")!;
    toggle.click();
    expect(backdrop.hidden).toBe(false);
    expect(main.inert).toBe(true);
    expect(document.querySelector("footer")!.inert).toBe(true);
    expect(document.querySelector("header")!.inert).toBe(false);
    expect(document.documentElement.hasAttribute("data-menu-open")).toBe(true);
    backdrop.click();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(backdrop.hidden).toBe(true);
    expect(main.inert).toBe(false);
    expect(document.documentElement.hasAttribute("data-menu-open")).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it("toggles the colour scheme, remembers the choice and keeps aria-pressed in step", async () => {
    run();
    const scheme = document.querySelector<HTMLButtonElement>("[data-scheme-toggle]")!;
    expect(scheme.getAttribute("aria-pressed")).toBe("false");
    scheme.click();
    expect(document.documentElement.getAttribute("data-scheme")).toBe("dark");
    expect(localStorage.getItem("vc-scheme")).toBe("dark");
    await vi.waitFor(() => expect(scheme.getAttribute("aria-pressed")).toBe("true"));
    scheme.click();
    expect(document.documentElement.getAttribute("data-scheme")).toBe("light");
    expect(localStorage.getItem("vc-scheme")).toBe("light");
    await vi.waitFor(() => expect(scheme.getAttribute("aria-pressed")).toBe("false"));
  });

  it("shows the dark scheme the head script chose as pressed, and resets it for React on Search", () => {
    run(undefined, "dark");
    const scheme = document.querySelector<HTMLButtonElement>("[data-scheme-toggle]")!;
    expect(scheme.getAttribute("aria-pressed")).toBe("true");
    document.querySelector<HTMLButtonElement>("[data-site-search]")!.click();
    expect(scheme.getAttribute("aria-pressed")).toBe("false");
    scheme.click();
    expect(document.documentElement.getAttribute("data-scheme")).toBe("dark");
  });
});
