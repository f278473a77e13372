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
// data-island-loading (a progress cursor). Whatever makes the press counts: a click (a mouse, a tap, the Enter or
// Space key, a script's element.click() with no pointer before it), or, on a button disabled until its island is
// ready, the pointer's own press (a disabled control gets no click event). The press is made on the control as the
// island renders it once hydrated (the same element, or the one at its place with the same name), as soon as that
// one is enabled. Text typed before hydration is handed to React (replay-edits.ts).
import type { ClientDirective } from "astro";
import { pendingEdits, replayEdits } from "./replay-edits.ts";

export interface InteractionOptions {
  start?: ("session" | "fragment")[];
  group?: string;
}

const GROUP_EVENT = "vc:island-group";
// How long a held press waits for its control to be enabled once the island has hydrated (a token read from the
// address, a session checked): long enough for a slow answer, never a press made much later than the person's.
const READY_WAIT_MS = 10_000;
// A link or a form's submit button marked data-hold-press needs its island's code before it goes (the sign-in links
// remember where to come back to): it is held like a button and pressed again once hydrated.
const HOLD = "[data-hold-press]";
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
  let held: HeldPress | null = null;
  let pressed: Element | null = null;

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
    if (held) void pressWhenReady(island, held);
    held = null;
  };
  const hold = (control: HTMLElement) => {
    held = { control, name: accessibleText(control), index: sameNamed(island, control).indexOf(control) };
  };
  const on = (target: EventTarget, type: string, listener: (event: Event) => void, capture = true) =>
    target.addEventListener(type, listener, { capture, signal: listening.signal });

  for (const type of ["pointerover", "pointerdown", "focusin"]) on(island, type, () => void run());
  // The control a press needs JavaScript for, or null: links, fields and a form's submit button work without it,
  // so the browser's own behaviour stands.
  const heldControl = (target: EventTarget | null) => {
    const control = target instanceof Element ? target.closest<HTMLElement>(CONTROL) : null;
    if (!control || !island.contains(control)) return null;
    if (control.matches(HOLD)) return control;
    if (control.matches(HOLD_EXCEPT)) return null;
    if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return null;
    return control;
  };
  on(island, "click", (event) => {
    if (state === "hydrated") return;
    void run();
    const control = heldControl(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold(control);
  });
  // A disabled button gets the pointer's events but no click: its press is the pointer going down and up on it.
  on(island, "pointerdown", (event) => {
    pressed = event.target instanceof Element ? event.target : null;
  });
  on(island, "pointerup", (event) => {
    const control = heldControl(event.target);
    const samePress = pressed !== null && control !== null && control.contains(pressed);
    pressed = null;
    if (state === "hydrated" || !samePress || !control.matches(":disabled")) return;
    hold(control);
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

/** A press held until the island has hydrated: the control, and how to find it again if React replaced it. */
interface HeldPress {
  control: HTMLElement;
  name: string;
  index: number;
}

const accessibleText = (control: Element) =>
  (control.getAttribute("aria-label") ?? control.textContent ?? "").replace(/\s+/g, " ").trim();

/** The controls of the island of the same kind and name as `control`, in document order. */
function sameNamed(island: Element, control: Element): HTMLElement[] {
  const name = accessibleText(control);
  return [...island.querySelectorAll<HTMLElement>(control.tagName)].filter(
    (candidate) => accessibleText(candidate) === name,
  );
}

/**
 * Makes the held press on the control as the hydrated island has it: the same element when React kept it, else the
 * one of the same kind and name at the same position among its like. A control that is still disabled (its island
 * reads a token or a session first) is pressed as soon as it is enabled, within READY_WAIT_MS.
 */
async function pressWhenReady(island: Element, press: HeldPress): Promise<void> {
  const find = () => {
    if (press.control.isConnected) return press.control;
    const candidates = [...island.querySelectorAll<HTMLElement>(press.control.tagName)].filter(
      (candidate) => accessibleText(candidate) === press.name,
    );
    return candidates[Math.max(0, press.index)] ?? candidates[0] ?? null;
  };
  const ready = () => {
    const control = find();
    return control && !control.matches(":disabled") ? control : null;
  };
  const now = ready();
  if (now) {
    now.click();
    return;
  }
  const control = await new Promise<HTMLElement | null>((resolve) => {
    const observer = new MutationObserver(() => {
      const found = ready();
      if (!found) return;
      finish(found);
    });
    const timer = setTimeout(() => finish(null), READY_WAIT_MS);
    const finish = (found: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(found);
    };
    observer.observe(island, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["disabled"],
    });
  });
  control?.click();
}

export default interaction;
