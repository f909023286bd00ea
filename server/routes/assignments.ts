/** The member's coach assignment: Pending, Assigned, Ended or None. */

import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { coachInfo } from "../lib/member-state";

export function assignmentRoutes({ db, now, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.userCoach, async (c) => {
    return c.json({ coachInfo: await coachInfo(db, c.get("user").id, now()) });
  });

  return app;
}
