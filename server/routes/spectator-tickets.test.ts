/**
 * Spectator tickets (docs/decisions/0240-spectator-tickets.md): on a tournament with events, a member
 * whom no event admits buys a seat at the tournament's price; paid like a ticket, listed in their
 * Tickets, scanned at the gate; one per member, against the tournament's capacity, under concurrent
 * checkouts.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import { checkInScan } from "@/shared/api/all-calls";
import { tickets, tournaments, transactions } from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { JUNIOR_EVENTS_TOURNAMENT } from "../db/seed/events";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const CUP = tournamentIdOf(JUNIOR_EVENTS_TOURNAMENT);
const buy = (token: string, tourId = CUP) =>
  h.call(`/tournaments/${tourId}/spectator`, { method: "POST", token });

describe("a spectator's ticket", () => {
  it("is sold to an adult on a junior tournament, paid, listed in Tickets and scanned at the gate", async () => {
    const tobi = await h.signIn("member");
    // No event of the Under-14 Cup admits Tobi: entering is refused, watching is not.
    const entry = await h.call(`/tour/register/${CUP}`, { token: tobi });
    expect(entry.status).toBe(409);
    const order = await buy(tobi);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const [tournament] = await h.db.select().from(tournaments).where(eq(tournaments.id, CUP));
    const [payment] = await h.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, order.body.paystackResponse.data.reference));
    // Tobi is a paid member: the tournament's price, 5% off.
    expect(payment?.amountKobo).toBe(Math.round((tournament!.priceKobo * 95) / 100));
    expect(payment?.description).toBe(`Spectator ticket: ${JUNIOR_EVENTS_TOURNAMENT}`);

    await h.returnTo(await h.pay(order.body.paystackResponse.data.authorization_url), tobi);
    const [seat] = await h.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.tournamentId, CUP), isNull(tickets.eventId)));
    expect(seat).toMatchObject({ role: "spectator", eventId: null, voidedAt: null });

    const listed = await h.call("/match/getUserMatches", { token: tobi });
    const ticket = listed.body.matches.find((t: { tournament: { _id: string } }) => t.tournament._id === CUP);
    expect(ticket).toMatchObject({ token: seat!.token, voided: false });

    const staff = await h.signIn("staff");
    const scan = await h.call(pathOf(checkInScan, { tournamentId: CUP }), {
      method: "POST",
      token: staff,
      body: { code: ticket.pass, deviceId: "gate-a" },
    });
    expect(scan.body).toMatchObject({
      outcome: "admitted",
      ticket: { _id: seat!.id, holder: "Tobi Adeyemi" },
    });

    // One seat per member; the event entries and the draw do not count it.
    const again = await buy(tobi);
    expect([again.status, again.body.message]).toEqual([409, "Already Paid"]);
    const events = await h.call(`/tournaments/${CUP}/events`);
    const entries = events.body.events.reduce((n: number, e: { entries: number }) => n + e.entries, 0);
    expect(entries).toBe(
      await h.count(
        `tickets where tournament_id = '${CUP}' and event_id is not null and voided_at is null and withdrawn_at is null`,
      ),
    );
  });

  it("counts against the tournament's capacity: two members, one seat left, one checkout", async () => {
    const sold = await h.count(`tickets where tournament_id = '${CUP}' and voided_at is null`);
    await h.db
      .update(tournaments)
      .set({ capacity: sold + 1 })
      .where(eq(tournaments.id, CUP));
    const [a, b] = await Promise.all([h.newMember(), h.newMember()]);
    const answers = await Promise.all([buy(a!.token), buy(b!.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("is issued at once for a free tournament, and refused for a cancelled one", async () => {
    await h.db.update(tournaments).set({ priceKobo: 0 }).where(eq(tournaments.id, CUP));
    const { token } = await h.newMember();
    const free = await buy(token);
    expect(free.status).toBe(200);
    expect(free.body.ticket).toMatchObject({ tournamentId: CUP });
    expect(await h.count(`tickets where tournament_id = '${CUP}' and role = 'spectator'`)).toBe(1);

    await h.db.update(tournaments).set({ cancelledAt: new Date() }).where(eq(tournaments.id, CUP));
    const other = await h.newMember();
    const refused = await buy(other.token);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      `${JUNIOR_EVENTS_TOURNAMENT} was cancelled: tickets are not sold`,
    ]);
  });
});
