/**
 * Kept ratings through the API: after results are recorded, corrected, confirmed and an account is
 * deleted, alone or at once, the stored ratings equal a full replay of every result; the migration's
 * due replay keeps existing data; reads show the kept values.
 */
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StaffMatchResponse } from "@/shared/api/console-contract";
import { MatchSummaryResponse } from "@/shared/api/contract";
import { pointOrder, replayFrom } from "@/shared/domain/player-rating";
import { playerRatings, ratingPoints, ratingReplaysDue } from "../db/schema";
import { FREE_ID, MEMBER_ID } from "../db/seed";
import { reviewerIdOf } from "../db/seed/catalogue";
import { demoId } from "../db/seed/ids";
import { loadMatches, ratedResult } from "../lib/competition";
import { keepDueRatings } from "../lib/ratings";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";

let h: Harness;
const tokens = { member: "", staff: "", free: "" };

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  tokens.member = await h.signIn("member");
  tokens.staff = await h.signIn("staff");
  tokens.free = await h.signIn("free");
});

const FATIMA = reviewerIdOf("fatima-sani");
const KUNLE = reviewerIdOf("kunle-adewale");
const FIRST = demoId("match:1");
const day = (daysAgo: number) =>
  new Date(TEST_NOW.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const result = (overrides: Record<string, unknown> = {}) => ({
  kind: "singles",
  sideA: [{ userId: MEMBER_ID }],
  sideB: [{ userId: FATIMA }],
  outcome: "completed",
  score: "6-3 6-2",
  playedOn: day(2),
  tournamentId: null,
  ...overrides,
});

const record = (body: unknown) => h.call("/staff/matches", { method: "POST", token: tokens.staff, body });

async function correct(id: string, changes: Record<string, unknown>) {
  const { body } = await h.call(`/staff/matches/${id}`, { token: tokens.staff });
  const match = StaffMatchResponse.parse(body).match;
  return h.call(`/staff/matches/${id}`, {
    method: "PUT",
    token: tokens.staff,
    body: {
      kind: match.kind,
      sideA: match.sideA.map((p) => ({ userId: p.userId })),
      sideB: match.sideB.map((p) => ({ userId: p.userId })),
      outcome: "completed",
      score: match.score,
      playedOn: match.playedAt!.slice(0, 10),
      tournamentId: match.tournamentId,
      version: match.version,
      ...changes,
    },
  });
}

async function summary(token: string) {
  const { status, body } = await h.call("/matchCustom/user", { token });
  expect(status).toBe(200);
  return MatchSummaryResponse.parse(body);
}

/** The stored points and current ratings against a full replay of every result as it now stands. */
async function expectKeptEqualsFullReplay() {
  const db = h.database.db;
  const results = (await loadMatches(db)).flatMap((m) => ratedResult(m) ?? []);
  const replayed = replayFrom(new Map(), results);
  const order = <T extends { resultId: string; userId: string; at: Date }>(list: T[]) =>
    list.toSorted(
      (x, y) => pointOrder({ ...x, rating: 0 }, { ...y, rating: 0 }) || (x.userId < y.userId ? -1 : 1),
    );
  const stored = await db
    .select({
      resultId: ratingPoints.matchId,
      userId: ratingPoints.userId,
      at: ratingPoints.playedAt,
      rating: ratingPoints.rating,
    })
    .from(ratingPoints);
  expect(replayed.length).toBeGreaterThan(0);
  expect(order(stored)).toEqual(order(replayed));
  const current = new Map<string, { rating: number; ratedMatches: number; lastPlayed: Date }>();
  for (const point of order(replayed)) {
    const before = current.get(point.userId);
    current.set(point.userId, {
      rating: point.rating,
      ratedMatches: (before?.ratedMatches ?? 0) + 1,
      lastPlayed: point.at,
    });
  }
  const players = await db.select().from(playerRatings).orderBy(asc(playerRatings.userId));
  expect(players).toEqual(
    [...current]
      .map(([userId, kept]) => ({ userId, ...kept }))
      .toSorted((x, y) => (x.userId < y.userId ? -1 : 1)),
  );
}

describe("kept ratings", () => {
  it("equal a full replay after results are recorded, corrected, confirmed and an account deleted", async () => {
    await expectKeptEqualsFullReplay();
    const recorded = await record(result({ playedOn: day(200) }));
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    await expectKeptEqualsFullReplay();
    // A correction that moves a result later replays from its old day; one that moves it earlier
    // replays from its new one.
    expect((await correct(recorded.body.match._id, { playedOn: day(3), score: "0-6 1-6" })).status).toBe(200);
    await expectKeptEqualsFullReplay();
    // (A tournament's result cannot move before its tournament: the recorded result moves instead.)
    expect((await correct(recorded.body.match._id, { playedOn: day(400), score: "6-0 6-0" })).status).toBe(
      200,
    );
    await expectKeptEqualsFullReplay();
    // A friendly counts once the other side confirms it.
    const scheduled = await h.call("/staff/friendlies", {
      method: "POST",
      token: tokens.staff,
      body: {
        kind: "singles",
        sideA: [{ userId: MEMBER_ID }],
        sideB: [{ userId: FREE_ID }],
        localDate: day(1),
        localTime: "09:00",
        court: "Court 1",
      },
    });
    const id = scheduled.body.match._id as string;
    await h.call(`/matches/${id}/report`, {
      method: "POST",
      token: tokens.free,
      body: { outcome: "completed", score: "6-3 6-4" },
    });
    expect((await h.call(`/matches/${id}/confirm`, { method: "POST", token: tokens.member })).status).toBe(
      200,
    );
    await expectKeptEqualsFullReplay();
    // A deleted account's results are no longer rated: everyone they played is replayed.
    const fatima = await h.signIn("player");
    expect(
      (await h.call("/delUserData", { method: "DELETE", token: fatima, body: { password: "Fatima123!" } }))
        .status,
    ).toBe(200);
    expect(await h.count(`rating_points where user_id = '${FATIMA}'`)).toBe(0);
    await expectKeptEqualsFullReplay();
  });

  it("stay equal to a full replay when results change at once", async () => {
    const corrections = await Promise.all([
      correct(FIRST, { score: "6-1 6-0" }),
      correct(demoId("match:3"), { playedOn: day(2) }),
    ]);
    const records = await Promise.all(
      [300, 5, 120, 40, 250, 10].map((daysAgo, i) =>
        record(
          result({
            playedOn: day(daysAgo),
            sideB: [{ userId: i % 2 ? KUNLE : FATIMA }],
            score: i % 3 ? "6-0 6-1" : "2-6 3-6",
          }),
        ),
      ),
    );
    expect(corrections.map((a) => a.status)).toEqual([200, 200]);
    expect(records.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    await expectKeptEqualsFullReplay();
  });

  it("are computed for existing results by the replay a migration leaves due, the same as before", async () => {
    const before = await summary(tokens.member);
    const ladder = (await h.call("/ladder")).body;
    const db = h.database.db;
    await db.delete(ratingPoints);
    await db.delete(playerRatings);
    await db.insert(ratingReplaysDue).values({ fromAt: new Date("1970-01-01T00:00:00Z") });
    await keepDueRatings(db);
    expect(await h.count("rating_replays_due")).toBe(0);
    await expectKeptEqualsFullReplay();
    expect(await summary(tokens.member)).toEqual(before);
    expect((await h.call("/ladder")).body).toEqual(ladder);
  });

  it("are what the summary and the ranking read, not a replay", async () => {
    const db = h.database.db;
    await db.update(ratingPoints).set({ rating: 9.87 }).where(sql`${ratingPoints.userId} = ${MEMBER_ID}`);
    await db.update(playerRatings).set({ rating: 16 }).where(sql`${playerRatings.userId} = ${MEMBER_ID}`);
    const read = await summary(tokens.member);
    expect(read.ratingHistory?.length).toBeGreaterThan(0);
    expect(read.ratingHistory?.every((p) => p.rating === 9.87)).toBe(true);
    expect(read.cMatch.improvement).toMatch(/ 9\.87 /);
    expect(read.cMatch.rank).toBe(1);
  });
});
