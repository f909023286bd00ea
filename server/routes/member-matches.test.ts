/**
 * The member's match summary and the pages of their matches at a long history: the summary holds
 * the newest page and the latest rating points, the pages the rest, and both equal what reading the
 * member's whole history gives (docs/decisions/0265-a-members-reads-bounded.md).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/all-calls";
import { StaffMatchResponse } from "@/shared/api/console-contract";
import { type MatchResult, MatchSummaryResponse, MemberMatchesResponse } from "@/shared/api/contract";
import { improvementText, playerRatingOf } from "@/shared/domain/player-rating";
import { ratingPoints } from "../db/schema";
import { FREE_ID, MEMBER_ID } from "../db/seed";
import { reviewerIdOf, tournamentIdOf } from "../db/seed/catalogue";
import {
  FRIENDLY,
  loadMatches,
  MEMBER_MATCHES_PAGE,
  RATING_HISTORY_POINTS,
  scoreFor,
  sideOf,
} from "../lib/competition";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";
import { statementsDuring } from "../testing/statements";

let h: Harness;
const tokens = { member: "", staff: "", free: "" };
const FATIMA = reviewerIdOf("fatima-sani");
const KUNLE = reviewerIdOf("kunle-adewale");
const JUNE = tournamentIdOf("June Club Championship");
const RECORDED = 66;
const ids: string[] = [];

const day = (daysAgo: number) =>
  new Date(TEST_NOW.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  tokens.member = await h.signIn("member");
  tokens.staff = await h.signIn("staff");
  tokens.free = await h.signIn("free");
  // Three results a day, so pages break between results of one day; the member on either side,
  // winning and losing, with walkovers, retirements and doubles with a guest among them.
  for (let i = 0; i < RECORDED; i++) {
    const opponent = [FATIMA, KUNLE, FREE_ID][i % 3]!;
    const member = [{ userId: MEMBER_ID }];
    const other = [{ userId: opponent }];
    const doubles = i % 7 === 0;
    const body = {
      kind: doubles ? "doubles" : "singles",
      sideA: doubles ? [...member, { guestName: "Guest Partner" }] : i % 2 ? member : other,
      sideB: doubles ? [...other, { guestName: "Guest Opponent" }] : i % 2 ? other : member,
      outcome: i % 11 === 0 ? "walkover" : i % 13 === 0 ? "retired" : "completed",
      score: i % 11 === 0 ? "" : i % 13 === 0 ? "6-3 2-1" : i % 4 ? "6-3 6-2" : "3-6 7-6(4) 6-1",
      ...(i % 11 === 0 ? { sideOut: i % 2 ? "a" : "b" } : i % 13 === 0 ? { sideOut: "b" } : {}),
      playedOn: day(5 + Math.floor(i / 3)),
      ...(i % 5 === 0 ? { tournamentId: JUNE, round: `Round ${i}` } : { tournamentId: null }),
    };
    const { status, body: answer } = await h.call(pathOf(calls.recordResult), {
      method: "POST",
      token: tokens.staff,
      body,
    });
    expect(status, JSON.stringify(answer)).toBe(201);
    ids.push(StaffMatchResponse.parse(answer).match._id);
  }
  // Corrections move a result in the list and change who won: the listed rows follow.
  for (const [id, playedOn, score] of [
    [ids.at(-2)!, day(300), "1-6 2-6"],
    [ids[10]!, day(1), "7-5 6-4"],
  ] as const) {
    const { body } = await h.call(pathOf(calls.staffMatch, { id }), { token: tokens.staff });
    const { match } = StaffMatchResponse.parse(body);
    const corrected = await h.call(pathOf(calls.correctResult, { id }), {
      method: "PUT",
      token: tokens.staff,
      body: {
        kind: match.kind,
        sideA: match.sideA.map((p) => ({ userId: p.userId })),
        sideB: match.sideB.map((p) => ({ userId: p.userId })),
        outcome: "completed",
        score,
        playedOn,
        tournamentId: null,
        version: match.version,
      },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
  }
}, 120_000);
afterAll(() => h.close());

/** The member's matches as reading their whole history gives them, newest first. */
async function wholeHistory(): Promise<MatchResult[]> {
  return (await loadMatches(h.database.db))
    .flatMap((match) => {
      const side = sideOf(match, MEMBER_ID);
      return side && match.row.status === "confirmed" && match.row.playedAt ? [{ match, side }] : [];
    })
    .toSorted(
      (x, y) =>
        y.match.row.playedAt!.getTime() - x.match.row.playedAt!.getTime() ||
        (x.match.row.id < y.match.row.id ? 1 : -1),
    )
    .map(({ match, side }) => ({
      _id: match.row.id,
      tournamentName: [match.row.tournamentName ?? FRIENDLY, match.row.round].filter(Boolean).join(", "),
      opponent: (side === "a" ? match.sideB : match.sideA).map((p) => p.name).join(" / "),
      score: scoreFor(match.row, side),
      won: match.row.winner === side,
      playedAt: match.row.playedAt!.toISOString(),
    }));
}

describe("a member's matches at a long history", () => {
  it("sums up the whole history but lists only the newest page and the latest rating points", async () => {
    const whole = await wholeHistory();
    expect(whole.length).toBeGreaterThan(MEMBER_MATCHES_PAGE * 3);
    const { body } = await h.call("/matchCustom/user", { token: tokens.member });
    const summary = MatchSummaryResponse.parse(body);
    expect(summary.matches).toEqual(whole.slice(0, MEMBER_MATCHES_PAGE));
    expect(summary.moreMatches).toBe(true);

    const played = (await loadMatches(h.database.db)).flatMap((match) => {
      const side = sideOf(match, MEMBER_ID);
      return side &&
        match.row.status === "confirmed" &&
        match.row.playedAt &&
        match.row.outcome !== "walkover"
        ? [match.row.winner === side]
        : [];
    });
    expect(summary.cMatch.totalMatches).toBe(played.length);
    expect(summary.matchesWon).toBe(played.filter(Boolean).length);

    const points = await h.database.db
      .select({
        resultId: ratingPoints.matchId,
        userId: ratingPoints.userId,
        at: ratingPoints.playedAt,
        rating: ratingPoints.rating,
      })
      .from(ratingPoints)
      .where(eq(ratingPoints.userId, MEMBER_ID));
    const rating = playerRatingOf(points, TEST_NOW);
    expect(rating.history.length).toBeGreaterThan(RATING_HISTORY_POINTS);
    expect(summary.ratingHistory).toEqual(
      rating.history.slice(-RATING_HISTORY_POINTS).map((p) => ({ at: p.at.toISOString(), rating: p.rating })),
    );
    expect(summary.cMatch.improvement).toBe(improvementText(rating, TEST_NOW));
  });

  it("reads the summary in one statement besides the token's, its page as the pages read it", async () => {
    // The club's rank table is read once while the ratings stand (docs/decisions/0276).
    await h.call("/matchCustom/user", { token: tokens.member });
    let answer: Awaited<ReturnType<Harness["call"]>> | undefined;
    const statements = await statementsDuring(h.database.db, async () => {
      answer = await h.call("/matchCustom/user", { token: tokens.member });
    });
    // The token's account, then the versions the summary kept from the call before stands on
    // (member-summary-kept.test.ts); a first read is the figures with the newest page, one statement too.
    expect(statements).toBe(2);
    const summary = MatchSummaryResponse.parse(answer?.body);
    const newest = MemberMatchesResponse.parse(
      (await h.call(pathOf(calls.memberMatches), { token: tokens.member })).body,
    );
    expect({ matches: summary.matches, more: summary.moreMatches }).toEqual(newest);
  });

  it("pages through every earlier match once, in order", async () => {
    const whole = await wholeHistory();
    const summary = MatchSummaryResponse.parse(
      (await h.call("/matchCustom/user", { token: tokens.member })).body,
    );
    const listed = [...summary.matches];
    let more = summary.moreMatches;
    while (more) {
      const { status, body } = await h.call(`${pathOf(calls.memberMatches)}?before=${listed.at(-1)!._id}`, {
        token: tokens.member,
      });
      expect(status).toBe(200);
      const page = MemberMatchesResponse.parse(body);
      expect(page.matches.length).toBeLessThanOrEqual(MEMBER_MATCHES_PAGE);
      listed.push(...page.matches);
      more = page.more;
    }
    expect(listed).toEqual(whole);

    const newest = MemberMatchesResponse.parse(
      (await h.call(pathOf(calls.memberMatches), { token: tokens.member })).body,
    );
    expect(newest).toEqual({ matches: whole.slice(0, MEMBER_MATCHES_PAGE), more: true });
  });

  it("answers 404 for a match of someone else's and 400 for a malformed one", async () => {
    const { matches } = MatchSummaryResponse.parse(
      (await h.call("/matchCustom/user", { token: tokens.member })).body,
    );
    const notTheirs = (await loadMatches(h.database.db)).find((m) => !sideOf(m, MEMBER_ID))!;
    const other = await h.call(`${pathOf(calls.memberMatches)}?before=${notTheirs.row.id}`, {
      token: tokens.member,
    });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("That match is not one of your matches");
    expect(matches.length).toBe(MEMBER_MATCHES_PAGE);
    const bad = await h.call(`${pathOf(calls.memberMatches)}?before=${"x".repeat(65)}`, {
      token: tokens.member,
    });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe("string");
  });
});
