/**
 * `/dev/housekeeping`, in demo mode only (docs/decisions/0113-unconfirmed-refunds-and-demo-housekeeping.md):
 * what browser journeys and people trying the product need to see the hourly housekeeping's work
 * without waiting for it.
 *
 * - `POST /dev/housekeeping/run` runs the payments housekeeping once, now, as its hourly timer and
 *   `npm run renewals` do: pending payments settled, auto-renewals, renewal notices, ended coach
 *   assignments, refunds checked with the provider.
 * - `POST /dev/housekeeping/age-member` `{ email, days }` moves one member's membership, training
 *   package and payments `days` earlier, as if they had bought them then: how a journey reaches
 *   "7 days before the membership ends". The demo accounts are refused: other journeys and
 *   visitors read them.
 *
 * Outside demo mode every path answers 404, whoever mounts it. Every POST takes a JSON body
 * (`Content-Type: application/json`, `{}` for /run), else 415 or 400.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import { z } from "zod";
import type { AppConfig } from "../config";
import { memberships, trainingSubscriptions, transactions, users } from "../db/schema";
import { DEMO_ACCOUNTS } from "../db/seed";
import { jsonPostsOnly } from "../lib/demo-guards";
import type { PaymentDeps } from "../payments/deps";
import { type HousekeepingLock, runHousekeeping } from "./renewal-timer";

const AgeMember = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  days: z.number().int().min(1).max(366),
});

const DEMO_EMAILS: ReadonlySet<string> = new Set(Object.values(DEMO_ACCOUNTS).map((a) => a.email));

export interface DemoHousekeepingOptions {
  config: Pick<AppConfig, "demoMode">;
  deps: PaymentDeps;
  lock?: HousekeepingLock;
}

export function demoHousekeeping({ config, deps, lock }: DemoHousekeepingOptions): Hono {
  const app = new Hono();
  app.use("*", async (c, next) => {
    if (!config.demoMode) return c.json({ message: "Not found" }, 404);
    return next();
  });
  // Nothing another site's form could post: JSON only (server/lib/demo-guards.ts).
  app.use("*", jsonPostsOnly());

  app.post("/run", async (c) => {
    const report = await runHousekeeping(deps, { ...(lock ? { lock } : {}), log: () => {} });
    if (!report)
      return c.json({ message: "Another housekeeping run is at work; try again in a moment" }, 409);
    return c.json({ message: "Housekeeping ran", ...report });
  });

  app.post("/age-member", async (c) => {
    const parsed = AgeMember.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json({ message: "Give the member's email and a number of days from 1 to 366" }, 400);
    }
    const { email, days } = parsed.data;
    if (DEMO_EMAILS.has(email)) {
      return c.json({ message: "The demo accounts are shared: sign up a member to age instead" }, 409);
    }
    const [member] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!member) return c.json({ message: "No member has this email" }, 404);
    const earlier = (column: PgColumn): SQL => sql`${column} - make_interval(days => ${days})`;
    await deps.db.transaction(async (tx) => {
      await tx
        .update(memberships)
        .set({ startsAt: earlier(memberships.startsAt), endsAt: earlier(memberships.endsAt) })
        .where(eq(memberships.userId, member.id));
      await tx
        .update(trainingSubscriptions)
        .set({
          startsAt: earlier(trainingSubscriptions.startsAt),
          endsAt: earlier(trainingSubscriptions.endsAt),
        })
        .where(eq(trainingSubscriptions.userId, member.id));
      await tx
        .update(transactions)
        .set({
          createdAt: earlier(transactions.createdAt),
          fulfilledAt: earlier(transactions.fulfilledAt),
          verifiedAt: earlier(transactions.verifiedAt),
        })
        .where(eq(transactions.userId, member.id));
    });
    return c.json({ message: `${email}'s membership, training and payments moved ${days} days earlier` });
  });

  app.notFound((c) => c.json({ message: "Not found" }, 404));
  return app;
}
