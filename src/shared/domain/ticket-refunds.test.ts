import { describe, expect, it } from "vitest";
import { planTicketRefunds, ticketRefundAction, ticketRefundPlanText } from "./ticket-refunds";

const paid = (amountKobo: number, refundedKobo = 0) => ({
  payment: { status: "complete", amountKobo, refundedKobo },
});
const unpaid = { payment: null };

describe("refunding a cancelled tournament's tickets", () => {
  it("refunds tickets paid online with money left, and only tells the holders of the others", () => {
    expect(ticketRefundAction(paid(750_000))).toBe("refund");
    expect(ticketRefundAction(paid(750_000, 250_000))).toBe("refund");
    expect(ticketRefundAction(paid(750_000, 750_000))).toBe("tell");
    expect(ticketRefundAction(unpaid)).toBe("tell");
    expect(ticketRefundAction({ payment: { status: "failed", amountKobo: 100, refundedKobo: 0 } })).toBe(
      "tell",
    );
  });

  it("counts the refunds, their total and the holders only told", () => {
    const plan = planTicketRefunds([paid(712_500), paid(750_000, 250_000), unpaid, unpaid, unpaid]);
    expect(plan).toEqual({ holders: 5, refunds: 2, refundAmount: 12_125, toldOnly: 3 });
  });

  it("says the plan in words", () => {
    expect(ticketRefundPlanText(planTicketRefunds([paid(712_500), ...Array(7).fill(unpaid)]))).toBe(
      "All 8 ticket holders are told by notification and mail. 1 ticket paid online is refunded in full: ₦7,125 in all. 7 holders have no online payment to refund: they are only told, and listed for you to settle any money paid another way.",
    );
    expect(ticketRefundPlanText(planTicketRefunds([paid(300_000), paid(300_000)]))).toBe(
      "All 2 ticket holders are told by notification and mail. 2 tickets paid online are refunded in full: ₦6,000 in all.",
    );
    expect(ticketRefundPlanText(planTicketRefunds([unpaid]))).toBe(
      "The ticket holder is told by notification and mail. No ticket was paid online, so nothing is refunded online. 1 holder has no online payment to refund: they are only told, and listed for you to settle any money paid another way.",
    );
    expect(ticketRefundPlanText(planTicketRefunds([]))).toBe(
      "No valid tickets are left: nobody is refunded or told.",
    );
  });
});
