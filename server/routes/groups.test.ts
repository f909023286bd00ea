/** Events played as round-robin groups: made from the event's entries, published, played, tabled. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/all-calls";
import type { CallDeclaration } from "@/shared/api/calls";
import {
  StaffDrawResponse,
  StaffGroupsResponse,
  StaffOrderOfPlayResponse,
} from "@/shared/api/console-contract";
import { PublicGroupsResponse } from "@/shared/api/contract";
import { eventDraws, tickets, tournaments } from "../db/schema";
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
  // The demo plays the Under-12 event as a published group already: these tests make their own.
  await h.database.db.delete(eventDraws);
  await h.database.db.delete(tickets);
  const entry = (eventId: string, prefix: string) => (userId: string, i: number) => ({
    userId,
    tournamentId: CUP,
    eventId,
    token: `TC-${prefix}-${i}`,
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
const result = (group: number, index: number, score: string, playedOn = "2026-11-14") =>
  send(calls.groupResult, U12, { group, index, outcome: "completed", score, playedOn });

describe("round-robin groups", () => {
  it("are staff only", async () => {
    expect((await h.call(pathOf(calls.staffGroups, { id: U12 }), { token: tokens.member })).status).toBe(403);
    expect((await send(calls.makeGroups, U12, { groups: 2 }, tokens.member)).status).toBe(403);
  });

  it("split the event's entrants into groups, refuse too small a group and a bad tie-break order", async () => {
    expect((await send(calls.makeGroups, U12, { groups: 3 })).answer.message).toBe(
      "A group needs at least 3 players: 6 players make at most 2 groups",
    );
    expect((await send(calls.makeGroups, U12, { groups: 1, tieBreaks: ["wins", "wins"] })).status).toBe(400);
    const made = await send(calls.makeGroups, U12, { groups: 2, tieBreaks: ["wins", "headToHead", "sets"] });
    expect(made.status, JSON.stringify(made.answer)).toBe(200);
    const { groups } = StaffGroupsResponse.parse(made.answer);
    expect(groups?.groups.map((g) => [g.name, g.players.length, g.matches.length])).toEqual([
      ["Group A", 3, 3],
      ["Group B", 3, 3],
    ]);
    expect(groups?.groups.flatMap((g) => g.players.map((p) => p.userId)).toSorted()).toEqual(
      U12_PLAYERS.toSorted(),
    );
    expect(groups?.tieBreaks).toEqual(["wins", "headToHead", "sets"]);
    expect(await h.count("audit_log where action = 'groups.make'")).toBe(1);
  });

  it("take results once published, order the table, leave the knock-out draw and join the order of play", async () => {
    const made = StaffGroupsResponse.parse((await send(calls.makeGroups, U12, { groups: 1 })).answer).groups!;
    expect((await result(0, 0, "6-3 6-4")).answer.message).toBe(
      "Publish the groups before entering their results",
    );
    expect((await send(calls.publishGroups, U12, { version: made.version })).status).toBe(200);
    expect((await send(calls.makeGroups, U12, { groups: 1 })).status).toBe(409);

    // Six players, 15 matches: the first player of each pairing wins them all.
    const schedule = made.groups[0]!.matches;
    expect(schedule).toHaveLength(15);
    for (const m of schedule) expect((await result(0, m.index, "6-3 6-4")).status).toBe(201);
    expect((await result(0, 0, "6-0 6-0")).status).toBe(409);
    expect((await result(0, 15, "6-0 6-0")).status).toBe(400);

    const { groups } = await groupsOf();
    const group = groups!.groups[0]!;
    expect(group.complete).toBe(true);
    // Player i beats every player after them in the group's order: the table is that order.
    expect(group.standings.map((s) => [s.userId, s.won, s.lost])).toEqual(
      group.players.map((p, i) => [p.userId, 5 - i, i]),
    );
    expect(group.standings[0]).toMatchObject({ setsWon: 10, setsLost: 0, gamesWon: 60, gamesLost: 35 });
    expect(await h.count("club_matches where draw_event_id is not null")).toBe(15);

    // The Under-12 players are not in the tournament's knock-out draw: only the Under-14 pair is.
    const knockout = StaffDrawResponse.parse(
      (await h.call(pathOf(calls.staffDraw, { id: CUP }), { token: tokens.staff })).body,
    );
    expect(knockout.entrants.map((e) => e.userId).toSorted()).toEqual(U14_PLAYERS.toSorted());

    // Played group matches are in the order of play's reach but not to plan.
    const order = StaffOrderOfPlayResponse.parse(
      (await h.call(pathOf(calls.staffOrderOfPlay, { id: CUP }), { token: tokens.staff })).body,
    );
    expect(order.matches).toEqual([]);

    const shown = PublicGroupsResponse.parse((await h.call("/tournaments/groups")).body);
    expect(shown.events).toHaveLength(1);
    const [event] = shown.events;
    expect(event?.eventName).toBe("Under-12 Singles");
    expect(event?.groups[0]?.standings).toHaveLength(6);
    expect(event?.medallists).not.toBeNull();
    expect(JSON.stringify(shown)).not.toContain(MEMBER_ID);
  });

  it("put an unplayed group match on the order of play, named by its event and group", async () => {
    const made = StaffGroupsResponse.parse((await send(calls.makeGroups, U12, { groups: 2 })).answer).groups!;
    await send(calls.publishGroups, U12, { version: made.version });
    const order = StaffOrderOfPlayResponse.parse(
      (await h.call(pathOf(calls.staffOrderOfPlay, { id: CUP }), { token: tokens.staff })).body,
    );
    expect(order.matches).toHaveLength(6);
    expect(order.matches[0]?.label).toBe("Under-12 Singles, Group A");
    const key = order.matches[0]!.key;
    const planned = await send(calls.planMatch, CUP, {
      key,
      localDate: "2026-11-14",
      localTime: "09:00",
      court: "Court 1",
      minutes: 45,
      version: null,
    });
    expect(planned.status, JSON.stringify(planned.answer)).toBe(200);
  });
});
