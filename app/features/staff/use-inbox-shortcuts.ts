import { useEffect, useRef, useState, type RefObject } from "react";
import { inboxShortcuts, type ShortcutAction } from "../../../contract/inbox-views.ts";

const STORAGE_KEY = "staff-shortcuts";

function storedChoice(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== "off";
  } catch {
    return true;
  }
}

/** Whether the single-key shortcuts are on (the default), remembered in this browser. */
export function useShortcutsSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(storedChoice);
  return [
    on,
    (next) => {
      setOn(next);
      try {
        if (next) window.localStorage.removeItem(STORAGE_KEY);
        else window.localStorage.setItem(STORAGE_KEY, "off");
      } catch {
        // Private windows may refuse storage: the choice then holds for this visit.
      }
    },
  ];
}

/** A key pressed for a text field, a dropdown or something editable is typing, not a shortcut. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest("input, textarea, select, [contenteditable]") !== null)
  );
}

/**
 * The inbox's single-key shortcuts (contract/inbox-views.ts): only while `on`, never with Ctrl, Alt or Meta, never
 * while typing in a field, never under an open dialog, and only while `scope` is shown (the Inbox tab).
 */
export function useInboxShortcuts(
  on: boolean,
  scope: RefObject<HTMLElement | null>,
  actions: Record<ShortcutAction, () => void>,
) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing)
        return;
      if (typing(event.target) || document.querySelector("dialog[open]")) return;
      const root = scope.current;
      if (!root || root.closest("[hidden]")) return;
      const shortcut = inboxShortcuts.find((candidate) => candidate.key === event.key);
      if (!shortcut) return;
      // The key would otherwise also type itself into the field a shortcut focuses.
      event.preventDefault();
      latest.current[shortcut.action]();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [on, scope]);
}
