/**
 * Auto-renew (docs/decisions/0011-auto-renew.md): memberships whose period has ended, with the
 * member's auto-renew on, are charged on the saved card and extended, or the member is told and the
 * plan lapses. Who is charged is `renewsOnCard`, the rule the renewal notices follow: a member
 * whose last payment was not by card was asked to renew by hand and is never charged. Each period is tried once: claiming it (stamping `last_renewal_attempt_at`) and
 * recording the pending charge happen under a transaction-level advisory lock, so only one runner
 * claims at a time however many servers run the job; the charges then go out one by one and are
 * settled like any other payment.
 */
import { and, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import { isPaidMembershipKey } from "@/shared/domain/membership-plans";
import { renewalPriceKobo } from "@/shared/domain/membership-prices";
import { renewsOnCard } from "@/shared/domain/renewal-notices";
import {
  cardAuthorizations,
  memberships,
  notifications,
  renewalRuns,
  type TransactionRow,
  transactions,
  users,
} from "../db/schema";
import { errorSummary } from "../lib/loggable-error";
import { messageNotices } from "../messaging/outbox";
import { newReference } from "../payments/checkout";
import type { PaymentDeps } from "../payments/deps";
import type { Tx } from "../payments/grants";
import { lastChannels } from "../payments/last-channel";
import { membershipPriceRow } from "../payments/membership-prices";
import { noCardNotice } from "../payments/notices";
import { membershipDescription } from "../payments/orders";
import { purchaseMetadata } from "../payments/purchase";
import { settlePayment } from "../payments/settle";

/** Any fixed number shared by every runner: the key of the advisory lock. */
const RENEWALS_LOCK_KEY = 7_411_2026;
/** A membership that ended longer ago than this lapsed for good: turning auto-renew on later does not revive it. */
export const RENEWAL_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

export interface RenewalReport {
  /** False when another runner held the lock. */
  ran: boolean;
  renewed: number;
  failed: number;
  /** Ended without a saved card to charge. */
  lapsed: number;
  /** Charged but not settled yet (the provider could not be reached); recovery settles them. */
  unsettled: number;
}

interface Claim {
  transaction: TransactionRow;
  authorizationCode: string;
  email: string;
}

async function tryLock(tx: Tx): Promise<boolean> {
  const result: unknown = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${RENEWALS_LOCK_KEY}) as locked`,
  );
  // PGlite answers { rows }, postgres.js an array of rows.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    locked: boolean;
  }[];
  return rows[0]?.locked === true;
}

/** Claims every due period and records its pending charge; null when another runner is at it. */
function claimDueRenewals(deps: PaymentDeps, now: Date): Promise<{ claims: Claim[]; lapsed: number } | null> {
  return deps.db.transaction(async (tx) => {
    if (!(await tryLock(tx))) return null;
    const due = await tx
      .select({ membership: memberships, card: cardAuthorizations, autoRenew: users.autoRenew })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(cardAuthorizations, eq(cardAuthorizations.userId, memberships.userId))
      .where(
        and(
          eq(users.autoRenew, true),
          lte(memberships.endsAt, now),
          gt(memberships.endsAt, new Date(now.getTime() - RENEWAL_WINDOW_MS)),
          or(
            isNull(memberships.lastRenewalAttemptAt),
            lt(memberships.lastRenewalAttemptAt, memberships.endsAt),
          ),
        ),
      )
      .for("update", { of: memberships });

    const channels = await lastChannels(
      tx,
      due.map((d) => d.membership.userId),
    );
    const claims: Claim[] = [];
    let lapsed = 0;
    for (const { membership, card, autoRenew } of due) {
      const { userId, plan } = membership;
      await tx.update(memberships).set({ lastRenewalAttemptAt: now }).where(eq(memberships.userId, userId));
      // The rule the renewal notices told the member: only card payers with a saved card are charged.
      const renews = renewsOnCard({
        endsAt: membership.endsAt,
        autoRenew,
        lastChannel: channels.get(userId) ?? null,
        card,
      });
      if (!card || !renews || !isPaidMembershipKey(plan)) {
        const told = await tx
          .insert(notifications)
          .values({ userId, ...noCardNotice(plan, card !== null), createdAt: now })
          .returning();
        await messageNotices(tx, "renewal-due", told, now);
        lapsed++;
        continue;
      }
      const [transaction] = await tx
        .insert(transactions)
        .values({
          userId,
          payerId: userId,
          reference: newReference(),
          kind: "membership",
          // The price the member was told: a change reaches renewals only after its notice (0215).
          amountKobo: renewalPriceKobo(await membershipPriceRow(tx, plan), membership.endsAt),
          description: `${membershipDescription(plan)} (auto-renewal)`,
          metadata: purchaseMetadata({ kind: "membership", plan, autoRenew: true, renewal: true }),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (transaction)
        claims.push({ transaction, authorizationCode: card.authorizationCode, email: card.email });
    }
    return { claims, lapsed };
  });
}

export async function runRenewals(deps: PaymentDeps): Promise<RenewalReport> {
  const startedAt = deps.now();
  const claimed = await claimDueRenewals(deps, startedAt);
  // Kept for the console; a run that never finishes (a crash) stays without finishedAt.
  const [run] = claimed
    ? await deps.db.insert(renewalRuns).values({ startedAt, lapsed: claimed.lapsed }).returning()
    : [];
  const report: RenewalReport = {
    ran: claimed !== null,
    renewed: 0,
    failed: 0,
    lapsed: claimed?.lapsed ?? 0,
    unsettled: 0,
  };
  for (const { transaction, authorizationCode, email } of claimed?.claims ?? []) {
    try {
      await deps.payments.paystack.chargeAuthorization({
        email,
        amount: transaction.amountKobo,
        authorization_code: authorizationCode,
        reference: transaction.reference,
        metadata: { ...transaction.metadata, kind: transaction.kind },
      });
      // Settled from verify, like every payment: the charge's own answer is not taken on trust.
      const { outcome } = await settlePayment(deps, transaction, "return");
      if (outcome === "paid") report.renewed++;
      else if (outcome === "pending") report.unsettled++;
      else report.failed++;
    } catch (error) {
      report.unsettled++;
      console.error(`Renewal ${transaction.reference} could not be charged:`, errorSummary(error));
    }
  }
  if (run) {
    const { renewed, failed, lapsed, unsettled } = report;
    await deps.db
      .update(renewalRuns)
      .set({ finishedAt: deps.now(), renewed, failed, lapsed, unsettled })
      .where(eq(renewalRuns.id, run.id));
  }
  return report;
}
