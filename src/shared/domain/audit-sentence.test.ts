import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "./audit-actions";
import { type AuditFacts, auditSentence } from "./audit-sentence";

const names = {
  u1: "Fatima Sani",
  u2: "Tobi Adeyemi",
  c1: "Yetunde Ogunleye",
  t1: "Lagos Junior Open",
  k1: "Femi Oladipo",
};
const entry = (action: string, before: unknown, after: unknown, entityId = "x1"): AuditFacts => ({
  action,
  entityType: "thing",
  entityId,
  before,
  after,
  names,
});
const side = (name: string) => [{ userId: null, name }];

describe("auditSentence", () => {
  it.each<[string, AuditFacts, string]>([
    [
      "a membership price change, by plan, with the prices that moved",
      entry(
        "membership-price.update",
        { key: "yearly", priceNGN: 70000, priceUSD: 50 },
        { key: "yearly", priceNGN: 60000, priceUSD: 50 },
        "yearly",
      ),
      "Membership price changed: Premium Yearly, ₦70,000 to ₦60,000",
    ],
    [
      "a draw result, with its players and round",
      entry("draw.result", null, {
        tournamentId: "t1",
        roundName: "Quarter-final",
        players: { a: "Fatima Sani", b: "Femi Oladipo" },
        score: "6-3 6-4",
      }),
      "Result entered: Fatima Sani v Femi Oladipo, quarter-final",
    ],
    [
      "an older draw result without players, by its tournament",
      entry("draw.result", null, { tournamentId: "t1", round: 1, index: 0, score: "6-3 6-4" }),
      "Result entered: in Lagos Junior Open",
    ],
    [
      "a draw correction, with the scores",
      entry(
        "draw.correct",
        { roundName: "Final", players: { a: "Fatima Sani", b: "Femi Oladipo" }, score: "6-3 6-4" },
        { roundName: "Final", players: { a: "Fatima Sani", b: "Femi Oladipo" }, score: "3-6 4-6" },
      ),
      "Result corrected: Fatima Sani v Femi Oladipo, final, 6-3 6-4 to 3-6 4-6",
    ],
    [
      "a cleared draw result",
      entry(
        "draw.clear",
        { roundName: "Semi-final", players: { a: "A B", b: "C D" }, score: "6-0 6-0" },
        null,
      ),
      "Result cleared: A B v C D, semi-final, 6-0 6-0",
    ],
    [
      "a knock-out correction, with the scores",
      entry(
        "knockout.correct",
        { roundName: "Semi-final", players: { a: "A B", b: "C D" }, score: "6-0 6-0" },
        { roundName: "Semi-final", players: { a: "A B", b: "C D" }, score: "0-6 0-6" },
      ),
      "Knock-out result corrected: A B v C D, semi-final, 6-0 6-0 to 0-6 0-6",
    ],
    [
      "a cleared consolation result",
      entry(
        "consolation.clear",
        { roundName: "Final", players: { a: "A B", b: "C D" }, score: "6-1 6-1" },
        null,
      ),
      "Consolation result cleared: A B v C D, final, 6-1 6-1",
    ],
    [
      "a household discount set, from and to",
      entry("household-discount.update", { percent: 0, version: 1 }, { percent: 10, version: 2 }, "1"),
      "Household discount set: from 0% to 10% off the second and later players' training",
    ],
    [
      "a draw made, by the tournament's name",
      entry("draw.make", null, { slots: [], seeds: [] }, "t1"),
      "Draw made: Lagos Junior Open",
    ],
    [
      "a tournament edit, naming what changed",
      entry(
        "tournament.update",
        { name: "Lagos Junior Open", priceKobo: 500000, capacity: 40, version: 1 },
        { name: "Lagos Junior Open", priceKobo: 600000, capacity: 50, version: 2 },
      ),
      "Tournament edited: Lagos Junior Open (price, capacity)",
    ],
    [
      "a tournament cancelled with tickets sold",
      entry("tournament.cancel", { name: "Ibadan Open" }, { name: "Ibadan Open", ticketsSold: 1 }),
      "Tournament cancelled: Ibadan Open, 1 ticket sold",
    ],
    [
      "a recorded match",
      entry("match.record", null, {
        sideA: side("Fatima Sani"),
        sideB: side("Tobi Adeyemi"),
        score: "6-4 6-4",
      }),
      "Result recorded: Fatima Sani v Tobi Adeyemi, 6-4 6-4",
    ],
    [
      "a role change, by the person's name",
      entry("user.role", { consoleRole: null }, { consoleRole: "staff" }, "u2"),
      "Console role changed: Tobi Adeyemi, no console role to staff",
    ],
    [
      "a coach assignment ended with its reason",
      entry(
        "assignment.end",
        { userId: "u2", coachId: "c1" },
        {
          userId: "u2",
          coachId: "c1",
          coachName: "Yetunde Ogunleye",
          status: "Ended",
          reason: "Moved abroad",
        },
      ),
      "Coach assignment ended: Tobi Adeyemi, with Yetunde Ogunleye, Moved abroad",
    ],
    [
      "a notification to a tournament's ticket holders",
      entry("notification.send", null, {
        audience: { kind: "tournament", id: "t1" },
        title: "Courts moved",
        recipients: 12,
      }),
      "Notification sent: to Ticket holders of Lagos Junior Open (12 members), “Courts moved”",
    ],
    [
      "a refund in naira",
      entry("payment.refund", { refundedKobo: 0 }, { amountKobo: 750000, reason: "Tournament cancelled" }),
      "Payment refunded: ₦7,500, Tournament cancelled",
    ],
    [
      "money taken by hand, with its receipt",
      entry("payment.record-hand", null, {
        amountKobo: 1500000,
        channel: "bank_deposit",
        description: "Premium Quarterly membership",
        member: "free@example.com",
        receiptNumber: "GTB/771",
      }),
      "Bank deposit recorded: ₦15,000, Premium Quarterly membership, free@example.com, receipt GTB/771",
    ],
    [
      "the monthly report exported, by its month",
      entry("payments.export-month", null, { month: "2026-11" }),
      "Monthly report exported: 2026-11",
    ],
    [
      "a member's details, naming what changed",
      entry(
        "member.update",
        { email: "a@example.com", phoneNumber: "1", level: "x" },
        { email: "b@example.com", phoneNumber: "1", level: "x" },
        "u1",
      ),
      "Member details corrected: Fatima Sani (email)",
    ],
    [
      "a gate admission, by the ticket holder and tournament",
      entry("ticket.check-in", null, { tournamentId: "t1", offline: true }, "k1"),
      "Ticket admitted at the gate: Femi Oladipo, Lagos Junior Open, scanned offline",
    ],
  ])("says %s", (_, facts, sentence) => {
    expect(auditSentence(facts)).toBe(sentence);
  });

  it("makes a sentence of every kind, even from an entry that recorded nothing", () => {
    for (const action of AUDIT_ACTIONS) {
      const said = auditSentence({ ...entry(action, null, null), names: {} });
      expect(said, action).toMatch(/^[A-Z]/);
      expect(said, action).not.toMatch(/undefined|null|NaN|\[object|\.[a-z]/);
    }
  });

  it("reads an action no longer listed as its kind and record", () => {
    expect(auditSentence(entry("court.book", null, null))).toBe("court.book on thing x1");
  });
});
