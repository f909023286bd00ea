/**
 * Plans, training packages and membership prices (admins only): plan text, image, coach levels and
 * durations; training package prices and member discount; the paid membership plans' prices. Orders
 * are priced from these rows when they are made, so a change applies to new orders only. Members on
 * auto-renew who hold the package or plan are told of a new price: the notification (and for a
 * membership its message on the member's channels) in the same transaction as the change, the mail
 * once it has committed. A membership price rise reaches auto-renewals only after its notice
 * (docs/decisions/0215-membership-prices-in-the-database.md).
 */

import { and, asc, eq, gt } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { HouseholdDiscount, StaffPlan, StaffTrainingPackage } from "@/shared/api/console-contract";
import { TrainingKey } from "@/shared/api/contract";
import { formatDateNG } from "@/shared/domain/dates";
import { formatNaira } from "@/shared/domain/format";
import { membershipPlan } from "@/shared/domain/membership-plans";
import { afterPriceChange, priceChangeNotice, renewalPriceKobo } from "@/shared/domain/membership-prices";
import { toKobo, toNaira } from "@/shared/domain/pricing";
import type { Database } from "../../db/client";
import {
  clubSettings,
  membershipPrices,
  memberships,
  notifications,
  plans,
  trainingPackages,
  trainingSubscriptions,
  users,
} from "../../db/schema";
import { RENEWAL_WINDOW_MS } from "../../jobs/renewals";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import { deliverSoon, queueMail } from "../../mail/mail-outbox";
import { noticeMail, type PriceChange, priceChangeMail } from "../../mail/templates";
import { messageNotices } from "../../messaging/outbox";
import type { Tx } from "../../payments/grants";
import {
  type MembershipPriceRow,
  membershipPriceRows,
  presentStaffMembershipPrice,
} from "../../payments/membership-prices";
import { presentPlan } from "../plans";
import { notFound, staleSave } from "./shared";

type PlanRow = typeof plans.$inferSelect;
type SettingsRow = typeof clubSettings.$inferSelect;

/** The club's settings; their defaults (no discount) when the row was never written. */
async function settingsRow(db: Pick<Database, "select">): Promise<SettingsRow> {
  const [row] = await db.select().from(clubSettings).where(eq(clubSettings.id, 1));
  return row ?? { id: 1, householdDiscountPercent: 0, version: 1, updatedAt: new Date(0) };
}

function presentDiscount(row: SettingsRow): HouseholdDiscount {
  return {
    percent: row.householdDiscountPercent,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
type PackageRow = typeof trainingPackages.$inferSelect;

function presentStaffPlan(row: PlanRow): StaffPlan {
  return { ...presentPlan(row), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

function presentPackage(row: PackageRow): StaffTrainingPackage {
  return {
    key: TrainingKey.parse(row.key),
    name: row.name,
    info: row.info,
    oneMonth: toNaira(row.oneMonthKobo),
    threeMonths: toNaira(row.threeMonthsKobo),
    discount: row.discountPercent,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The price change a member renewing the package would see, or null when neither renewal price
 * moved (a discount change alone is not a renewal price: renewals are charged the list price).
 */
export function packagePriceChange(before: PackageRow, after: PackageRow): PriceChange | null {
  if (before.oneMonthKobo === after.oneMonthKobo && before.threeMonthsKobo === after.threeMonthsKobo)
    return null;
  return {
    packageName: after.name,
    before: { oneMonth: toNaira(before.oneMonthKobo), threeMonths: toNaira(before.threeMonthsKobo) },
    after: { oneMonth: toNaira(after.oneMonthKobo), threeMonths: toNaira(after.threeMonthsKobo) },
  };
}

/**
 * Tells the members on auto-renew holding the plan (now, or ended within the renewal window) of a
 * new naira price: a notification with its message on their channels ("renewal-due"), and a mail,
 * each saying what their next renewal is charged. A dollar price alone changes no charge: nobody is told.
 */
async function tellAutoRenewing(tx: Tx, before: MembershipPriceRow, after: MembershipPriceRow, at: Date) {
  if (before.priceKobo === after.priceKobo) return { told: 0, mail: [] as string[] };
  const members = await tx
    .select({ id: users.id, fullName: users.fullName, email: users.email, endsAt: memberships.endsAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.plan, after.key),
        eq(users.autoRenew, true),
        gt(memberships.endsAt, new Date(at.getTime() - RENEWAL_WINDOW_MS)),
      ),
    );
  if (members.length === 0) return { told: 0, mail: [] as string[] };
  const notices = members.map((member) => ({
    member,
    ...priceChangeNotice(
      {
        planTitle: membershipPlan(after.key).title,
        before: toNaira(before.priceKobo),
        after: toNaira(after.priceKobo),
        renewsOn: member.endsAt,
        nextRenewal: toNaira(renewalPriceKobo(after, member.endsAt)),
        appliesFrom: after.renewalPriceUntil,
      },
      { money: formatNaira, date: (d) => formatDateNG(d.toISOString()) },
    ),
  }));
  const written = await tx
    .insert(notifications)
    .values(
      notices.map(({ member, title, message }) => ({ userId: member.id, title, message, createdAt: at })),
    )
    .returning();
  await messageNotices(tx, "renewal-due", written, at);
  // Queued with the change: a rolled-back change sends nothing, a committed one loses none.
  const mail = await queueMail(
    tx,
    notices.map(({ member, title, message }) => noticeMail(member, title, [message])),
  );
  return { told: members.length, mail };
}

export function consolePriceRoutes({ db, now, mailer, route, siteDataChanged }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.staffPlans, async (c) => {
    const rows = await db
      .select()
      .from(plans)
      .orderBy(asc(plans.category), asc(plans.sortOrder), asc(plans.id));
    return c.json({ plans: rows.map(presentStaffPlan) });
  });

  route(app, calls.updatePlan, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const { version, planPrice, ...input } = c.req.valid("json");
    const at = now();
    const plan = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
      if (!before) throw notFound("plan");
      if (before.version !== version) throw staleSave("plan");
      const [row] = await tx
        .update(plans)
        .set({ ...input, planPriceKobo: toKobo(planPrice), version: before.version + 1, updatedAt: at })
        .where(eq(plans.id, id))
        .returning();
      await audited(tx, actor, at, {
        action: "plan.update",
        entityType: "plan",
        entityId: id,
        before: presentStaffPlan(before),
        after: presentStaffPlan(row!),
      });
      return presentStaffPlan(row!);
    });
    siteDataChanged(`plan edited: ${plan.planName}`);
    return c.json({ plan });
  });

  route(app, calls.staffMembershipPrices, async (c) => {
    return c.json({ prices: (await membershipPriceRows(db)).map(presentStaffMembershipPrice) });
  });

  route(app, calls.updateMembershipPrice, async (c) => {
    const actor = c.get("user");
    const { key } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const { price, told, mail } = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(membershipPrices)
        .where(eq(membershipPrices.key, key))
        .for("update");
      if (!before) throw notFound("membership price");
      if (before.version !== input.version) throw staleSave("membership price");
      const pricing = afterPriceChange(before, toKobo(input.priceNGN), at);
      const [row] = await tx
        .update(membershipPrices)
        .set({
          ...pricing,
          priceUsd: input.priceUSD,
          version: before.version + 1,
          updatedAt: at,
        })
        .where(eq(membershipPrices.key, key))
        .returning();
      await audited(tx, actor, at, {
        action: "membership-price.update",
        entityType: "membership-price",
        entityId: key,
        before: presentStaffMembershipPrice(before),
        after: presentStaffMembershipPrice(row!),
      });
      const told = await tellAutoRenewing(tx, before, row!, at);
      return { price: presentStaffMembershipPrice(row!), ...told };
    });
    deliverSoon({ db, mailer }, mail);
    siteDataChanged(`membership price: ${membershipPlan(key).title}`);
    return c.json({ price, membersTold: told });
  });

  route(app, calls.staffTrainingPackages, async (c) => {
    const rows = await db
      .select()
      .from(trainingPackages)
      .orderBy(asc(trainingPackages.sortOrder), asc(trainingPackages.key));
    return c.json({ packages: rows.map(presentPackage) });
  });

  route(app, calls.updateTrainingPackage, async (c) => {
    const actor = c.get("user");
    const { key } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const { pkg, told, mail } = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(trainingPackages)
        .where(eq(trainingPackages.key, key))
        .for("update");
      if (!before) throw notFound("training package");
      if (before.version !== input.version) throw staleSave("training package");
      const [row] = await tx
        .update(trainingPackages)
        .set({
          oneMonthKobo: toKobo(input.oneMonth),
          threeMonthsKobo: toKobo(input.threeMonths),
          discountPercent: input.discount,
          version: before.version + 1,
          updatedAt: at,
        })
        .where(eq(trainingPackages.key, key))
        .returning();
      await audited(tx, actor, at, {
        action: "training-package.update",
        entityType: "training-package",
        entityId: key,
        before: presentPackage(before),
        after: presentPackage(row!),
      });
      const change = packagePriceChange(before, row!);
      // Members on auto-renew holding this package now, or whose period ended within the renewal window.
      const told = change
        ? await tx
            .select({ id: users.id, fullName: users.fullName, email: users.email })
            .from(trainingSubscriptions)
            .innerJoin(users, eq(users.id, trainingSubscriptions.userId))
            .where(
              and(
                eq(trainingSubscriptions.packageKey, key),
                eq(users.autoRenew, true),
                gt(trainingSubscriptions.endsAt, new Date(at.getTime() - RENEWAL_WINDOW_MS)),
              ),
            )
        : [];
      if (change && told.length > 0) {
        await tx.insert(notifications).values(
          told.map((member) => ({
            userId: member.id,
            title: `New price for ${change.packageName} training`,
            message: `From your next renewal, ${change.packageName} training costs ₦${change.after.oneMonth.toLocaleString("en-NG")} for 1 month and ₦${change.after.threeMonths.toLocaleString("en-NG")} for 3 months. Your current period is not affected.`,
            createdAt: at,
          })),
        );
      }
      // Queued with the change: a rolled-back change sends nothing, a committed one loses none.
      const mail = change
        ? await queueMail(
            tx,
            told.map((member) => priceChangeMail(member, change)),
          )
        : [];
      return { pkg: presentPackage(row!), change, told, mail };
    });
    deliverSoon({ db, mailer }, mail);
    siteDataChanged(`training package prices: ${pkg.name}`);
    return c.json({ package: pkg, membersTold: told.length });
  });

  /** The household discount (docs/decisions/0201-household-discount.md): new family checkouts use it. */
  route(app, calls.householdDiscount, async (c) => {
    return c.json({ discount: presentDiscount(await settingsRow(db)) });
  });

  route(app, calls.updateHouseholdDiscount, async (c) => {
    const actor = c.get("user");
    const input = c.req.valid("json");
    const at = now();
    const discount = await db.transaction(async (tx) => {
      await tx.insert(clubSettings).values({ id: 1, updatedAt: at }).onConflictDoNothing();
      const [before] = await tx.select().from(clubSettings).where(eq(clubSettings.id, 1)).for("update");
      if (!before) throw new Error("The club settings row could not be written");
      if (before.version !== input.version) throw staleSave("household discount");
      const [row] = await tx
        .update(clubSettings)
        .set({ householdDiscountPercent: input.percent, version: before.version + 1, updatedAt: at })
        .where(eq(clubSettings.id, 1))
        .returning();
      const after = presentDiscount(row!);
      await audited(tx, actor, at, {
        action: "household-discount.update",
        entityType: "club-settings",
        entityId: "1",
        before: { percent: before.householdDiscountPercent, version: before.version },
        after: { percent: after.percent, version: after.version },
      });
      return after;
    });
    return c.json({ discount });
  });

  return app;
}
