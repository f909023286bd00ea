/**
 * Console roles: members may do nothing in the console, staff the day-to-day work, admins also prices,
 * the audit log and who is staff. `requireRole` runs after `requireUser`, which loads the caller's
 * row from the database on every call: a role withdrawn takes effect on the next request, whatever
 * the token says. Calls get them from their declared access (route.ts).
 */
import { createMiddleware } from "hono/factory";
import type { ConsoleAccess } from "@/shared/api/call-declaration";
import type { ConsoleRole } from "@/shared/domain/lists";
import { hasAnyRole } from "@/shared/domain/roles";
import type { AppEnv } from "./app-env";
import { httpError } from "./http-error";

/** Who a refusal names: "club staff", "club admins", "club treasurers and admins", ... */
function whoMay(needed: readonly ConsoleRole[]): string {
  if (needed.length === 1 && needed[0] === "admin") return "club admins";
  if (needed.includes("staff")) return "club staff";
  const names = needed.map((role) => (role === "gate" ? "gate volunteers" : `${role}s`));
  return `club ${[...names, "admins"].join(" and ").replace(/ and (?=.* and )/g, ", ")}`;
}

export function requireRole(access: ConsoleAccess) {
  const needed: readonly ConsoleRole[] =
    access === "staff" ? ["staff"] : access === "admin" ? ["admin"] : access;
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get("user");
    if (!user) throw httpError(401, "Please log in to continue");
    if (!hasAnyRole(user.consoleRole, needed)) throw httpError(403, `Only ${whoMay(needed)} can do this`);
    await next();
  });
}
