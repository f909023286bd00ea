/**
 * A ticket checkout's link can still be paid after its seat hold lapsed, or after its tournament was
 * cancelled: fulfilment counts the seats again under a lock on the tournament, issues no ticket when
 * it is full or cancelled, refunds the payment in full and tells the member. Run on PGlite, and on
 * PostgreSQL with TEST_POSTGRES=1, where the fulfilments really overlap.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import { cancelTournament, refundTournamentTickets, staffTournament } from "@/shared/api/all-calls";
import { notifications, refunds, tickets, tournaments, transactions } from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { runHousekeeping } from "../jobs/renewal-timer";
import { CHECKOUT_HOLD_MS } from "../lib/tournament-sales";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";
import { TEST_NOW } from "../testing/harness";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const IBADAN = tournamentIdOf("Ibadan Open");
const admin = async () => h.signIn("admin");
const buy = (token: string) => h.call(`/tour/register/${IBADAN}`, { token });
const validTickets = () =>
  h.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.tournamentId, IBADAN), isNull(tickets.voidedAt)));

/** Pays a checkout at the provider; with webhooks held, nothing is fulfilled yet. */
async function paidCheckout(token: string) {
  const answer = await buy(token);
  expect(answer.status).toBe(200);
  return { token, returnUrl: await h.pay(answer.body.paystackResponse.data.authorization_url) };
}

/** Every way a paid checkout gets settled, all at once: both returns and every held webhook. */
async function settleAllAtOnce(paid: { token: string; returnUrl: string }[]) {
  const held = h.webhooks.held.splice(0);
  h.webhooks.hold = false;
  return Promise.all([
    ...paid.map((p) => h.returnTo(p.returnUrl, p.token)),
    ...held.map((w) => h.postWebhook(w)),
  ]);
}

async function paymentOf(userId: string) {
  const [row] = await h.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.kind, "ticket")));
  if (!row) throw new Error("No ticket payment");
  return row;
}

describe("the last seat paid for twice", () => {
  it("goes to one member; the other gets no ticket, is told in words and refunded in full", async () => {
    await h.db.update(tournaments).set({ capacity: 1 }).where(eq(tournaments.id, IBADAN));
    const [first, second] = await Promise.all([h.newMember(), h.newMember()]);
    h.webhooks.hold = true;
    const a = await paidCheckout(first!.token);
    // The first checkout's hold lapses before its payment is settled: the seat is on sale again.
    h.setNow(new Date(TEST_NOW.getTime() + CHECKOUT_HOLD_MS + 1000));
    const b = await paidCheckout(second!.token);

    const answers = await settleAllAtOnce([a, b]);
    const returns = answers.slice(0, 2);
    expect(returns.map((r) => r.status)).toEqual([200, 200]);
    const booked = returns.filter((r) => r.body.notIssued === undefined);
    const refused = returns.filter((r) => r.body.notIssued === "sold-out");
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(booked[0]!.body.message).toBe("Your ticket for Ibadan Open is booked.");
    expect(refused[0]!.body).toEqual({
      message: "Ibadan Open sold out before your payment arrived, so no ticket was issued.",
      status: "success",
      notIssued: "sold-out",
    });

    const valid = await validTickets();
    expect(valid).toHaveLength(1);
    const winner = valid[0]!.userId;
    const loser = [first!.user.id, second!.user.id].find((id) => id !== winner)!;
    const loserPayment = await paymentOf(loser);
    expect(loserPayment).toMatchObject({ status: "complete", metadata: { notIssued: "sold-out" } });
    // Refunded in full, once, however many settlements overlapped.
    const given = await h.db.select().from(refunds).where(eq(refunds.transactionId, loserPayment.id));
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ amountKobo: loserPayment.amountKobo, cause: "not-issued" });
    expect(await h.db.select().from(refunds)).toHaveLength(1);
    // Told by notification and by mail; no ticket mail.
    const told = await h.db.select().from(notifications).where(eq(notifications.userId, loser));
    expect(told.map((n) => n.title).sort()).toEqual(["Refund on its way", "Ticket not issued"]);
    expect(told.find((n) => n.title === "Ticket not issued")!.message).toBe(
      "Ibadan Open sold out before your payment arrived, so no ticket was issued. Your payment of ₦6,000 is refunded in full; you don't need to do anything.",
    );
    const loserEmail = (await h.userById(loser)).email;
    const mails = h.mailer.sent.filter((m) => m.to === loserEmail);
    expect(mails.map((m) => m.subject)).toEqual(["We are refunding your payment"]);
    expect(mails[0]!.text).toContain(
      "Why: Ibadan Open sold out before your payment arrived, so no ticket was issued; this payment is refunded in full",
    );
    // A reload of the return page says the same.
    const loserReturn = loser === first!.user.id ? a : b;
    expect((await h.returnTo(loserReturn.returnUrl, loserReturn.token)).body.notIssued).toBe("sold-out");
    // The housekeeping does not refund it again.
    await runHousekeeping(h.deps);
    expect(await h.db.select().from(refunds)).toHaveLength(1);
  });
});

describe("a ticket paid for after its tournament was cancelled", () => {
  it("is not issued, and is refunded even when the tickets were refunded before it arrived", async () => {
    const { user, token } = await h.newMember();
    h.webhooks.hold = true;
    const paid = await paidCheckout(token);
    const adminToken = await admin();
    const { body } = await h.call(pathOf(staffTournament, { id: IBADAN }), { token: adminToken });
    const cancel = await h.call(pathOf(cancelTournament, { id: IBADAN }), {
      method: "POST",
      token: adminToken,
      body: { version: body.tournament.version, confirm: true },
    });
    expect(cancel.status).toBe(200);
    await h.call(pathOf(refundTournamentTickets, { id: IBADAN }), {
      method: "POST",
      token: adminToken,
      body: { reason: "The tournament was cancelled." },
    });

    const [answer] = await settleAllAtOnce([paid]);
    expect(answer!.body).toEqual({
      message: "Ibadan Open was cancelled before your payment arrived, so no ticket was issued.",
      status: "success",
      notIssued: "cancelled",
    });
    expect(await validTickets()).toHaveLength(0);
    const payment = await paymentOf(user.id);
    const given = await h.db.select().from(refunds).where(eq(refunds.transactionId, payment.id));
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ amountKobo: payment.amountKobo, cause: "not-issued" });
    const told = await h.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told.map((n) => n.title)).toContain("Ticket not issued");
    expect(told.map((n) => n.title)).not.toContain("Ticket confirmed");
    // The member's tickets list has no pass for it.
    const mine = await h.call("/match/getUserMatches", { token });
    expect(
      mine.body.matches.filter((t: { tournament: { _id: string } }) => t.tournament._id === IBADAN),
    ).toEqual([]);
  });

  it("racing the cancel, ends refunded once and without a valid ticket either way", async () => {
    const { user, token } = await h.newMember();
    h.webhooks.hold = true;
    const paid = await paidCheckout(token);
    const adminToken = await admin();
    const { body } = await h.call(pathOf(staffTournament, { id: IBADAN }), { token: adminToken });
    const [cancel] = await Promise.all([
      h.call(pathOf(cancelTournament, { id: IBADAN }), {
        method: "POST",
        token: adminToken,
        body: { version: body.tournament.version, confirm: true },
      }),
      settleAllAtOnce([paid]),
    ]);
    expect(cancel.status).toBe(200);
    // Whichever came first, the admin's refund of the tickets leaves the member refunded once.
    await h.call(pathOf(refundTournamentTickets, { id: IBADAN }), {
      method: "POST",
      token: adminToken,
      body: { reason: "The tournament was cancelled." },
    });
    const payment = await paymentOf(user.id);
    const given = await h.db.select().from(refunds).where(eq(refunds.transactionId, payment.id));
    expect(given).toHaveLength(1);
    expect(given[0]!.amountKobo).toBe(payment.amountKobo);
    // A ticket issued before the cancel is voided as the provider takes the refund on.
    expect(await validTickets()).toEqual([]);
  });
});
