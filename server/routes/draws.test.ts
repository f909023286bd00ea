/** Tournament draws in the console: entrants from player tickets, seeding, swaps, publishing, results to the final. */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/all-calls";
import type { CallDeclaration } from "@/shared/api/calls";
import { type StaffDraw, StaffDrawResponse } from "@/shared/api/console-contract";
import {
  MemberDrawsResponse,
  OpenMatchesResponse,
  PublicDrawsResponse,
  PublicLadderResponse,
} from "@/shared/api/contract";
import { publicReviewerName } from "@/shared/domain/reviewer-name";
import {
  auditLog,
  messageOutbox,
  messageSettings,
  notifications,
  tickets,
  tournamentDraws,
  tournaments,
  users,
} from "../db/schema";
import { FREE_ID, MEMBER_ID, PENDING_ID, STAFF_ID } from "../db/seed";
import { reviewerIdOf, tournamentIdOf } from "../db/seed/catalogue";
import { defaultEventIdOf } from "../db/seed/events";
import { MIDDLE_ID, PARENT_ID } from "../db/seed/families";
import { signToken } from "../lib/tokens";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";
import { statementsDuring } from "../testing/statements";

let h: Harness;
const tokens = { member: "", staff: "" };
const tokenOf = (id: string) => signToken({ id, tokenVersion: 0 }, h.config.jwtSecret, TEST_NOW);

const ENUGU = tournamentIdOf("Enugu Club Series");
const STARTED = new Date("2026-11-08T08:00:00Z");
const PLAYERS = [
  MEMBER_ID,
  FREE_ID,
  PENDING_ID,
  ...["kunle-adewale", "fatima-sani", "femi-oladipo", "ahmed-garba", "dayo-ayodele"].map(reviewerIdOf),
];

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  tokens.member = await h.signIn("member");
  tokens.staff = await h.signIn("staff");
  // The tournament started on Sunday 8 November, two weeks before the tests' "now": its results
  // may be entered, for days from the 8th to the 22nd.
  await h.database.db.update(tournaments).set({ date: STARTED }).where(eq(tournaments.id, ENUGU));
  await h.database.db.delete(tickets);
  await h.database.db.insert(tickets).values([
    ...PLAYERS.map((userId, i) => ({
      userId,
      tournamentId: ENUGU,
      eventId: defaultEventIdOf(ENUGU),
      token: `TC-DRAW-${i}`,
      priceKobo: 300000,
    })),
    // A spectator holds a ticket too, and is not drawn.
    {
      userId: reviewerIdOf("sani-danjuma"),
      tournamentId: ENUGU,
      token: "TC-SEAT",
      priceKobo: 0,
      role: "spectator" as const,
    },
  ]);
});

/** The path of one of the draw's calls, for the Enugu tournament. */
const drawPath = (call: Pick<CallDeclaration, "path">) => pathOf(call, { id: ENUGU });
const path = drawPath(calls.staffDraw);
const post = async (call: Pick<CallDeclaration, "path">, body?: unknown) => {
  const { status, body: answer } = await h.call(drawPath(call), {
    method: "POST",
    token: tokens.staff,
    body,
  });
  return { status, answer };
};

/** Enters all 7 results of the published 8-player draw, the upper player winning each; the draw after. */
async function playToTheFinal() {
  let draw: StaffDraw | null = null;
  for (let round = 1; round <= 3; round++) {
    for (let index = 0; index < 2 ** (3 - round); index++) {
      const entered = await post(calls.drawResult, {
        round,
        index,
        outcome: "completed",
        score: "6-3 6-4",
        playedOn: `2026-11-1${round}`,
      });
      expect(entered.status, JSON.stringify(entered.answer)).toBe(201);
      draw = StaffDrawResponse.parse(entered.answer).draw;
    }
  }
  return draw!;
}

/** Makes and publishes the draw; the published draw. */
async function publishedDraw() {
  const made = StaffDrawResponse.parse((await post(calls.makeDraw)).answer).draw!;
  const published = await post(calls.publishDraw, { version: made.version });
  expect(published.status).toBe(200);
  return StaffDrawResponse.parse(published.answer).draw!;
}

/** Enters a result: the upper player wins with `score` unless it says otherwise. */
async function enter(round: number, index: number, score = "6-3 6-4") {
  const entered = await post(calls.drawResult, {
    round,
    index,
    outcome: "completed",
    score,
    playedOn: "2026-11-14",
  });
  expect(entered.status, JSON.stringify(entered.answer)).toBe(201);
  return StaffDrawResponse.parse(entered.answer).draw!;
}

const put = (body: unknown, token = tokens.staff) =>
  h
    .call(drawPath(calls.correctDrawResult), { method: "PUT", token, body })
    .then(({ status, body: answer }) => ({
      status,
      answer,
    }));

/** A correction of a played match: its place, a new score and the version it was read at. */
const correction = (draw: StaffDraw, round: number, index: number, score: string) => ({
  round,
  index,
  outcome: "completed",
  score,
  playedOn: "2026-11-15",
  version: draw.rounds[round - 1]![index]!.result!.version,
});

/** The member's draw matches on their Matches page (demo friendlies left aside). */
async function drawMatchesOf(userId: string) {
  const { status, body } = await h.call("/matches/open", { token: await tokenOf(userId) });
  expect(status).toBe(200);
  return OpenMatchesResponse.strict()
    .parse(body)
    .matches.filter((m) => m.draw !== null);
}

describe("draws", () => {
  it("are staff only", async () => {
    expect((await h.call(path, { token: tokens.member })).status).toBe(403);
    expect((await h.call(drawPath(calls.makeDraw), { method: "POST", token: tokens.member })).status).toBe(
      403,
    );
    expect((await h.call(path)).status).toBe(401);
  });

  it("draw the 8 playing ticket holders, seeds 1 and 2 apart; swap before publishing; results to the medallists", async () => {
    const before = StaffDrawResponse.parse((await h.call(path, { token: tokens.staff })).body);
    expect(before.draw).toBeNull();
    expect(before.entrants).toHaveLength(8);

    const made = await post(calls.makeDraw);
    expect(made.status, JSON.stringify(made.answer)).toBe(200);
    let { draw } = StaffDrawResponse.parse(made.answer);
    expect(draw?.rounds.map((r) => r.length)).toEqual([4, 2, 1]);
    expect(draw?.rounds[2]?.[0]?.roundName).toBe("Final");
    const first = draw!.rounds[0]!.flatMap((m) => [m.a, m.b]);
    const seeds = first.filter((p) => p?.seed).map((p) => [first.indexOf(p) < 4, p!.seed]);
    expect(seeds.toSorted()).toEqual([
      [false, 2],
      [true, 1],
    ]);
    expect(await h.count("audit_log where action = 'draw.make'")).toBe(1);

    // Swap the first two places, then a stale swap is refused.
    const swapped = await post(calls.swapDraw, { from: 0, to: 2, version: draw!.version });
    expect(swapped.status).toBe(200);
    const after = StaffDrawResponse.parse(swapped.answer).draw!;
    expect(after.rounds[0]![1]!.a?.userId).toBe(first[0]?.userId);
    expect((await post(calls.swapDraw, { from: 0, to: 1, version: draw!.version })).status).toBe(409);
    // Results wait for publishing.
    expect(
      (
        await post(calls.drawResult, {
          round: 1,
          index: 0,
          outcome: "completed",
          score: "6-1 6-1",
          playedOn: "2026-11-20",
        })
      ).status,
    ).toBe(409);

    const published = await post(calls.publishDraw, { version: after.version });
    expect(published.status).toBe(200);
    expect(h.siteDataChanges).toContain("draw published");
    expect((await post(calls.swapDraw, { from: 0, to: 1, version: after.version + 1 })).status).toBe(409);
    expect((await post(calls.makeDraw)).status).toBe(409);

    // The semi-final waits for its quarter-finals.
    expect(
      (
        await post(calls.drawResult, {
          round: 2,
          index: 0,
          outcome: "completed",
          score: "6-1 6-1",
          playedOn: "2026-11-20",
        })
      ).status,
    ).toBe(409);
    const bad = await post(calls.drawResult, {
      round: 1,
      index: 0,
      outcome: "completed",
      score: "6-1 5-1",
      playedOn: "2026-11-20",
    });
    expect(bad.status).toBe(400);
    // Refused entries change nothing on the site; each result entered rebuilds it.
    expect(h.siteDataChanges).toEqual(["draw published"]);
    draw = await playToTheFinal();
    expect(h.siteDataChanges).toEqual(["draw published", ...Array(7).fill("draw result entered")]);
    // The upper player wins every match: the top place of the bracket wins the draw.
    const top = draw!.rounds[0]![0]!.a!;
    expect(draw!.rounds[2]![0]!.winner).toBe(top.userId);
    expect(draw!.medallists?.winner).toBe(top.name);
    expect(draw!.medallists?.runnerUp).toBe(draw!.rounds[2]![0]!.b!.name);
    expect(
      await h.count(`tournament_draws where winner_id = '${top.userId}' and runner_up_id is not null`),
    ).toBe(1);
    expect(
      (
        await post(calls.drawResult, {
          round: 3,
          index: 0,
          outcome: "completed",
          score: "6-3 6-4",
          playedOn: "2026-11-20",
        })
      ).status,
    ).toBe(409);
    expect(await h.count("audit_log where action = 'draw.result'")).toBe(7);
    // Draw results are results: they count in the players' records.
    const summary = (await h.call("/matchCustom/user", { token: await tokenOf(top.userId) })).body;
    // The top seed may hold demo results newer than the draw's dates, so look the final up by name.
    const final = summary.matches.find(
      (m: { tournamentName: string }) => m.tournamentName === "Enugu Club Series, Final",
    );
    expect(final, JSON.stringify(summary.matches)).toMatchObject({ score: "6-3 6-4", won: true });
  });

  it("are public once published: public names as on the ladder, scores and medallists, no ids or ratings, for anyone", async () => {
    const publicDraws = async () => {
      const { status, body } = await h.call("/tournaments/draws");
      expect(status).toBe(200);
      return { raw: JSON.stringify(body), ...PublicDrawsResponse.strict().parse(body) };
    };
    const made = StaffDrawResponse.parse((await post(calls.makeDraw)).answer).draw!;
    expect((await publicDraws()).draws).toEqual([]);
    expect((await post(calls.publishDraw, { version: made.version })).status).toBe(200);
    const staffDraw = await playToTheFinal();
    // The finalists: an adult who chose first name and initial, and a junior. The others are
    // adults shown by full name.
    const staffFinal = staffDraw.rounds[2]![0]!;
    await h.database.db
      .update(users)
      .set({ ladderFullName: false })
      .where(eq(users.id, staffFinal.a!.userId));
    await h.database.db.update(users).set({ dob: "2012-03-04" }).where(eq(users.id, staffFinal.b!.userId));
    // Same answer with a member's token as without one: the call has no roles.
    const withToken = await h.call("/tournaments/draws", { token: tokens.member });
    const { raw, draws } = await publicDraws();
    expect(JSON.stringify(withToken.body)).toBe(raw);
    expect(draws).toHaveLength(1);
    const [draw] = draws;
    expect(draw?.tournamentName).toBe("Enugu Club Series");
    expect(draw?.rounds.map((r) => r.length)).toEqual([4, 2, 1]);
    const final = draw!.rounds[2]![0]!;
    expect(final).toMatchObject({ roundName: "Final", winner: "a", score: "6-3 6-4" });
    expect(final.a?.name).toBe(publicReviewerName(staffFinal.a!.name));
    expect(final.b?.name).toBe(publicReviewerName(staffFinal.b!.name));
    expect(draw?.medallists).toEqual({
      winner: publicReviewerName(staffDraw.medallists!.winner),
      runnerUp: publicReviewerName(staffDraw.medallists!.runnerUp),
    });
    const finalists = [staffFinal.a!.userId, staffFinal.b!.userId];
    const firstRound = draw!.rounds[0]!.flatMap((m) => [m.a, m.b]);
    for (const [i, p] of staffDraw.rounds[0]!.flatMap((m) => [m.a, m.b]).entries()) {
      if (!p) continue;
      if (finalists.includes(p.userId)) expect(raw).not.toContain(p.name);
      else expect(firstRound[i]?.name).toBe(p.name);
    }
    // No private data: no ids, ratings, contacts or dates of birth.
    for (const id of PLAYERS) expect(raw).not.toContain(id);
    expect(raw).not.toMatch(/userId|rating|matchId|email|dob/);
  });

  it("show on the public ladder once results are in: ranked players only, by public name, no ids", async () => {
    const { status, body } = await h.call("/ladder");
    expect(status).toBe(200);
    const ladder = PublicLadderResponse.strict().parse(body);
    const raw = JSON.stringify(body);
    expect(raw).not.toMatch(/userId|email|dob/);
    // The demo players are adults who did not choose first name and initial: full names.
    expect(ladder.adults.map((r) => r.name)).toContain("Fatima Sani");
    for (const row of ladder.juniors) expect(row.name).toMatch(/^\S+( \S\.)?$/);
    expect(ladder.adults.length).toBeLessThanOrEqual(20);
    expect(ladder.juniors.length).toBeLessThanOrEqual(20);
    expect(ladder.adults.map((r) => r.rating)).toEqual(
      ladder.adults.map((r) => r.rating).toSorted((a, b) => b - a),
    );
  });

  it("gives byes to the top seeds when the count is not a power of two", async () => {
    await h.database.db.delete(tickets);
    await h.database.db.insert(tickets).values(
      PLAYERS.slice(0, 6).map((userId, i) => ({
        userId,
        tournamentId: ENUGU,
        eventId: defaultEventIdOf(ENUGU),
        token: `TC-SIX-${i}`,
        priceKobo: 0,
      })),
    );
    const { draw } = StaffDrawResponse.parse((await post(calls.makeDraw)).answer);
    const byes = draw!.rounds[0]!.filter((m) => m.a === null || m.b === null);
    expect(byes).toHaveLength(2);
    expect(byes.map((m) => (m.a ?? m.b)?.seed).toSorted()).toEqual([1, 2]);
    // A bye's player is already in the next round.
    expect(draw!.rounds[1]!.some((m) => m.a?.seed === 1 || m.b?.seed === 1)).toBe(true);
  });

  it("leaves out a refunded (voided) ticket: 7 entrants, one bye for the top seed", async () => {
    const refunded = PLAYERS[3]!;
    await h.database.db
      .update(tickets)
      .set({ voidedAt: TEST_NOW })
      .where(and(eq(tickets.userId, refunded), eq(tickets.tournamentId, ENUGU)));
    const before = StaffDrawResponse.parse((await h.call(path, { token: tokens.staff })).body);
    expect(before.entrants.map((e) => e.userId)).not.toContain(refunded);
    expect(before.entrants).toHaveLength(7);
    const { draw } = StaffDrawResponse.parse((await post(calls.makeDraw)).answer);
    const drawn = draw!.rounds[0]!.flatMap((m) => [m.a?.userId, m.b?.userId]).filter(Boolean);
    expect(drawn.toSorted()).toEqual(PLAYERS.filter((id) => id !== refunded).toSorted());
    const byes = draw!.rounds[0]!.filter((m) => m.a === null || m.b === null);
    expect(byes.map((m) => (m.a ?? m.b)?.seed)).toEqual([1]);
  });

  it("refuses a cancelled tournament's draw (409), and keeps a cancelled tournament's draw off the public page", async () => {
    const made = StaffDrawResponse.parse((await post(calls.makeDraw)).answer).draw!;
    await h.database.db.update(tournaments).set({ cancelledAt: TEST_NOW }).where(eq(tournaments.id, ENUGU));
    const again = await post(calls.makeDraw);
    expect(again.status).toBe(409);
    expect(again.answer.message).toBe("This tournament is cancelled: it has no draw to make");
    const publish = await post(calls.publishDraw, { version: made.version });
    expect(publish.status).toBe(409);
    expect(publish.answer.message).toMatch(/cancelled/);
    // Published before the cancellation: the draw leaves the public page with it.
    await h.database.db.update(tournaments).set({ cancelledAt: null }).where(eq(tournaments.id, ENUGU));
    expect((await post(calls.publishDraw, { version: made.version })).status).toBe(200);
    expect(PublicDrawsResponse.parse((await h.call("/tournaments/draws")).body).draws).toHaveLength(1);
    await h.database.db.update(tournaments).set({ cancelledAt: TEST_NOW }).where(eq(tournaments.id, ENUGU));
    expect(PublicDrawsResponse.parse((await h.call("/tournaments/draws")).body).draws).toEqual([]);
  });

  it("refuses a draw of fewer than two players", async () => {
    await h.database.db.delete(tickets);
    const { status, answer } = await post(calls.makeDraw);
    expect(status).toBe(400);
    expect(answer.message).toBe(
      "A draw needs at least 2 players: this tournament has 0 playing ticket holders",
    );
  });
});

describe("publishing a draw", () => {
  it("tells every drawn player and their guardians once, through the messages outbox for those on WhatsApp, however often it is sent", async () => {
    // Emeka (13, no login) plays too: his mother is told about him.
    await h.database.db.insert(tickets).values({
      userId: MIDDLE_ID,
      tournamentId: ENUGU,
      eventId: defaultEventIdOf(ENUGU),
      token: "TC-DRAW-JUNIOR",
      priceKobo: 300000,
    });
    // The member takes club messages on WhatsApp first.
    await h.database.db.insert(messageSettings).values({
      userId: MEMBER_ID,
      optedIn: ["whatsapp"],
      channelOrder: ["whatsapp", "email", "sms", "push"],
    });
    const made = StaffDrawResponse.parse((await post(calls.makeDraw)).answer).draw!;
    const told = () =>
      h.database.db
        .select({ userId: notifications.userId, id: notifications.id, message: notifications.message })
        .from(notifications)
        .where(eq(notifications.title, "Draw published: Enugu Club Series"));
    expect(await told()).toEqual([]);
    // Two publishes at once, then one more: one is taken.
    const answers = await Promise.all([
      post(calls.publishDraw, { version: made.version }),
      post(calls.publishDraw, { version: made.version }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await post(calls.publishDraw, { version: made.version + 1 })).status).toBe(409);

    const rows = await told();
    expect(rows.map((r) => r.userId).sort()).toEqual([...PLAYERS, MIDDLE_ID, PARENT_ID].sort());
    expect(rows.find((r) => r.userId === PARENT_ID)!.message).toMatch(/published with Emeka \w+ in it\./);
    const messages = await h.database.db
      .select({
        userId: messageOutbox.userId,
        kind: messageOutbox.kind,
        notificationId: messageOutbox.notificationId,
      })
      .from(messageOutbox);
    expect(messages).toEqual([
      {
        userId: MEMBER_ID,
        kind: "draw-published",
        notificationId: rows.find((r) => r.userId === MEMBER_ID)!.id,
      },
    ]);
  });

  it("sends nothing to a player who turned draw messages off beyond the dashboard", async () => {
    await h.database.db.insert(messageSettings).values({
      userId: MEMBER_ID,
      optedIn: ["whatsapp"],
      channelOrder: ["whatsapp", "email", "sms", "push"],
      kindsOff: ["draw-published"],
    });
    const made = StaffDrawResponse.parse((await post(calls.makeDraw)).answer).draw!;
    expect((await post(calls.publishDraw, { version: made.version })).status).toBe(200);
    // The dashboard still shows it; no message goes beyond it.
    const [notice] = await h.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, MEMBER_ID))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(notice?.title).toBe("Draw published: Enugu Club Series");
    expect(await h.database.db.select().from(messageOutbox)).toEqual([]);
  });
});

describe("an entrant's draw matches on the Matches page", () => {
  it("appear once the draw is published, with the opponent and the tournament, read-only; not for others", async () => {
    const made = StaffDrawResponse.parse((await post(calls.makeDraw)).answer).draw!;
    expect(await drawMatchesOf(MEMBER_ID)).toEqual([]);
    await post(calls.publishDraw, { version: made.version });
    const first = made.rounds[0]!.find((m) => m.a?.userId === MEMBER_ID || m.b?.userId === MEMBER_ID)!;
    const opponent = first.a?.userId === MEMBER_ID ? first.b! : first.a!;
    const [tournament] = await h.database.db.select().from(tournaments).where(eq(tournaments.id, ENUGU));
    expect(await drawMatchesOf(MEMBER_ID)).toEqual([
      {
        _id: `draw:${ENUGU}:1:${first.index}`,
        status: "scheduled",
        kind: "singles",
        event: "Enugu Club Series, Quarter-final",
        scheduledAt: null,
        court: null,
        partner: null,
        opponents: opponent.name,
        score: null,
        canReport: false,
        canConfirm: false,
        draw: { startsAt: tournament!.date.toISOString(), venue: tournament!.location },
      },
    ]);
    // The opponent sees the same match from their side; a spectator and staff see nothing of it.
    expect((await drawMatchesOf(opponent.userId)).map((m) => m._id)).toEqual([
      `draw:${ENUGU}:1:${first.index}`,
    ]);
    expect(await drawMatchesOf(reviewerIdOf("sani-danjuma"))).toEqual([]);
    expect(await drawMatchesOf(STAFF_ID)).toEqual([]);
  });

  it("move on to the next round after a win; the loser has none left", async () => {
    const draw = await publishedDraw();
    const [upper, lower] = [draw.rounds[0]![0]!, draw.rounds[0]![1]!];
    await enter(1, 0);
    // The semi-final waits for the next quarter-final: its two players are named.
    expect(await drawMatchesOf(upper.a!.userId)).toMatchObject([
      {
        _id: `draw:${ENUGU}:2:0`,
        event: "Enugu Club Series, Semi-final",
        opponents: `the winner of ${lower.a!.name} and ${lower.b!.name}`,
      },
    ]);
    expect(await drawMatchesOf(upper.b!.userId)).toEqual([]);
    // A lower player wins the next quarter-final: now the opponent is known.
    await enter(1, 1, "2-6 3-6");
    expect((await drawMatchesOf(upper.a!.userId))[0]?.opponents).toBe(lower.b!.name);
    expect((await drawMatchesOf(lower.b!.userId))[0]?.opponents).toBe(upper.a!.name);
    // The final waits for a semi-final whose players are not known yet: not listed.
    await enter(2, 0);
    expect(await drawMatchesOf(upper.a!.userId)).toEqual([]);
  });

  it("leave friendlies as they were: the draw match sorts in by its tournament's start", async () => {
    await publishedDraw();
    const { body } = await h.call("/matches/open", { token: tokens.member });
    const matches = OpenMatchesResponse.strict().parse(body).matches;
    const friendlies = matches.filter((m) => m.draw === null);
    for (const friendly of friendlies)
      expect(friendly).toMatchObject({ draw: null, _id: expect.not.stringMatching(/^draw:/) });
    expect(matches.filter((m) => m.draw !== null)).toHaveLength(1);
    const times = matches.map((m) => Date.parse(m.scheduledAt ?? m.draw?.startsAt ?? "") || 0);
    expect(times).toEqual(times.toSorted((a, b) => a - b));
  });
});

describe("the open matches' reads", () => {
  it("are one statement besides the token's, friendlies and open draws together", async () => {
    let answer: Awaited<ReturnType<Harness["call"]>> | undefined;
    const statements = await statementsDuring(h.database.db, async () => {
      answer = await h.call("/matches/open", { token: tokens.member });
    });
    expect(statements).toBe(2);
    const friendlies = OpenMatchesResponse.strict().parse(answer?.body).matches;
    expect(friendlies.every((m) => m.draw === null)).toBe(true);

    // With a draw open to them, its matches and the next opponents' names are read as well.
    await publishedDraw();
    const withDraw = await statementsDuring(h.database.db, async () => {
      answer = await h.call("/matches/open", { token: tokens.member });
    });
    const matches = OpenMatchesResponse.strict().parse(answer?.body).matches;
    expect(matches.filter((m) => m.draw !== null)).toHaveLength(1);
    expect(matches.filter((m) => m.draw === null)).toEqual(friendlies);
    expect(withDraw).toBe(5);
  });
});

describe("an entrant's draws on the Matches page", () => {
  const drawsOf = async (userId: string) => {
    const { status, body } = await h.call("/matches/draws", { token: await tokenOf(userId) });
    expect(status).toBe(200);
    return MemberDrawsResponse.strict().parse(body).draws;
  };

  it("show each published draw the member plays in, as the public page does, their own places marked", async () => {
    expect((await h.call("/matches/draws")).status).toBe(401);
    const made = StaffDrawResponse.parse((await post(calls.makeDraw)).answer).draw!;
    expect(await drawsOf(MEMBER_ID)).toEqual([]);
    await post(calls.publishDraw, { version: made.version });
    await enter(1, 0);
    await enter(1, 1, "2-6 3-6");

    const [mine, ...others] = await drawsOf(MEMBER_ID);
    expect(others).toEqual([]);
    // The same draw as the public one, with `you` beside each player.
    const [shown] = PublicDrawsResponse.parse((await h.call("/tournaments/draws")).body).draws;
    const unmarked = JSON.parse(JSON.stringify(mine), (key, value) => (key === "you" ? undefined : value));
    expect(unmarked).toEqual(shown);
    const places = mine!.rounds.flatMap((round, r) =>
      round.flatMap((m, i) =>
        (["a", "b"] as const).filter((side) => m[side]?.you).map((side) => `${r + 1}:${i}:${side}`),
      ),
    );
    const staff = StaffDrawResponse.parse((await h.call(path, { token: tokens.staff })).body).draw!;
    const expected = staff.rounds.flatMap((round, r) =>
      round.flatMap((m, i) =>
        (["a", "b"] as const)
          .filter((side) => m[side]?.userId === MEMBER_ID)
          .map((side) => `${r + 1}:${i}:${side}`),
      ),
    );
    expect(places).toEqual(expected);
    expect(places.length).toBeGreaterThan(0);
    expect(JSON.stringify(mine)).not.toMatch(/userId|rating|matchId/);

    // Not for a spectator or staff; gone with a cancelled tournament.
    expect(await drawsOf(reviewerIdOf("sani-danjuma"))).toEqual([]);
    expect(await drawsOf(STAFF_ID)).toEqual([]);
    await h.database.db.update(tournaments).set({ cancelledAt: TEST_NOW }).where(eq(tournaments.id, ENUGU));
    expect(await drawsOf(MEMBER_ID)).toEqual([]);
  });
});

describe("correcting a draw result", () => {
  it("changes the score alone at any time: same winner, ratings replayed, audited, the site rebuilt", async () => {
    await publishedDraw();
    let draw = await enter(1, 0);
    const winner = draw.rounds[0]![0]!.a!;
    await enter(1, 1);
    draw = await enter(2, 0);
    const rated = async () =>
      (await h.call("/matchCustom/user", { token: await tokenOf(winner.userId) })).body.ratingHistory;
    const ratingsBefore = await rated();
    h.siteDataChanges.length = 0;
    const corrected = await put(correction(draw, 1, 0, "7-6 7-6"));
    expect(corrected.status, JSON.stringify(corrected.answer)).toBe(200);
    const after = StaffDrawResponse.parse(corrected.answer).draw!;
    expect(after.rounds[0]![0]).toMatchObject({
      score: "7-6 7-6",
      winner: winner.userId,
      result: { outcome: "completed", playedOn: "2026-11-15", sideOut: null },
    });
    expect(after.rounds[1]![0]!.winner).toBe(winner.userId);
    expect(h.siteDataChanges).toEqual(["draw result corrected"]);
    // Ratings are replayed from the results: a closer score moves them.
    expect(await rated()).not.toEqual(ratingsBefore);
    const [audit] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, "draw.correct"));
    expect(audit).toMatchObject({
      before: { round: 1, index: 0, score: "6-3 6-4", winnerId: winner.userId },
      after: { round: 1, index: 0, score: "7-6 7-6", winnerId: winner.userId, playedAt: expect.any(String) },
    });
  });

  it("changes the winner while the next round is unplayed, moving the new winner on; 409 once it is played", async () => {
    await publishedDraw();
    await enter(1, 0);
    let draw = await enter(1, 1);
    const first = draw.rounds[0]![0]!;
    const changed = await put(correction(draw, 1, 0, "3-6 4-6"));
    expect(changed.status, JSON.stringify(changed.answer)).toBe(200);
    draw = StaffDrawResponse.parse(changed.answer).draw!;
    expect(draw.rounds[0]![0]!.winner).toBe(first.b!.userId);
    expect(draw.rounds[1]![0]!.a?.userId).toBe(first.b!.userId);
    expect((await drawMatchesOf(first.b!.userId))[0]?._id).toBe(`draw:${ENUGU}:2:0`);
    expect(await drawMatchesOf(first.a!.userId)).toEqual([]);

    // Once the semi-final is played, the quarter-final's winner stays: correct the semi-final first.
    draw = await enter(2, 0);
    const refused = await put(correction(draw, 1, 0, "6-3 6-4"));
    expect(refused.status).toBe(409);
    expect(refused.answer.message).toMatch(/correct that match first/);
    expect((await put(correction(draw, 1, 0, "2-6 2-6"))).status).toBe(200);
    expect(await h.count("audit_log where action = 'draw.correct'")).toBe(2);
  });

  it("updates the medallists when the final's winner changes", async () => {
    await publishedDraw();
    let draw = await playToTheFinal();
    const final = draw.rounds[2]![0]!;
    expect(draw.medallists).toEqual({ winner: final.a!.name, runnerUp: final.b!.name });
    const corrected = await put(correction(draw, 3, 0, "4-6 6-3 8-10"));
    expect(corrected.status, JSON.stringify(corrected.answer)).toBe(200);
    draw = StaffDrawResponse.parse(corrected.answer).draw!;
    expect(draw.medallists).toEqual({ winner: final.b!.name, runnerUp: final.a!.name });
    expect(
      await h.count(
        `tournament_draws where winner_id = '${final.b!.userId}' and runner_up_id = '${final.a!.userId}'`,
      ),
    ).toBe(1);
    const [publicDraw] = (await h.call("/tournaments/draws")).body.draws;
    expect(publicDraw.rounds[2][0]).toMatchObject({ winner: "b", score: "4-6 6-3 8-10" });
  });

  it("is for staff only, and refuses a bad score, an unplayed match, an unknown place and a stale version", async () => {
    await publishedDraw();
    const draw = await enter(1, 0);
    const body = correction(draw, 1, 0, "6-4 6-4");
    expect((await put(body, tokens.member)).status).toBe(403);
    expect((await h.call(drawPath(calls.correctDrawResult), { method: "PUT", body })).status).toBe(401);
    const bad = await put({ ...body, score: "6-3 5-4" });
    expect(bad.status).toBe(400);
    expect(bad.answer.message).toMatch(/^score: /);
    expect((await put({ ...body, version: undefined })).status).toBe(400);
    expect((await put({ ...body, index: 1 })).answer).toEqual({
      message: "This match has no result yet: enter its result instead",
    });
    expect((await put({ ...body, round: 9 })).status).toBe(400);
    expect((await put({ ...body, version: body.version + 1 })).status).toBe(409);
    expect(await h.count("audit_log where action = 'draw.correct'")).toBe(0);
    expect(
      (
        await h.call(`/staff/tournaments/no-such-one/draw/result`, {
          method: "PUT",
          token: tokens.staff,
          body,
        })
      ).status,
    ).toBe(404);
  });

  it("takes one of two corrections of a match sent at once, and nothing of the other", async () => {
    await publishedDraw();
    const draw = await enter(1, 0);
    const answers = await Promise.all([
      put(correction(draw, 1, 0, "3-6 4-6")),
      put(correction(draw, 1, 0, "6-0 6-0")),
    ]);
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!;
    const saved = StaffDrawResponse.parse(won.answer).draw!.rounds[0]![0]!;
    const now = StaffDrawResponse.parse((await h.call(path, { token: tokens.staff })).body).draw!;
    expect(now.rounds[0]![0]).toEqual(saved);
    expect(saved.result?.version).toBe(draw.rounds[0]![0]!.result!.version + 1);
    expect(now.rounds[1]![0]!.a?.userId).toBe(saved.winner);
    expect(await h.count("audit_log where action = 'draw.correct'")).toBe(1);
  });

  it("keeps a draw match's winner and players out of the Results correction", async () => {
    await publishedDraw();
    const draw = await enter(1, 0);
    const played = draw.rounds[0]![0]!;
    const results = (score: string, version: number) => ({
      kind: "singles",
      sideA: [{ userId: played.a!.userId }],
      sideB: [{ userId: played.b!.userId }],
      outcome: "completed",
      score,
      playedOn: "2026-11-14",
      tournamentId: ENUGU,
      round: "Quarter-final",
      version,
    });
    const url = pathOf(calls.correctResult, { id: played.matchId });
    const refused = await h.call(url, { method: "PUT", token: tokens.staff, body: results("3-6 4-6", 1) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/correct its winner on the tournament's draw/);
    const scoreOnly = await h.call(url, { method: "PUT", token: tokens.staff, body: results("6-2 6-2", 1) });
    expect(scoreOnly.status, JSON.stringify(scoreOnly.body)).toBe(200);
  });
});

describe("draw results and the tournament's days", () => {
  const result = (playedOn: string) => ({
    round: 1,
    index: 0,
    outcome: "completed",
    score: "6-3 6-4",
    playedOn,
  });

  it("are refused before the tournament has started, with a clear message", async () => {
    await publishedDraw();
    // Starts on Saturday 28 November at 9:00 in Lagos, after the tests' Sunday 22nd.
    const later = new Date("2026-11-28T08:00:00Z");
    await h.database.db.update(tournaments).set({ date: later }).where(eq(tournaments.id, ENUGU));
    const early = await post(calls.drawResult, result("2026-11-22"));
    expect(early.status).toBe(409);
    expect(early.answer.message).toBe(
      "Enugu Club Series has not started yet: its results can be entered from 28 Nov 2026 at 9:00 AM",
    );
    expect(await h.count(`club_matches where tournament_id = '${ENUGU}'`)).toBe(0);
    // From its start they are taken.
    h.setNow(later);
    expect((await post(calls.drawResult, result("2026-11-28"))).status).toBe(201);
  });

  it("refuse a day in the future or before the tournament, for a result and a correction", async () => {
    await publishedDraw();
    const future = await post(calls.drawResult, result("2026-11-23"));
    expect(future).toMatchObject({
      status: 400,
      answer: { message: "The day it was played cannot be in the future" },
    });
    const before = await post(calls.drawResult, result("2026-11-07"));
    expect(before).toMatchObject({
      status: 400,
      answer: {
        message: "The day it was played cannot be before the tournament, which started on 8 Nov 2026",
      },
    });
    const draw = await enter(1, 0);
    const corrected = await put({ ...correction(draw, 1, 0, "6-2 6-2"), playedOn: "2026-11-30" });
    expect(corrected).toMatchObject({
      status: 400,
      answer: { message: "The day it was played cannot be in the future" },
    });
  });
});

describe("clearing a draw result", () => {
  const clear = (draw: StaffDraw, round: number, index: number, token = tokens.staff) =>
    h
      .call(drawPath(calls.clearDrawResult), {
        method: "POST",
        token,
        body: {
          round,
          index,
          matchId: draw.rounds[round - 1]![index]!.matchId,
          version: draw.rounds[round - 1]![index]!.result!.version,
        },
      })
      .then(({ status, body: answer }) => ({ status, answer }));

  it("takes the winner back out of the next round while it is unplayed, audited with the players' names", async () => {
    await publishedDraw();
    const played = await enter(1, 0);
    const match = played.rounds[0]![0]!;
    expect(played.rounds[1]![0]!.a?.userId).toBe(match.a!.userId);
    const cleared = await clear(played, 1, 0);
    expect(cleared.status, JSON.stringify(cleared.answer)).toBe(200);
    const draw = StaffDrawResponse.parse(cleared.answer).draw!;
    expect(draw.rounds[0]![0]).toMatchObject({ winner: null, score: null, matchId: null, result: null });
    expect(draw.rounds[1]![0]!.a).toBeNull();
    expect(await h.count(`club_matches where id = '${match.matchId}'`)).toBe(0);
    const [audit] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, "draw.clear"));
    expect(audit).toMatchObject({
      entityType: "match",
      entityId: match.matchId,
      actorId: STAFF_ID,
      after: null,
    });
    expect(audit?.before).toMatchObject({
      roundName: "Quarter-final",
      players: { a: match.a!.name, b: match.b!.name },
      score: "6-3 6-4",
      winnerId: match.a!.userId,
    });
    expect(h.siteDataChanges).toContain("draw result cleared");
    // The match takes a new result again.
    expect((await enter(1, 0, "2-6 2-6")).rounds[1]![0]!.a?.userId).toBe(match.b!.userId);
  });

  it("is refused once the next round's match is played, then allowed from the latest round back", async () => {
    await publishedDraw();
    await enter(1, 0);
    await enter(1, 1);
    const semi = await enter(2, 0);
    const refused = await clear(semi, 1, 0);
    expect(refused.status).toBe(409);
    expect(refused.answer.message).toMatch(/clear that match first/);
    const afterSemi = StaffDrawResponse.parse((await clear(semi, 2, 0)).answer).draw!;
    expect((await clear(afterSemi, 1, 0)).status).toBe(200);
  });

  it("clears the final's medallists", async () => {
    await publishedDraw();
    const final = await playToTheFinal();
    expect(final.medallists).not.toBeNull();
    const cleared = StaffDrawResponse.parse((await clear(final, 3, 0)).answer).draw!;
    expect(cleared.medallists).toBeNull();
    const [row] = await h.database.db
      .select()
      .from(tournamentDraws)
      .where(eq(tournamentDraws.tournamentId, ENUGU));
    expect(row).toMatchObject({ winnerId: null, runnerUpId: null });
  });

  it("takes one of two clears sent at once, refuses a stale version, an unplayed match, members and before the start", async () => {
    await publishedDraw();
    const played = await enter(1, 0);
    const both = await Promise.all([clear(played, 1, 0), clear(played, 1, 0)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await h.count(`audit_log where action = 'draw.clear'`)).toBe(1);
    const again = await enter(1, 0);
    expect((await clear(played, 1, 0)).status).toBe(409);
    const unplayed = await h.call(drawPath(calls.clearDrawResult), {
      method: "POST",
      token: tokens.staff,
      body: { round: 1, index: 1, matchId: played.rounds[0]![0]!.matchId, version: 1 },
    });
    expect(unplayed).toMatchObject({ status: 409, body: { message: "This match has no result to clear" } });
    expect((await clear(again, 1, 0, tokens.member)).status).toBe(403);
    h.setNow(new Date("2026-11-01T10:00:00Z"));
    expect((await clear(again, 1, 0)).answer.message).toMatch(/has not started yet/);
  });
});
