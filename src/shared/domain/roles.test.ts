import { describe, expect, it } from "vitest";
import { hasAnyRole, hasRole, isConsoleRole } from "./roles";

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
  it("let admins do anything and staff a gate volunteer's work, not a treasurer's", () => {
    expect(hasRole("admin", "treasurer")).toBe(true);
    expect(hasRole("admin", "gate")).toBe(true);
    expect(hasRole("staff", "gate")).toBe(true);
    expect(hasRole("staff", "treasurer")).toBe(false);
    expect(hasRole("treasurer", "staff")).toBe(false);
    expect(hasRole("gate", "staff")).toBe(false);
    expect(hasRole("member", "gate")).toBe(false);
  });

  it("let a call listing roles through to any of them and to admins", () => {
    expect(hasAnyRole("treasurer", ["treasurer", "staff"])).toBe(true);
    expect(hasAnyRole("gate", ["treasurer", "staff"])).toBe(false);
    expect(hasAnyRole("admin", ["gate"])).toBe(true);
  });

  it("open the console to every role but a member's", () => {
    expect(isConsoleRole("gate")).toBe(true);
    expect(isConsoleRole("member")).toBe(false);
  });
});
