/**
 * Console roles: members may do nothing in the console, staff the day-to-day work, admins also prices,
 * the audit log and who is staff. `requireRole` runs after `requireUser`, which loads the caller's
 * row from the database on every call: a role withdrawn takes effect on the next request, whatever
 * the token says. Calls get them from their declared access (route.ts).
 */
import { createMiddleware } from "hono/factory";
import type { ConsoleRole } from "@/shared/domain/lists";
import { hasRole } from "@/shared/domain/roles";
import type { AppEnv } from "./app-env";
import { httpError } from "./http-error";

export function requireRole(needed: Exclude<ConsoleRole, "member">) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get("user");
    if (!user) throw httpError(401, "Please log in to continue");
    if (!hasRole(user.consoleRole, needed)) {
      throw httpError(
        403,
        needed === "admin" ? "Only club admins can do this" : "Only club staff can do this",
      );
    }
    await next();
  });
}
