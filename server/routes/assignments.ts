/** The member's coach assignment: Pending, Assigned, Ended or None. */

import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { coachInfo } from "../lib/member-state";
import { route } from "../lib/route";

export function assignmentRoutes({ db, now, requireUser, requirePlayer }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.userCoach, requireUser, requirePlayer, async (c) => {
    return c.json({ coachInfo: await coachInfo(db, c.get("player").id, now()) });
  });

  return app;
}
