/**
 * A free tournament's tickets are issued at once, without a checkout, within its capacity, its sales
 * windows and one ticket per member, under concurrent requests too.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notifications, tickets, tournaments } from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";
import { TEST_NOW } from "../testing/harness";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  await h.db.update(tournaments).set({ priceKobo: 0 }).where(eq(tournaments.id, IBADAN));
});

const IBADAN = tournamentIdOf("Ibadan Open");
const DAY = 24 * 60 * 60 * 1000;
const buy = (token: string) => h.call(`/tour/register/${IBADAN}`, { token });
const validTickets = () =>
  h.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.tournamentId, IBADAN), isNull(tickets.voidedAt)));

describe("a free tournament", () => {
  it("issues the ticket at once, without a checkout, and tells the member", async () => {
    const { user, token } = await h.newMember();
    const answer = await buy(token);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Your free ticket for Ibadan Open is booked.");
    expect(answer.body.ticket.tournamentId).toBe(IBADAN);
    expect(h.providerCalls.initialize).toBe(0);
    expect(await h.count(`transactions where user_id = '${user.id}'`)).toBe(0);
    const [ticket] = await validTickets();
    expect(ticket).toMatchObject({ userId: user.id, priceKobo: 0, transactionId: null });
    expect(answer.body.ticket.token).toBe(ticket!.token);
    const [told] = await h.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told).toMatchObject({ title: "Ticket confirmed" });
    const mail = h.mailer.sent.find((m) => m.to === user.email);
    expect(mail?.subject).toBe("Your ticket for Ibadan Open");
    expect(mail?.text).toContain(`Ticket code: ${ticket!.token}`);
    expect(mail?.text).toContain("Price: free");
    // The ticket is the member's, with its pass, in their tickets.
    const mine = await h.call("/match/getUserMatches", { token });
    expect(mine.body.matches.map((t: { tournament: { _id: string } }) => t.tournament._id)).toContain(IBADAN);
  });

  it("gives a member one ticket however often they ask at once", async () => {
    const { user, token } = await h.newMember();
    const answers = await Promise.all(Array.from({ length: 4 }, () => buy(token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toBe("Already Paid");
    }
    expect((await validTickets()).filter((t) => t.userId === user.id)).toHaveLength(1);
  });

  it("stops at its capacity under concurrent requests", async () => {
    await h.db.update(tournaments).set({ capacity: 3 }).where(eq(tournaments.id, IBADAN));
    const members = await Promise.all(Array.from({ length: 8 }, () => h.newMember()));
    const answers = await Promise.all(members.map(({ token }) => buy(token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.body.message).toBe("Ibadan Open is sold out: all 3 tickets are taken");
    }
    expect(await validTickets()).toHaveLength(3);
  });

  it("keeps to its sales opening, and refuses once cancelled", async () => {
    await h.db
      .update(tournaments)
      .set({ salesOpenAt: new Date(TEST_NOW.getTime() + 10 * DAY), memberEarlyDays: 3 })
      .where(eq(tournaments.id, IBADAN));
    const { token } = await h.newMember();
    const early = await buy(token);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(
      /^Tickets for Ibadan Open go on sale on .*Paid members can buy earlier\.$/,
    );
    await h.db
      .update(tournaments)
      .set({ salesOpenAt: null, cancelledAt: TEST_NOW })
      .where(eq(tournaments.id, IBADAN));
    const cancelled = await buy(token);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe("Ibadan Open was cancelled: tickets are not sold");
    expect(await validTickets()).toHaveLength(0);
  });
});
