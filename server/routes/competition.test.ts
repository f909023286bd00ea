/** Match results in the console: roles, validation, audit, corrections replaying ratings. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  StaffMatchesResponse,
  StaffMatchResponse,
  StaffPlayersResponse,
} from "@/shared/api/console-contract";
import { MatchSummaryResponse } from "@/shared/api/contract";
import { FREE_ID, MEMBER_ID } from "../db/seed";
import { reviewerIdOf, tournamentIdOf } from "../db/seed/catalogue";
import { demoId } from "../db/seed/ids";
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

async function summary(token: string) {
  const { status, body } = await h.call("/matchCustom/user", { token });
  expect(status).toBe(200);
  return MatchSummaryResponse.parse(body);
}

async function record(body: unknown, token = tokens.staff) {
  return h.call("/staff/matches", { method: "POST", token, body });
}

describe("match result roles", () => {
  it.each([
    ["GET", "/staff/matches"],
    ["GET", `/staff/matches/${FIRST}`],
    ["POST", "/staff/matches"],
    ["PUT", `/staff/matches/${FIRST}`],
    ["GET", "/staff/players"],
  ])("%s %s: anonymous 401, member 403, staff through", async (method, path) => {
    const as = (token?: string) =>
      h.call(path, { method, ...(token ? { token } : {}), ...(method === "GET" ? {} : { body: {} }) });
    expect((await as()).status).toBe(401);
    const member = await as(tokens.member);
    expect(member.status).toBe(403);
    expect(member.body.message).toMatch(/Only club staff can do this/);
    expect([200, 400]).toContain((await as(tokens.staff)).status);
  });
});

describe("recording a result", () => {
  it("lists the demo results and the members to pick from", async () => {
    const list = StaffMatchesResponse.parse((await h.call("/staff/matches", { token: tokens.staff })).body);
    expect(list.total).toBe(20);
    expect(list.items[0]?.tournamentName).toBe("Friendly");
    const found = StaffMatchesResponse.parse(
      (await h.call("/staff/matches?q=uche", { token: tokens.staff })).body,
    );
    expect(found.total).toBe(3);
    const players = StaffPlayersResponse.parse(
      (await h.call("/staff/players", { token: tokens.staff })).body,
    );
    expect(players.players.map((p) => p.fullName)).toContain("Fatima Sani");
  });

  it("stores the score in normal form, audits it, and moves both players' ratings and records", async () => {
    const before = await summary(tokens.member);
    const audits = await h.count("audit_log where action = 'match.record'");
    const { status, body } = await record(result({ score: "6-3, 7-6 (4)" }));
    expect(status, JSON.stringify(body)).toBe(201);
    const { match } = StaffMatchResponse.parse(body);
    expect(match).toMatchObject({
      score: "6-3 7-6(4)",
      winner: "a",
      status: "confirmed",
      tournamentName: "Friendly",
    });
    expect(match.sideB).toEqual([{ userId: FATIMA, name: "Fatima Sani" }]);
    expect(await h.count("audit_log where action = 'match.record'")).toBe(audits + 1);
    // The public ladder follows the results: the site is rebuilt.
    expect(h.siteDataChanges).toEqual(["match result recorded"]);

    const after = await summary(tokens.member);
    expect(after.cMatch.totalMatches).toBe(before.cMatch.totalMatches + 1);
    expect(after.matchesWon).toBe(before.matchesWon + 1);
    expect(after.cMatch.improvement).not.toBe(before.cMatch.improvement);
    expect(after.matches[0]).toMatchObject({ opponent: "Fatima Sani", score: "6-3 7-6(4)", won: true });
    // The loser sees the score from her side.
    const fatima = await summary(await h.signIn("player"));
    expect(fatima.matches[0]).toMatchObject({ score: "3-6 6-7(4)", won: false });
  });

  it("records a tournament round, a retirement, a walkover and a doubles with a guest", async () => {
    const june = tournamentIdOf("June Club Championship");
    const round = await record(
      result({ tournamentId: june, round: "Final", score: "6-4 2-1", outcome: "retired", sideOut: "b" }),
    );
    expect(round.status, JSON.stringify(round.body)).toBe(201);
    expect(round.body.match).toMatchObject({
      round: "Final",
      score: "6-4 2-1 ret.",
      winner: "a",
      sideOut: "b",
    });
    const walkover = await record(result({ score: "", outcome: "walkover", sideOut: "a" }));
    expect(walkover.body.match).toMatchObject({ score: "w/o", winner: "b" });
    const doubles = await record(
      result({
        kind: "doubles",
        sideA: [{ userId: MEMBER_ID }, { guestName: "Tunde Bakare" }],
        sideB: [{ userId: FATIMA }, { userId: KUNLE }],
        score: "4-6 6-3 10-5",
      }),
    );
    expect(doubles.status, JSON.stringify(doubles.body)).toBe(201);
    expect(doubles.body.match.sideA).toEqual([
      { userId: MEMBER_ID, name: expect.any(String) },
      { userId: null, name: "Tunde Bakare" },
    ]);
    const mine = await summary(tokens.member);
    expect(mine.matches.some((m) => m.opponent === "Fatima Sani / Kunle Adewale")).toBe(true);
  });

  it.each([
    [{ score: "6-5 6-4" }, "score", "First set 6-5 is not finished: it goes to 7-5 or 6-6 and a tie-break"],
    [
      { score: "6-4 3-6 10-9" },
      "score",
      "Match tie-break 10-9 is not finished: it is won with 10 points and a lead of two",
    ],
    [
      { score: "6-4" },
      "score",
      "The match is not finished: someone must win two sets (or mark it as a retirement)",
    ],
    [{ sideB: [{ userId: MEMBER_ID }] }, "sideB", "A player can only be in a match once"],
    [{ kind: "doubles" }, "sideA", "A doubles side is two players"],
    [{ playedOn: "2026-02-30" }, "playedOn", "Use a real date as YYYY-MM-DD"],
    [{ sideB: [{ guestName: "" }] }, null, null],
  ])("refuses %j with a message", async (overrides, field, message) => {
    const { status, body } = await record(result(overrides));
    expect(status).toBe(400);
    expect(body.message).toBeTypeOf("string");
    if (field) expect(body.field).toBe(field);
    if (message) expect(body.message).toBe(`${field}: ${message}`);
  });

  it("refuses an unknown member or tournament", async () => {
    const stranger = await record(result({ sideB: [{ userId: "0".repeat(24) }] }));
    expect(stranger).toMatchObject({
      status: 400,
      body: { message: "One of the players is not a member of the club" },
    });
    const nowhere = await record(result({ tournamentId: "0".repeat(24) }));
    expect(nowhere).toMatchObject({ status: 400, body: { message: "This tournament does not exist" } });
  });

  it("refuses a tournament's result before it starts, and a day in the future or before the tournament", async () => {
    const enugu = tournamentIdOf("Enugu Club Series");
    const early = await record(result({ tournamentId: enugu, playedOn: day(0) }));
    expect(early).toMatchObject({
      status: 409,
      body: {
        message:
          "Enugu Club Series has not started yet: its results can be entered from 28 Nov 2026 at 9:00 AM",
      },
    });
    const future = await record(result({ playedOn: day(-1) }));
    expect(future).toMatchObject({
      status: 400,
      body: { message: "The day it was played cannot be in the future" },
    });
    const june = tournamentIdOf("June Club Championship");
    const beforeJune = await record(result({ tournamentId: june, playedOn: "2026-06-12" }));
    expect(beforeJune).toMatchObject({
      status: 400,
      body: {
        message: "The day it was played cannot be before the tournament, which started on 13 Jun 2026",
      },
    });
    expect((await record(result({ tournamentId: june, playedOn: "2026-06-13" }))).status).toBe(201);
  });
});

describe("correcting a result", () => {
  async function firstMatch() {
    const { body } = await h.call(`/staff/matches/${FIRST}`, { token: tokens.staff });
    return StaffMatchResponse.parse(body).match;
  }
  const asInput = (match: Awaited<ReturnType<typeof firstMatch>>, score: string) => ({
    kind: match.kind,
    sideA: match.sideA.map((p) => ({ userId: p.userId })),
    sideB: match.sideB.map((p) => ({ userId: p.userId })),
    outcome: "completed",
    score,
    playedOn: match.playedAt!.slice(0, 10),
    tournamentId: match.tournamentId,
    version: match.version,
  });

  it("replays every later rating and audits before and after", async () => {
    const before = await summary(tokens.member);
    const match = await firstMatch();
    expect(match.score).toBe("4-6 3-6");
    const { status, body } = await h.call(`/staff/matches/${FIRST}`, {
      method: "PUT",
      token: tokens.staff,
      body: asInput(match, "6-0 6-0"),
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.match).toMatchObject({ score: "6-0 6-0", winner: "a", version: match.version + 1 });
    expect(h.siteDataChanges).toEqual(["match result corrected"]);
    const after = await summary(tokens.member);
    expect(after.matchesWon).toBe(before.matchesWon + 1);
    expect(after.cMatch.improvement).not.toBe(before.cMatch.improvement);
    expect(
      await h.count(
        "audit_log where action = 'match.correct' and before->>'score' = '4-6 3-6' and after->>'score' = '6-0 6-0'",
      ),
    ).toBe(1);
  });

  it("takes one of two corrections made from the same version; the other gets 409", async () => {
    const match = await firstMatch();
    const put = (score: string) =>
      h.call(`/staff/matches/${FIRST}`, { method: "PUT", token: tokens.staff, body: asInput(match, score) });
    const answers = await Promise.all([put("6-1 6-1"), put("6-2 6-2")]);
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 409]);
    expect(await h.count("audit_log where action = 'match.correct'")).toBe(1);
  });
});

describe("friendlies", () => {
  const friendly = (overrides: Record<string, unknown> = {}) => ({
    kind: "singles",
    sideA: [{ userId: MEMBER_ID }],
    sideB: [{ userId: FREE_ID }],
    localDate: day(1),
    localTime: "17:00",
    court: "Court 2, Ikoyi Club",
    ...overrides,
  });

  async function schedule() {
    const { status, body } = await h.call("/staff/friendlies", {
      method: "POST",
      token: tokens.staff,
      body: friendly(),
    });
    expect(status, JSON.stringify(body)).toBe(201);
    return StaffMatchResponse.parse(body).match;
  }

  const report = (id: string, token: string, body: unknown) =>
    h.call(`/matches/${id}/report`, { method: "POST", token, body });

  it("staff schedule one: both players are told by notification and mail, and see it under their open matches", async () => {
    expect(
      (await h.call("/staff/friendlies", { method: "POST", token: tokens.member, body: friendly() })).status,
    ).toBe(403);
    const match = await schedule();
    expect(match).toMatchObject({ status: "scheduled", court: "Court 2, Ikoyi Club", score: null });
    expect(await h.count(`notifications where title = 'Friendly match scheduled'`)).toBe(2);
    expect(h.mailer.sent.map((m) => m.subject).toSorted()).toHaveLength(2);
    expect(h.mailer.sent[0]?.text).toContain("Court 2, Ikoyi Club");
    expect(await h.count(`audit_log where action = 'match.schedule'`)).toBe(1);
    const open = (await h.call("/matches/open", { token: tokens.free })).body;
    expect(open.matches).toEqual([
      expect.objectContaining({
        _id: match._id,
        status: "scheduled",
        canReport: true,
        canConfirm: false,
        event: "Friendly",
      }),
    ]);
    const refused = await h.call("/staff/friendlies", {
      method: "POST",
      token: tokens.staff,
      body: friendly({ localTime: "25:00", sideB: [{ userId: MEMBER_ID }] }),
    });
    expect(refused.status).toBe(400);
  });

  it("one player reports from their side, the other confirms, and it counts for both", async () => {
    const match = await schedule();
    const before = await summary(tokens.free);
    expect(before.cMatch.totalMatches).toBe(0);
    // The free member (side B) won 6-3 6-4 and says so from their side.
    const reported = await report(match._id, tokens.free, { outcome: "completed", score: "6-3 6-4" });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    expect(reported.body.match).toMatchObject({ status: "reported", score: "6-3 6-4", canConfirm: false });
    // A report alone changes no result: the site waits for the confirmation.
    expect(h.siteDataChanges).toEqual([]);
    const memberView = (await h.call("/matches/open", { token: tokens.member })).body.matches[0];
    expect(memberView).toMatchObject({ score: "3-6 4-6", canConfirm: true });
    expect(h.mailer.sent.at(-1)?.subject).toBe("Please confirm your match score");
    // The reporter cannot confirm their own report, and nobody can report twice.
    expect(
      (await h.call(`/matches/${match._id}/confirm`, { method: "POST", token: tokens.free })).status,
    ).toBe(403);
    expect((await report(match._id, tokens.member, { outcome: "completed", score: "6-0 6-0" })).status).toBe(
      409,
    );
    const confirmed = await h.call(`/matches/${match._id}/confirm`, {
      method: "POST",
      token: tokens.member,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.match.status).toBe("confirmed");
    expect(h.siteDataChanges).toEqual(["match score confirmed"]);
    const after = await summary(tokens.free);
    expect(after.cMatch.totalMatches).toBe(1);
    expect(after.matchesWon).toBe(1);
    expect(after.matches[0]).toMatchObject({ score: "6-3 6-4", won: true, tournamentName: "Friendly" });
    expect(await h.count(`audit_log where action in ('match.report', 'match.confirm')`)).toBe(2);
  });

  it("takes one of two confirmations sent at once", async () => {
    const match = await schedule();
    await report(match._id, tokens.free, { outcome: "completed", score: "6-3 6-4" });
    const answers = await Promise.all([
      h.call(`/matches/${match._id}/confirm`, { method: "POST", token: tokens.member }),
      h.call(`/matches/${match._id}/confirm`, { method: "POST", token: tokens.member }),
    ]);
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 409]);
    expect(await h.count(`audit_log where action = 'match.confirm'`)).toBe(1);
  });

  it("a dispute goes to staff, who correct it into a confirmed result", async () => {
    const match = await schedule();
    await report(match._id, tokens.free, { outcome: "retired", score: "6-3 2-0", sideOut: "theirs" });
    const disputed = await h.call(`/matches/${match._id}/dispute`, {
      method: "POST",
      token: tokens.member,
    });
    expect(disputed.body.match).toMatchObject({ status: "disputed", canConfirm: false });
    // A disputed score is no result: nothing to rebuild until staff settle it.
    expect(h.siteDataChanges).toEqual([]);
    const listed = StaffMatchesResponse.parse(
      (await h.call("/staff/matches?status=disputed", { token: tokens.staff })).body,
    );
    expect(listed.items.map((m) => m._id)).toEqual([match._id]);
    expect(listed.items[0]).toMatchObject({ score: "3-6 0-2 ret.", winner: "b", sideOut: "a" });
    const corrected = await h.call(`/staff/matches/${match._id}`, {
      method: "PUT",
      token: tokens.staff,
      body: {
        ...result({ sideB: [{ userId: FREE_ID }], score: "6-3 6-2" }),
        version: listed.items[0]!.version,
      },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.match.status).toBe("confirmed");
    expect(h.siteDataChanges).toEqual(["match result corrected"]);
    expect((await h.call("/matches/open", { token: tokens.member })).body.matches).toEqual([]);
  });

  it("refuses a stranger, an impossible score and a report on a settled match", async () => {
    const match = await schedule();
    const stranger = await report(match._id, await h.signIn("player"), {
      outcome: "completed",
      score: "6-3 6-4",
    });
    expect(stranger).toMatchObject({ status: 404, body: { message: "This match is not one of yours" } });
    const impossible = await report(match._id, tokens.free, { outcome: "completed", score: "6-3 5-4" });
    expect(impossible.status).toBe(400);
    expect(impossible.body.message).toBe(
      "score: Second set 5-4 is not finished: a set is won with 6 games and a lead of two",
    );
    expect(
      (await h.call(`/matches/${match._id}/confirm`, { method: "POST", token: tokens.member })).status,
    ).toBe(409);
  });
});
