/** The console's attendance register (screen and CSV) and make-up credits. */
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MakeUpCreditsResponse, RegisterResponse } from "@/shared/api/contract";
import { clubMonth, registerColumns } from "@/shared/domain/training-sessions";
import { trainingGroups, trainingSessions, trainingSubscriptions } from "../db/schema";
import { COACH_ACCOUNT_ID, MEMBER_COACH, MEMBER_ID, STAFF_ID } from "../db/seed";
import { coachIdOf } from "../db/seed/catalogue";
import { signToken } from "../lib/tokens";
import { createHarness, type Harness } from "../testing/harness";
import { insertTestMember } from "../testing/members";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const NOW = new Date("2026-11-22T12:00:00Z");
async function tokenOf(id: string) {
  const user = await h.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });
  if (!user) throw new Error(`No user ${id}`);
  return signToken(user, h.config.jwtSecret, NOW);
}

/** A weekly group with two players, four November sessions from the 3rd; answers its ids. */
async function setUp() {
  const staff = await tokenOf(STAFF_ID);
  h.setNow(new Date("2026-11-01T08:00:00Z"));
  const made = await h.call("/sessions/groups", {
    method: "POST",
    token: staff,
    body: {
      name: "Evening adults",
      packageKey: "standard",
      coachId: coachIdOf(MEMBER_COACH),
      venue: "Court 8",
      levels: ["adult amatuer"],
      capacity: 6,
      startsOn: "2026-11-03",
      endsOn: "2026-11-24",
      weekly: [{ weekday: 2, time: "19:00" }],
      minutes: 60,
    },
  });
  expect(made.status).toBe(200);
  const groupId = made.body.group._id as string;
  const players = [];
  for (const fullName of ["Ada Obi", "Bola Ade"]) {
    const p = await insertTestMember(h.database.db, { jwtSecret: h.config.jwtSecret, now: NOW, fullName });
    await h.database.db.insert(trainingSubscriptions).values({
      userId: p.user.id,
      packageKey: "standard",
      duration: "1month",
      startsAt: new Date("2026-11-01T00:00:00Z"),
      endsAt: new Date("2026-12-01T00:00:00Z"),
    });
    await h.call(`/sessions/groups/${groupId}/players`, {
      method: "POST",
      token: staff,
      body: { userId: p.user.id },
    });
    players.push(p);
  }
  const sessions = await h.database.db
    .select()
    .from(trainingSessions)
    .where(eq(trainingSessions.groupId, groupId))
    .orderBy(trainingSessions.startsAt);
  return { staff, groupId, players, sessions };
}

describe("the attendance register", () => {
  it("shows each player's marks, attended against paid, and flags three missed in a row", async () => {
    const { staff, groupId, players, sessions } = await setUp();
    const [ada, bola] = players;
    const coach = await tokenOf(COACH_ACCOUNT_ID);
    h.setNow(new Date("2026-11-25T08:00:00Z"));
    for (const [i, session] of sessions.entries()) {
      await h.call(`/sessions/${session.id}/attendance`, {
        method: "PUT",
        token: coach,
        body: {
          marks: [
            {
              userId: ada?.user.id,
              mark: i === 1 ? "late" : "present",
              markedAt: session.startsAt.toISOString(),
            },
            {
              userId: bola?.user.id,
              mark: i === 0 ? "present" : "absent",
              markedAt: session.startsAt.toISOString(),
            },
          ],
        },
      });
    }
    const answer = await h.call(`/staff/session-register?month=2026-11&groupId=${groupId}`, { token: staff });
    expect(answer.status).toBe(200);
    const data = RegisterResponse.parse(answer.body);
    expect(data.sessions).toHaveLength(4);
    expect(data.rows.map((r) => [r.fullName, r.marks, r.attended, r.held, r.paidFor, r.flagged])).toEqual([
      ["Ada Obi", ["present", "late", "present", "present"], 4, 4, 4, false],
      ["Bola Ade", ["present", "absent", "absent", "absent"], 1, 4, 4, true],
    ]);
    // The group's summary adds its rows up: 4 + 1 attended of 2 players at 4 sessions.
    expect(data.groups).toEqual([expect.objectContaining({ groupId, players: 2, held: 4, attended: 5 })]);
    expect(data.rows.reduce((sum, r) => sum + r.attended, 0)).toBe(5);

    const csv = await h.app.request(
      `/staff/session-register.csv?month=2026-11&packageKey=standard&groupId=${groupId}`,
      {
        headers: { authorization: `Bearer ${staff}` },
      },
    );
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain(
      '"Bola Ade","Evening adults","standard","Present","Absent","Absent","Absent","1","4","4","yes"',
    );
    expect(await h.count("audit_log where action = 'session.register-export'")).toBe(1);

    // A player who leaves takes their marks out of the summary, as their row goes.
    const left = await h.call(`/me/session-groups/${groupId}`, {
      method: "DELETE",
      token: await tokenOf(bola?.user.id ?? ""),
    });
    expect(left.status).toBe(200);
    const after = RegisterResponse.parse(
      (await h.call(`/staff/session-register?month=2026-11&groupId=${groupId}`, { token: staff })).body,
    );
    expect(after.rows.map((r) => r.fullName)).toEqual(["Ada Obi"]);
    expect(after.groups).toEqual([expect.objectContaining({ players: 1, held: 4, attended: 4 })]);

    const byMember = await h.call("/staff/session-register?month=2026-11", {
      token: await tokenOf(MEMBER_ID),
    });
    expect(byMember.status).toBe(403);
    const badMonth = await h.call("/staff/session-register?month=2026-13", { token: staff });
    expect(badMonth.status).toBe(400);
  });

  it("gives each row its own group's marks, flags over excused sessions and counts its credits", async () => {
    const { staff, groupId, players, sessions } = await setUp();
    const [ada, bola] = players;
    const made = await h.call("/sessions/groups", {
      method: "POST",
      token: staff,
      body: {
        name: "Thursday adults",
        packageKey: "standard",
        coachId: coachIdOf(MEMBER_COACH),
        venue: "Court 8",
        levels: ["adult amatuer"],
        capacity: 6,
        startsOn: "2026-11-05",
        endsOn: "2026-11-26",
        weekly: [{ weekday: 4, time: "19:00" }],
        minutes: 60,
      },
    });
    expect(made.status).toBe(200);
    const thursdayId = made.body.group._id as string;
    await h.call(`/sessions/groups/${thursdayId}/players`, {
      method: "POST",
      token: staff,
      body: { userId: ada?.user.id },
    });
    const thursdays = await h.database.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.groupId, thursdayId))
      .orderBy(trainingSessions.startsAt);
    // Rain on the 12th and the 19th: Ada is owed two make-up sessions and uses the first.
    for (const session of [thursdays[1], thursdays[2]]) {
      await h.call(`/sessions/${session?.id}/cancel`, {
        method: "POST",
        token: staff,
        body: { reason: "Rain" },
      });
    }
    const credits = MakeUpCreditsResponse.parse(
      (await h.call("/staff/make-up-credits", { token: staff })).body,
    );
    const first = credits.credits.find((c) => c.sessionStartsAt === thursdays[1]?.startsAt.toISOString());
    await h.call(`/staff/make-up-credits/${first?._id}/use`, {
      method: "POST",
      token: staff,
      body: { note: "Joined Tuesday" },
    });

    const coach = await tokenOf(COACH_ACCOUNT_ID);
    h.setNow(new Date("2026-11-25T08:00:00Z"));
    const mark = (session: (typeof sessions)[number] | undefined, userId: string | undefined, m: string) =>
      h.call(`/sessions/${session?.id}/attendance`, {
        method: "PUT",
        token: coach,
        body: { marks: [{ userId, mark: m, markedAt: session?.startsAt.toISOString() }] },
      });
    // Bola: absent, absent, excused, absent (three missed in a row: excused neither counts nor breaks).
    // Ada: present, absent, absent, excused on Tuesdays (two); present on the first Thursday.
    for (const [i, m] of ["absent", "absent", "excused", "absent"].entries())
      await mark(sessions[i], bola?.user.id, m);
    for (const [i, m] of ["present", "absent", "absent", "excused"].entries())
      await mark(sessions[i], ada?.user.id, m);
    await mark(thursdays[0], ada?.user.id, "present");

    // One group's register at a time: its own sessions and rows.
    const registerOf = async (id: string) =>
      RegisterResponse.parse(
        (await h.call(`/staff/session-register?month=2026-11&groupId=${id}`, { token: staff })).body,
      );
    const tuesdays = await registerOf(groupId);
    const thursdayRegister = await registerOf(thursdayId);
    expect(tuesdays.sessions.every((s) => s.groupId === groupId)).toBe(true);
    expect(thursdayRegister.sessions.every((s) => s.groupId === thursdayId)).toBe(true);
    const columns = [...tuesdays.sessions, ...thursdayRegister.sessions].sort((a, b) =>
      a.startsAt.localeCompare(b.startsAt),
    );
    expect(columns.map((s) => s.groupId)).toEqual([
      groupId,
      thursdayId,
      groupId,
      thursdayId,
      groupId,
      thursdayId,
      groupId,
      thursdayId,
    ]);
    const line = (r: RegisterResponse["rows"][number]) => [
      r.fullName,
      r.groupId,
      r.marks,
      r.attended,
      r.held,
      r.flagged,
      r.creditsOpen,
      r.creditsUsed,
    ];
    const rows = [...tuesdays.rows, ...thursdayRegister.rows];
    expect(rows.map(line)).toEqual([
      ["Ada Obi", groupId, ["present", "absent", "absent", "excused"], 1, 4, false, 0, 0],
      ["Bola Ade", groupId, ["absent", "absent", "excused", "absent"], 0, 4, true, 0, 0],
      // The last Thursday is still to come: no mark, not held.
      ["Ada Obi", thursdayId, ["present", "cancelled", "cancelled", null], 1, 1, false, 1, 1],
    ]);
    const thursdayRow = rows[2];
    expect(thursdayRow && registerColumns(columns, thursdayRow)).toEqual([
      null,
      "present",
      null,
      "cancelled",
      null,
      "cancelled",
      null,
      null,
    ]);

    const csv = await h.app.request("/staff/session-register.csv?month=2026-11", {
      headers: { authorization: `Bearer ${staff}` },
    });
    const csvLine = (await csv.text())
      .split(/\r?\n/)
      .find((l) => l.startsWith('"Ada Obi","Thursday adults"'));
    // The file has a column per session of the month, of every group (the demo club's too).
    const { from, to } = clubMonth("2026-11");
    const month = await h.database.db
      .select({ groupId: trainingSessions.groupId })
      .from(trainingSessions)
      .innerJoin(trainingGroups, eq(trainingGroups.id, trainingSessions.groupId))
      .where(and(gte(trainingSessions.startsAt, from), lt(trainingSessions.startsAt, to)))
      .orderBy(asc(trainingSessions.startsAt), asc(trainingGroups.name));
    const ours = (id: string) => id === groupId || id === thursdayId;
    const sessionCells = csvLine?.split(",").slice(3, 3 + month.length);
    expect(sessionCells?.filter((_, i) => ours(month[i]?.groupId ?? ""))).toEqual(
      ["", "Present", "", "Cancelled", "", "Cancelled", "", ""].map((m) => `"${m}"`),
    );
    expect(sessionCells?.filter((c) => c !== '""')).toEqual(['"Present"', '"Cancelled"', '"Cancelled"']);
    expect(csvLine?.split(",").slice(3 + month.length)).toEqual(
      ["1", "1", "4", "no", "1", "1"].map((c) => `"${c}"`),
    );
  });

  it("sums up every group's month without a group, and gives rows only for the group chosen", async () => {
    const { staff, groupId, sessions } = await setUp();
    await h.call(`/sessions/${sessions[3]?.id}/cancel`, {
      method: "POST",
      token: staff,
      body: { reason: "Rain" },
    });
    h.setNow(new Date("2026-11-18T08:00:00Z"));
    const whole = RegisterResponse.parse(
      (await h.call("/staff/session-register?month=2026-11", { token: staff })).body,
    );
    // The demo club's groups train this month too: each is summed up, and no row is sent.
    expect(whole.groups.length).toBeGreaterThan(1);
    expect(whole.groups.map((g) => g.groupName)).toEqual(
      whole.groups.map((g) => g.groupName).toSorted((a, b) => a.localeCompare(b)),
    );
    expect(whole.groups.find((g) => g.groupId === groupId)).toEqual({
      groupId,
      groupName: "Evening adults",
      packageKey: "standard",
      players: 2,
      sessions: 4,
      // The 3rd, 10th and 17th are past; the 24th is cancelled.
      held: 3,
      // No mark is taken yet.
      attended: 0,
    });
    expect(whole.sessions).toEqual([]);
    expect(whole.rows).toEqual([]);

    const chosen = RegisterResponse.parse(
      (await h.call(`/staff/session-register?month=2026-11&groupId=${groupId}`, { token: staff })).body,
    );
    expect(chosen.groups).toEqual(whole.groups.filter((g) => g.groupId === groupId));
    expect(chosen.sessions).toHaveLength(4);
    expect(chosen.rows.map((r) => [r.fullName, r.groupId, r.held])).toEqual([
      ["Ada Obi", groupId, 3],
      ["Bola Ade", groupId, 3],
    ]);

    const standard = RegisterResponse.parse(
      (await h.call("/staff/session-register?month=2026-11&packageKey=standard", { token: staff })).body,
    );
    expect(standard.groups.every((g) => g.packageKey === "standard")).toBe(true);
    expect(standard.groups.some((g) => g.groupId === groupId)).toBe(true);
    expect(standard.rows).toEqual([]);
  });

  it("lists make-up credits from a cancelled session and records their use once", async () => {
    const { staff, sessions } = await setUp();
    const first = sessions[0];
    await h.call(`/sessions/${first?.id}/cancel`, { method: "POST", token: staff, body: { reason: "Rain" } });
    const list = MakeUpCreditsResponse.parse((await h.call("/staff/make-up-credits", { token: staff })).body);
    expect(list.credits.map((c) => c.member.fullName).sort()).toEqual(["Ada Obi", "Bola Ade"]);
    const credit = list.credits[0];
    const uses = await Promise.all(
      [1, 2].map(() =>
        h.call(`/staff/make-up-credits/${credit?._id}/use`, {
          method: "POST",
          token: staff,
          body: { note: "Joined Saturday juniors" },
        }),
      ),
    );
    expect(uses.map((u) => u.status).sort()).toEqual([200, 409]);
    expect(await h.count("audit_log where action = 'session.make-up-use'")).toBe(1);
    expect(await h.count("audit_log where action = 'session.cancel'")).toBe(1);
    const after = MakeUpCreditsResponse.parse(
      (await h.call("/staff/make-up-credits", { token: staff })).body,
    );
    expect(after.credits.find((c) => c._id === credit?._id)?.usedNote).toBe("Joined Saturday juniors");
  });
});
