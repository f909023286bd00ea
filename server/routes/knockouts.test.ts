/**
 * Draws played after another (docs/decisions/0245): the knock-out of an event's group finishers,
 * group results corrected or deleted under it, and the consolation draw of the main draw's
 * first-match losers.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/all-calls";
import type { CallDeclaration } from "@/shared/api/calls";
import {
  StaffConsolationResponse,
  type StaffDraw,
  StaffDrawResponse,
  StaffGroupsResponse,
  StaffOrderOfPlayResponse,
} from "@/shared/api/console-contract";
import { PublicDrawsResponse, PublicGroupsResponse } from "@/shared/api/contract";
import { clubMatches, eventDraws, tickets, tournamentDraws, tournaments } from "../db/schema";
import { FREE_ID, MEMBER_ID, PENDING_ID } from "../db/seed";
import { reviewerIdOf, tournamentIdOf } from "../db/seed/catalogue";
import { eventIdOf, JUNIOR_EVENTS_TOURNAMENT } from "../db/seed/events";
import { createHarness, type Harness } from "../testing/harness";

let h: Harness;
const tokens = { member: "", staff: "" };

const CUP = tournamentIdOf(JUNIOR_EVENTS_TOURNAMENT);
const U12 = eventIdOf(JUNIOR_EVENTS_TOURNAMENT, "under-12");
const U14 = eventIdOf(JUNIOR_EVENTS_TOURNAMENT, "under-14");
const STARTED = new Date("2026-11-08T08:00:00Z");
const U12_PLAYERS = [
  MEMBER_ID,
  FREE_ID,
  PENDING_ID,
  ...["kunle-adewale", "fatima-sani", "femi-oladipo"].map(reviewerIdOf),
];
const U14_PLAYERS = ["ahmed-garba", "dayo-ayodele"].map(reviewerIdOf);

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  tokens.member = await h.signIn("member");
  tokens.staff = await h.signIn("staff");
  await h.database.db.update(tournaments).set({ date: STARTED }).where(eq(tournaments.id, CUP));
  await h.database.db.delete(eventDraws);
  await h.database.db.delete(tournamentDraws).where(eq(tournamentDraws.tournamentId, CUP));
  await h.database.db.delete(tickets);
  const entry = (eventId: string, prefix: string) => (userId: string, i: number) => ({
    userId,
    tournamentId: CUP,
    eventId,
    token: `TK-${prefix}-${i}`,
    priceKobo: 300000,
  });
  await h.database.db
    .insert(tickets)
    .values([...U12_PLAYERS.map(entry(U12, "U12")), ...U14_PLAYERS.map(entry(U14, "U14"))]);
});

const send = async (
  call: Pick<CallDeclaration, "path" | "method">,
  id: string,
  body?: unknown,
  token = tokens.staff,
) => {
  const { status, body: answer } = await h.call(pathOf(call, { id }), { method: call.method, token, body });
  return { status, answer: answer as { message?: string } };
};
const groupsOf = async () =>
  StaffGroupsResponse.parse(
    (await h.call(pathOf(calls.staffGroups, { id: U12 }), { token: tokens.staff })).body,
  );
const played = { outcome: "completed", playedOn: "2026-11-14" } as const;
const result = (group: number, index: number, score: string) =>
  send(calls.groupResult, U12, { group, index, score, ...played });
const orderOfPlay = async () =>
  StaffOrderOfPlayResponse.parse(
    (await h.call(pathOf(calls.staffOrderOfPlay, { id: CUP }), { token: tokens.staff })).body,
  );

/** Two published groups of three, every match won by the player higher in the group's order. */
async function playedGroups() {
  const made = StaffGroupsResponse.parse((await send(calls.makeGroups, U12, { groups: 2 })).answer).groups!;
  expect((await send(calls.publishGroups, U12, { version: made.version })).status).toBe(200);
  for (const g of [0, 1]) for (const i of [0, 1, 2]) expect((await result(g, i, "6-3 6-4")).status).toBe(201);
  return (await groupsOf()).groups!.groups;
}

/** The group match's stored result, to correct or delete it. */
async function storedResult(group: number, index: number) {
  const [row] = await h.database.db
    .select({ id: clubMatches.id, version: clubMatches.version })
    .from(clubMatches)
    .where(
      and(
        eq(clubMatches.drawEventId, U12),
        eq(clubMatches.drawRound, group + 1),
        eq(clubMatches.drawIndex, index),
      ),
    );
  return row!;
}

describe("the knock-out after groups", () => {
  it("is staff only and waits for every group match", async () => {
    expect((await send(calls.makeKnockout, U12, { perGroup: 2, version: null }, tokens.member)).status).toBe(
      403,
    );
    const made = StaffGroupsResponse.parse((await send(calls.makeGroups, U12, { groups: 2 })).answer).groups!;
    await send(calls.publishGroups, U12, { version: made.version });
    await result(0, 0, "6-3 6-4");
    const early = await send(calls.makeKnockout, U12, { perGroup: 2, version: null });
    expect(early.status).toBe(409);
    expect(early.answer.message).toBe("Every group match needs a result before the knock-out is made");
  });

  it("seeds the group winners apart, is made by one of two staff at once, then published and played to a champion", async () => {
    const groups = await playedGroups();
    const [a, b] = groups.map((g) => g.standings.map((s) => s.userId));
    // Two staff make it at the same moment: one makes it, the other is told to look first.
    const both = await Promise.all([
      send(calls.makeKnockout, U12, { perGroup: 2, version: null }),
      send(calls.makeKnockout, U12, { perGroup: 2, version: null }),
    ]);
    expect(both.map((r) => r.status).toSorted()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.answer.message).toBe(
      "The knock-out has just been made by someone else: look at it before making it again",
    );
    const knockout = (await groupsOf()).knockout!;
    expect(knockout.rounds[0]!.map((m) => [m.a?.userId, m.b?.userId])).toEqual([
      [a![0], b![1]],
      [b![0], a![1]],
    ]);
    expect(await h.count("stage_draws")).toBe(1);

    // Made again with the version read, then published: its matches join the order of play.
    const again = StaffGroupsResponse.parse(
      (await send(calls.makeKnockout, U12, { perGroup: 2, version: knockout.version })).answer,
    ).knockout!;
    expect(
      (await send(calls.knockoutResult, U12, { round: 1, index: 0, score: "6-1 6-1", ...played })).status,
    ).toBe(409);
    expect((await send(calls.publishKnockout, U12, { version: again.version })).status).toBe(200);
    expect((await send(calls.makeKnockout, U12, { perGroup: 2, version: again.version + 1 })).status).toBe(
      409,
    );
    expect((await orderOfPlay()).matches.map((m) => [m.key, m.label])).toEqual([
      [`knockout:${U12}:1:0`, "Under-12 Singles, Semi-final"],
      [`knockout:${U12}:1:1`, "Under-12 Singles, Semi-final"],
    ]);

    for (const index of [0, 1])
      expect(
        (await send(calls.knockoutResult, U12, { round: 1, index, score: "6-1 6-1", ...played })).status,
      ).toBe(201);
    expect(
      (await send(calls.knockoutResult, U12, { round: 1, index: 0, score: "6-1 6-1", ...played })).status,
    ).toBe(409);
    expect(
      (await send(calls.knockoutResult, U12, { round: 2, index: 0, score: "6-4 6-4", ...played })).status,
    ).toBe(201);
    const done = (await groupsOf()).knockout!;
    expect(done.medallists?.winner).toBe(done.rounds[0]![0]!.a!.name);
    expect(await h.count("club_matches where stage_draw_id is not null")).toBe(3);
    expect(await h.count("audit_log where action like 'knockout.%'")).toBe(6);

    const shown = PublicGroupsResponse.parse((await h.call("/tournaments/groups")).body).events[0]!;
    expect(shown.knockout?.rounds.map((r) => r.length)).toEqual([2, 1]);
    expect(shown.medallists).toEqual(shown.knockout?.medallists);
    expect(shown.medallists).not.toBeNull();
    expect(JSON.stringify(shown)).not.toContain(MEMBER_ID);
  });
});

describe("correcting a group result", () => {
  it("corrects the score and follows the knock-out not started: kept, made again, or removed", async () => {
    await playedGroups();
    await send(calls.makeKnockout, U12, { perGroup: 2, version: null });
    const first = (await groupsOf()).knockout!;

    // A new score with the same winner keeps the knock-out as it is.
    const kept = await storedResult(0, 0);
    const corrected = await send(calls.correctGroupResult, U12, {
      group: 0,
      index: 0,
      score: "7-5 6-4",
      ...played,
      version: kept.version,
    });
    expect(corrected.status, JSON.stringify(corrected.answer)).toBe(200);
    const after = StaffGroupsResponse.parse(corrected.answer);
    expect(after.groups!.groups[0]!.matches[0]!.score).toBe("7-5 6-4");
    expect(after.knockout!.version).toBe(first.version);
    expect(
      (
        await send(calls.correctGroupResult, U12, {
          group: 0,
          index: 0,
          score: "6-0 6-0",
          ...played,
          version: kept.version,
        })
      ).status,
    ).toBe(409);

    // The group's top two swap: the knock-out is made again from the new table.
    const swap = await storedResult(0, 2);
    const remade = StaffGroupsResponse.parse(
      (
        await send(calls.correctGroupResult, U12, {
          group: 0,
          index: 2,
          score: "3-6 4-6",
          ...played,
          version: swap.version,
        })
      ).answer,
    );
    const table = remade.groups!.groups[0]!.standings.map((s) => s.userId);
    expect(remade.knockout!.version).toBe(first.version + 1);
    expect(remade.knockout!.rounds[0]![0]!.a!.userId).toBe(table[0]);

    // Deleting a result leaves a group to play: the knock-out goes, and the ratings are replayed.
    const ratingOf = (r: StaffGroupsResponse, id: string) => r.entrants.find((e) => e.userId === id)?.rating;
    const gone = await storedResult(1, 0);
    const [p1, p2] = [
      remade.groups!.groups[1]!.players[1]!.userId,
      remade.groups!.groups[1]!.players[2]!.userId,
    ];
    const deleted = await send(calls.deleteGroupResult, U12, {
      group: 1,
      index: 0,
      matchId: gone.id,
      version: gone.version,
    });
    expect(deleted.status, JSON.stringify(deleted.answer)).toBe(200);
    const without = StaffGroupsResponse.parse(deleted.answer);
    expect(without.knockout).toBeNull();
    expect(without.groups!.groups[1]!.complete).toBe(false);
    expect([ratingOf(without, p1), ratingOf(without, p2)]).not.toEqual([
      ratingOf(remade, p1),
      ratingOf(remade, p2),
    ]);
    expect(await h.count("audit_log where action in ('groups.correct', 'groups.clear')")).toBe(3);
  });

  it("is done on the groups, not on the Results screen, where the standings would not follow", async () => {
    await playedGroups();
    const stored = await storedResult(0, 0);
    const groups = (await groupsOf()).groups!.groups[0]!;
    const [a, b] = [groups.matches[0]!.a.userId, groups.matches[0]!.b.userId];
    const { status, body } = await h.call(pathOf(calls.correctResult, { id: stored.id }), {
      method: "PUT",
      token: tokens.staff,
      body: {
        kind: "singles",
        sideA: [{ userId: a }],
        sideB: [{ userId: b }],
        outcome: "completed",
        score: "7-6 7-6",
        playedOn: "2026-11-14",
        tournamentId: CUP,
        version: stored.version,
      },
    });
    expect(status, JSON.stringify(body)).toBe(409);
    expect((body as { message: string }).message).toBe(
      "This match is part of an event's round-robin groups: correct it on the event's groups, where the standings and the knock-out follow",
    );
  });

  it("refuses a change to who plays in a knock-out already started, with a sentence, and allows the rest", async () => {
    await playedGroups();
    const made = StaffGroupsResponse.parse(
      (await send(calls.makeKnockout, U12, { perGroup: 2, version: null })).answer,
    ).knockout!;
    await send(calls.publishKnockout, U12, { version: made.version });
    await send(calls.knockoutResult, U12, { round: 1, index: 0, score: "6-1 6-1", ...played });

    const swap = await storedResult(0, 2);
    const refused = await send(calls.correctGroupResult, U12, {
      group: 0,
      index: 2,
      score: "3-6 4-6",
      ...played,
      version: swap.version,
    });
    expect(refused.status).toBe(409);
    expect(refused.answer.message).toBe(
      "The knock-out made from these groups has started: this change would alter who plays in it, so clear its results first",
    );
    const unchanged = await groupsOf();
    expect(unchanged.groups!.groups[0]!.matches[2]!.score).toBe("6-3 6-4");
    expect(
      (
        await send(calls.deleteGroupResult, U12, {
          group: 0,
          index: 2,
          matchId: swap.id,
          version: swap.version,
        })
      ).status,
    ).toBe(409);
    // A score that changes nobody's place is still corrected.
    expect(
      (
        await send(calls.correctGroupResult, U12, {
          group: 0,
          index: 2,
          score: "7-6 7-6",
          ...played,
          version: swap.version,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await send(
          calls.correctGroupResult,
          U12,
          { group: 0, index: 2, score: "7-6 7-6", ...played, version: 1 },
          tokens.member,
        )
      ).status,
    ).toBe(403);
  });
});

describe("the consolation draw", () => {
  it("waits for a bye holder's first match and takes them when they lose it", async () => {
    // Six players: the two top seeds have byes, their first match is in round 2.
    await h.database.db.delete(tickets).where(eq(tickets.eventId, U14));
    const draw = StaffDrawResponse.parse((await send(calls.makeDraw, CUP)).answer).draw!;
    const byes = draw.rounds[0]!.filter((m) => !m.playable);
    expect(byes).toHaveLength(2);
    await send(calls.publishDraw, CUP, { version: draw.version });
    for (const m of draw.rounds[0]!.filter((m) => m.playable))
      expect(
        (await send(calls.drawResult, CUP, { round: 1, index: m.index, score: "6-2 6-2", ...played })).status,
      ).toBe(201);
    const status = async () =>
      StaffConsolationResponse.parse(
        (await h.call(pathOf(calls.staffConsolation, { id: CUP }), { token: tokens.staff })).body,
      );
    expect((await status()).ready).toBe(false);
    // Round 2: the lower place wins the first match, the upper place the second.
    const second = StaffDrawResponse.parse(
      (await h.call(pathOf(calls.staffDraw, { id: CUP }), { token: tokens.staff })).body,
    ).draw!.rounds[1]!;
    const scores = ["2-6 2-6", "6-2 6-2"];
    for (const [i, m] of second.entries())
      expect(
        (await send(calls.drawResult, CUP, { round: 2, index: m.index, score: scores[i % 2]!, ...played }))
          .status,
      ).toBe(201);
    expect((await status()).ready).toBe(true);
    const made = StaffConsolationResponse.parse(
      (await send(calls.makeConsolation, CUP, { version: null })).answer,
    ).draw!;
    const players = made.rounds[0]!.flatMap((m) => [m.a?.userId, m.b?.userId]).filter(Boolean);
    const firstRoundLosers = draw.rounds[0]!.filter((m) => m.playable).map((m) => m.b!.userId);
    // A bye holder who lost their round-2 match joins; one who won it does not.
    const byeHolders = byes.map((m) => (m.a ?? m.b)!.userId);
    const roundTwoWinners = second.map((m, i) => (i % 2 === 0 ? m.b! : m.a!).userId);
    const byeLosers = byeHolders.filter((id) => !roundTwoWinners.includes(id));
    expect(byeLosers.length).toBeGreaterThan(0);
    expect(players.toSorted()).toEqual([...firstRoundLosers, ...byeLosers].toSorted());
  });

  it("takes the first-match losers once their matches are played, and is published, planned and shown", async () => {
    // No groups: all eight players are in the main draw.
    const draw = StaffDrawResponse.parse((await send(calls.makeDraw, CUP)).answer).draw!;
    expect(draw.rounds[0]).toHaveLength(4);
    await send(calls.publishDraw, CUP, { version: draw.version });
    const consolation = async () =>
      StaffConsolationResponse.parse(
        (await h.call(pathOf(calls.staffConsolation, { id: CUP }), { token: tokens.staff })).body,
      );
    for (const index of [0, 1, 2])
      await send(calls.drawResult, CUP, { round: 1, index, score: "6-2 6-2", ...played });
    expect(await consolation()).toMatchObject({ draw: null, ready: false });
    expect((await send(calls.makeConsolation, CUP, { version: null })).status).toBe(409);
    await send(calls.drawResult, CUP, { round: 1, index: 3, score: "6-2 6-2", ...played });
    expect((await consolation()).ready).toBe(true);
    expect((await send(calls.makeConsolation, CUP, { version: null }, tokens.member)).status).toBe(403);

    const made = StaffConsolationResponse.parse(
      (await send(calls.makeConsolation, CUP, { version: null })).answer,
    ).draw!;
    const losers = draw.rounds[0]!.map((m) => m.b!.userId);
    expect(made.rounds[0]!.flatMap((m) => [m.a?.userId, m.b?.userId]).toSorted()).toEqual(losers.toSorted());
    expect((await send(calls.publishConsolation, CUP, { version: made.version })).status).toBe(200);
    const keys = (await orderOfPlay()).matches.map((m) => [m.key, m.label]);
    expect(keys).toContainEqual(["consolation:1:0", "Consolation semi-final"]);
    expect(
      (await send(calls.consolationResult, CUP, { round: 1, index: 0, score: "6-4 6-4", ...played })).status,
    ).toBe(201);
    expect(
      (await send(calls.consolationResult, CUP, { round: 1, index: 0, score: "6-4 6-4", ...played })).status,
    ).toBe(409);
    // The main draw's results are not disturbed by the consolation draw's places.
    const main = StaffDrawResponse.parse(
      (await h.call(pathOf(calls.staffDraw, { id: CUP }), { token: tokens.staff })).body,
    );
    expect(main.draw!.rounds[0]!.every((m) => m.winner === m.a?.userId)).toBe(true);
    expect(main.draw!.rounds[1]!.every((m) => m.matchId === null)).toBe(true);

    const shown = PublicDrawsResponse.parse((await h.call("/tournaments/draws")).body).draws.find(
      (d) => d.tournamentId === CUP,
    );
    expect(shown?.consolation?.rounds[0]?.[0]?.score).toBe("6-4 6-4");
    expect(await h.count("audit_log where action like 'consolation.%'")).toBe(3);
  });
});

describe("correcting and clearing a knock-out or consolation result", () => {
  type Bracket = StaffDraw;
  const placeOf = (bracket: Bracket, round: number, index: number) => bracket.rounds[round - 1]![index]!;
  const fix = (bracket: Bracket, round: number, index: number) => {
    const match = placeOf(bracket, round, index);
    return { round, index, matchId: match.matchId!, version: match.result!.version };
  };

  it("corrects the knock-out's final and clears it back, a later round first, one of two staff at a time", async () => {
    await playedGroups();
    const made = StaffGroupsResponse.parse(
      (await send(calls.makeKnockout, U12, { perGroup: 2, version: null })).answer,
    ).knockout!;
    await send(calls.publishKnockout, U12, { version: made.version });
    for (const index of [0, 1])
      await send(calls.knockoutResult, U12, { round: 1, index, score: "6-1 6-1", ...played });
    await send(calls.knockoutResult, U12, { round: 2, index: 0, score: "6-4 6-4", ...played });
    const done = (await groupsOf()).knockout!;
    const final = placeOf(done, 2, 0);
    expect(done.medallists?.winner).toBe(final.a!.name);

    const correction = (bracket: Bracket, round: number, index: number, score: string) => ({
      round,
      index,
      score,
      ...played,
      version: placeOf(bracket, round, index).result!.version,
    });
    // Staff only.
    expect(
      (await send(calls.correctKnockoutResult, U12, correction(done, 2, 0, "4-6 4-6"), tokens.member)).status,
    ).toBe(403);
    expect((await send(calls.clearKnockoutResult, U12, fix(done, 2, 0), tokens.member)).status).toBe(403);
    // A semi-final's winner stays while the final has a result; its score can change.
    const semi = await send(calls.correctKnockoutResult, U12, correction(done, 1, 0, "1-6 1-6"));
    expect(semi.status).toBe(409);
    expect(semi.answer.message).toBe(
      "The next round's match already has a result: correct that match first, then this one's winner can change",
    );
    expect((await send(calls.correctKnockoutResult, U12, correction(done, 1, 0, "6-2 6-2"))).status).toBe(
      200,
    );
    expect(placeOf((await groupsOf()).knockout!, 1, 0).score).toBe("6-2 6-2");

    // Two staff correct the final from the same reading: one is taken, the other told to reload.
    const both = await Promise.all([
      send(calls.correctKnockoutResult, U12, correction(done, 2, 0, "4-6 4-6")),
      send(calls.correctKnockoutResult, U12, correction(done, 2, 0, "4-6 4-6")),
    ]);
    expect(both.map((r) => r.status).toSorted()).toEqual([200, 409]);
    const corrected = (await groupsOf()).knockout!;
    expect(corrected.medallists).toEqual({ winner: final.b!.name, runnerUp: final.a!.name });
    const shown = PublicGroupsResponse.parse((await h.call("/tournaments/groups")).body).events[0]!;
    expect(shown.medallists?.winner).toBe(final.b!.name);

    // Cleared from the final back: the semi-final waits for the final.
    expect((await send(calls.clearKnockoutResult, U12, fix(corrected, 1, 0))).status).toBe(409);
    const clears = await Promise.all([
      send(calls.clearKnockoutResult, U12, fix(corrected, 2, 0)),
      send(calls.clearKnockoutResult, U12, fix(corrected, 2, 0)),
    ]);
    expect(clears.map((r) => r.status).toSorted()).toEqual([200, 409]);
    const cleared = (await groupsOf()).knockout!;
    expect(cleared.medallists).toBeNull();
    expect(placeOf(cleared, 2, 0).matchId).toBeNull();
    expect((await send(calls.clearKnockoutResult, U12, fix(cleared, 1, 0))).status).toBe(200);
    const back = (await groupsOf()).knockout!;
    expect(placeOf(back, 1, 0).matchId).toBeNull();
    expect(placeOf(back, 2, 0).a).toBeNull();
    expect(await h.count("club_matches where stage_draw_id is not null")).toBe(1);
    // Entered again after a clearing, as any result.
    expect(
      (await send(calls.knockoutResult, U12, { round: 1, index: 0, score: "3-6 3-6", ...played })).status,
    ).toBe(201);
    expect(await h.count("audit_log where action = 'knockout.correct'")).toBe(2);
    expect(await h.count("audit_log where action = 'knockout.clear'")).toBe(2);
  });

  it("corrects and clears the consolation draw's results the same way", async () => {
    const draw = StaffDrawResponse.parse((await send(calls.makeDraw, CUP)).answer).draw!;
    await send(calls.publishDraw, CUP, { version: draw.version });
    for (const index of [0, 1, 2, 3])
      await send(calls.drawResult, CUP, { round: 1, index, score: "6-2 6-2", ...played });
    const made = StaffConsolationResponse.parse(
      (await send(calls.makeConsolation, CUP, { version: null })).answer,
    ).draw!;
    await send(calls.publishConsolation, CUP, { version: made.version });
    for (const index of [0, 1])
      await send(calls.consolationResult, CUP, { round: 1, index, score: "6-4 6-4", ...played });
    await send(calls.consolationResult, CUP, { round: 2, index: 0, score: "6-3 6-3", ...played });
    const consolation = async () =>
      StaffConsolationResponse.parse(
        (await h.call(pathOf(calls.staffConsolation, { id: CUP }), { token: tokens.staff })).body,
      ).draw!;
    const done = await consolation();
    const final = placeOf(done, 2, 0);
    expect(done.medallists?.winner).toBe(final.a!.name);

    const version = final.result!.version;
    expect(
      (
        await send(
          calls.correctConsolationResult,
          CUP,
          { round: 2, index: 0, score: "3-6 3-6", ...played, version },
          tokens.member,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await send(calls.correctConsolationResult, CUP, {
          round: 2,
          index: 0,
          score: "3-6 3-6",
          ...played,
          version,
        })
      ).status,
    ).toBe(200);
    // The reading is stale now.
    expect(
      (
        await send(calls.correctConsolationResult, CUP, {
          round: 2,
          index: 0,
          score: "6-0 6-0",
          ...played,
          version,
        })
      ).status,
    ).toBe(409);
    const corrected = await consolation();
    expect(corrected.medallists).toEqual({ winner: final.b!.name, runnerUp: final.a!.name });
    const shown = PublicDrawsResponse.parse((await h.call("/tournaments/draws")).body).draws.find(
      (d) => d.tournamentId === CUP,
    );
    expect(shown?.consolation?.rounds[1]?.[0]?.score).toBe("3-6 3-6");

    expect((await send(calls.clearConsolationResult, CUP, fix(corrected, 2, 0))).status).toBe(200);
    const cleared = await consolation();
    expect(cleared.medallists).toBeNull();
    expect(placeOf(cleared, 2, 0).matchId).toBeNull();
    // The main draw is not touched by the consolation draw's corrections.
    const main = StaffDrawResponse.parse(
      (await h.call(pathOf(calls.staffDraw, { id: CUP }), { token: tokens.staff })).body,
    );
    expect(main.draw!.rounds[0]!.every((m) => m.score === "6-2 6-2")).toBe(true);
    expect(await h.count("audit_log where action in ('consolation.correct', 'consolation.clear')")).toBe(2);
  });
});
