/**
 * Tournament events: the server refuses a player the event does not admit, whoever asks (the member,
 * a parent for a child, staff); staff add walk-in entries paid by hand and withdraw entries; a full
 * event's waiting list offers freed places in turn and never lets entries and offers exceed the
 * capacity, under concurrent withdrawals, entries and offers.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, eventDraws, eventWaitlist, tickets, tournamentEvents } from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { eventIdOf, JUNIOR_EVENTS_TOURNAMENT } from "../db/seed/events";
import { MIDDLE_ID, YOUNGEST_ID } from "../db/seed/families";
import { lapseDueOffers } from "../lib/event-places";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";
import { insertTestMember } from "../testing/members";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
const CUP = tournamentIdOf(JUNIOR_EVENTS_TOURNAMENT);
const U12 = eventIdOf(JUNIOR_EVENTS_TOURNAMENT, "under-12");
beforeEach(async () => {
  await h.reset();
  // The demo plays the Under-12 event as a published round-robin group of four entered juniors:
  // these tests start from the event with no entries and no draw.
  await h.database.db.delete(eventDraws).where(eq(eventDraws.eventId, U12));
  await h.database.db.delete(tickets).where(eq(tickets.eventId, U12));
});
const X = (playerId: string) => ({ "X-Player": playerId });
const enter = (token: string, headers: Record<string, string> = {}, eventId = U12) =>
  h.call(`/tournaments/${CUP}/events/${eventId}/enter`, { method: "POST", token, headers, body: {} });
const newMember = () => insertTestMember(h.database.db, { jwtSecret: h.config.jwtSecret, now: TEST_NOW });
const UNDER_12 = /admits only players under 12 on that day\.$/;

describe("who an event admits", () => {
  it("refuses an adult with the same sentence, whether the member, a parent or staff asks", async () => {
    const { token } = await newMember();
    const own = await enter(token);
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/^Ada Obi is 31 on 20 Feb 2027, the event's age cut-off; /);
    expect(own.body.message).toMatch(UNDER_12);

    const parent = await h.signIn("parent");
    const herself = await enter(parent);
    expect([herself.status, herself.body.message]).toEqual([
      403,
      expect.stringMatching(/^Ngozi Okafor is 42 on /),
    ]);
    // Her 13-year-old is too old for the Under-12 event, and may enter the Under-14 one.
    const emeka = await enter(parent, X(MIDDLE_ID));
    expect([emeka.status, emeka.body.message]).toEqual([
      403,
      expect.stringMatching(/^Emeka Okafor is 13 on /),
    ]);

    const staff = await h.signIn("staff");
    const walkIn = await h.call(`/staff/events/${U12}/entries`, {
      method: "POST",
      token: staff,
      body: { player: "parent@example.com", payment: null },
    });
    expect(walkIn.status).toBe(403);
    expect(walkIn.body.message).toMatch(/^Ngozi Okafor is 42 on /);
    expect(walkIn.body.message).toMatch(UNDER_12);
    // The waiting list admits whom the event admits.
    const line = await h.call(`/tournaments/${CUP}/events/${U12}/waitlist`, { method: "POST", token });
    expect(line.status).toBe(403);
    expect(await h.count(`tickets where event_id = '${U12}'`)).toBe(0);
  });

  it("lets a parent enter a child under 12, and shows each player's events with the reason", async () => {
    const parent = await h.signIn("parent");
    const choices = await h.call(`/tournaments/${CUP}/events/mine`, {
      token: parent,
      headers: X(YOUNGEST_ID),
    });
    expect(choices.status).toBe(200);
    expect(
      choices.body.events.map((e: { name: string; refusal: string | null; fee: number }) => [
        e.name,
        e.refusal,
        e.fee,
      ]),
    ).toEqual([
      ["Under-12 Singles", null, 3000],
      ["Under-14 Singles", null, 4000],
    ]);
    const mine = await h.call(`/tournaments/${CUP}/events/mine`, { token: parent });
    expect(mine.body.events[0].refusal).toMatch(UNDER_12);
    const ada = await enter(parent, X(YOUNGEST_ID));
    expect(ada.status).toBe(200);
    expect(ada.body.paystackResponse.data.authorization_url).toEqual(expect.any(String));
  });

  it("closes entries to members at the deadline; staff still add a late entry paid by hand", async () => {
    await h.database.db
      .update(tournamentEvents)
      .set({ entryDeadline: new Date(TEST_NOW.getTime() - 1000) })
      .where(eq(tournamentEvents.id, U12));
    const parent = await h.signIn("parent");
    const late = await enter(parent, X(YOUNGEST_ID));
    expect([late.status, late.body.message]).toEqual([
      409,
      "Entries to Under-12 Singles have closed: ask the club, who can still add a late entry.",
    ]);
    const staff = await h.signIn("staff");
    const unpaid = await h.call(`/staff/events/${U12}/entries`, {
      method: "POST",
      token: staff,
      body: { player: "ada_okafor", payment: null },
    });
    expect([unpaid.status, unpaid.body.message]).toEqual([
      400,
      "Port Harcourt Under-14 Cup, Under-12 Singles costs ₦3,000 for Ada Okafor: record the money taken",
    ]);
    const added = await h.call(`/staff/events/${U12}/entries`, {
      method: "POST",
      token: staff,
      body: {
        player: "ada_okafor",
        payment: { channel: "cash", receiptNumber: "R-2201", receivedOn: "2026-11-22", amount: 3000 },
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.entries).toEqual([
      expect.objectContaining({
        player: expect.objectContaining({ fullName: "Ada Okafor", age: 10 }),
        paidBy: "cash",
        addedByStaff: true,
      }),
    ]);
    const [audit] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, "entry.add"));
    expect(audit?.after).toMatchObject({
      playerName: "Ada Okafor",
      eventName: "Under-12 Singles",
      receiptNumber: "R-2201",
    });

    // Withdrawn with a refund: the place is free and the cash is given back by hand.
    const entryId = added.body.entries[0]._id;
    const withdrawn = await h.call(`/staff/entries/${entryId}/withdraw`, {
      method: "POST",
      token: staff,
      body: { refund: true, reason: "Injured" },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.entries[0]).toMatchObject({ voided: true, withdrawnAt: expect.any(String) });
    expect(withdrawn.body.event.entries).toBe(0);
    expect(await h.count(`refunds where status = 'processed'`)).toBeGreaterThanOrEqual(1);
  });
});

describe("a full event's waiting list", () => {
  /** Players of any age, a free event of `capacity` places, `n` members. */
  async function fullEvent(capacity: number, entrants: number, waiting: number) {
    await h.database.db
      .update(tournamentEvents)
      .set({ underAge: null, feeKobo: 0, capacity })
      .where(eq(tournamentEvents.id, U12));
    const entered = [];
    for (let i = 0; i < entrants; i++) {
      const member = await newMember();
      expect((await enter(member.token)).status).toBe(200);
      entered.push(member);
    }
    const inLine = [];
    for (let i = 0; i < waiting; i++) inLine.push(await newMember());
    return { entered, inLine };
  }

  const standing = () =>
    h.database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.eventId, U12), isNull(tickets.voidedAt), isNull(tickets.withdrawnAt)));
  const liveOffers = () =>
    h.database.db
      .select()
      .from(eventWaitlist)
      .where(
        and(
          eq(eventWaitlist.eventId, U12),
          eq(eventWaitlist.status, "offered"),
          gt(eventWaitlist.offerEndsAt, TEST_NOW),
        ),
      );

  it("takes a full event's players in line, offers a freed place to the next, then the next when it lapses", async () => {
    const { entered, inLine } = await fullEvent(1, 1, 2);
    const [first, second] = inLine as [(typeof inLine)[0], (typeof inLine)[0]];
    const refused = await enter(first.token);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      "Under-12 Singles is full: all 1 places are taken. Join its waiting list to be offered the next place that frees.",
    ]);
    for (const m of inLine) {
      expect(
        (await h.call(`/tournaments/${CUP}/events/${U12}/waitlist`, { method: "POST", token: m.token }))
          .status,
      ).toBe(200);
    }
    const staff = await h.signIn("staff");
    const [entry] = await standing();
    expect(entry?.userId).toBe(entered[0]!.user.id);
    await h.call(`/staff/entries/${entry!.id}/withdraw`, {
      method: "POST",
      token: staff,
      body: { refund: false, reason: "No longer coming" },
    });
    // The first in line is offered the place; the second cannot take it.
    expect((await liveOffers()).map((o) => o.userId)).toEqual([first.user.id]);
    expect((await enter(second.token)).status).toBe(409);
    // The offer lapses unpaid: the next in line gets it.
    const later = new Date(TEST_NOW.getTime() + 49 * 3_600_000);
    h.setNow(later);
    await lapseDueOffers(h.database.db, later);
    const [offer] = await h.database.db
      .select()
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, U12), eq(eventWaitlist.status, "offered")));
    expect(offer?.userId).toBe(second.user.id);
    expect((await enter(second.token)).status).toBe(200);
    expect((await standing()).map((t) => t.userId)).toEqual([second.user.id]);
  });

  it("never holds more entries and offers than the capacity under concurrent frees, entries and offers", async () => {
    const { entered, inLine } = await fullEvent(3, 3, 6);
    for (const m of inLine) {
      await h.call(`/tournaments/${CUP}/events/${U12}/waitlist`, { method: "POST", token: m.token });
    }
    const staff = await h.signIn("staff");
    const entries = await standing();
    const outsider = await newMember();
    // Two places free at once while everyone in line, and one player not in line, try to enter.
    const answers = await Promise.all([
      ...entries.slice(0, 2).map((t) =>
        h.call(`/staff/entries/${t.id}/withdraw`, {
          method: "POST",
          token: staff,
          body: { refund: false, reason: "Ill" },
        }),
      ),
      ...inLine.map((m) => enter(m.token)),
      enter(outsider.token),
    ]);
    expect(answers.slice(0, 2).map((a) => a.status)).toEqual([200, 200]);
    for (const a of answers.slice(2)) expect([200, 409]).toContain(a.status);
    const now = await standing();
    const offers = await liveOffers();
    expect(now.length + offers.length).toBeLessThanOrEqual(3);
    // Only the first two in line can have a place: entered, or offered it.
    const holders = [...now.map((t) => t.userId), ...offers.map((o) => o.userId)].filter(
      (id) => id !== entered[2]!.user.id,
    );
    expect(holders.sort()).toEqual([inLine[0]!.user.id, inLine[1]!.user.id].sort());
    expect(now.map((t) => t.userId)).not.toContain(outsider.user.id);
    // Whoever was offered a place and had not yet entered takes it now.
    for (const offer of offers) {
      const member = inLine.find((m) => m.user.id === offer.userId)!;
      expect((await enter(member.token)).status).toBe(200);
    }
    expect((await standing()).length).toBe(3);
    expect((await enter(outsider.token)).status).toBe(409);
  });
});

describe("the public list of events", () => {
  it("gives the events of the tournaments the site shows, without cancelled ones", async () => {
    const all = await h.call("/tournaments/events");
    expect(all.status).toBe(200);
    const cup = all.body.events.filter((e: { tournamentId: string }) => e.tournamentId === CUP);
    expect(cup.map((e: { name: string }) => e.name)).toEqual(["Under-12 Singles", "Under-14 Singles"]);
    expect(cup[0]).toMatchObject({ underAge: 12, fee: 3000, capacity: 8, placesLeft: 8 });
    expect(cup[0]).not.toHaveProperty("version");

    await h.database.db.execute(
      sql`update tournaments set cancelled_at = ${TEST_NOW.toISOString()} where id = ${CUP}`,
    );
    const after = await h.call("/tournaments/events");
    expect(after.body.events.some((e: { tournamentId: string }) => e.tournamentId === CUP)).toBe(false);
    expect(after.body.events.length).toBeGreaterThan(0);
  });
});
