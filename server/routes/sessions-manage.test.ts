/**
 * Managing training groups after set-up: staff and the group's coach change its coach, court,
 * places, weekly times, dates and days off (clashes refused, coming sessions moved, players told);
 * staff place a player or put them on a full group's waiting list; places freed at once are offered
 * to exactly as many as are free; a coach books a private lesson for their own player; the roster
 * names a junior's guardian; a member (and a guardian acting for a child) sees past attendance.
 */
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CoachSessionsResponse, MySessionsResponse, SessionGroupResponse } from "@/shared/api/contract";
import type { Level } from "@/shared/domain/lists";
import {
  coachAccounts,
  groupPlaces,
  guardianships,
  sessionAttendance,
  trainingSessions,
  trainingSubscriptions,
} from "../db/schema";
import { COACH_ACCOUNT_ID, MEMBER_COACH, PENDING_COACH, STAFF_ID } from "../db/seed";
import { coachIdOf } from "../db/seed/catalogue";
import { PARENT_ID, YOUNGEST_ID } from "../db/seed/families";
import { signToken } from "../lib/tokens";
import { createHarness, type Harness } from "../testing/harness";
import { insertTestMember } from "../testing/members";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const db = () => h.database.db;
const NOW = new Date("2026-11-22T12:00:00Z");

/** A token of the user, signed at `at` (the tests' clock unless said). */
async function tokenOf(id: string, at = NOW) {
  const user = await db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });
  if (!user) throw new Error(`No user ${id}`);
  return signToken(user, h.config.jwtSecret, at);
}

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
  coachId: coachIdOf(MEMBER_COACH),
  venue: "Court 7",
  levels: ["adult amatuer", "adult mid-level"],
  capacity: 4,
  startsOn: "2026-11-23",
  endsOn: "2026-12-20",
  weekly: [{ weekday: 2, time: "06:00" }],
  minutes: 60,
  exceptions: [] as string[],
};

async function makeGroup(body: object = {}) {
  const answer = await h.call("/sessions/groups", {
    method: "POST",
    token: await tokenOf(STAFF_ID),
    body: { ...early, ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SessionGroupResponse.parse(answer.body).group._id;
}

const startsOf = async (groupId: string) =>
  (
    await db()
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.groupId, groupId))
      .orderBy(trainingSessions.startsAt)
  ).map((s) => `${s.startsAt.toISOString()} ${s.venue}`);

const join = (groupId: string, token: string) =>
  h.call(`/me/session-groups/${groupId}/join`, { method: "POST", token });

describe("editing a group", () => {
  it("moves the coming sessions to the new times and court, keeps the past ones, tells the players, audited", async () => {
    const id = await makeGroup({ startsOn: "2026-11-23" });
    const ada = await player();
    await join(id, ada.token);
    // A week on: the first Tuesday (24 Nov) has taken place and was marked.
    h.setNow(new Date("2026-11-28T12:00:00Z"));
    const [first] = await db().select().from(trainingSessions).where(eq(trainingSessions.groupId, id));
    if (!first) throw new Error("no session");
    await db().insert(sessionAttendance).values({
      sessionId: first.id,
      userId: ada.user.id,
      mark: "present",
      markedAt: first.startsAt,
    });
    const answer = await h.call(`/sessions/groups/${id}`, {
      method: "PUT",
      token: await tokenOf(STAFF_ID),
      body: {
        ...early,
        venue: "Court 8",
        weekly: [{ weekday: 4, time: "07:00" }],
        minutes: 90,
        exceptions: ["2026-12-10"],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe("Early birds is changed");
    expect(await startsOf(id)).toEqual([
      "2026-11-24T05:00:00.000Z Court 7",
      "2026-12-03T06:00:00.000Z Court 8",
      "2026-12-17T06:00:00.000Z Court 8",
    ]);
    expect(await h.count(`session_attendance where session_id = '${first.id}'`)).toBe(1);
    expect(
      await h.count(
        `notifications where user_id = '${ada.user.id}' and title = 'Your training times changed' and message like '%Thursday 07:00 at Court 8%'`,
      ),
    ).toBe(1);
    expect(await h.count(`audit_log where action = 'session.group-edit' and entity_id = '${id}'`)).toBe(1);
  });

  it("refuses a coach or court taken by another group (409 naming it), and places below those taken", async () => {
    const id = await makeGroup();
    await makeGroup({ name: "Dawn drills", venue: "Court 9", weekly: [{ weekday: 3, time: "06:00" }] });
    const staff = await tokenOf(STAFF_ID);
    const clash = await h.call(`/sessions/groups/${id}`, {
      method: "PUT",
      token: staff,
      body: { ...early, weekly: [{ weekday: 3, time: "06:30" }] },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      "Oluwaseun Adebayo is already coaching Dawn drills at Court 9 on Wednesday 25 November 2026, 06:30",
    );
    const court = await h.call(`/sessions/groups/${id}`, {
      method: "PUT",
      token: staff,
      body: {
        ...early,
        coachId: coachIdOf(PENDING_COACH),
        venue: "court 9",
        weekly: [{ weekday: 3, time: "06:30" }],
      },
    });
    expect(court.status).toBe(409);
    expect(court.body.message).toBe(
      "court 9 is already taken by Dawn drills on Wednesday 25 November 2026, 06:30",
    );
    // Its own sessions never clash with themselves.
    const same = await h.call(`/sessions/groups/${id}`, { method: "PUT", token: staff, body: early });
    expect(same.status).toBe(200);

    const [ada, bola] = await Promise.all([player(), player()]);
    await join(id, ada.token);
    await join(id, bola.token);
    const fewer = await h.call(`/sessions/groups/${id}`, {
      method: "PUT",
      token: staff,
      body: { ...early, capacity: 1 },
    });
    expect(fewer.status).toBe(409);
    expect(fewer.body.message).toBe("2 players have a place in Early birds: give it at least 2 places");
    expect(await h.count(`audit_log where action = 'session.group-edit'`)).toBe(1);
  });

  it("lets the group's coach change it but not hand it to another coach; another coach gets 403", async () => {
    const id = await makeGroup();
    const coach = await tokenOf(COACH_ACCOUNT_ID);
    const own = await h.call(`/sessions/groups/${id}`, {
      method: "PUT",
      token: coach,
      body: { ...early, coachId: undefined, capacity: 6 },
    });
    expect(own.status).toBe(200);
    expect(own.body.group.capacity).toBe(6);
    const handOver = await h.call(`/sessions/groups/${id}`, {
      method: "PUT",
      token: coach,
      body: { ...early, coachId: coachIdOf(PENDING_COACH) },
    });
    expect(handOver.status).toBe(403);
    const other = await insertTestMember(db(), { jwtSecret: h.config.jwtSecret, now: NOW, role: "coach" });
    await db()
      .insert(coachAccounts)
      .values({ coachId: coachIdOf(PENDING_COACH), userId: other.user.id, linkedAt: NOW });
    const foreign = await h.call(`/sessions/groups/${id}`, {
      method: "PUT",
      token: other.token,
      body: early,
    });
    expect(foreign.status).toBe(403);
    const kind = await h.call(`/sessions/groups/${id}`, {
      method: "PUT",
      token: await tokenOf(STAFF_ID),
      body: { ...early, packageKey: "premium" },
    });
    expect(kind.status).toBe(400);
  });

  it("offers new places to the waiting list when the places grow", async () => {
    const id = await makeGroup({ capacity: 1 });
    const [ada, bola] = await Promise.all([player(), player()]);
    await join(id, ada.token);
    expect((await join(id, bola.token)).body.state).toBe("waiting");
    await h.call(`/sessions/groups/${id}`, {
      method: "PUT",
      token: await tokenOf(STAFF_ID),
      body: { ...early, capacity: 2 },
    });
    expect(await h.count(`group_places where user_id = '${bola.user.id}' and state = 'offered'`)).toBe(1);
  });
});

describe("staff placing players", () => {
  it("refuses a full group except onto its waiting list, audited", async () => {
    const id = await makeGroup({ capacity: 1 });
    const [ada, bola] = await Promise.all([player(), player("standard", "adult amatuer", "Bola Ade")]);
    await join(id, ada.token);
    const staff = await tokenOf(STAFF_ID);
    const full = await h.call(`/sessions/groups/${id}/players`, {
      method: "POST",
      token: staff,
      body: { userId: bola.user.id },
    });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("Early birds is full (1 place): put Bola Ade on its waiting list");
    const waiting = await h.call(`/sessions/groups/${id}/players`, {
      method: "POST",
      token: staff,
      body: { userId: bola.user.id, waitingList: true },
    });
    expect(waiting.status).toBe(200);
    expect(waiting.body).toEqual({
      message: "Bola Ade is on the waiting list of Early birds",
      state: "waiting",
    });
    expect(await h.count(`audit_log where action = 'session.place' and after->>'state' = 'waiting'`)).toBe(1);
    // Freed, the place is offered to Bola with a deadline rather than given past the line.
    await h.call(`/me/session-groups/${id}`, { method: "DELETE", token: ada.token });
    expect(await h.count(`group_places where user_id = '${bola.user.id}' and state = 'offered'`)).toBe(1);
  });

  it("fills exactly the free places when twenty placements arrive at once", async () => {
    const id = await makeGroup({ capacity: 3 });
    const players = await Promise.all(
      Array.from({ length: 20 }, (_, i) => player("standard", "adult amatuer", `Player ${i}`)),
    );
    const staff = await tokenOf(STAFF_ID);
    const answers = await Promise.all(
      players.map((p) =>
        h.call(`/sessions/groups/${id}/players`, {
          method: "POST",
          token: staff,
          body: { userId: p.user.id },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(17);
    expect(await h.count(`group_places where group_id = '${id}' and state = 'placed'`)).toBe(3);
  });
});

describe("places freed at once", () => {
  it("are offered to exactly as many waiting players as are free, and twenty accepts cannot overfill", async () => {
    const id = await makeGroup({ capacity: 3 });
    const players = await Promise.all(
      Array.from({ length: 23 }, (_, i) => player("standard", "adult amatuer", `Player ${i}`)),
    );
    for (const p of players) await join(id, p.token);
    const [a, b, c, ...queue] = players;
    if (!a || !b || !c) throw new Error("no players");
    // Three leave at once, and every waiting player presses Accept at the same moment.
    await Promise.all(
      [a, b, c].map((p) => h.call(`/me/session-groups/${id}`, { method: "DELETE", token: p.token })),
    );
    expect(await h.count(`group_places where group_id = '${id}' and state = 'offered'`)).toBe(3);
    const accepts = await Promise.all(
      queue.map((p) => h.call(`/me/session-groups/${id}/accept`, { method: "POST", token: p.token })),
    );
    expect(accepts.filter((r) => r.status === 200)).toHaveLength(3);
    expect(accepts.filter((r) => r.status === 409)).toHaveLength(17);
    // The first three in line took them.
    const placed = await db()
      .select({ userId: groupPlaces.userId })
      .from(groupPlaces)
      .where(and(eq(groupPlaces.groupId, id), eq(groupPlaces.state, "placed")));
    expect(placed.map((p) => p.userId).sort()).toEqual(
      queue
        .slice(0, 3)
        .map((p) => p.user.id)
        .sort(),
    );
  });
});

describe("a coach's lessons for their own players", () => {
  it("books a private lesson for a player of theirs, placed and told; not for someone else's", async () => {
    const id = await makeGroup();
    const [ada, stranger] = await Promise.all([player(), player()]);
    await join(id, ada.token);
    const coach = await tokenOf(COACH_ACCOUNT_ID);
    const lesson = {
      ...early,
      coachId: undefined,
      name: "Serve clinic",
      kind: "private",
      capacity: 1,
      startsOn: "2026-11-26",
      endsOn: "2026-11-26",
      weekly: [{ weekday: 4, time: "18:00" }],
    };
    const booked = await h.call("/sessions/groups", {
      method: "POST",
      token: coach,
      body: { ...lesson, playerId: ada.user.id },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.message).toBe("Serve clinic is set up for Ada Obi");
    expect(booked.body.group.placed).toBe(1);
    expect(
      await h.count(`notifications where user_id = '${ada.user.id}' and title = 'Your private lesson'`),
    ).toBe(1);
    const refused = await h.call("/sessions/groups", {
      method: "POST",
      token: coach,
      body: {
        ...lesson,
        name: "Other",
        startsOn: "2026-11-27",
        endsOn: "2026-11-27",
        playerId: stranger.user.id,
      },
    });
    expect(refused.status).toBe(403);
    // A lesson at a level the player is not at says both.
    const wrongLevel = await h.call("/sessions/groups", {
      method: "POST",
      token: coach,
      body: {
        ...lesson,
        name: "Kids clinic",
        startsOn: "2026-12-03",
        endsOn: "2026-12-03",
        levels: ["kids amatuer"],
        playerId: ada.user.id,
      },
    });
    expect(wrongLevel.status).toBe(400);
    expect(wrongLevel.body.message).toBe(
      "Kids clinic is for the standard package at kids amatuer level; Ada Obi is on the standard package at adult amatuer level",
    );
    const day = CoachSessionsResponse.parse((await h.call("/coach/sessions", { token: coach })).body);
    // With each player's level, which the lesson form takes for a private lesson.
    expect(day.players).toContainEqual({ _id: ada.user.id, fullName: "Ada Obi", level: "adult amatuer" });
    expect(day.players.map((p) => p._id)).not.toContain(stranger.user.id);
  });
});

describe("juniors and their guardians", () => {
  it("names a junior's guardian on the coach's roster, and a guardian sees the child's attendance", async () => {
    // The demo family's youngest trains in her coach's juniors' group, with marks behind her.
    const [place] = await db()
      .select({ groupId: groupPlaces.groupId })
      .from(groupPlaces)
      .where(eq(groupPlaces.userId, YOUNGEST_ID));
    expect(place).toBeDefined();
    const [coming] = await db()
      .select()
      .from(trainingSessions)
      .where(
        and(eq(trainingSessions.groupId, place?.groupId ?? ""), gt(trainingSessions.startsAt, new Date())),
      )
      .orderBy(trainingSessions.startsAt)
      .limit(1);
    const staffView = await h.call(`/sessions/groups/${place?.groupId}/sessions`, {
      token: await tokenOf(STAFF_ID),
    });
    expect(staffView.status).toBe(200);
    const roster = staffView.body.sessions.find((s: { _id: string }) => s._id === coming?.id)?.roster ?? [];
    const youngest = roster.find((r: { userId: string }) => r.userId === YOUNGEST_ID);
    expect(youngest?.guardian).toEqual({ fullName: "Ngozi Okafor", phone: "+2348034001122" });
    expect(roster.find((r: { userId: string }) => r.userId !== YOUNGEST_ID)?.guardian ?? null).toBeNull();

    // The demo's sessions are around the real day: the clock, and so the token, move to it (a
    // token signed on the tests' fixed day has expired a week after it).
    const today = new Date();
    h.setNow(today);
    const parent = await tokenOf(PARENT_ID, today);
    const child = await h.call("/me/sessions", { token: parent, headers: { "X-Player": YOUNGEST_ID } });
    expect(child.status).toBe(200);
    const schedule = MySessionsResponse.parse(child.body);
    expect(schedule.nextSession).toMatch(/^Next session: /);
    expect(schedule.attendance.length).toBeGreaterThan(0);
    expect(schedule.attendance.some((s) => s.mark !== null)).toBe(true);
    // Newest first, all in the past.
    const starts = schedule.attendance.map((s) => Date.parse(s.startsAt));
    expect([...starts].sort((x, y) => y - x)).toEqual(starts);
    expect(starts.every((t) => t < Date.now())).toBe(true);

    // Without an active guardianship the roster names nobody.
    await db()
      .update(guardianships)
      .set({ status: "invited", invitedEmail: "x@example.com", tokenHash: "x" })
      .where(eq(guardianships.playerId, YOUNGEST_ID));
    const again = await h.call(`/sessions/groups/${place?.groupId}/sessions`, {
      token: await tokenOf(STAFF_ID, today),
    });
    const later = again.body.sessions.find((s: { _id: string }) => s._id === coming?.id)?.roster ?? [];
    expect(later.find((r: { userId: string }) => r.userId === YOUNGEST_ID)?.guardian).toBeNull();
  });
});
