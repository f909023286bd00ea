/**
 * The daily catch-up with the provider: once a Lagos day (the first housekeeping run of the day
 * claims it), the provider's successful payments of yesterday and today are listed and compared with
 * ours (`catchUpActions`). A payment still open here is fulfilled through the usual verify and
 * fulfilment, exactly once whatever else settles it at the same moment; one we cannot match is kept
 * on the day's record and logged for staff. A lost webhook then costs nothing.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { catchUpActions, catchUpWindow } from "@/shared/domain/provider-catch-up";
import { paymentCatchUps, transactions } from "../db/schema";
import { errorSummary } from "../lib/loggable-error";
import type { PaymentDeps } from "./deps";
import { settlePayment } from "./settle";
import { noteRecentSettlements } from "./settlements";

type Unmatched = (typeof paymentCatchUps.$inferSelect)["unmatched"][number];

export interface CatchUpReport {
  day: string;
  fulfilled: number;
  unmatched: Unmatched[];
}

/** Today's catch-up, unless a run has already claimed it (then null). */
export async function catchUpWithProvider(deps: PaymentDeps): Promise<CatchUpReport | null> {
  const { day, from, to } = catchUpWindow(deps.now());
  const [claimed] = await deps.db
    .insert(paymentCatchUps)
    .values({ day, startedAt: deps.now() })
    .onConflictDoNothing()
    .returning();
  if (!claimed) return null;
  try {
    const listed = await deps.payments.paystack.listTransactions({ status: "success", from, to });
    const paid = listed.filter((payment) => payment.status === "success");
    const references = paid.map((payment) => payment.reference);
    const ours =
      references.length === 0
        ? []
        : await deps.db.select().from(transactions).where(inArray(transactions.reference, references));
    const actions = catchUpActions(
      paid.map((p) => ({
        reference: p.reference,
        amount: p.amount,
        currency: p.currency,
        paidAt: p.paid_at ?? null,
      })),
      ours.map((o) => ({
        reference: o.reference,
        amountKobo: o.amountKobo,
        currency: o.currency,
        fulfilled: o.fulfilledAt !== null,
      })),
    );
    const report: CatchUpReport = { day, fulfilled: 0, unmatched: [] };
    for (const action of actions) {
      if (action.kind === "flag") {
        const { kind: _kind, ...flag } = action;
        report.unmatched.push(flag);
        continue;
      }
      const row = ours.find((o) => o.reference === action.reference);
      if (!row) continue;
      try {
        // A webhook's news of success: verified again, fulfilled only by whoever flips the row.
        const { outcome } = await settlePayment(deps, row, "webhook");
        if (outcome === "paid") report.fulfilled++;
        if (outcome === "mismatch")
          report.unmatched.push({
            reference: row.reference,
            amountKobo: row.amountKobo,
            paidAt: null,
            problem: "The provider's verify disagrees with the club's payment",
          });
      } catch (error) {
        console.error(`Catch-up could not settle ${row.reference}:`, errorSummary(error));
      }
    }
    for (const flag of report.unmatched)
      console.error(`Catch-up: provider payment ${flag.reference} unmatched: ${flag.problem}`);
    try {
      // The export names each payment's settlement without asking the provider.
      await noteRecentSettlements(deps);
    } catch (error) {
      console.error("Catch-up could not note the provider's settlements:", errorSummary(error));
    }
    await deps.db
      .update(paymentCatchUps)
      .set({ finishedAt: deps.now(), fulfilled: report.fulfilled, unmatched: report.unmatched })
      .where(eq(paymentCatchUps.day, day));
    return report;
  } catch (error) {
    // Not done: the claim is given back, so the next hourly run tries again.
    await deps.db
      .delete(paymentCatchUps)
      .where(and(eq(paymentCatchUps.day, day), isNull(paymentCatchUps.finishedAt)));
    throw error;
  }
}
