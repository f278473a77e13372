import type { NavGroup } from "../../content/navigation.ts";

/** Whether a nav link's target is the page shown, or a section containing it (/services covers /services/x). */
export function isActivePath(to: string, pathname: string): boolean {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (to === "/") return current === "/";
  return current === to || current.startsWith(`${to}/`);
}

/** Whether the page shown is exactly this link's target: the one that gets aria-current="page". */
export function isCurrentPath(to: string, pathname: string): boolean {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return current === to;
}

export function groupIsActive(group: NavGroup, pathname: string): boolean {
  return group.children.some((child) => isActivePath(child.to, pathname));
}
