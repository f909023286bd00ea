/**
 * Doubles partners (docs/decisions/0251-doubles-partners.md): an entry naming a partner asks them,
 * by notification and on their channels; the partner, or their guardian, confirms or declines; no
 * one else may answer; a decline withdraws the entry, refunds a card payment in full and frees the
 * place; of a confirmation and a decline at once, one wins; a pair is drawn only once confirmed.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  eventDraws,
  messageOutbox,
  messageSettings,
  notifications,
  refunds,
  tickets,
  tournamentEvents,
  users,
} from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { eventIdOf, JUNIOR_EVENTS_TOURNAMENT } from "../db/seed/events";
import { YOUNGEST_ID } from "../db/seed/families";
import { ratedEntrants } from "../lib/entrants";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());

const CUP = tournamentIdOf(JUNIOR_EVENTS_TOURNAMENT);
const EVENT = eventIdOf(JUNIOR_EVENTS_TOURNAMENT, "under-12");
const X = (playerId: string) => ({ "X-Player": playerId });

/** The Under-12 event as an open doubles event of two places, with no entries and no draw. */
async function doublesEvent(feeKobo: number) {
  await h.db.delete(eventDraws).where(eq(eventDraws.eventId, EVENT));
  await h.db.delete(tickets).where(eq(tickets.eventId, EVENT));
  await h.db
    .update(tournamentEvents)
    .set({ kind: "doubles", name: "Open Doubles", underAge: null, feeKobo, capacity: 2 })
    .where(eq(tournamentEvents.id, EVENT));
}

/** `token`'s player enters the event with `partnerId`, paying by card when it has a fee. */
async function enterPair(token: string, partnerId: string) {
  const answer = await h.call(`/tournaments/${CUP}/events/${EVENT}/enter`, {
    method: "POST",
    token,
    body: { partnerId },
  });
  expect(answer.status).toBe(200);
  if (answer.body.paystackResponse) await h.pay(answer.body.paystackResponse.data.authorization_url);
  const [entry] = await h.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.eventId, EVENT), eq(tickets.partnerId, partnerId)));
  if (!entry) throw new Error("The pair was not entered");
  return entry;
}

const answer = (ticketId: string, token: string, method: "POST" | "DELETE", headers = {}) =>
  h.call(`/entries/${ticketId}/partner`, { method, token, headers });
const notices = (userId: string) => h.db.select().from(notifications).where(eq(notifications.userId, userId));
const drawn = async () =>
  (await ratedEntrants(h.db, eq(tickets.eventId, EVENT))).map((entrant) => entrant.userId);

beforeEach(() => h.reset());

describe("a doubles partner", () => {
  it("is asked, sees the invitation with its deadline, and confirms; only then is the pair drawn", async () => {
    await doublesEvent(0);
    const entrant = await h.newMember();
    const partner = await h.newMember();
    // Both take club messages on WhatsApp.
    for (const [i, m] of [entrant, partner].entries()) {
      await h.db
        .update(users)
        .set({ phoneNumber: `+23480312345${i}0`, phoneNeedsFix: false })
        .where(eq(users.id, m.user.id));
    }
    await h.db.insert(messageSettings).values(
      [entrant, partner].map((m) => ({
        userId: m.user.id,
        optedIn: ["whatsapp" as const],
        channelOrder: ["whatsapp" as const, "email" as const, "sms" as const, "push" as const],
      })),
    );
    const entry = await enterPair(entrant.token, partner.user.id);

    // The partner is told, in the app and on their channels (the outbox keeps the message kind).
    const [asked] = await notices(partner.user.id);
    expect(asked).toMatchObject({ title: "Doubles partner wanted" });
    expect(asked?.message).toContain(`${entrant.user.fullName} has entered Open Doubles`);
    const outbox = (userId: string) =>
      h.db
        .select({ kind: messageOutbox.kind, title: messageOutbox.title })
        .from(messageOutbox)
        .where(eq(messageOutbox.userId, userId));
    expect(await outbox(partner.user.id)).toEqual([
      { kind: "doubles-partner", title: "Doubles partner wanted" },
    ]);
    const requests = await h.call("/entries/partner-requests", { token: partner.token });
    expect(requests.body.requests).toEqual([
      expect.objectContaining({
        ticketId: entry.id,
        eventName: "Open Doubles",
        playerName: entrant.user.fullName,
        confirmBy: expect.any(String),
      }),
    ]);
    // The entrant waits for the partner; the pair is not drawn yet.
    const mine = await h.call(`/tournaments/${CUP}/events/mine`, { token: entrant.token });
    expect(mine.body.events.find((e: { _id: string }) => e._id === EVENT).entry).toMatchObject({
      partner: partner.user.fullName,
      partnerConfirmed: false,
    });
    const ticketsBefore = await h.call("/match/getUserMatches", { token: entrant.token });
    expect(ticketsBefore.body.matches[0]).toMatchObject({
      doubles: { partner: partner.user.fullName, confirmed: false },
      withdrawn: false,
    });
    expect(await drawn()).toEqual([]);

    // Neither the entrant nor a stranger may answer for the partner.
    const stranger = await h.newMember();
    for (const token of [entrant.token, stranger.token]) {
      expect((await answer(entry.id, token, "POST")).status).toBe(403);
      expect((await answer(entry.id, token, "DELETE")).status).toBe(403);
    }

    const confirmed = await answer(entry.id, partner.token, "POST");
    expect(confirmed).toMatchObject({
      status: 200,
      body: {
        message: `${partner.user.fullName} partners ${entrant.user.fullName} in Open Doubles: the pair is entered.`,
      },
    });
    expect((await answer(entry.id, partner.token, "POST")).status).toBe(409);
    expect((await answer(entry.id, partner.token, "DELETE")).status).toBe(409);
    expect((await notices(entrant.user.id)).map((n) => n.title)).toContain("Doubles partner confirmed");
    expect(await outbox(entrant.user.id)).toContainEqual({
      kind: "doubles-partner",
      title: "Doubles partner confirmed",
    });
    expect((await h.call("/entries/partner-requests", { token: partner.token })).body.requests).toEqual([]);
    expect(await drawn()).toEqual([entrant.user.id]);
  });

  it("is answered for by their guardian through the switcher, and by no other parent", async () => {
    await doublesEvent(0);
    const entrant = await h.newMember();
    const entry = await enterPair(entrant.token, YOUNGEST_ID);
    const parent = await h.signIn("parent");
    const otherParent = await h.newMember();

    // The invitation is the child's: the parent sees it when showing the child's dashboard.
    expect((await h.call("/entries/partner-requests", { token: parent })).body.requests).toEqual([]);
    const childs = await h.call("/entries/partner-requests", { token: parent, headers: X(YOUNGEST_ID) });
    expect(childs.body.requests.map((r: { ticketId: string }) => r.ticketId)).toEqual([entry.id]);
    // Another parent cannot act for the child, nor answer as themself; the guardian as themself is not the partner.
    expect((await answer(entry.id, otherParent.token, "POST", X(YOUNGEST_ID))).status).toBe(403);
    expect((await answer(entry.id, otherParent.token, "POST")).status).toBe(403);
    expect((await answer(entry.id, parent, "POST")).status).toBe(403);

    expect((await answer(entry.id, parent, "POST", X(YOUNGEST_ID))).status).toBe(200);
    const [row] = await h.db.select().from(tickets).where(eq(tickets.id, entry.id));
    expect(row?.partnerConfirmedAt).not.toBeNull();
  });

  it("declines: the entry is withdrawn, the card payment refunded in full, the place offered on", async () => {
    await doublesEvent(300_000);
    const entrant = await h.newMember();
    const partner = await h.newMember();
    const entry = await enterPair(entrant.token, partner.user.id);
    expect(entry.transactionId).not.toBeNull();

    const declined = await answer(entry.id, partner.token, "DELETE");
    expect(declined).toMatchObject({ status: 200 });
    const [row] = await h.db.select().from(tickets).where(eq(tickets.id, entry.id));
    expect(row?.withdrawnAt).not.toBeNull();
    expect(row?.withdrawnBy).toBe(partner.user.id);
    const [refund] = await h.db.select().from(refunds).where(eq(refunds.transactionId, entry.transactionId!));
    expect(refund).toMatchObject({ cause: "partner-declined", amountKobo: entry.priceKobo });
    expect(h.providerCalls.createRefund).toBe(1);
    const told = (await notices(entrant.user.id)).find((n) => n.title === "Doubles partner declined");
    expect(told?.message).toContain("Enter again with another partner");
    // The place is free: the entrant may enter again with another partner.
    const other = await h.newMember();
    const again = await enterPair(entrant.token, other.user.id);
    expect(again.withdrawnAt).toBeNull();
    expect(await h.count(`tickets where event_id = '${EVENT}' and withdrawn_at is null`)).toBe(1);
  });

  it("confirming and declining at once: one answer wins, the other is told it came second", async () => {
    await doublesEvent(0);
    for (let round = 0; round < 3; round++) {
      await h.db.delete(tickets).where(eq(tickets.eventId, EVENT));
      const entrant = await h.newMember();
      const partner = await h.newMember();
      const entry = await enterPair(entrant.token, partner.user.id);
      const answers = await Promise.all([
        answer(entry.id, partner.token, "POST"),
        answer(entry.id, partner.token, "DELETE"),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const [row] = await h.db.select().from(tickets).where(eq(tickets.id, entry.id));
      const confirmedWon = answers[0]!.status === 200;
      expect(row?.partnerConfirmedAt !== null).toBe(confirmedWon);
      expect(row?.withdrawnAt !== null).toBe(!confirmedWon);
      const entrantTold = (await notices(entrant.user.id)).filter((n) =>
        n.title.startsWith("Doubles partner "),
      );
      expect(entrantTold).toHaveLength(1);
    }
  });

  it("is named by email or username in the Buy Ticket dialog; an unknown one is a 404", async () => {
    await doublesEvent(0);
    const entrant = await h.newMember();
    const partner = await h.newMember();
    const enter = (body: unknown) =>
      h.call(`/tournaments/${CUP}/events/${EVENT}/enter`, { method: "POST", token: entrant.token, body });
    const unknown = await enter({ partner: "nobody@example.com" });
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: "No member has the email or username nobody@example.com" },
    });
    expect((await enter({ partner: partner.user.email!.toUpperCase() })).status).toBe(200);
    const [entry] = await h.db.select().from(tickets).where(eq(tickets.eventId, EVENT));
    expect(entry).toMatchObject({
      userId: entrant.user.id,
      partnerId: partner.user.id,
      partnerConfirmedAt: null,
    });
    expect((await notices(partner.user.id)).map((n) => n.title)).toEqual(["Doubles partner wanted"]);
  });

  it("cannot confirm once entries have closed; the pair then stays out of the draw", async () => {
    await doublesEvent(0);
    const entrant = await h.newMember();
    const partner = await h.newMember();
    const entry = await enterPair(entrant.token, partner.user.id);
    // Entries close an hour from now, and with them the time to confirm.
    const closing = new Date(Date.parse(entry.createdAt.toISOString()) + 3_600_000);
    await h.db.update(tournamentEvents).set({ entryDeadline: closing }).where(eq(tournamentEvents.id, EVENT));
    const [request] = (await h.call("/entries/partner-requests", { token: partner.token })).body.requests;
    expect(request.confirmBy).toBe(closing.toISOString());
    h.setNow(closing);
    const late = await answer(entry.id, partner.token, "POST");
    expect(late).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^Entries to Open Doubles have closed/) },
    });
    expect(await h.count(`tickets where id = '${entry.id}' and partner_confirmed_at is null`)).toBe(1);
    expect(await drawn()).toEqual([]);
    // A missing entry is a 404, not a 500.
    expect((await answer("65a1b2c3d4e5f6a7b8c9d0ff", partner.token, "POST")).status).toBe(404);
    expect(
      await h.db
        .select()
        .from(tickets)
        .where(and(eq(tickets.id, entry.id), isNull(tickets.withdrawnAt))),
    ).toHaveLength(1);
  });
});
