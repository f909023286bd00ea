/**
 * The club's monthly SMS budget (docs/decisions/0192-sms-budget.md): an admin sets what a month may
 * spend; each SMS reserves its cost before it is sent, in one conditional update, so senders racing
 * on any number of replicas never spend past it; a send that fails gives its reservation back.
 */
import { and, eq, sql } from "drizzle-orm";
import { budgetMonth } from "@/shared/domain/messaging";
import type { Database } from "../db/client";
import { smsBudget } from "../db/schema";
import type { Tx } from "../payments/grants";

/** The allowance before an admin sets one: ₦5,000 a month. */
export const DEFAULT_SMS_BUDGET_KOBO = 500_000;
const CLUB = "club";

type Writer = Database | Tx;

/** The monthly allowance, in kobo. */
export async function smsLimitKobo(db: Writer): Promise<number> {
  const [row] = await db
    .select({ limit: smsBudget.limitKobo })
    .from(smsBudget)
    .where(eq(smsBudget.key, CLUB));
  return row?.limit ?? DEFAULT_SMS_BUDGET_KOBO;
}

/** What the month of `at` has spent, in kobo. */
export async function smsSpentKobo(db: Writer, at: Date): Promise<number> {
  const [row] = await db
    .select({ spent: smsBudget.spentKobo })
    .from(smsBudget)
    .where(eq(smsBudget.key, budgetMonth(at)));
  return row?.spent ?? 0;
}

export async function setSmsLimit(db: Writer, limitKobo: number, at: Date): Promise<void> {
  await db
    .insert(smsBudget)
    .values({ key: CLUB, limitKobo, updatedAt: at })
    .onConflictDoUpdate({ target: smsBudget.key, set: { limitKobo, updatedAt: at } });
}

/** Reserves `costKobo` of this month's budget; false (nothing reserved) when it does not fit. */
export async function reserveSms(db: Database, costKobo: number, at: Date): Promise<boolean> {
  const month = budgetMonth(at);
  const limit = await smsLimitKobo(db);
  await db.insert(smsBudget).values({ key: month, spentKobo: 0, updatedAt: at }).onConflictDoNothing();
  const [row] = await db
    .update(smsBudget)
    .set({ spentKobo: sql`${smsBudget.spentKobo} + ${costKobo}`, updatedAt: at })
    .where(and(eq(smsBudget.key, month), sql`${smsBudget.spentKobo} + ${costKobo} <= ${limit}`))
    .returning({ spent: smsBudget.spentKobo });
  return row !== undefined;
}

/** Gives back a reservation whose SMS was not sent. */
export async function releaseSms(db: Database, costKobo: number, at: Date): Promise<void> {
  await db
    .update(smsBudget)
    .set({ spentKobo: sql`greatest(0, ${smsBudget.spentKobo} - ${costKobo})`, updatedAt: at })
    .where(eq(smsBudget.key, budgetMonth(at)));
}
