/**
 * Training sessions: groups and clashes, places and the waiting list (under concurrent joins), the
 * member's schedule, the coach's day, attendance taken offline and synced, notes, cancelling.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CoachSessionsResponse,
  MySessionsResponse,
  OpenGroupsResponse,
  RegisterResponse,
  SessionGroupResponse,
} from "@/shared/api/contract";
import type { Level } from "@/shared/domain/lists";
import {
  coachAccounts,
  makeUpCredits,
  sessionAttendance,
  sessionNotes,
  trainingSessions,
  trainingSubscriptions,
} from "../db/schema";
import { COACH_ACCOUNT_ID, MEMBER_COACH, MEMBER_ID, PENDING_COACH, STAFF_ID } from "../db/seed";
import { coachIdOf } from "../db/seed/catalogue";
import { signToken } from "../lib/tokens";
import { refreshLapsedOffers, sendSessionReminders } from "../sessions/reminders";
import { createHarness, type Harness } from "../testing/harness";
import { insertTestMember } from "../testing/members";
import { statementsDuring } from "../testing/statements";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const db = () => h.database.db;
const NOW = new Date("2026-11-22T12:00:00Z");

async function tokenOf(id: string) {
  const user = await db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });
  if (!user) throw new Error(`No user ${id}`);
  return signToken(user, h.config.jwtSecret, NOW);
}

/** A member with a running training package of this kind. */
async function player(packageKey = "standard", level: Level = "adult amatuer", fullName = "Ada Obi") {
  const made = await insertTestMember(db(), { jwtSecret: h.config.jwtSecret, now: NOW, level, fullName });
  await db()
    .insert(trainingSubscriptions)
    .values({
      userId: made.user.id,
      packageKey,
      duration: "1month",
      startsAt: new Date("2026-11-01T00:00:00Z"),
      endsAt: new Date("2026-12-20T00:00:00Z"),
    })
    .onConflictDoNothing();
  return made;
}

const early = {
  name: "Early birds",
  kind: "group",
  packageKey: "standard",
  venue: "Court 7",
  levels: ["adult amatuer", "adult mid-level"],
  capacity: 4,
  startsOn: "2026-11-23",
  endsOn: "2026-12-20",
  weekly: [
    { weekday: 2, time: "06:00" },
    { weekday: 4, time: "06:00" },
  ],
  minutes: 60,
  exceptions: ["2026-12-03"],
};

async function makeGroup(body: object = {}, token?: string) {
  const answer = await h.call("/sessions/groups", {
    method: "POST",
    token: token ?? (await tokenOf(STAFF_ID)),
    body: { coachId: coachIdOf(MEMBER_COACH), ...early, ...body },
  });
  return answer;
}

async function groupId(body: object = {}) {
  const answer = await makeGroup(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SessionGroupResponse.parse(answer.body).group._id;
}

/** The coach's (or anyone's) marks at a session, as the coach's app sends them. */
function putMarks(
  sessionId: string,
  token: string,
  marks: { userId: string; mark: string; markedAt: string }[],
) {
  return h.call(`/sessions/${sessionId}/attendance`, { method: "PUT", token, body: { marks } });
}

async function sessionsOf(id: string) {
  return db()
    .select()
    .from(trainingSessions)
    .where(eq(trainingSessions.groupId, id))
    .orderBy(trainingSessions.startsAt);
}

describe("setting up groups", () => {
  it("writes out the weekly sessions less the exceptions, audited", async () => {
    const answer = await makeGroup();
    expect(answer.status).toBe(200);
    const { group } = SessionGroupResponse.parse(answer.body);
    expect(group).toMatchObject({ name: "Early birds", placed: 0, waiting: 0, nextSession: "Tuesday 06:00" });
    const sessions = await sessionsOf(group._id);
    // Four Tuesdays and four Thursdays, less Thursday 3 December.
    expect(sessions).toHaveLength(7);
    expect(sessions[0]?.startsAt.toISOString()).toBe("2026-11-24T05:00:00.000Z");
    expect(
      await h.count(`audit_log where action = 'session.group-create' and entity_id = '${group._id}'`),
    ).toBe(1);
  });

  it("refuses a coach in two places and a court taken, naming the clash", async () => {
    await groupId();
    const coachBusy = await makeGroup({
      name: "Adults",
      venue: "Court 1",
      weekly: [{ weekday: 2, time: "06:30" }],
    });
    expect(coachBusy.status).toBe(409);
    expect(coachBusy.body.message).toBe(
      "Oluwaseun Adebayo is already coaching Early birds at Court 7 on Tuesday 24 November 2026, 06:30",
    );
    const courtTaken = await makeGroup({
      name: "Juniors",
      coachId: coachIdOf(PENDING_COACH),
      venue: "court 7",
      weekly: [{ weekday: 4, time: "06:45" }],
    });
    expect(courtTaken.status).toBe(409);
    expect(courtTaken.body.message).toBe(
      "court 7 is already taken by Early birds on Thursday 26 November 2026, 06:45",
    );
    const elsewhere = await makeGroup({
      name: "Juniors",
      coachId: coachIdOf(PENDING_COACH),
      venue: "Court 1",
      weekly: [{ weekday: 4, time: "06:45" }],
    });
    expect(elsewhere.status).toBe(200);
  });

  it("lets a linked coach set up their own groups only; members not at all", async () => {
    const coach = await tokenOf(COACH_ACCOUNT_ID);
    const own = await makeGroup({ coachId: undefined }, coach);
    expect(own.status).toBe(200);
    expect(own.body.group.coach.coachName).toBe(MEMBER_COACH);
    const other = await makeGroup({ coachId: coachIdOf(PENDING_COACH), venue: "Court 9" }, coach);
    expect(other.status).toBe(403);
    const member = await makeGroup({ venue: "Court 9" }, await tokenOf(MEMBER_ID));
    expect(member.status).toBe(403);
    // The groups each runs: the coach their own, a member none.
    const coachGroups = await h.call("/sessions/groups", { token: coach });
    expect(coachGroups.body.groups.map((g: { coach: { coachName: string } }) => g.coach.coachName)).toEqual(
      expect.arrayContaining([MEMBER_COACH]),
    );
    expect(
      new Set(coachGroups.body.groups.map((g: { coach: { coachName: string } }) => g.coach.coachName)),
    ).toEqual(new Set([MEMBER_COACH]));
    expect((await h.call("/sessions/groups", { token: await tokenOf(MEMBER_ID) })).body.groups).toEqual([]);
  });

  it("answers bad schedules with a 400 message", async () => {
    const backwards = await makeGroup({ endsOn: "2026-11-01" });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain("before the first day");
    const private2 = await makeGroup({ kind: "private", capacity: 2 });
    expect(private2.status).toBe(400);
    const noTime = await makeGroup({ weekly: [{ weekday: 2, time: "6pm" }] });
    expect(noTime.status).toBe(400);
  });
});

describe("places and the waiting list", () => {
  it("places exactly as many of twenty concurrent joiners as there are places; the rest wait in order", async () => {
    const id = await groupId();
    const players = await Promise.all(
      Array.from({ length: 20 }, (_, i) => player("standard", "adult amatuer", `Player ${i}`)),
    );
    const answers = await Promise.all(
      players.map(({ token }) => h.call(`/me/session-groups/${id}/join`, { method: "POST", token })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.state === "placed")).toHaveLength(4);
    expect(answers.filter((a) => a.body.state === "waiting")).toHaveLength(16);
    expect(await h.count(`group_places where group_id = '${id}' and state = 'placed'`)).toBe(4);
    const again = await h.call(`/me/session-groups/${id}/join`, {
      method: "POST",
      token: players[0]?.token ?? "",
    });
    expect(again.status).toBe(409);
  });

  it("offers a freed place to the first in line until a deadline, then to the next", async () => {
    const id = await groupId({ capacity: 1 });
    const [ada, bola, chidi] = await Promise.all([player(), player(), player()]);
    for (const p of [ada, bola, chidi])
      await h.call(`/me/session-groups/${id}/join`, { method: "POST", token: p.token });
    const early = await h.call(`/me/session-groups/${id}/accept`, { method: "POST", token: bola.token });
    expect(early.status).toBe(409);

    expect((await h.call(`/me/session-groups/${id}`, { method: "DELETE", token: ada.token })).status).toBe(
      200,
    );
    expect(
      await h.count(`notifications where user_id = '${bola.user.id}' and title = 'A training place is free'`),
    ).toBe(1);
    const list = OpenGroupsResponse.parse((await h.call("/me/session-groups", { token: bola.token })).body);
    expect(list.groups[0]).toMatchObject({ myState: "offered", offeredUntil: "2026-11-24T12:00:00.000Z" });
    // Chidi waits behind the offer: joining later cannot take it.
    const late = await player();
    expect(
      (await h.call(`/me/session-groups/${id}/join`, { method: "POST", token: late.token })).body.state,
    ).toBe("waiting");

    // Bola lets the deadline pass: the offer goes to Chidi, who accepts.
    h.setNow(new Date("2026-11-24T12:00:01Z"));
    expect(
      (await h.call(`/me/session-groups/${id}/accept`, { method: "POST", token: bola.token })).status,
    ).toBe(409);
    expect(
      await h.count(
        `notifications where user_id = '${chidi.user.id}' and title = 'A training place is free'`,
      ),
    ).toBe(1);
    const accepted = await h.call(`/me/session-groups/${id}/accept`, { method: "POST", token: chidi.token });
    expect(accepted.status).toBe(200);
    expect(await h.count(`group_places where group_id = '${id}' and state = 'placed'`)).toBe(1);
    expect(await h.count(`group_places where group_id = '${id}' and user_id = '${bola.user.id}'`)).toBe(0);
  });

  it("refuses players without a fitting package or level", async () => {
    const id = await groupId();
    const premium = await player("premium");
    const wrongPackage = await h.call(`/me/session-groups/${id}/join`, {
      method: "POST",
      token: premium.token,
    });
    expect(wrongPackage.status).toBe(400);
    expect(wrongPackage.body.message).toContain("standard package");
    const kid = await player("standard", "kids amatuer");
    expect((await h.call(`/me/session-groups/${id}/join`, { method: "POST", token: kid.token })).status).toBe(
      400,
    );
    const none = await insertTestMember(db(), { jwtSecret: h.config.jwtSecret, now: NOW });
    const noPackage = await h.call(`/me/session-groups/${id}/join`, { method: "POST", token: none.token });
    expect(noPackage.status).toBe(400);
    expect(noPackage.body.message).toBe("Joining a training group needs a running training package");
    const list = OpenGroupsResponse.parse((await h.call("/me/session-groups", { token: kid.token })).body);
    expect(list.groups).toEqual([]);
  });

  it("staff place a player while a place is free, telling the player and the coach", async () => {
    const id = await groupId({ capacity: 1 });
    const first = await player();
    const second = await player();
    const staff = await tokenOf(STAFF_ID);
    const placed = await h.call(`/sessions/groups/${id}/players`, {
      method: "POST",
      token: staff,
      body: { userId: first.user.id },
    });
    expect(placed.status).toBe(200);
    expect(
      await h.count(
        `notifications where user_id = '${COACH_ACCOUNT_ID}' and title = 'A new player in your group'`,
      ),
    ).toBe(1);
    expect(
      await h.count(`notifications where user_id = '${first.user.id}' and title = 'Your training group'`),
    ).toBe(1);
    expect(await h.count(`audit_log where action = 'session.place'`)).toBe(1);
    const full = await h.call(`/sessions/groups/${id}/players`, {
      method: "POST",
      token: staff,
      body: { userId: second.user.id },
    });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("Early birds is full (1 place): put Ada Obi on its waiting list");
    const byCoach = await h.call(`/sessions/groups/${id}/players`, {
      method: "POST",
      token: await tokenOf(COACH_ACCOUNT_ID),
      body: { userId: second.user.id },
    });
    expect(byCoach.status).toBe(403);
  });
});

describe("the member's schedule", () => {
  it("names the next session and lists the coming weeks; Can't come and its taking back tell the coach", async () => {
    const id = await groupId();
    const ada = await player();
    await h.call(`/me/session-groups/${id}/join`, { method: "POST", token: ada.token });
    const mine = MySessionsResponse.parse((await h.call("/me/sessions", { token: ada.token })).body);
    expect(mine.nextSession).toBe("Next session: Tuesday 06:00, Court 7, Coach Oluwaseun");
    expect(mine.sessions.length).toBe(7);
    const first = mine.sessions[0];
    const told = await h.call(`/me/sessions/${first?._id}/cant-come`, { method: "POST", token: ada.token });
    expect(told.status).toBe(200);
    expect(
      await h.count(`notifications where user_id = '${COACH_ACCOUNT_ID}' and title = 'A player can''t come'`),
    ).toBe(1);
    const after = MySessionsResponse.parse((await h.call("/me/sessions", { token: ada.token })).body);
    expect(after.sessions[0]?.cantCome).toBe(true);

    // Taken back before it starts, the coach told once however many times it is sent at once.
    const cantCome = `/me/sessions/${first?._id}/cant-come`;
    const takenBack = await Promise.all(
      [1, 2, 3].map(() => h.call(cantCome, { method: "DELETE", token: ada.token })),
    );
    expect(takenBack.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(takenBack.find((r) => r.status === 200)?.body.message).toBe(
      "Your coach knows you are coming after all",
    );
    expect(takenBack.find((r) => r.status === 409)?.body.message).toBe(
      "You have not said you can't come to this session",
    );
    expect(
      await h.count(
        `notifications where user_id = '${COACH_ACCOUNT_ID}' and title = 'A player can come after all'`,
      ),
    ).toBe(1);
    const coming = MySessionsResponse.parse((await h.call("/me/sessions", { token: ada.token })).body);
    expect(coming.sessions[0]?.cantCome).toBe(false);
    expect((await h.call(cantCome, { method: "POST", token: ada.token })).status).toBe(200);

    // Not someone else's session, and not once it started.
    const other = await player();
    expect(
      (await h.call(`/me/sessions/${first?._id}/cant-come`, { method: "POST", token: other.token })).status,
    ).toBe(403);
    expect((await h.call(cantCome, { method: "DELETE", token: other.token })).status).toBe(403);
    h.setNow(new Date("2026-11-24T05:01:00Z"));
    expect(
      (await h.call(`/me/sessions/${first?._id}/cant-come`, { method: "POST", token: ada.token })).status,
    ).toBe(409);
    const late = await h.call(cantCome, { method: "DELETE", token: ada.token });
    expect([late.status, late.body.message]).toEqual([
      409,
      "This session has started: tell your coach on court",
    ]);
  });

  it("gives a private calendar address that a new one replaces", async () => {
    const id = await groupId();
    const ada = await player();
    await h.call(`/me/session-groups/${id}/join`, { method: "POST", token: ada.token });
    const made = await h.call("/me/calendar-feed", { method: "POST", token: ada.token });
    const url = new URL(made.body.calendarUrl);
    const path = url.pathname.replace(/^\/api/, "");
    const feed = await h.app.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    const text = await feed.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(7);
    expect(text).toContain("DTSTART:20261124T050000Z");
    await h.call("/me/calendar-feed", { method: "POST", token: ada.token });
    expect((await h.app.request(path)).status).toBe(404);
    await h.call("/me/calendar-feed", { method: "DELETE", token: ada.token });
    expect((await h.call("/me/sessions", { token: ada.token })).body.calendarUrl).toBeNull();
  });
});

describe("the member's schedule over a long history", () => {
  const HOUR = 60 * 60 * 1000;
  const DAY = 24 * HOUR;

  it("lists four weeks each way, the newest shared notes and every credit, in two statements", async () => {
    const id = await groupId();
    const ada = await player();
    const bola = await player("standard", "adult mid-level", "Bola Ade");
    for (const p of [ada, bola])
      await h.call(`/me/session-groups/${id}/join`, { method: "POST", token: p.token });
    // Eighty days of sessions around now, one at 10:00 each day, and one under way now.
    const extra = Array.from({ length: 81 }, (_, i) => {
      const startsAt = new Date(Date.UTC(2026, 10, 22, 10) + (i - 40) * DAY);
      return { id: `${"ab".repeat(10)}${String(i).padStart(4, "0")}`, startsAt };
    });
    extra.push({ id: `${"ab".repeat(10)}9999`, startsAt: new Date(NOW.getTime() - HOUR / 2) });
    await db()
      .insert(trainingSessions)
      .values(
        extra.map(({ id: sessionId, startsAt }) => ({
          id: sessionId,
          groupId: id,
          coachId: coachIdOf(MEMBER_COACH),
          venue: "Court 7",
          startsAt,
          endsAt: new Date(startsAt.getTime() + HOUR),
        })),
      );
    const all = await sessionsOf(id);
    const past = all.filter((s) => s.startsAt < NOW);
    const marks = ["present", "late", "absent", "excused"] as const;
    await db()
      .insert(sessionAttendance)
      .values(
        past.flatMap((s, i) => [
          { sessionId: s.id, userId: ada.user.id, mark: marks[i % 4]!, markedAt: s.startsAt },
          { sessionId: s.id, userId: bola.user.id, mark: "absent" as const, markedAt: s.startsAt },
        ]),
      );
    // Twenty-five shared notes, and a newer one kept from the player.
    const noted = past.slice(-26);
    await db()
      .insert(sessionNotes)
      .values(
        noted.map((s, i) => ({
          sessionId: s.id,
          userId: ada.user.id,
          note: `Note ${i}`,
          shared: i < 25,
          updatedAt: s.startsAt,
        })),
      );
    const credited = past.slice(0, 3);
    await db()
      .insert(makeUpCredits)
      .values(
        credited.map((s, i) => ({
          id: `${"cd".repeat(11)}0${i}`,
          userId: ada.user.id,
          sessionId: s.id,
          issuedAt: new Date(s.startsAt.getTime() + i * 3 * DAY),
          expiresAt: new Date(s.startsAt.getTime() + 60 * DAY),
          usedAt: i === 1 ? NOW : null,
        })),
      );

    let answer: Awaited<ReturnType<Harness["call"]>> | undefined;
    const statements = await statementsDuring(db(), async () => {
      answer = await h.call("/me/sessions", { token: ada.token });
    });
    // The token's account, then the schedule.
    expect(statements).toBe(2);
    const mine = MySessionsResponse.parse(answer?.body);
    const until = NOW.getTime() + 28 * DAY;
    const since = NOW.getTime() - 28 * DAY;
    expect(mine.sessions.map((s) => s._id)).toEqual(
      all.filter((s) => s.endsAt > NOW && s.startsAt.getTime() < until).map((s) => s.id),
    );
    expect(mine.sessions[0]?._id).toBe(`${"ab".repeat(10)}9999`);
    expect(mine.nextSession).toBe("Next session: Monday 11:00, Court 7, Coach Oluwaseun");
    const lastFourWeeks = past.filter((s) => s.startsAt.getTime() >= since).reverse();
    expect(mine.attendance.map((a) => [a._id, a.mark])).toEqual(
      lastFourWeeks.map((s) => [s.id, marks[past.indexOf(s) % 4]]),
    );
    expect(mine.attendance[0]?._id).toBe(`${"ab".repeat(10)}9999`);
    expect(mine.notes.map((n) => n.note)).toEqual(Array.from({ length: 20 }, (_, i) => `Note ${24 - i}`));
    expect(mine.notes[0]).toEqual({
      sessionId: noted[24]?.id,
      startsAt: noted[24]?.startsAt.toISOString(),
      coachName: MEMBER_COACH,
      note: "Note 24",
    });
    expect(mine.credits.map((c) => [c._id, c.sessionStartsAt, c.usedAt])).toEqual([
      [`${"cd".repeat(11)}02`, credited[2]?.startsAt.toISOString(), null],
      [`${"cd".repeat(11)}01`, credited[1]?.startsAt.toISOString(), NOW.toISOString()],
      [`${"cd".repeat(11)}00`, credited[0]?.startsAt.toISOString(), null],
    ]);
  });

  it("takes each session into the lists its times put it in, at the edges of the four weeks", async () => {
    const id = await groupId();
    const ada = await player();
    await h.call(`/me/session-groups/${id}/join`, { method: "POST", token: ada.token });
    const MINUTE = 60 * 1000;
    const edges = {
      // Started exactly four weeks ago: the past list's oldest.
      fourWeeksAgo: [NOW.getTime() - 28 * DAY, HOUR],
      // A moment earlier: in neither list.
      beforeFourWeeks: [NOW.getTime() - 28 * DAY - MINUTE, HOUR],
      // Ended exactly now: past, no longer coming.
      endedNow: [NOW.getTime() - HOUR, HOUR],
      // Under way: past (it has started) and coming (it has not ended).
      underWay: [NOW.getTime() - MINUTE, HOUR],
      // Starts exactly now: coming, not yet past.
      startsNow: [NOW.getTime(), HOUR],
      // Starts a moment before four weeks ahead: coming; exactly four weeks ahead: in neither.
      lastComing: [NOW.getTime() + 28 * DAY - MINUTE, HOUR],
      fourWeeksAhead: [NOW.getTime() + 28 * DAY, HOUR],
    } as const;
    const ids = Object.fromEntries(
      Object.keys(edges).map((name, i) => [name, `${"ef".repeat(11)}${String(i).padStart(2, "0")}`]),
    ) as Record<keyof typeof edges, string>;
    await db()
      .insert(trainingSessions)
      .values(
        (Object.keys(edges) as (keyof typeof edges)[]).map((name) => ({
          id: ids[name],
          groupId: id,
          coachId: coachIdOf(MEMBER_COACH),
          venue: "Court 7",
          startsAt: new Date(edges[name][0]),
          endsAt: new Date(edges[name][0] + edges[name][1]),
        })),
      );
    await db()
      .insert(sessionAttendance)
      .values([
        { sessionId: ids.underWay, userId: ada.user.id, mark: "late", markedAt: NOW },
        { sessionId: ids.startsNow, userId: ada.user.id, toldByPlayer: true, mark: "excused", markedAt: NOW },
      ]);
    const mine = MySessionsResponse.parse((await h.call("/me/sessions", { token: ada.token })).body);
    const ours = new Set(Object.values(ids));
    expect(mine.sessions.map((s) => s._id).filter((s) => ours.has(s))).toEqual([
      ids.underWay,
      ids.startsNow,
      ids.lastComing,
    ]);
    expect(mine.sessions.find((s) => s._id === ids.startsNow)?.cantCome).toBe(true);
    expect(mine.sessions.find((s) => s._id === ids.underWay)?.cantCome).toBe(false);
    expect(mine.attendance.filter((a) => ours.has(a._id)).map((a) => [a._id, a.mark])).toEqual([
      [ids.underWay, "late"],
      [ids.endedNow, null],
      [ids.fourWeeksAgo, null],
    ]);
  });
});

describe("the coach's sessions", () => {
  async function setUp() {
    const id = await groupId();
    const ada = await player("standard", "adult amatuer", "Ada Obi");
    const bola = await player("standard", "adult mid-level", "Bola Ade");
    for (const p of [ada, bola])
      await h.call(`/me/session-groups/${id}/join`, { method: "POST", token: p.token });
    const [first] = await sessionsOf(id);
    if (!first) throw new Error("no session");
    return { id, ada, bola, session: first };
  }

  it("shows the week with rosters, takes attendance, and keeps the latest mark from a late sync", async () => {
    const { ada, bola, session } = await setUp();
    const coach = await tokenOf(COACH_ACCOUNT_ID);
    const week = CoachSessionsResponse.parse((await h.call("/coach/sessions", { token: coach })).body);
    const mine = week.sessions.find((s) => s._id === session.id);
    expect(mine?.roster.map((r) => r.fullName)).toEqual(["Ada Obi", "Bola Ade"]);
    expect(week.today).toBe("2026-11-22");

    h.setNow(new Date("2026-11-24T05:10:00Z"));
    const taken = await putMarks(session.id, coach, [
      { userId: ada.user.id, mark: "present", markedAt: "2026-11-24T05:02:00Z" },
      { userId: bola.user.id, mark: "late", markedAt: "2026-11-24T05:09:00Z" },
    ]);
    expect(taken.status).toBe(200);
    // A phone that was offline syncs an older tap: the later mark stays.
    const stale = await putMarks(session.id, coach, [
      { userId: bola.user.id, mark: "absent", markedAt: "2026-11-24T05:01:00Z" },
    ]);
    expect(stale.status).toBe(200);
    const roster = stale.body.session.roster as { fullName: string; mark: string }[];
    expect(roster.map((r) => [r.fullName, r.mark])).toEqual([
      ["Ada Obi", "present"],
      ["Bola Ade", "late"],
    ]);
    expect(await h.count(`audit_log where action = 'session.attendance'`)).toBe(2);
  });

  it("opens the register on the session's day: before it, only excused marks are taken", async () => {
    const { ada, bola, session } = await setUp();
    const coach = await tokenOf(COACH_ACCOUNT_ID);
    // Sunday 22 November in Lagos; the session is on Tuesday the 24th at 06:00.
    h.setNow(new Date("2026-11-22T10:00:00Z"));
    const early = await putMarks(session.id, coach, [
      { userId: ada.user.id, mark: "excused", markedAt: "2026-11-22T09:59:00Z" },
      { userId: bola.user.id, mark: "absent", markedAt: "2026-11-22T09:59:00Z" },
    ]);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      "The register of Tuesday 24 November 2026, 06:00 opens on the day: until then a player can only be marked excused",
    );
    expect(await h.count(`session_attendance where session_id = '${session.id}'`)).toBe(0);
    // A phone cannot open it early by saying the tap came later than it did.
    const claimed = await putMarks(session.id, coach, [
      { userId: bola.user.id, mark: "present", markedAt: "2026-11-24T05:00:00Z" },
    ]);
    expect(claimed.status).toBe(409);
    const excused = await putMarks(session.id, coach, [
      { userId: ada.user.id, mark: "excused", markedAt: "2026-11-22T09:59:00Z" },
    ]);
    expect(excused.status).toBe(200);
    // On the day, before the start, the coach takes the register as the players arrive.
    h.setNow(new Date("2026-11-24T04:50:00Z"));
    const onTheDay = await putMarks(session.id, coach, [
      { userId: bola.user.id, mark: "present", markedAt: "2026-11-24T04:49:00Z" },
    ]);
    expect(onTheDay.status).toBe(200);
    const roster = onTheDay.body.session.roster as { fullName: string; mark: string }[];
    expect(roster.map((r) => [r.fullName, r.mark])).toEqual([
      ["Ada Obi", "excused"],
      ["Bola Ade", "present"],
    ]);
  });

  it("refuses another coach's session (403) and strangers on the roster (400)", async () => {
    const { ada, session } = await setUp();
    const other = await insertTestMember(db(), { jwtSecret: h.config.jwtSecret, now: NOW, role: "coach" });
    await db()
      .insert(coachAccounts)
      .values({ coachId: coachIdOf(PENDING_COACH), userId: other.user.id, linkedAt: NOW });
    const mark = { userId: ada.user.id, mark: "present", markedAt: "2026-11-24T05:02:00Z" };
    const foreign = await putMarks(session.id, other.token, [mark]);
    expect(foreign.status).toBe(403);
    const member = await putMarks(session.id, ada.token, [mark]);
    expect(member.status).toBe(403);
    const stranger = await player();
    const unknown = await putMarks(session.id, await tokenOf(COACH_ACCOUNT_ID), [
      { ...mark, userId: stranger.user.id },
    ]);
    expect(unknown.status).toBe(400);
    expect((await h.call("/coach/sessions", { token: ada.token })).status).toBe(403);
  });

  it("keeps private notes from the player and shows shared ones", async () => {
    const { ada, session } = await setUp();
    const coach = await tokenOf(COACH_ACCOUNT_ID);
    await h.call(`/sessions/${session.id}/notes`, {
      method: "PUT",
      token: coach,
      body: { userId: ada.user.id, note: "Needs to watch the toss", shared: false },
    });
    expect((await h.call("/me/sessions", { token: ada.token })).body.notes).toEqual([]);
    const shared = await h.call(`/sessions/${session.id}/notes`, {
      method: "PUT",
      token: coach,
      body: { userId: ada.user.id, note: "Great backhand today", shared: true },
    });
    expect(shared.status).toBe(200);
    const notes = (await h.call("/me/sessions", { token: ada.token })).body.notes;
    expect(notes).toEqual([
      expect.objectContaining({ note: "Great backhand today", coachName: MEMBER_COACH }),
    ]);
  });

  it("cancels a session for rain: every player told at once with a make-up credit, once", async () => {
    const { ada, bola, session } = await setUp();
    const coach = await tokenOf(COACH_ACCOUNT_ID);
    const presses = await Promise.all(
      Array.from({ length: 3 }, () =>
        h.call(`/sessions/${session.id}/cancel`, { method: "POST", token: coach, body: { reason: "Rain" } }),
      ),
    );
    expect(presses.map((p) => p.status).sort()).toEqual([200, 409, 409]);
    for (const p of [ada, bola]) {
      expect(
        await h.count(`notifications where user_id = '${p.user.id}' and title = 'Session cancelled'`),
      ).toBe(1);
      expect(await h.count(`make_up_credits where user_id = '${p.user.id}'`)).toBe(1);
      const mine = MySessionsResponse.parse((await h.call("/me/sessions", { token: p.token })).body);
      expect(mine.sessions[0]).toMatchObject({ cancelled: true, cancelReason: "Rain" });
      expect(mine.nextSession).toBe("Next session: Thursday 06:00, Court 7, Coach Oluwaseun");
      expect(mine.credits).toHaveLength(1);
    }
    expect(h.mailer.sent.some((m) => m.subject.includes("Session cancelled"))).toBe(true);
    const [row] = await db()
      .select()
      .from(trainingSessions)
      .where(and(eq(trainingSessions.id, session.id)));
    expect(row?.cancelReason).toBe("Rain");
    const attendance = await putMarks(session.id, coach, [
      { userId: ada.user.id, mark: "present", markedAt: "2026-11-24T05:02:00Z" },
    ]);
    expect(attendance.status).toBe(409);
  });
});

describe("the demo data", () => {
  it("gives the demo coach a session today with attendance behind it, and the demo member a next session", async () => {
    const coach = CoachSessionsResponse.parse(
      (await h.call("/coach/sessions", { token: await tokenOf(COACH_ACCOUNT_ID) })).body,
    );
    const today = coach.sessions.filter((s) => s.date === coach.today);
    expect(today).toHaveLength(1);
    expect(today[0]?.roster.map((r) => r.fullName)).toContain("Tobi Adeyemi");
    const member = MySessionsResponse.parse(
      (await h.call("/me/sessions", { token: await tokenOf(MEMBER_ID) })).body,
    );
    expect(member.nextSession).toBe("Next session: Sunday 17:00, Court 2, Coach Oluwaseun");
    const staff = await tokenOf(STAFF_ID);
    const standard = RegisterResponse.parse(
      (await h.call("/staff/session-register?month=2026-11&packageKey=standard", { token: staff })).body,
    );
    const register = { rows: [] as RegisterResponse["rows"] };
    for (const group of standard.groups) {
      const answer = await h.call(`/staff/session-register?month=2026-11&groupId=${group.groupId}`, {
        token: staff,
      });
      register.rows.push(...RegisterResponse.parse(answer.body).rows);
    }
    expect(register.rows.some((r) => r.attended > 0)).toBe(true);
    expect(register.rows.some((r) => r.flagged)).toBe(true);
    expect(await h.count("training_groups")).toBeGreaterThanOrEqual(17);
  });
});

describe("a group's coming sessions", () => {
  it("are listed to staff and the group's coach, not to another coach or a member", async () => {
    const id = await groupId();
    const staff = await h.call(`/sessions/groups/${id}/sessions`, { token: await tokenOf(STAFF_ID) });
    expect(staff.status).toBe(200);
    expect(staff.body.sessions).toHaveLength(7);
    expect(
      (await h.call(`/sessions/groups/${id}/sessions`, { token: await tokenOf(COACH_ACCOUNT_ID) })).status,
    ).toBe(200);
    const other = await insertTestMember(db(), { jwtSecret: h.config.jwtSecret, now: NOW, role: "coach" });
    await db()
      .insert(coachAccounts)
      .values({ coachId: coachIdOf(PENDING_COACH), userId: other.user.id, linkedAt: NOW });
    expect((await h.call(`/sessions/groups/${id}/sessions`, { token: other.token })).status).toBe(403);
    expect(
      (await h.call(`/sessions/groups/${id}/sessions`, { token: await tokenOf(MEMBER_ID) })).status,
    ).toBe(403);
    expect(
      (await h.call("/sessions/groups/000000000000000000000000/sessions", { token: await tokenOf(STAFF_ID) }))
        .status,
    ).toBe(404);
  });
});

describe("reminders the day before", () => {
  it("tell each placed player once, not one who said Can't come", async () => {
    const id = await groupId({ weekly: [{ weekday: 2, time: "06:00" }] });
    const ada = await player();
    const bola = await player();
    for (const p of [ada, bola])
      await h.call(`/me/session-groups/${id}/join`, { method: "POST", token: p.token });
    const [first] = await sessionsOf(id);
    await h.call(`/me/sessions/${first?.id}/cant-come`, { method: "POST", token: bola.token });
    const monday = new Date("2026-11-23T10:00:00Z");
    const deps = { db: db(), mailer: h.mailer, config: h.config, now: () => monday };
    await Promise.all([sendSessionReminders(deps), sendSessionReminders(deps)]);
    await sendSessionReminders(deps);
    const reminded = (userId: string) =>
      h.count(`notifications where user_id = '${userId}' and title = 'Training tomorrow'`);
    expect(await reminded(ada.user.id)).toBe(1);
    expect(await reminded(bola.user.id)).toBe(0);
    // Not on the Sunday two days before (for Monday's demo sessions only).
    await h.call(`/me/session-groups/${id}`, { method: "DELETE", token: ada.token });
    await h.call(`/me/session-groups/${id}/join`, { method: "POST", token: ada.token });
    const sunday = { ...deps, now: () => new Date("2026-11-22T10:00:00Z") };
    await sendSessionReminders(sunday);
    expect(await reminded(ada.user.id)).toBe(1);
    expect(h.mailer.sent.some((m) => m.subject.includes("Training tomorrow"))).toBe(true);
  });

  it("withdraw a lapsed offer in the housekeeping and offer the place to the next in line", async () => {
    const id = await groupId({ capacity: 1 });
    const [ada, bola, chidi] = await Promise.all([player(), player(), player()]);
    for (const p of [ada, bola, chidi])
      await h.call(`/me/session-groups/${id}/join`, { method: "POST", token: p.token });
    await h.call(`/me/session-groups/${id}`, { method: "DELETE", token: ada.token });
    const later = {
      db: db(),
      mailer: h.mailer,
      config: h.config,
      now: () => new Date("2026-11-25T00:00:00Z"),
    };
    expect(await refreshLapsedOffers(later)).toBe(1);
    expect(
      await h.count(
        `group_places where group_id = '${id}' and user_id = '${chidi.user.id}' and state = 'offered'`,
      ),
    ).toBe(1);
    expect(await h.count(`group_places where group_id = '${id}' and user_id = '${bola.user.id}'`)).toBe(0);
  });
});

describe("the free quarterly session on court", () => {
  it("is marked used by the player's coach through the same redemption as staff, not by another coach", async () => {
    const coach = await tokenOf(COACH_ACCOUNT_ID);
    const week = CoachSessionsResponse.parse((await h.call("/coach/sessions", { token: coach })).body);
    const tobi = week.sessions.flatMap((s) => s.roster).find((r) => r.userId === MEMBER_ID);
    expect(tobi?.freeSession).toBe("available");
    const other = await insertTestMember(db(), { jwtSecret: h.config.jwtSecret, now: NOW, role: "coach" });
    await db()
      .insert(coachAccounts)
      .values({ coachId: coachIdOf(PENDING_COACH), userId: other.user.id, linkedAt: NOW });
    const foreign = await h.call(`/coach/players/${MEMBER_ID}/free-session`, {
      method: "POST",
      token: other.token,
    });
    expect(foreign.status).toBe(403);
    // The console's own call stays with staff.
    const byConsoleCall = await h.call(`/staff/free-sessions/${MEMBER_ID}/redeem`, {
      method: "POST",
      token: coach,
    });
    expect(byConsoleCall.status).toBe(403);
    const used = await h.call(`/coach/players/${MEMBER_ID}/free-session`, { method: "POST", token: coach });
    expect(used.status).toBe(200);
    expect(
      await h.count(`audit_log where action = 'member.free_session' and actor_id = '${COACH_ACCOUNT_ID}'`),
    ).toBe(1);
    const after = CoachSessionsResponse.parse((await h.call("/coach/sessions", { token: coach })).body);
    expect(after.sessions.flatMap((s) => s.roster).find((r) => r.userId === MEMBER_ID)?.freeSession).toBe(
      "used",
    );
  });
});
