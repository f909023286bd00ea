/** Ticket checkouts stop at a tournament's capacity, counting paid tickets and open checkouts. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tournaments } from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { CHECKOUT_HOLD_MS, seatRefusal } from "../lib/tournament-sales";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";
import { TEST_NOW } from "../testing/harness";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const IBADAN = tournamentIdOf("Ibadan Open");
const setCapacity = (capacity: number | null) =>
  h.db.update(tournaments).set({ capacity }).where(eq(tournaments.id, IBADAN));
const buy = (token: string) => h.call(`/tour/register/${IBADAN}`, { token });

describe("the seat rule", () => {
  it("refuses when paid tickets fill the capacity, or with the open checkouts of others", () => {
    expect(seatRefusal("Cup", null, 500, 500)).toBeNull();
    expect(seatRefusal("Cup", 3, 2, 0)).toBeNull();
    expect(seatRefusal("Cup", 3, 3, 0)).toBe("Cup is sold out: all 3 tickets are taken");
    expect(seatRefusal("Cup", 3, 2, 1)).toMatch(/^The last tickets for Cup are being paid for right now/);
  });
});

describe("ticket checkout at capacity", () => {
  it("lets exactly as many concurrent checkouts through as there are seats", async () => {
    await setCapacity(3);
    const ibadanCheckouts = () =>
      h.count(`transactions where kind = 'ticket' and metadata->>'tournamentId' = '${IBADAN}'`);
    const before = await ibadanCheckouts();
    const members = await Promise.all(Array.from({ length: 8 }, () => h.newMember()));
    const answers = await Promise.all(members.map(({ token }) => buy(token)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toMatch(/^The last tickets for Ibadan Open are being paid for right now/);
    }
    expect((await ibadanCheckouts()) - before).toBe(3);
  });

  it("says sold out once paid tickets fill it; a member's own retry and expired checkouts do not block", async () => {
    await setCapacity(2);
    const [first, second, third] = await Promise.all([h.newMember(), h.newMember(), h.newMember()]);
    const firstLink = (await buy(first!.token)).body.paystackResponse.data;
    // Pressing Buy again is not a second seat.
    expect((await buy(first!.token)).status).toBe(200);
    const secondLink = (await buy(second!.token)).body.paystackResponse.data;
    expect((await buy(third!.token)).status).toBe(409);

    // The second member walks away: after the hold their seat is back on sale.
    h.setNow(new Date(TEST_NOW.getTime() + CHECKOUT_HOLD_MS + 1000));
    void secondLink;
    await h.returnTo(await h.pay(firstLink.authorization_url), first!.token);
    const thirdLink = (await buy(third!.token)).body.paystackResponse.data;
    await h.returnTo(await h.pay(thirdLink.authorization_url), third!.token);
    const late = await buy((await h.newMember()).token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Ibadan Open is sold out: all 2 tickets are taken");
    const tour = (await h.call("/tour/admin/getTournaments")).body.tours.find(
      (t: { _id: string }) => t._id === IBADAN,
    );
    expect(tour).toMatchObject({ soldOut: true });
  });
});
