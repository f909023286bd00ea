/**
 * The summary a server keeps (docs/decisions/0299-reads-at-a-big-clubs-size.md): sent again only
 * while the club's results and ratings stand and the clock has not moved what it shows; otherwise
 * read afresh. Every answer is checked against the summary read afresh at the same moment.
 */
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPROVEMENT_DAYS } from "@/shared/domain/player-rating";
import { RANKING_MONTHS } from "@/shared/domain/ranking";
import { clubMatches, clubMatchPlayers, playerRatings, ratingPoints, users } from "../db/schema";
import { MEMBER_ID } from "../db/seed";
import { memberSummary } from "../lib/competition";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";
import { statementTextsDuring } from "../testing/statements";

const DAY_MS = 86_400_000;

let h: Harness;
let token = "";
let now = TEST_NOW;

beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  token = await h.signIn("member");
});
afterAll(() => h.close());

/** The summary the API sends at `now`, as text, checked against the summary read afresh. */
async function sentSummary(at: Date = now): Promise<string> {
  if (at !== now) {
    now = at;
    h.setNow(at);
    // A token is good for a while from when it was given.
    token = await h.signIn("member");
  }
  const answer = await h.call("/matchCustom/user", { token });
  expect(answer.status).toBe(200);
  const fresh = await memberSummary(h.database.db, MEMBER_ID, at);
  expect(answer.body).toEqual(JSON.parse(JSON.stringify(fresh)));
  return JSON.stringify(answer.body);
}

describe("the summary a server keeps", () => {
  it("is sent again while what it shows stands, reading only the versions besides the token", async () => {
    const first = await sentSummary(TEST_NOW);
    let again = "";
    const statements = await statementTextsDuring(h.database.db, async () => {
      again = await sentSummary(TEST_NOW);
    });
    expect(again).toBe(first);
    // The token's account and the versions; the fresh read beside them is the check's own.
    const apiStatements = statements.slice(0, 2);
    expect(apiStatements.some((text) => text.includes("results_version"))).toBe(true);
    expect(apiStatements.some((text) => text.includes("json_agg"))).toBe(false);
    // The demo member has rated matches, a rank and a page of matches: the kept answer is not empty.
    const summary = JSON.parse(first);
    expect(summary.matches.length).toBeGreaterThan(0);
    expect(summary.cMatch.rank).not.toBeNull();
  });

  it("is read afresh after any change to what it shows, however it is written", async () => {
    const { db } = h.database;
    const [newest] = await db
      .select({ matchId: clubMatchPlayers.matchId })
      .from(clubMatchPlayers)
      .where(and(eq(clubMatchPlayers.userId, MEMBER_ID), isNotNull(clubMatchPlayers.listedAt)))
      .orderBy(desc(clubMatchPlayers.listedAt), desc(clubMatchPlayers.matchId))
      .limit(1);
    const matchId = newest!.matchId;
    // The member ranked second is behind the one ranked first, in their age group.
    const [other] = await db
      .select({ userId: playerRatings.userId })
      .from(playerRatings)
      .where(
        sql`${playerRatings.userId} <> ${MEMBER_ID} and ${playerRatings.rating} > (select r.rating from ${playerRatings} r where r.user_id = ${MEMBER_ID})`,
      )
      .limit(1);
    const seen = [await sentSummary()];
    const changes: Array<() => Promise<unknown>> = [
      // A score corrected, as another server or a replay would write it.
      () => db.update(clubMatches).set({ score: "6-0 6-0" }).where(eq(clubMatches.id, matchId)),
      // The opponents as recorded.
      () =>
        db
          .update(clubMatchPlayers)
          .set({ opponent: "Someone Else" })
          .where(and(eq(clubMatchPlayers.matchId, matchId), eq(clubMatchPlayers.userId, MEMBER_ID))),
      // The member's latest rating point.
      () =>
        db
          .update(ratingPoints)
          .set({ rating: sql`${ratingPoints.rating} + 0.5` })
          .where(eq(ratingPoints.userId, MEMBER_ID)),
      // The member's kept rating, above everyone's: their rank follows.
      () => db.update(playerRatings).set({ rating: 99 }).where(eq(playerRatings.userId, MEMBER_ID)),
      // Another member's, above the member's.
      () => db.update(playerRatings).set({ rating: 100 }).where(eq(playerRatings.userId, other!.userId)),
      // Several changes in one transaction.
      () =>
        db.transaction(async (tx) => {
          await tx.update(clubMatches).set({ round: "Final" }).where(eq(clubMatches.id, matchId));
          await tx
            .update(clubMatches)
            .set({ tournamentName: "Renamed Cup" })
            .where(eq(clubMatches.id, matchId));
        }),
      // The match deleted.
      () => db.delete(clubMatches).where(eq(clubMatches.id, matchId)),
      // The member's birth date, moving them to the juniors.
      () =>
        db
          .update(users)
          .set({ dob: new Date(now.getTime() - 12 * 365 * DAY_MS).toISOString().slice(0, 10) })
          .where(eq(users.id, MEMBER_ID)),
    ];
    for (const [i, change] of changes.entries()) {
      await change();
      seen.push(await sentSummary());
      // Each change shows in the answer.
      expect(seen.at(-1), `change ${i}`).not.toBe(seen.at(-2));
    }
  });

  it("is read afresh when the clock moves its improvement line's baseline or a rank's window", async () => {
    await h.reset();
    token = await h.signIn("member");
    const { db } = h.database;
    const points = await db
      .select({ at: ratingPoints.playedAt })
      .from(ratingPoints)
      .where(eq(ratingPoints.userId, MEMBER_ID))
      .orderBy(desc(ratingPoints.playedAt))
      .limit(4);
    const rated = await db.select({ lastPlayed: playerRatings.lastPlayed }).from(playerRatings).limit(6);
    const edges = [
      // The baseline is the member's rating at or before IMPROVEMENT_DAYS ago.
      ...points.map(({ at }) => at.getTime() + IMPROVEMENT_DAYS * DAY_MS),
      // A rated member leaves the ranking RANKING_MONTHS after their last rated match.
      ...rated.map(({ lastPlayed }) => {
        const lapse = new Date(lastPlayed);
        lapse.setUTCMonth(lapse.getUTCMonth() + RANKING_MONTHS);
        return lapse.getTime();
      }),
    ].sort((a, b) => a - b);
    const moments = edges.flatMap((edge) => [edge - 1, edge, edge + 1]).map((ms) => new Date(ms));
    const answers = new Set<string>();
    for (const moment of [...moments, ...moments.toReversed()]) answers.add(await sentSummary(moment));
    // The moments did change what the summary shows.
    expect(answers.size).toBeGreaterThan(2);
  });
});
