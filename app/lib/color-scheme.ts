// The colour scheme (docs/design.md): `<html data-scheme="light" | "dark">`, from the visitor's stored choice, else
// from prefers-color-scheme (followed live while no choice is stored). app/app.css turns the attribute into colours.
//
// SCHEME_HEAD_SCRIPT is inlined in <head> by app/layouts/site-layout.astro, so the attribute is set before the first paint and the
// page never flashes the other scheme; the build hashes it into each page's CSP like every inline script
// (tooling/csp-hashes.ts). The header's toggle flips the attribute and stores the choice: the React component
// (app/components/layout/scheme-toggle.tsx) through the header script (app/components/layout/header-script.ts).

/** The local-storage key of the visitor's choice ("light" or "dark"). */
export const SCHEME_STORAGE_KEY = "vc-scheme";

export type ColorScheme = "light" | "dark";

/** A plain string (not a function's source), so its bytes and CSP hash are the same in every build. */
export const SCHEME_HEAD_SCRIPT =
  `(function(){var d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)");` +
  `function a(){var s;try{s=localStorage.getItem("${SCHEME_STORAGE_KEY}")}catch(e){}` +
  `d.setAttribute("data-scheme",s==="dark"||s==="light"?s:m.matches?"dark":"light")}` +
  `a();m.addEventListener("change",a)})()`;

export function currentScheme(): ColorScheme {
  return document.documentElement.getAttribute("data-scheme") === "dark" ? "dark" : "light";
}

/** Switches to the other scheme and remembers the choice (when storage is allowed). */
export function toggleScheme(): ColorScheme {
  const next: ColorScheme = currentScheme() === "dark" ? "light" : "dark";
  document.documentElement.setAttribute("data-scheme", next);
  try {
    window.localStorage.setItem(SCHEME_STORAGE_KEY, next);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  return next;
}

/** Calls `onChange` whenever the scheme changes (toggle, other tab's choice applied by the head script, system). */
export function subscribeToScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-scheme"] });
  return () => observer.disconnect();
}
