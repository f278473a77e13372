// The island starter (ADR 0014): one small inline script at the end of every island page's <body> (added by
// scripts/static-pages.ts; the CSP allows it by hash like every inline script). It decides when each island's entry
// module (app/islands/entries, kept inert in <template id="vc-island-scripts">) is loaded:
//
// - an island marked data-island-start="load" right after the first paint (as every island was before ADR 0014):
//   one that must act without being touched; marked "session" or "fragment" (or both), right after the first paint
//   when <html> says the browser holds a session or the address has a fragment (app/lib/page-state.ts), else as
//   below; a fragment that arrives later (a second emailed link opened in the same tab) starts them too;
// - every other island on the visitor's first interaction with it: the pointer over it or pressing it, or focus
//   entering it. Until then the page is prerendered HTML: links and plain form posts work (ADR 0007), and nothing
//   blocks the main thread while the page loads;
// - every island right after the first paint when the address has a query (?category=, ?tab=, ?q=): the filters a
//   shared link names apply without waiting for a touch.
//
// An island can name another that starts with it (data-island-with): the Careers page's one application dialog
// starts with its Apply Now buttons, which open it.
//
// A press on a control that does nothing without JavaScript (a button that does not submit a form, a tab), made
// before its island has hydrated, is held back and pressed again once it has (app/islands/hydrate.tsx marks the
// container data-island-hydrated); meanwhile the island is marked data-island-loading (a progress cursor). Text typed
// before hydration is handed to React by app/islands/replay-edits.ts.
//
// Written as a function so it is typed and linted; it must not use anything from outside its own body, because
// only its source text is inlined (Function.prototype.toString of the type-stripped code).

export const ISLAND_SCRIPTS_TEMPLATE_ID = "vc-island-scripts";

export function startIslands(): void {
  const doc = document;
  const template = doc.getElementById("vc-island-scripts") as HTMLTemplateElement | null;
  if (!template) return;
  const entries = new Map<string, HTMLScriptElement>();
  for (const script of template.content.querySelectorAll<HTMLScriptElement>("script[data-island-entry]")) {
    entries.set(script.dataset.islandEntry ?? "", script);
  }
  const started = new Set<string>();
  const preloaded = new Set<string>();
  const containers = (name: string) => doc.querySelectorAll<HTMLElement>(`[data-island="${name}"]`);

  const start = (name: string) => {
    const script = entries.get(name);
    if (!script || started.has(name)) return;
    started.add(name);
    // The chunks the entry imports are requested with it, not one round trip later.
    for (const href of (script.dataset.islandImports ?? "").split(" ")) {
      if (href === "" || preloaded.has(href)) continue;
      preloaded.add(href);
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      doc.head.append(link);
    }
    const together = new Set<string>();
    for (const container of containers(name)) {
      if (!container.hasAttribute("data-island-hydrated")) container.setAttribute("data-island-loading", "");
      if (container.dataset.islandWith) together.add(container.dataset.islandWith);
    }
    doc.body.append(doc.importNode(script, true));
    for (const other of together) start(other);
  };

  const islandOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>("[data-island]") : null;
  const pending = (island: HTMLElement) => !island.hasAttribute("data-island-hydrated");

  // The first interaction with an island starts it.
  for (const type of ["pointerover", "pointerdown", "focusin"]) {
    doc.addEventListener(
      type,
      (event) => {
        const island = islandOf(event.target);
        if (island && pending(island)) start(island.dataset.island ?? "");
      },
      { capture: true, passive: true },
    );
  }

  // A press that needs the island is held back until it has hydrated, then made again.
  const held = new Map<HTMLElement, HTMLElement>();
  doc.addEventListener(
    "click",
    (event) => {
      const island = islandOf(event.target);
      if (!island || !pending(island)) return;
      start(island.dataset.island ?? "");
      const control = (event.target as Element).closest<HTMLElement>(
        'a[href], button, summary, input, select, textarea, label, [role="button"], [role="tab"]',
      );
      // Links, fields and a form's submit button work without JavaScript: the browser's own behaviour stands.
      if (!control || !island.contains(control) || control.matches("a[href], input, select, textarea, label"))
        return;
      if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.set(island, control);
    },
    true,
  );
  const hydrated = new MutationObserver((records) => {
    for (const { target } of records) {
      const island = target as HTMLElement;
      if (pending(island)) continue;
      island.removeAttribute("data-island-loading");
      const control = held.get(island);
      held.delete(island);
      if (control?.isConnected) control.click();
    }
  });
  for (const island of doc.querySelectorAll<HTMLElement>("[data-island]")) {
    hydrated.observe(island, { attributes: true, attributeFilter: ["data-island-hydrated"] });
  }

  // Islands that start on their own do so once the first paint has been reported: requested earlier, their scripts
  // would compete with it. Browsers without paint timing start after the first frame; a 3 s timer covers a paint
  // entry that never comes.
  const root = doc.documentElement;
  const startsAtLoad = (island: HTMLElement) => {
    const when = (island.dataset.islandStart ?? "").split(" ");
    return (
      window.location.search !== "" ||
      when.includes("load") ||
      (when.includes("session") && root.hasAttribute("data-session-stored")) ||
      (when.includes("fragment") && root.hasAttribute("data-url-fragment"))
    );
  };
  const atLoad = () => {
    for (const island of doc.querySelectorAll<HTMLElement>("[data-island]")) {
      if (startsAtLoad(island)) start(island.dataset.island ?? "");
    }
  };
  window.addEventListener("hashchange", () => {
    for (const island of doc.querySelectorAll<HTMLElement>("[data-island]")) {
      if ((island.dataset.islandStart ?? "").split(" ").includes("fragment"))
        start(island.dataset.island ?? "");
    }
  });
  let painted = false;
  const afterPaint = () => {
    if (painted) return;
    painted = true;
    setTimeout(atLoad);
  };
  const Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes.includes("paint")) {
    new Observer((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: "paint", buffered: true });
    setTimeout(afterPaint, 3000);
  } else {
    requestAnimationFrame(() => setTimeout(afterPaint));
  }
}

/**
 * The inline script's text, without its comment lines and indentation (no string or template literal in the function
 * spans lines, so both are safe to drop).
 */
export function islandStarterSource(): string {
  const source = startIslands
    .toString()
    .replace(/^[ \t]*\/\/.*\n/gm, "")
    .replace(/^[ \t]+/gm, "");
  return `(${source})()`;
}
