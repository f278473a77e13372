import { describe, expect, it } from "vitest";
import { mainNavigation, isGroup } from "../../content/navigation.ts";
import { groupIsActive, isActivePath, isCurrentPath } from "./nav-active.ts";

describe("active navigation", () => {
  it("matches Home only on /", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/", "/vision")).toBe(false);
  });
  it("treats a section as active on its sub-pages, but only the exact page as current", () => {
    expect(isActivePath("/services", "/services/genomic-data")).toBe(true);
    expect(isCurrentPath("/services", "/services/genomic-data")).toBe(false);
    expect(isCurrentPath("/services", "/services/")).toBe(true);
    expect(isActivePath("/press", "/pressroom")).toBe(false);
  });
  it("highlights the About group on /careers and no other group", () => {
    const groups = mainNavigation.filter(isGroup);
    expect(groups.filter((group) => groupIsActive(group, "/careers")).map((g) => g.label)).toEqual(["About"]);
    expect(groups.filter((group) => groupIsActive(group, "/")).length).toBe(0);
  });
});
