/** What the plans promise, charged by the server: paid members pay 5% less for tickets. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import { staffTournament, updateTournament } from "@/shared/api/all-calls";
import { PaymentLinkResponse } from "@/shared/api/contract";
import { tournaments, transactions } from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { createPaymentHarness, type PaymentHarness } from "./testing";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const ENUGU = tournamentIdOf("Enugu Club Series"); // ₦3,000

async function ticketCharge(token: string): Promise<number | undefined> {
  const { status, body } = await h.call(`/tour/register/${ENUGU}`, { token });
  expect(status).toBe(200);
  const { reference } = PaymentLinkResponse.parse(body).paystackResponse.data;
  const [row] = await h.db.select().from(transactions).where(eq(transactions.reference, reference));
  return row?.amountKobo;
}

describe("the member ticket price", () => {
  it("charges a paid member 5% less, whatever the browser shows", async () => {
    expect(await ticketCharge(await h.signIn("member"))).toBe(285_000);
  });

  it("charges a free member the listed price", async () => {
    const { token } = await h.newMember();
    expect(await ticketCharge(token)).toBe(300_000);
  });
});

describe("early ticket sales for paid members", () => {
  /** Sales open to everyone in 5 days (TEST_NOW is 22 Nov 2026), to paid members 7 days earlier. */
  async function openLater(memberEarlyDays: number) {
    await h.db
      .update(tournaments)
      .set({ salesOpenAt: new Date("2026-11-27T00:00:00+01:00"), memberEarlyDays })
      .where(eq(tournaments.id, ENUGU));
  }

  it("sells to a paid member during the head start and refuses everyone else with the opening date", async () => {
    await openLater(7);
    expect(await ticketCharge(await h.signIn("member"))).toBe(285_000);
    const { token } = await h.newMember();
    const refused = await h.call(`/tour/register/${ENUGU}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Tickets for Enugu Club Series go on sale on 27 Nov 2026. Paid members can buy earlier.",
    );
  });

  it("refuses paid members too before their own opening, and says when the tournament reads", async () => {
    await openLater(2);
    const refused = await h.call(`/tour/register/${ENUGU}`, { token: await h.signIn("member") });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Tickets for Enugu Club Series go on sale on 25 Nov 2026.");
    const listed = await h.call("/tour/admin/getTournaments");
    const enugu = listed.body.tours.find((t: { _id: string }) => t._id === ENUGU);
    expect(enugu).toMatchObject({ salesOpenAt: "2026-11-26T23:00:00.000Z", memberEarlyDays: 2 });
  });
});

describe("the console sets early sales", () => {
  it("saves the sales opening and head start, audited, and the checkout follows them", async () => {
    const staff = await h.signIn("staff");
    const { body } = await h.call(pathOf(staffTournament, { id: ENUGU }), { token: staff });
    const t = body.tournament;
    expect(t).toMatchObject({ salesOpenDate: null, memberEarlyDays: 0 });
    const saved = await h.call(pathOf(updateTournament, { id: ENUGU }), {
      method: "PUT",
      token: staff,
      body: {
        name: t.name,
        category: t.category,
        localDate: t.localDate,
        localTime: t.localTime,
        location: t.location,
        price: t.price,
        capacity: t.capacity,
        image: t.image,
        salesOpenDate: "2026-11-27",
        memberEarlyDays: 7,
        version: t.version,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.tournament).toMatchObject({ salesOpenDate: "2026-11-27", memberEarlyDays: 7 });
    expect(await h.count(`audit_log where entity_id = '${ENUGU}'`)).toBeGreaterThan(0);
    const tooMany = await h.call(pathOf(updateTournament, { id: ENUGU }), {
      method: "PUT",
      token: staff,
      body: { ...saved.body.tournament, memberEarlyDays: 61 },
    });
    expect(tooMany.status).toBe(400);
    const { token } = await h.newMember();
    expect((await h.call(`/tour/register/${ENUGU}`, { token })).status).toBe(409);
  });
});
