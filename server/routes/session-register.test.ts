/** The console's attendance register (screen and CSV) and make-up credits. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MakeUpCreditsResponse, RegisterResponse } from "@/shared/api/contract";
import { trainingSessions, trainingSubscriptions } from "../db/schema";
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

    const byMember = await h.call("/staff/session-register?month=2026-11", {
      token: await tokenOf(MEMBER_ID),
    });
    expect(byMember.status).toBe(403);
    const badMonth = await h.call("/staff/session-register?month=2026-13", { token: staff });
    expect(badMonth.status).toBe(400);
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
