/** A tournament's order of play: draw matches on courts and times, clashes refused, players told. */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/all-calls";
import type { CallDeclaration } from "@/shared/api/calls";
import { type StaffDraw, StaffDrawResponse, StaffOrderOfPlayResponse } from "@/shared/api/console-contract";
import { PublicOrdersOfPlayResponse } from "@/shared/api/contract";
import { mailOutbox, notifications, tickets, tournaments, users } from "../db/schema";
import { FREE_ID, MEMBER_ID, PENDING_ID } from "../db/seed";
import { reviewerIdOf, tournamentIdOf } from "../db/seed/catalogue";
import { defaultEventIdOf } from "../db/seed/events";
import { MIDDLE_ID } from "../db/seed/families";
import { createHarness, type Harness } from "../testing/harness";

let h: Harness;
const tokens = { member: "", staff: "" };

const ENUGU = tournamentIdOf("Enugu Club Series");
const STARTED = new Date("2026-11-08T08:00:00Z");
// Emeka (13, no login of his own) plays too: his mother is told his match times.
const PLAYERS = [
  MEMBER_ID,
  FREE_ID,
  PENDING_ID,
  MIDDLE_ID,
  ...["kunle-adewale", "fatima-sani", "femi-oladipo", "ahmed-garba"].map(reviewerIdOf),
];

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  tokens.member = await h.signIn("member");
  tokens.staff = await h.signIn("staff");
  await h.database.db.update(tournaments).set({ date: STARTED }).where(eq(tournaments.id, ENUGU));
  await h.database.db.delete(tickets);
  await h.database.db.insert(tickets).values(
    PLAYERS.map((userId, i) => ({
      userId,
      tournamentId: ENUGU,
      eventId: defaultEventIdOf(ENUGU),
      token: `TC-PLAY-${i}`,
      priceKobo: 300000,
    })),
  );
});

const at = (call: Pick<CallDeclaration, "path">) => pathOf(call, { id: ENUGU });
const send = async (call: Pick<CallDeclaration, "path" | "method">, body?: unknown, token = tokens.staff) => {
  const { status, body: answer } = await h.call(at(call), { method: call.method, token, body });
  return { status, answer: answer as { message?: string } };
};
const order = async () =>
  StaffOrderOfPlayResponse.parse((await h.call(at(calls.staffOrderOfPlay), { token: tokens.staff })).body);

async function publishedDraw(): Promise<StaffDraw> {
  const made = StaffDrawResponse.parse((await send(calls.makeDraw)).answer).draw!;
  const published = await send(calls.publishDraw, { version: made.version });
  expect(published.status).toBe(200);
  return StaffDrawResponse.parse(published.answer).draw!;
}

const plan = (key: string, court: string, localTime: string, version: number | null = null, minutes = 60) =>
  send(calls.planMatch, { key, localDate: "2026-11-14", localTime, court, minutes, version });

const nameOf = (draw: StaffDraw, round: number, index: number, side: "a" | "b") =>
  draw.rounds[round - 1]![index]![side]!.name;

describe("order of play", () => {
  it("is staff only", async () => {
    expect((await h.call(at(calls.staffOrderOfPlay), { token: tokens.member })).status).toBe(403);
    expect((await plan("main:1:0", "Court 1", "10:00")).status).toBe(400);
    expect((await send(calls.planMatch, {}, tokens.member)).status).toBe(403);
  });

  it("plans the published draw's matches and refuses a court or a player twice at once, naming the clash", async () => {
    expect((await plan("main:1:0", "Court 1", "10:00")).answer.message).toBe(
      "Publish the draw before planning its matches",
    );
    const draw = await publishedDraw();
    const toPlan = await order();
    expect(toPlan.matches.map((m) => m.key)).toEqual(["main:1:0", "main:1:1", "main:1:2", "main:1:3"]);
    expect(toPlan.matches.every((m) => m.court === null && m.players.length === 2)).toBe(true);

    expect((await plan("main:1:0", "Court 1", "10:00")).status).toBe(200);
    const taken = await plan("main:1:1", "court 1", "10:30");
    expect(taken).toEqual({
      status: 409,
      answer: { message: "Court 1 already hosts Quarter-final at 10:00" },
    });
    // Back to back on the same court is fine.
    expect((await plan("main:1:1", "Court 1", "11:00")).status).toBe(200);

    // The first two quarter-finals are played: their winners meet in the semi-final, which cannot
    // start while the first quarter-final is still on (10:00 to 11:00).
    for (const index of [0, 1])
      expect(
        (
          await send(calls.drawResult, {
            round: 1,
            index,
            outcome: "completed",
            score: "6-3 6-4",
            playedOn: "2026-11-14",
          })
        ).status,
      ).toBe(201);
    const busy = await plan("main:2:0", "Court 2", "10:30");
    expect(busy).toEqual({
      status: 409,
      answer: { message: `${nameOf(draw, 1, 0, "a")} already plays Quarter-final at 10:00` },
    });
    // A played match is not planned again, and an unknown place is refused.
    expect((await plan("main:1:0", "Court 3", "15:00", 1)).status).toBe(409);
    expect((await plan("main:9:0", "Court 3", "15:00")).status).toBe(400);
    const now = await order();
    expect(now.matches.filter((m) => m.court).map((m) => [m.key, m.court, m.score])).toEqual([
      ["main:1:0", "Court 1", "6-3 6-4"],
      ["main:1:1", "Court 1", "6-3 6-4"],
    ]);
    expect(now.matches.find((m) => m.key === "main:2:0")?.court).toBeNull();
    expect(await h.count("audit_log where action = 'play.plan'")).toBe(2);
  });

  it("moves a planned match against the version read, and takes it off", async () => {
    await publishedDraw();
    await plan("main:1:0", "Court 1", "10:00");
    expect((await plan("main:1:0", "Court 2", "10:00")).status).toBe(409);
    const moved = await plan("main:1:0", "Court 2", "09:00", 1);
    expect(moved.status).toBe(200);
    expect((await plan("main:1:0", "Court 2", "12:00", 1)).status).toBe(409);
    const row = (await order()).matches[0]!;
    expect([row.court, row.startsAt, row.version]).toEqual(["Court 2", "2026-11-14T08:00:00.000Z", 2]);
    expect((await send(calls.unplanMatch, { key: "main:1:0", version: 1 })).status).toBe(409);
    expect((await send(calls.unplanMatch, { key: "main:1:0", version: 2 })).status).toBe(200);
    expect((await order()).matches.every((m) => m.court === null)).toBe(true);
    expect((await send(calls.unplanMatch, { key: "main:1:0", version: 2 })).status).toBe(404);
    expect(await h.count("audit_log where action = 'play.unplan'")).toBe(1);
  });

  it("gives one court at one time to one of two staff planning at once", async () => {
    await publishedDraw();
    const both = await Promise.all([
      plan("main:1:0", "Court 1", "10:00"),
      plan("main:1:1", "Court 1", "10:00"),
    ]);
    expect(both.map((r) => r.status).toSorted()).toEqual([200, 409]);
    expect((await order()).matches.filter((m) => m.court)).toHaveLength(1);
  });

  it("tells the players and guardians their times on publishing, then each move at once; the public page follows", async () => {
    const draw = await publishedDraw();
    expect((await send(calls.publishOrderOfPlay)).answer.message).toBe(
      "Put at least one match on a court before publishing",
    );
    await plan("main:1:0", "Court 1", "10:00");
    await plan("main:1:1", "Court 2", "10:00");
    expect(await h.count("notifications where title = 'Match time'")).toBe(0);
    const publicBefore = PublicOrdersOfPlayResponse.parse((await h.call("/tournaments/order-of-play")).body);
    expect(publicBefore.orders).toEqual([]);

    const published = await send(calls.publishOrderOfPlay);
    expect(published.status).toBe(200);
    const answer = StaffOrderOfPlayResponse.parse(published.answer);
    expect(answer.publishedAt).not.toBeNull();
    expect(answer.matches.filter((m) => m.court).every((m) => m.told)).toBe(true);
    expect(await h.count("notifications where title = 'Match time'")).toBe(4);
    const players = draw.rounds[0]!.slice(0, 2).flatMap((m) => [m.a!.userId, m.b!.userId]);
    for (const userId of players) {
      const [told] = await h.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.title, "Match time")));
      expect(told?.message).toMatch(
        /^Enugu Club Series, Quarter-final against .+: Sat, 14 Nov 2026, 10:00 \(Lagos time\), Court [12]\.$/,
      );
    }
    // Emeka has no address of his own: his mother has the mail when he plays one of these matches.
    const mails = await h.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, "Match time: Enugu Club Series"));
    const emails = await h.database.db.select({ id: users.id, email: users.email }).from(users);
    const expected = players.flatMap((id) =>
      id === MIDDLE_ID ? ["parent@example.com"] : [emails.find((u) => u.id === id)!.email!],
    );
    expect(mails.map((m) => m.recipient).toSorted()).toEqual(expected.toSorted());
    expect((await send(calls.publishOrderOfPlay)).status).toBe(409);

    // A move after publishing tells that match's two players straight away; a new length alone does not.
    await plan("main:1:1", "Court 2", "10:00", 1, 90);
    expect(await h.count("notifications where title = 'Match time'")).toBe(4);
    await plan("main:1:1", "Court 3", "11:30", 2, 90);
    expect(await h.count("notifications where title = 'Match time'")).toBe(6);
    const toldOfMove = await h.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, draw.rounds[0]![1]!.a!.userId), eq(notifications.title, "Match time")),
      );
    expect(toldOfMove.map((n) => n.message.split(": ")[1]).toSorted()).toEqual([
      "Sat, 14 Nov 2026, 10:00 (Lagos time), Court 2.",
      "Sat, 14 Nov 2026, 11:30 (Lagos time), Court 3.",
    ]);

    const shown = PublicOrdersOfPlayResponse.parse((await h.call("/tournaments/order-of-play")).body);
    expect(shown.orders).toHaveLength(1);
    expect(shown.orders[0]!.matches.map((m) => [m.court, m.label, m.score])).toEqual([
      ["Court 1", "Quarter-final", null],
      ["Court 3", "Quarter-final", null],
    ]);
    // Public names only: Emeka, a junior, by first name and initial.
    const names = shown.orders[0]!.matches.flatMap((m) => [m.a, m.b]);
    expect(names.some((n) => n.includes("Okafor"))).toBe(false);
    expect(JSON.stringify(shown)).not.toContain(MEMBER_ID);
    expect(await h.count("audit_log where action = 'play.publish'")).toBe(1);
  });
});
