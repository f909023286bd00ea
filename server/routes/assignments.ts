/** The member's coach assignment: Pending, Assigned, Ended or None. */
import { Hono } from "hono";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { coachInfo } from "../lib/member-state";

export function assignmentRoutes({ db, now, requireUser }: RouteDeps) {
  const app = new Hono<AppEnv>();

  app.get("/assigncoach/getUserCoach", requireUser, async (c) => {
    return c.json({ coachInfo: await coachInfo(db, c.get("user").id, now()) });
  });

  return app;
}
