/**
 * The membership prices the club stores (docs/decisions/0215-membership-prices-in-the-database.md):
 * read here for the plan cards, new purchases, auto-renewals and the notices that announce them.
 */
import { asc, eq } from "drizzle-orm";
import type { StaffMembershipPrice } from "@/shared/api/console-contract";
import type { MembershipPrice } from "@/shared/api/contract";
import { MEMBERSHIP_KEYS, type MembershipKey } from "@/shared/domain/lists";
import { toNaira } from "@/shared/domain/pricing";
import type { Database } from "../db/client";
import { membershipPrices } from "../db/schema";
import type { Tx } from "./grants";

export type MembershipPriceRow = typeof membershipPrices.$inferSelect;

export function presentMembershipPrice(row: MembershipPriceRow): MembershipPrice {
  return { key: row.key, priceNGN: toNaira(row.priceKobo), priceUSD: row.priceUsd };
}

export function presentStaffMembershipPrice(row: MembershipPriceRow): StaffMembershipPrice {
  return {
    ...presentMembershipPrice(row),
    renewalPriceNGN: row.renewalKobo === null ? null : toNaira(row.renewalKobo),
    renewalPriceUntil: row.renewalPriceUntil?.toISOString() ?? null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The three rows in the plans' order (monthly, quarterly, yearly). */
export async function membershipPriceRows(db: Database | Tx): Promise<MembershipPriceRow[]> {
  const rows = await db.select().from(membershipPrices).orderBy(asc(membershipPrices.key));
  return MEMBERSHIP_KEYS.flatMap((key) => rows.filter((row) => row.key === key));
}

/** One plan's row; a database without it was not migrated, which is the operator's to fix. */
export async function membershipPriceRow(db: Database | Tx, key: MembershipKey): Promise<MembershipPriceRow> {
  const [row] = await db.select().from(membershipPrices).where(eq(membershipPrices.key, key));
  if (!row) throw new Error(`The ${key} membership plan has no price: run the database migrations`);
  return row;
}

/** The three plans' prices as the plan cards read them. */
export async function membershipPriceList(db: Database | Tx): Promise<MembershipPrice[]> {
  return (await membershipPriceRows(db)).map(presentMembershipPrice);
}
