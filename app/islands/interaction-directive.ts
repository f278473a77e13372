// `client:interaction`, the site's client directive (ADR 0016): an island starts on the visitor's first interaction
// with it (the pointer over it or pressing it, focus entering it). Until then the page is prerendered HTML: links
// and plain form posts work (ADR 0007), and nothing blocks the main thread while the page loads.
//
// Its value may say otherwise: `{ start: ["session"] }` or `["fragment"]` start the island right after the first
// paint when <html> says the browser holds a session or the address has a fragment (app/lib/page-state.ts); a
// fragment that arrives later (a second emailed link opened in the same tab) starts it too. Any island starts after
// the first paint when the address has a query (?category=, ?tab=, ?q=), so a shared link's filters apply untouched.
// `{ group: "name" }`: every island of the group starts when one does (the Careers page's Apply Now buttons and the
// application dialog they open).
//
// A press on a control that does nothing without JavaScript (a button that does not submit a form, a tab), made
// before the island has hydrated, is held back and pressed again once it has; meanwhile the island is marked
// data-island-loading (a progress cursor). Text typed before hydration is handed to React (replay-edits.ts).
import type { ClientDirective } from "astro";
import { pendingEdits, replayEdits } from "./replay-edits.ts";

export interface InteractionOptions {
  start?: ("session" | "fragment")[];
  group?: string;
}

const GROUP_EVENT = "vc:island-group";
const HOLD_EXCEPT = "a[href], input, select, textarea, label";
const CONTROL = 'a[href], button, summary, input, select, textarea, label, [role="button"], [role="tab"]';

/** Resolves once the first contentful paint has been reported (or after the first frame, or 3 s at most). */
const afterFirstPaint = new Promise<void>((resolve) => {
  const done = () => setTimeout(resolve);
  const Observer = window.PerformanceObserver;
  if (Observer?.supportedEntryTypes.includes("paint")) {
    new Observer((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      done();
    }).observe({ type: "paint", buffered: true });
    setTimeout(done, 3000);
  } else requestAnimationFrame(done);
});

const interaction: ClientDirective = (load, options, island) => {
  const { start = [], group } = (
    typeof options.value === "object" ? options.value : {}
  ) as InteractionOptions;
  const listening = new AbortController();
  let state: "waiting" | "loading" | "hydrated" = "waiting";
  let held: HTMLElement | null = null;

  const run = async () => {
    if (state !== "waiting") return;
    state = "loading";
    island.setAttribute("data-island-loading", "");
    if (group) document.dispatchEvent(new CustomEvent(GROUP_EVENT, { detail: group }));
    const hydrate = await load();
    await hydrate();
    // React hydrates in a transition, in a later task; what was typed until now is read first. A discrete event it
    // does not use elsewhere makes it hydrate at once, then the edits are handed over as ordinary ones and a held
    // press lands on hydrated controls.
    const edits = pendingEdits(island);
    island.firstElementChild?.dispatchEvent(new MouseEvent("auxclick", { bubbles: true }));
    replayEdits(edits);
    state = "hydrated";
    listening.abort();
    island.removeAttribute("data-island-loading");
    island.setAttribute("data-island-hydrated", "");
    if (held?.isConnected) held.click();
    held = null;
  };
  const on = (target: EventTarget, type: string, listener: (event: Event) => void, capture = true) =>
    target.addEventListener(type, listener, { capture, signal: listening.signal });

  for (const type of ["pointerover", "pointerdown", "focusin"]) on(island, type, () => void run());
  on(island, "click", (event) => {
    if (state === "hydrated") return;
    void run();
    const control = (event.target as Element).closest<HTMLElement>(CONTROL);
    // Links, fields and a form's submit button work without JavaScript: the browser's own behaviour stands.
    if (!control || !island.contains(control) || control.matches(HOLD_EXCEPT)) return;
    if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  });
  if (group) {
    on(document, GROUP_EVENT, (event) => {
      if ((event as CustomEvent<string>).detail === group) void run();
    });
  }
  if (start.includes("fragment")) on(window, "hashchange", () => void run());

  const root = document.documentElement;
  if (
    window.location.search !== "" ||
    (start.includes("session") && root.hasAttribute("data-session-stored")) ||
    (start.includes("fragment") && root.hasAttribute("data-url-fragment"))
  ) {
    void afterFirstPaint.then(run);
  }
};

export default interaction;
