/**
 * Cancelling a tournament with tickets sold and refunding them: every holder is told (notification
 * and mail), every ticket paid online is refunded, and tickets without an online payment are listed
 * for staff with what happened to each; a preview says all this before anyone confirms.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import {
  cancelTournament,
  refundTournamentTickets,
  refundTournamentTicketsPreview,
  staffTournament,
} from "@/shared/api/all-calls";
import { auditLog, notifications, refunds, tickets } from "../db/schema";
import { ADMIN_ID, MEMBER_ID } from "../db/seed";
import { tournamentIdOf } from "../db/seed/catalogue";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

// The demo member paid online for their ticket; seven more entrants hold tickets the club gave.
const ABUJA = tournamentIdOf("Abuja Amateur Classic");
const admin = async () => h.signIn("admin");
const preview = async (token: string) =>
  h.call(pathOf(refundTournamentTicketsPreview, { id: ABUJA }), { token });
const refundAll = (token: string) =>
  h.call(pathOf(refundTournamentTickets, { id: ABUJA }), {
    method: "POST",
    token,
    body: { reason: "The courts are flooded." },
  });

async function cancel(token: string) {
  const { body } = await h.call(pathOf(staffTournament, { id: ABUJA }), { token });
  const answer = await h.call(pathOf(cancelTournament, { id: ABUJA }), {
    method: "POST",
    token,
    body: { version: body.tournament.version, confirm: true },
  });
  expect(answer.status).toBe(200);
}

async function holders() {
  const rows = await h.db.select().from(tickets).where(eq(tickets.tournamentId, ABUJA));
  return rows.map((t) => t.userId);
}

const cancelNotices = (userIds: string[]) =>
  h.db
    .select()
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        eq(notifications.title, "Abuja Amateur Classic is cancelled"),
      ),
    );

describe("refunding a cancelled tournament's tickets", () => {
  it("previews, then refunds the ticket paid online and tells every other holder, listed for staff", async () => {
    const token = await admin();
    const everyone = await holders();
    expect(everyone).toHaveLength(8);
    const expected = { holders: 8, refunds: 1, refundAmount: 7500, toldOnly: 7 };
    // Before cancelling (the cancel dialog asks) and after, the same numbers.
    expect((await preview(token)).body).toEqual(expected);
    await cancel(token);
    expect((await preview(token)).body).toEqual(expected);

    const answer = await refundAll(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ refunded: 1, unconfirmed: 0, failed: 0, told: 7 });
    expect(answer.body.message).toBe(
      "1 ticket is being refunded (₦7,500 in all); 7 holders without an online payment were told and are listed below",
    );
    expect(answer.body.toldOnly).toHaveLength(7);
    expect(answer.body.toldOnly.map((t: { email: string }) => t.email)).not.toContain("member@example.com");
    for (const listed of answer.body.toldOnly) {
      expect(listed).toMatchObject({
        price: 7500,
        outcome:
          "Ticket voided, told by notification and mail; no online payment: settle any money paid another way by hand.",
      });
    }

    // Every holder is told, by notification and by mail.
    const others = everyone.filter((id) => id !== MEMBER_ID);
    const told = await cancelNotices(others);
    expect(told.map((n) => n.userId).sort()).toEqual([...others].sort());
    expect(told[0]!.message).toMatch(
      /^Abuja Amateur Classic on .+ was cancelled, so your ticket is no longer valid\. The courts are flooded\. No payment was taken online for this ticket \(₦7,500\), so nothing is refunded online; if you paid the club another way, the club will settle it with you\.$/,
    );
    const [memberRefund] = await h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, MEMBER_ID), eq(notifications.title, "Refund on its way")));
    expect(memberRefund?.message).toContain("The courts are flooded.");
    const mailed = new Set(h.mailer.sent.map((m) => m.to));
    for (const listed of answer.body.toldOnly) expect(mailed).toContain(listed.email);
    expect(h.mailer.sent.find((m) => m.to === "member@example.com")?.subject).toBe(
      "We are refunding your payment",
    );
    expect(await h.db.select().from(refunds)).toHaveLength(1);
    // No valid ticket is left, and each told-only holder's void is in the audit log under the admin.
    expect(
      await h.db
        .select()
        .from(tickets)
        .where(and(eq(tickets.tournamentId, ABUJA), isNull(tickets.voidedAt))),
    ).toEqual([]);
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, "ticket.void-cancelled"));
    expect(audit).toHaveLength(7);
    expect(audit.every((a) => a.actorId === ADMIN_ID)).toBe(true);

    // Pressed again: nothing left, nobody told twice.
    const again = await refundAll(token);
    expect(again.body).toMatchObject({ refunded: 0, told: 0, toldOnly: [] });
    expect(await cancelNotices(others)).toHaveLength(7);
    expect((await preview(token)).body).toEqual({ holders: 0, refunds: 0, refundAmount: 0, toldOnly: 0 });
  });

  it("tells each holder once and refunds once when two admins press at the same time", async () => {
    const token = await admin();
    await cancel(token);
    const answers = await Promise.all([refundAll(token), refundAll(token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.reduce((n, a) => n + a.body.told, 0)).toBe(7);
    expect(answers.reduce((n, a) => n + a.body.refunded, 0)).toBe(1);
    expect(await cancelNotices((await holders()).filter((id) => id !== MEMBER_ID))).toHaveLength(7);
    expect(await h.db.select().from(refunds)).toHaveLength(1);
  });

  it("is for admins only, previews included", async () => {
    const staff = await h.signIn("staff");
    expect((await preview(staff)).status).toBe(403);
    expect(
      (await h.call(pathOf(refundTournamentTicketsPreview, { id: "nope" }), { token: await admin() })).status,
    ).toBe(404);
  });
});
