import { describe, expect, it } from "vitest";
import { asRole } from "./staff.ts";

describe("asRole", () => {
  it("keeps the three roles and reads anything else as a visitor, who may do nothing more", () => {
    expect(asRole("admin")).toBe("admin");
    expect(asRole("staff")).toBe("staff");
    expect(asRole("visitor")).toBe("visitor");
    for (const other of ["Admin", "root", "", null, undefined, 1]) expect(asRole(other)).toBe("visitor");
  });
});
