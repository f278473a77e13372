// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { islandStarterSource } from "./island-starter-script.ts";

// An island page as scripts/static-pages.ts leaves it, reduced to what the starter uses. The entries' type is not
// "module" here only because happy-dom does not load modules; the starter copies whatever element is there.
const page = `
  <header><div class="contents" data-island="site-search" data-island-start="interaction">
    <button type="button" id="search">Search</button></div></header>
  <main>
    <div class="contents" data-island="filters" data-island-start="interaction">
      <button type="button" id="filter">AI</button><a href="/x" id="link">X</a>
      <form method="post" action="/api/x"><input id="field" name="q"/><button id="send">Send</button></form>
    </div>
    <div class="contents" data-island="status" data-island-start="load"><p>Checking…</p></div>
    <div class="contents" data-island="console" data-island-start="session"><p>Checking…</p></div>
    <div class="contents" data-island="link" data-island-start="fragment session"><p>Verifying…</p></div>
    <div class="contents" data-island="opener" data-island-with="dialog"><button type="button" id="open">Open</button></div>
    <div class="contents" data-island="dialog"><dialog></dialog></div>
  </main>
  <template id="vc-island-scripts" data-start="islands">
    <script type="text/x-test" src="/assets/islands/site-search-1.js" data-island-entry="site-search"
      data-island-imports="/assets/islands/react-1.js"></script>
    <script type="text/x-test" src="/assets/islands/filters-1.js" data-island-entry="filters"
      data-island-imports="/assets/islands/react-1.js /assets/islands/forms-1.js"></script>
    <script type="text/x-test" src="/assets/islands/status-1.js" data-island-entry="status"
      data-island-imports="/assets/islands/react-1.js"></script>
    <script type="text/x-test" src="/assets/islands/console-1.js" data-island-entry="console"
      data-island-imports="/assets/islands/react-1.js"></script>
    <script type="text/x-test" src="/assets/islands/link-1.js" data-island-entry="link"
      data-island-imports="/assets/islands/react-1.js"></script>
    <script type="text/x-test" src="/assets/islands/opener-1.js" data-island-entry="opener"
      data-island-imports="/assets/islands/react-1.js"></script>
    <script type="text/x-test" src="/assets/islands/dialog-1.js" data-island-entry="dialog"
      data-island-imports="/assets/islands/react-1.js"></script>
  </template>`;

const loaded = () =>
  [...document.body.querySelectorAll<HTMLScriptElement>(":scope > script[data-island-entry]")].map(
    (script) => script.dataset.islandEntry,
  );
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute("href"),
  );
const island = (name: string) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)!;

// Each test's starter must not see the next test's page: its listeners are removed after the test.
const listeners: [EventTarget, Parameters<EventTarget["addEventListener"]>][] = [];
function recordListeners(target: Document | Window) {
  const add = target.addEventListener.bind(target) as EventTarget["addEventListener"];
  vi.spyOn(target, "addEventListener").mockImplementation(
    (...args: Parameters<EventTarget["addEventListener"]>) => {
      listeners.push([target, args]);
      add(...args);
    },
  );
}

function run(search = "", state: ("data-session-stored" | "data-url-fragment")[] = []) {
  vi.useFakeTimers();
  for (const name of ["data-session-stored", "data-url-fragment"]) {
    document.documentElement.toggleAttribute(name, state.includes(name as (typeof state)[number]));
  }
  vi.restoreAllMocks();
  recordListeners(document);
  recordListeners(window);
  document.head.innerHTML = "";
  document.body.innerHTML = page;
  window.history.replaceState(null, "", `/page${search}`);
  new Function(islandStarterSource())();
}

afterEach(() => {
  document.documentElement.removeAttribute("data-session-stored");
  document.documentElement.removeAttribute("data-url-fragment");
  for (const [target, [type, listener, options]] of listeners.splice(0)) {
    target.removeEventListener(type, listener, options);
  }
  vi.restoreAllMocks();
  vi.clearAllTimers();
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});

describe("the island starter (ADR 0014)", () => {
  it("loads nothing before the first paint, then only the islands that start on their own", async () => {
    run();
    expect(loaded()).toEqual([]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(loaded()).toEqual(["status"]);
    expect(preloads()).toEqual(["/assets/islands/react-1.js"]);
  });

  it("starts an island marked for a stored session or a fragment after the first paint only when <html> says so", async () => {
    run("", ["data-session-stored"]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(loaded()).toEqual(["status", "console", "link"]);
    run("", ["data-url-fragment"]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(loaded()).toEqual(["status", "link"]);
  });

  it("starts the islands marked for a fragment when one arrives later (a second link opened in the tab)", async () => {
    run();
    await vi.advanceTimersByTimeAsync(3000);
    expect(loaded()).toEqual(["status"]);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(loaded()).toEqual(["status", "link"]);
  });

  it("starts every island after the first paint when the address has a query a filter may read", async () => {
    run("?category=ai");
    await vi.advanceTimersByTimeAsync(3000);
    expect(loaded()).toEqual(["site-search", "filters", "status", "console", "link", "opener", "dialog"]);
  });

  it("starts an island at the first interaction with it, once, with its chunks preloaded", () => {
    run();
    document.getElementById("filter")!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    document.getElementById("field")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(loaded()).toEqual(["filters"]);
    expect(preloads()).toEqual(["/assets/islands/react-1.js", "/assets/islands/forms-1.js"]);
    expect(island("filters").hasAttribute("data-island-loading")).toBe(true);
    document.getElementById("search")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(loaded()).toEqual(["filters", "site-search"]);
    // A chunk two islands import is preloaded once.
    expect(preloads()).toEqual(["/assets/islands/react-1.js", "/assets/islands/forms-1.js"]);
  });

  it("starts the island an island names to start with it", () => {
    run();
    document.getElementById("open")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(loaded()).toEqual(["opener", "dialog"]);
  });

  it("holds back a press on a button until its island has hydrated, then presses it again", async () => {
    run();
    const filter = document.getElementById("filter")!;
    const pressed = vi.fn();
    filter.addEventListener("click", pressed);
    filter.click();
    expect(loaded()).toEqual(["filters"]);
    expect(pressed).not.toHaveBeenCalled();
    // What app/islands/hydrate.tsx does once React has hydrated the island.
    island("filters").setAttribute("data-island-hydrated", "");
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(island("filters").hasAttribute("data-island-loading")).toBe(false);
    filter.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it("leaves links and a form's submit button to the browser: they work without JavaScript", () => {
    run();
    for (const id of ["link", "send"]) {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    // The press still starts the island.
    expect(loaded()).toEqual(["filters"]);
  });
});
