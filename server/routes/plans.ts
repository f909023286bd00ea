/** Coaching plans of the membership pages, the training packages and the membership plans' prices. */

import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import { type Plan, TrainingKey, type TrainingPackage } from "@/shared/api/contract";
import { toNaira } from "@/shared/domain/pricing";
import { plans, trainingPackages } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { membershipPriceList } from "../payments/membership-prices";

/** A plan as the membership pages show it (the console adds what an edit needs). */
export function presentPlan(row: typeof plans.$inferSelect): Plan {
  return {
    _id: row.id,
    category: row.category,
    planName: row.planName,
    planPrice: toNaira(row.planPriceKobo),
    priceInfo: row.priceInfo,
    description: row.description,
    note: row.note,
    planImage: row.planImage,
    filterPrams: row.filterPrams,
    billingPlans: row.billingPlans,
  };
}

export function presentTrainingPackage(row: typeof trainingPackages.$inferSelect): TrainingPackage {
  return {
    key: TrainingKey.parse(row.key),
    name: row.name,
    info: row.info,
    discount: row.discountPercent,
    plans: [
      { label: "1 Month", price: toNaira(row.oneMonthKobo) },
      { label: "3 Months", price: toNaira(row.threeMonthsKobo) },
    ],
  };
}

export function planRoutes({ route, db }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.plans, async (c) => {
    const { category } = c.req.valid("param");
    const rows = await db
      .select()
      .from(plans)
      .where(eq(plans.category, category))
      .orderBy(asc(plans.sortOrder), asc(plans.id));
    return c.json({ plans: rows.map(presentPlan) });
  });

  route(app, calls.membershipPrices, async (c) => c.json({ prices: await membershipPriceList(db) }));

  route(app, calls.trainingPackages, async (c) => {
    const rows = await db
      .select()
      .from(trainingPackages)
      .orderBy(asc(trainingPackages.sortOrder), asc(trainingPackages.key));
    return c.json({ packages: rows.map(presentTrainingPackage) });
  });

  return app;
}
