import { describe, expect, it } from "vitest";
import { hasRole } from "./roles";

describe("console roles", () => {
  it("let admins do what staff do, and members neither", () => {
    expect(hasRole("admin", "staff")).toBe(true);
    expect(hasRole("admin", "admin")).toBe(true);
    expect(hasRole("staff", "staff")).toBe(true);
    expect(hasRole("staff", "admin")).toBe(false);
    expect(hasRole("member", "staff")).toBe(false);
    expect(hasRole("member", "admin")).toBe(false);
  });

  it("grant nothing to a role the club does not have", () => {
    expect(hasRole("owner" as never, "staff")).toBe(false);
    expect(hasRole("owner" as never, "member")).toBe(false);
  });
});
