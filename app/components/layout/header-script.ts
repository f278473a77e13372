// The header's behaviour, on every page (ADR 0016): the markup is React's (site-header.tsx, main-navigation.tsx,
// scheme-toggle.tsx, app/features/auth/auth-nav-button.tsx and staff-link.tsx), prerendered once; this script is all
// it does, and it is the only place that does it. The layout loads it with a plain <script>, which Astro bundles and,
// as it imports nothing and is small, inlines into each page (no JavaScript file, allowed by the CSP's hash).
//
// - the Menu toggle below `lg` (aria-expanded, the list shown, its icon), Escape closing it; while open, the
//   backdrop dims the page (a click on it closes the menu), the rest of the page is inert and does not scroll, and
//   Tab wraps between the toggle and the menu's last control;
// - the colour-scheme toggle (app/lib/color-scheme.ts): flips <html data-scheme>, stores the choice under
//   "vc-scheme", and keeps aria-pressed in step with the scheme;
// - the navigation's disclosure groups: click, hover on wide screens, Escape back to the group's button, a click
//   outside or focus leaving a group (wide screens) closing it, at most one open;
// - Login/Logout: a stored session token is checked with GET /api/auth/me; if valid, Login becomes Logout, which
//   signs out (POST /api/auth/logout) and opens /login, and a staff account's link to the console appears; if
//   refused, the token is dropped and <html data-session-refused> keeps the server's reason for the auth islands;
//   the answer is shared with the islands' check (window.vcSessionCheck, app/lib/session-check.ts);
// - after a site-search result chosen on another page, focus on the section it names.
//
// It must import nothing (values): an import would make Astro emit it as a file instead of inlining it.
import type {} from "../../lib/session-check.ts";

function enhanceHeader(): void {
  const doc = document;
  const desktop = () => window.matchMedia("(min-width: 64rem)").matches;
  const on = (target: EventTarget, type: string, handler: (event: Event) => void) =>
    target.addEventListener(type, handler);
  const nav = doc.querySelector<HTMLElement>("nav[aria-label=Main]");
  if (!nav) return;

  // The Menu toggle (below lg).
  const toggle = nav.querySelector<HTMLButtonElement>('button[aria-controls="main-menu"]');
  const list = doc.getElementById("main-menu");
  const toggleIcon = toggle?.querySelector("svg");
  const menuIcon = toggleIcon?.innerHTML ?? "";
  const closeIcon = '<path d="M18 6 6 18"></path><path d="m6 6 12 12"></path>';
  const backdrop = nav.querySelector<HTMLElement>("[data-menu-backdrop]");
  const root = doc.documentElement;
  const header = nav.closest("header");
  const setMenu = (open: boolean) => {
    if (!toggle || !list) return;
    toggle.setAttribute("aria-expanded", String(open));
    list.classList.toggle("flex", open);
    list.classList.toggle("hidden", !open);
    if (toggleIcon) toggleIcon.innerHTML = open ? closeIcon : menuIcon;
    if (backdrop) backdrop.hidden = !open;
    // The rest of the page is inert and still while the menu is open.
    for (const element of header?.parentElement?.children ?? []) {
      if (element !== header) (element as HTMLElement).inert = open;
    }
    root.toggleAttribute("data-menu-open", open);
  };
  const menuOpen = () => toggle?.getAttribute("aria-expanded") === "true";
  if (toggle) on(toggle, "click", () => setMenu(!menuOpen()));
  if (backdrop) {
    on(backdrop, "click", () => {
      setMenu(false);
      toggle?.focus();
    });
  }

  // The disclosure groups.
  const groups = [...nav.querySelectorAll<HTMLButtonElement>('button[aria-controls^="nav-"]')];
  let hoverOpened: HTMLButtonElement | null = null;
  const setGroup = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    button.querySelector("svg")?.classList.toggle("rotate-180", open);
    const panel = doc.getElementById(button.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !open;
  };
  const openGroup = () => groups.find((button) => button.getAttribute("aria-expanded") === "true") ?? null;
  const show = (button: HTMLButtonElement | null) => {
    for (const other of groups) setGroup(other, other === button);
  };
  for (const button of groups) {
    const item = button.parentElement!;
    on(button, "click", () => {
      if (hoverOpened === button) {
        hoverOpened = null;
        show(button);
        return;
      }
      hoverOpened = null;
      show(openGroup() === button ? null : button);
    });
    on(item, "mouseenter", () => {
      if (!desktop() || openGroup() === button) return;
      hoverOpened = button;
      show(button);
    });
    on(item, "mouseleave", () => {
      if (!desktop() || hoverOpened !== button) return;
      hoverOpened = null;
      if (openGroup() === button) show(null);
    });
    on(item, "focusout", (event) => {
      const next = (event as FocusEvent).relatedTarget as Node | null;
      if (desktop() && openGroup() === button && next && !item.contains(next)) show(null);
    });
  }
  on(doc, "pointerdown", (event) => {
    if (openGroup() && !nav.contains(event.target as Node)) show(null);
  });
  on(nav, "keydown", (event) => {
    const key = (event as KeyboardEvent).key;
    if (key === "Tab" && menuOpen() && !desktop()) {
      // Focus stays in the open menu: from its last control back to the toggle, and the other way round.
      const focusable = [...nav.querySelectorAll<HTMLElement>("button, a[href]")].filter(
        (element) => element.getClientRects().length > 0,
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const back = (event as KeyboardEvent).shiftKey;
      const target = back
        ? doc.activeElement === first
          ? last
          : null
        : doc.activeElement === last
          ? first
          : null;
      if (target) {
        event.preventDefault();
        target.focus();
      }
      return;
    }
    if (key !== "Escape") return;
    const open = openGroup();
    if (open) {
      event.preventDefault();
      show(null);
      open.focus();
    } else if (menuOpen()) {
      event.preventDefault();
      setMenu(false);
      toggle?.focus();
    }
  });

  // Login / Logout: the session is a bearer token in local storage (ADR 0004).
  const login = doc.querySelector<HTMLAnchorElement>('a[data-account-button="login"]');
  let logout: HTMLButtonElement | null = null;
  const store = (() => {
    try {
      return window.localStorage;
    } catch {
      return null; // Storage blocked: the visitor is signed out.
    }
  })();
  const token = store?.getItem("token");

  // The colour-scheme toggles (in the bar, and in the mobile menu on phones); the head script has already applied
  // the stored choice or the system's.
  const schemes = [...doc.querySelectorAll<HTMLButtonElement>("button[data-scheme-toggle]")];
  const showScheme = (pressed = root.dataset.scheme === "dark") => {
    for (const button of schemes) button.setAttribute("aria-pressed", String(pressed));
  };
  const schemeObserver = new MutationObserver(() => showScheme());
  showScheme();
  schemeObserver.observe(root, { attributes: true, attributeFilter: ["data-scheme"] });
  for (const button of schemes) {
    on(button, "click", () => {
      const next = root.dataset.scheme === "dark" ? "light" : "dark";
      root.dataset.scheme = next;
      try {
        store?.setItem("vc-scheme", next);
      } catch {
        // Storage full or blocked: the choice lasts for this page.
      }
    });
  }
  if (login && store && token) {
    login.setAttribute("aria-busy", "true");
    const check = fetch("/api/auth/me", {
      headers: { accept: "application/json", authorization: `Bearer ${token}` },
      credentials: "include",
    });
    // For an island's own start-up check (app/lib/session-check.ts): the same answer, so the server is asked once.
    const shared = check.then((response) => response.clone());
    shared.catch(() => {});
    window.vcSessionCheck = { token, response: shared };
    check
      .then(async (response) => {
        if (!response.ok) {
          if (response.status === 401 || response.status === 403) {
            store.removeItem("token");
            // For an island's own start-up check (app/lib/auth-context.tsx), which may start after this
            // and find no token: the server's reason, shown on the login and register pages.
            const refused = (await response.json().catch(() => null)) as { message?: string } | null;
            root.dataset.sessionRefused = refused?.message ?? "";
          }
          return;
        }
        const me = (await response.json().catch(() => null)) as { user?: { role?: string } } | null;
        // The link to the account page, prerendered hidden, for anyone signed in.
        for (const link of doc.querySelectorAll<HTMLElement>("[data-account-link]")) link.hidden = false;
        // The staff console's link, prerendered hidden, for staff and admin accounts (the server checks each call).
        if (me?.user?.role === "staff" || me?.user?.role === "admin") {
          for (const link of doc.querySelectorAll<HTMLElement>("[data-staff-link]")) link.hidden = false;
        }
        logout = doc.createElement("button");
        logout.type = "button";
        logout.className = `${login.className} cursor-pointer`;
        logout.dataset.accountButton = "logout";
        logout.textContent = "Logout";
        on(logout, "click", () => {
          store.removeItem("token");
          store.removeItem("rememberMe");
          fetch("/api/auth/logout", {
            method: "POST",
            headers: { accept: "application/json", authorization: `Bearer ${token}` },
            credentials: "include",
            keepalive: true,
          }).catch(() => {});
          window.location.assign("/login");
        });
        login.replaceWith(logout);
      })
      .catch(() => {})
      .finally(() => login.removeAttribute("aria-busy"));
  } else {
    login?.removeAttribute("aria-busy");
  }

  // After a site-search result that opened this page (app/features/search/site-search.tsx sets the key): focus
  // goes to the section the address names, or to the main content, so keyboard and screen-reader users go on there.
  try {
    if (window.sessionStorage.getItem("vc-search-focus")) {
      window.sessionStorage.removeItem("vc-search-focus");
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = (id && doc.getElementById(id)) || doc.getElementById("main");
      if (target) {
        if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
        target.focus();
      }
    }
  } catch {
    // Storage blocked: nothing was asked.
  }

  // The header works now.
  nav.setAttribute("data-hydrated", "true");
}

enhanceHeader();
