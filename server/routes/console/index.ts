/**
 * The club console's API under `/staff/...`: every call checks the caller's console role from the
 * database (staff, or admin where it says so), and every write is audited in its own transaction.
 */

import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { readSiteStatus } from "../../static/site-status";
import { auditRoutes } from "./audit";
import { consoleBackupRoutes } from "./backup";
import { consoleCheckInRoutes } from "./check-in";
import { consoleCoachRoutes } from "./coaches";
import { consoleConsolationRoutes } from "./consolation";
import { consoleDrawRoutes } from "./draws";
import { consoleGroupRoutes } from "./groups";
import { consoleMatchRoutes } from "./matches";
import { consoleMemberRoutes } from "./members";
import { consoleMessageRoutes } from "./messages";
import { consoleOrderOfPlayRoutes } from "./order-of-play";
import { consolePriceRoutes } from "./prices";
import { consoleTournamentRoutes } from "./tournaments";
import { consoleUserRoutes } from "./users";

export function consoleRoutes(deps: RouteDeps) {
  const app = new Hono<AppEnv>();
  for (const routes of [
    consoleUserRoutes,
    auditRoutes,
    consoleTournamentRoutes,
    consoleCoachRoutes,
    consolePriceRoutes,
    consoleMemberRoutes,
    consoleMessageRoutes,
    consoleCheckInRoutes,
    consoleMatchRoutes,
    consoleDrawRoutes,
    consoleOrderOfPlayRoutes,
    consoleGroupRoutes,
    consoleConsolationRoutes,
    consoleBackupRoutes,
  ]) {
    app.route("/", routes(deps));
  }

  deps.route(app, calls.siteStatus, async (c) => c.json(await readSiteStatus(deps.db, deps.now())));

  return app;
}
