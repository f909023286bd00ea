import { describe, expect, it } from "vitest";
import { consoleAccess, loginHref } from "./access";

const describeError = (error: unknown) => ({
  status: (error as { status?: number }).status,
  message: (error as { message: string }).message,
});
const me = (consoleRole: "member" | "staff" | "admin") => ({ data: { user: { consoleRole } } });

describe("consoleAccess", () => {
  it("sends a logged-out visitor to log in, returning to the same console page", () => {
    const access = consoleAccess(false, "/staff/coaches?q=ada", {}, describeError);
    expect(access).toEqual({ kind: "log-in", href: "/login?next=%2Fstaff%2Fcoaches%3Fq%3Dada" });
    expect(loginHref("/staff")).toBe("/login?next=%2Fstaff");
  });

  it("waits for the server before drawing anything", () => {
    expect(consoleAccess(true, "/staff", {}, describeError)).toEqual({ kind: "checking" });
    expect(consoleAccess(true, "/staff", {}, describeError, "member")).toEqual({ kind: "checking" });
  });

  it("opens at once on the role this device kept while the server confirms it, the server then deciding", () => {
    expect(consoleAccess(true, "/staff", {}, describeError, "admin")).toEqual({
      kind: "open",
      role: "admin",
    });
    expect(consoleAccess(true, "/staff", me("staff"), describeError, "admin")).toEqual({
      kind: "open",
      role: "staff",
    });
    const forbidden = { error: { status: 403, message: "Only club staff can do this" } };
    expect(consoleAccess(true, "/staff", forbidden, describeError, "admin")).toEqual({ kind: "staff-only" });
    expect(consoleAccess(false, "/staff", {}, describeError, "admin").kind).toBe("log-in");
  });

  it("opens for staff and admins with their role", () => {
    expect(consoleAccess(true, "/staff", me("staff"), describeError)).toEqual({
      kind: "open",
      role: "staff",
    });
    expect(consoleAccess(true, "/staff", me("admin"), describeError)).toEqual({
      kind: "open",
      role: "admin",
    });
  });

  it("shows members the staff-only page, whether the server says 403 or answers their role", () => {
    const forbidden = { error: { status: 403, message: "Only club staff can do this" } };
    expect(consoleAccess(true, "/staff", forbidden, describeError)).toEqual({ kind: "staff-only" });
    expect(consoleAccess(true, "/staff", me("member"), describeError)).toEqual({ kind: "staff-only" });
  });

  it("opens offline with the role this device kept, but only when the network failed", () => {
    const offline = { error: { message: "No network" } };
    expect(consoleAccess(true, "/staff/check-in", offline, describeError, "staff")).toEqual({
      kind: "open",
      role: "staff",
    });
    expect(consoleAccess(true, "/staff/check-in", offline, describeError, "admin")).toEqual({
      kind: "open",
      role: "admin",
    });
    // A server that answered an error, or no role kept (or a member's), still says it could not open.
    const broken = { error: { status: 500, message: "Server trouble" } };
    expect(consoleAccess(true, "/staff", broken, describeError, "staff").kind).toBe("unavailable");
    expect(consoleAccess(true, "/staff", offline, describeError, null).kind).toBe("unavailable");
    expect(consoleAccess(true, "/staff", offline, describeError, "member").kind).toBe("unavailable");
    // The server's answer wins over what was kept; logged out is still the login page.
    const forbidden = { error: { status: 403, message: "Only club staff can do this" } };
    expect(consoleAccess(true, "/staff", forbidden, describeError, "staff")).toEqual({ kind: "staff-only" });
    expect(consoleAccess(true, "/staff", me("member"), describeError, "admin")).toEqual({
      kind: "staff-only",
    });
    expect(consoleAccess(false, "/staff", offline, describeError, "staff").kind).toBe("log-in");
  });

  it("says so when the server cannot be reached", () => {
    const down = { error: { message: "Network trouble" } };
    expect(consoleAccess(true, "/staff", down, describeError)).toEqual({
      kind: "unavailable",
      message: "Network trouble",
    });
  });
});
