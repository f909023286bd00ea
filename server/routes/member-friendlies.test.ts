/**
 * Friendlies members arrange themselves (docs/decisions/0137-member-reported-friendlies.md): the
 * opponent is found among club members, the report waits for the opponent's confirmation (or
 * dispute), and only members report, never against themselves, never twice for one day.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FriendlyOpponentsResponse, MatchSummaryResponse, OpenMatchResponse } from "@/shared/api/contract";
import { users } from "../db/schema";
import { FREE_ID, MEMBER_ID, STAFF_ID } from "../db/seed";
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

/** A Lagos date `daysAgo` days before the tests' now (midday UTC: the same day in Lagos). */
const day = (daysAgo: number) =>
  new Date(TEST_NOW.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const friendly = (overrides: Record<string, unknown> = {}) => ({
  opponentId: FREE_ID,
  playedOn: day(1),
  outcome: "completed",
  score: "6-3 6-4",
  ...overrides,
});
const reportFriendly = (body: unknown, token = tokens.member) =>
  h.call("/friendlies", { method: "POST", token, body });
const opponents = (q: string, token = tokens.member) =>
  h.call(`/friendlies/opponents?q=${encodeURIComponent(q)}`, { token });
const summary = async (token: string) =>
  MatchSummaryResponse.parse((await h.call("/matchCustom/user", { token })).body);

describe("finding an opponent", () => {
  it("lists club members by a part of their name, never the caller or the staff", async () => {
    // A part of the name, in any case: "hiom" in Chioma only.
    const found = await opponents("HIOM");
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(FriendlyOpponentsResponse.parse(found.body).opponents).toEqual([
      { _id: FREE_ID, name: "Chioma Eze" },
    ]);
    expect((await opponents("Tobi")).body.opponents).toEqual([]);
    expect((await opponents("Club")).body.opponents).toEqual([]);
    // LIKE's wildcards are searched for as letters.
    expect((await opponents("%%")).body.opponents).toEqual([]);
  });

  it("names a junior by first name and initial", async () => {
    await h.database.db.update(users).set({ dob: "2013-04-01" }).where(eq(users.id, FREE_ID));
    expect((await opponents("Chioma")).body.opponents).toEqual([{ _id: FREE_ID, name: "Chioma E." }]);
  });

  it("answers only members, and a short or missing search with 400", async () => {
    expect((await h.call("/friendlies/opponents?q=chi")).status).toBe(401);
    expect(await opponents("chi", tokens.staff)).toMatchObject({ status: 403 });
    for (const q of ["", "c", "x".repeat(61)]) {
      const refused = await opponents(q);
      expect(refused.status).toBe(400);
      expect(typeof refused.body.message).toBe("string");
    }
    expect((await h.call("/friendlies/opponents", { token: tokens.member })).status).toBe(400);
  });
});

describe("reporting a friendly", () => {
  it("waits for the opponent, who confirms it: then it counts for both", async () => {
    const before = await summary(tokens.free);
    const reported = await reportFriendly(friendly());
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    expect(OpenMatchResponse.parse(reported.body).match).toMatchObject({
      status: "reported",
      event: "Friendly",
      opponents: "Chioma Eze",
      score: "6-3 6-4",
      canReport: false,
      canConfirm: false,
    });
    // A report alone is no result.
    expect((await summary(tokens.free)).cMatch.totalMatches).toBe(before.cMatch.totalMatches);
    expect(h.siteDataChanges).toEqual([]);
    expect(
      await h.count(
        `notifications where user_id = '${FREE_ID}' and title = 'Please confirm your match score'`,
      ),
    ).toBe(1);
    expect(h.mailer.sent.at(-1)?.subject).toBe("Please confirm your match score");
    expect(await h.count(`audit_log where action = 'match.report'`)).toBe(1);

    const id = reported.body.match._id as string;
    const theirs = (await h.call("/matches/open", { token: tokens.free })).body.matches;
    expect(theirs).toEqual([expect.objectContaining({ _id: id, score: "3-6 4-6", canConfirm: true })]);
    // The reporter cannot confirm their own report.
    expect((await h.call(`/matches/${id}/confirm`, { method: "POST", token: tokens.member })).status).toBe(
      403,
    );
    const confirmed = await h.call(`/matches/${id}/confirm`, { method: "POST", token: tokens.free });
    expect(confirmed.status).toBe(200);
    expect(h.siteDataChanges).toEqual(["match score confirmed"]);
    const after = await summary(tokens.free);
    expect(after.cMatch.totalMatches).toBe(before.cMatch.totalMatches + 1);
    expect(after.matches[0]).toMatchObject({ score: "3-6 4-6", won: false, tournamentName: "Friendly" });
  });

  it("can be disputed by the opponent, which sends it to staff", async () => {
    const reported = await reportFriendly(
      friendly({ outcome: "retired", score: "6-3 2-0", sideOut: "theirs" }),
    );
    expect(reported.status).toBe(201);
    const disputed = await h.call(`/matches/${reported.body.match._id}/dispute`, {
      method: "POST",
      token: tokens.free,
    });
    expect(disputed.body.match).toMatchObject({ status: "disputed" });
    expect(
      await h.count(`notifications where user_id = '${MEMBER_ID}' and title = 'Match score disputed'`),
    ).toBe(1);
  });

  it("is for members only", async () => {
    expect((await h.call("/friendlies", { method: "POST", body: friendly() })).status).toBe(401);
    const staff = await reportFriendly(friendly({ opponentId: MEMBER_ID }), tokens.staff);
    expect(staff).toMatchObject({ status: 403, body: { message: "Only club members report friendlies" } });
    const againstStaff = await reportFriendly(friendly({ opponentId: STAFF_ID }));
    expect(againstStaff).toMatchObject({ status: 404, body: { message: "No club member has this id" } });
    expect((await reportFriendly(friendly({ opponentId: "no-such-member" }))).status).toBe(404);
    expect(await h.count("club_matches where status = 'reported'")).toBe(0);
  });

  it("cannot be reported against yourself", async () => {
    const self = await reportFriendly(friendly({ opponentId: MEMBER_ID }));
    expect(self.status).toBe(400);
    expect(self.body.message).toMatch(/against yourself/);
  });

  it("refuses bad input with 400 and a message", async () => {
    const bad = [
      friendly({ opponentId: 42 }),
      friendly({ opponentId: "" }),
      friendly({ playedOn: "2026-02-30" }),
      friendly({ playedOn: day(-1) }),
      friendly({ playedOn: day(31) }),
      friendly({ score: "6-3 5-4" }),
      friendly({ outcome: "retired", score: "6-3 2-0" }),
      friendly({ outcome: "forfeit" }),
      { opponentId: FREE_ID },
      "not json",
    ];
    for (const body of bad) {
      const refused = await reportFriendly(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(typeof refused.body.message).toBe("string");
    }
    expect(await h.count("club_matches where status = 'reported'")).toBe(0);
  });

  it("takes one of two reports of the same friendly sent at once, by either player", async () => {
    const answers = await Promise.all([
      reportFriendly(friendly()),
      reportFriendly(friendly({ opponentId: MEMBER_ID, score: "3-6 4-6" }), tokens.free),
      reportFriendly(friendly()),
    ]);
    expect(answers.map((a) => a.status).toSorted()).toEqual([201, 409, 409]);
    expect(await h.count("club_matches where status = 'reported'")).toBe(1);
    // Another day is another friendly.
    expect((await reportFriendly(friendly({ playedOn: day(2) }))).status).toBe(201);
  });
});
