/** The club console's API: role boundaries, the audit log, tournaments, coaches, plans, site status. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/all-calls";
import {
  AuditResponse,
  SiteStatusResponse,
  StaffCoachesResponse,
  StaffPlansResponse,
  StaffTournamentResponse,
  StaffTournamentsResponse,
  StaffTrainingPackageResponse,
  UsersResponse,
} from "@/shared/api/console-contract";
import { auditSentence } from "@/shared/domain/audit-sentence";
import { ADMIN_ID, FREE_ID, MEMBER_ID, STAFF_ID } from "../db/seed";
import { coachIdOf, tournamentIdOf } from "../db/seed/catalogue";
import { defaultEventIdOf } from "../db/seed/events";
import { recordSiteBuild } from "../static/site-status";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";

let h: Harness;
const tokens = { member: "", staff: "", admin: "" };

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  tokens.member = await h.signIn("member");
  tokens.staff = await h.signIn("staff");
  tokens.admin = await h.signIn("admin");
});

const IBADAN = tournamentIdOf("Ibadan Open");
const JUNE = tournamentIdOf("June Club Championship");
const YETUNDE = coachIdOf("Yetunde Ogunleye");

const newTournament = {
  name: "Lekki Juniors Cup",
  category: "juniors",
  localDate: "2026-12-12",
  localTime: "09:30",
  location: "Lekki Tennis Club, Lagos",
  price: 2500,
  capacity: 40,
  image: "/images/tournaments/lagos-junior-open.jpg",
};

async function read(path: string, token = tokens.admin) {
  const { status, body } = await h.call(path, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

async function createTournament(overrides: Record<string, unknown> = {}) {
  const { status, body } = await h.call(pathOf(calls.createTournament), {
    method: "POST",
    token: tokens.staff,
    body: { ...newTournament, ...overrides },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return StaffTournamentResponse.parse(body).tournament;
}

async function auditRows(condition = "true") {
  return h.count(`audit_log where ${condition}`);
}

describe("console roles", () => {
  const guarded: [method: string, path: string, role: "staff" | "admin", body?: unknown][] = [
    ["GET", pathOf(calls.consoleMe), "staff"],
    ["GET", pathOf(calls.staffTournaments), "staff"],
    ["GET", pathOf(calls.staffTournament, { id: IBADAN }), "staff"],
    ["POST", pathOf(calls.createTournament), "staff", {}],
    ["PUT", pathOf(calls.updateTournament, { id: IBADAN }), "staff", {}],
    ["POST", pathOf(calls.cancelTournament, { id: IBADAN }), "staff", {}],
    ["GET", pathOf(calls.staffCoaches), "staff"],
    ["GET", pathOf(calls.staffCoach, { id: YETUNDE }), "staff"],
    ["POST", pathOf(calls.createCoach), "staff", {}],
    ["PUT", pathOf(calls.updateCoach, { id: YETUNDE }), "staff", {}],
    ["POST", pathOf(calls.retireCoach, { id: YETUNDE }), "staff", {}],
    ["GET", pathOf(calls.siteStatus), "staff"],
    ["GET", "/assigncoach/pending", "staff"],
    ["GET", pathOf(calls.consoleUsers), "admin"],
    ["POST", pathOf(calls.setConsoleRole, { id: FREE_ID }), "admin", {}],
    ["GET", pathOf(calls.audit), "admin"],
    ["GET", pathOf(calls.staffPlans), "admin"],
    ["PUT", pathOf(calls.updatePlan, { id: "x" }), "admin", {}],
    ["GET", pathOf(calls.staffTrainingPackages), "admin"],
    ["PUT", pathOf(calls.updateTrainingPackage, { key: "standard" }), "admin", {}],
  ];

  it.each(guarded)("%s %s: anonymous 401, member 403, then by role", async (method, path, role, body) => {
    const as = (token?: string) => h.call(path, { method, ...(token ? { token } : {}), body });
    const anonymous = await as();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBeTypeOf("string");
    const member = await as(tokens.member);
    expect(member.status).toBe(403);
    expect(member.body.message).toMatch(/Only club (staff|admins) can do this/);
    const staff = await as(tokens.staff);
    if (role === "admin") expect(staff.status).toBe(403);
    else expect([200, 400]).toContain(staff.status);
    expect([200, 400, 404]).toContain((await as(tokens.admin)).status);
  });

  it("are read from the database on every call: a granted or withdrawn role counts at once", async () => {
    const free = await h.signIn("free");
    expect((await h.call(pathOf(calls.staffTournaments), { token: free })).status).toBe(403);
    const grant = await h.call(pathOf(calls.setConsoleRole, { id: FREE_ID }), {
      method: "POST",
      token: tokens.admin,
      body: { role: "staff" },
    });
    expect(grant.status).toBe(200);
    expect(grant.body.user).toMatchObject({ _id: FREE_ID, consoleRole: "staff" });
    expect((await h.call(pathOf(calls.staffTournaments), { token: free })).status).toBe(200);
    expect((await h.call(pathOf(calls.audit), { token: free })).status).toBe(403);

    await h.call(pathOf(calls.setConsoleRole, { id: FREE_ID }), {
      method: "POST",
      token: tokens.admin,
      body: { role: "member" },
    });
    // The same token, now refused.
    expect((await h.call(pathOf(calls.staffTournaments), { token: free })).status).toBe(403);
    expect(await auditRows(`entity_id = '${FREE_ID}' and action = 'user.role'`)).toBe(2);
  });

  it("never remove the last admin, themselves included", async () => {
    const own = await h.call(pathOf(calls.setConsoleRole, { id: ADMIN_ID }), {
      method: "POST",
      token: tokens.admin,
      body: { role: "staff" },
    });
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/only admin/);
    expect(await auditRows()).toBe(0);
  });

  it("leave one admin when two admins withdraw each other at the same moment", async () => {
    await h.call(pathOf(calls.setConsoleRole, { id: FREE_ID }), {
      method: "POST",
      token: tokens.admin,
      body: { role: "admin" },
    });
    const free = await h.signIn("free");
    const withdraw = (target: string, token: string) =>
      h.call(pathOf(calls.setConsoleRole, { id: target }), {
        method: "POST",
        token,
        body: { role: "member" },
      });
    const answers = await Promise.all([
      withdraw(FREE_ID, tokens.admin),
      withdraw(ADMIN_ID, free),
      withdraw(ADMIN_ID, tokens.admin),
      withdraw(FREE_ID, free),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses).toContain(200);
    expect(statuses.every((s) => [200, 403, 409].includes(s))).toBe(true);
    // Exactly one withdrawal changed a role (the grant above is the other audit row). A request that
    // finds its target already a member answers 200 without a change, so 200s alone don't count it:
    // one order that PostgreSQL can take is "free withdraws itself, then the admin withdraws free".
    expect(await h.count("users where console_role = 'admin'")).toBe(1);
    expect(await auditRows("action = 'user.role'")).toBe(2);
  });

  it("refuse an unknown role, an unknown user, and list users by role and search", async () => {
    const bad = await h.call(pathOf(calls.setConsoleRole, { id: FREE_ID }), {
      method: "POST",
      token: tokens.admin,
      body: { role: "owner" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^role:/);
    const missing = await h.call(pathOf(calls.setConsoleRole, { id: "0123456789abcdef01234567" }), {
      method: "POST",
      token: tokens.admin,
      body: { role: "staff" },
    });
    expect(missing.status).toBe(404);
    const staff = UsersResponse.parse(await read(`${pathOf(calls.consoleUsers)}?role=staff`));
    expect(staff.items.map((u) => u.email)).toEqual(["staff@example.com"]);
    const search = UsersResponse.parse(await read(`${pathOf(calls.consoleUsers)}?q=chioma&pageSize=5`));
    expect(search).toMatchObject({ total: 1, page: 1, pageSize: 5 });
  });
});

describe("console tournaments", () => {
  it("create from a Lagos date and time, stored as the instant, answered both ways, audited", async () => {
    const created = await createTournament();
    expect(created).toMatchObject({
      name: "Lekki Juniors Cup",
      category: "juniors",
      startsAt: "2026-12-12T08:30:00.000Z",
      localDate: "2026-12-12",
      localTime: "09:30",
      time: "9:30 AM",
      price: 2500,
      capacity: 40,
      ticketsSold: 0,
      soldOut: false,
      cancelled: false,
      version: 1,
    });
    expect(await h.count(`tournaments where id = '${created._id}' and price_kobo = 250000`)).toBe(1);
    expect(h.siteDataChanges).toEqual(["tournament created: Lekki Juniors Cup"]);
    const audit = AuditResponse.parse(
      await read(`${pathOf(calls.audit)}?entityType=tournament&entityId=${created._id}`),
    );
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      action: "tournament.create",
      actor: { _id: STAFF_ID, email: "staff@example.com" },
      before: null,
      after: { name: "Lekki Juniors Cup", priceKobo: 250000, startsAt: "2026-12-12T08:30:00.000Z" },
      at: TEST_NOW.toISOString(),
    });
    const publicList = await h.call("/tour/admin/getTournaments");
    expect(publicList.body.tours.find((t: { _id: string }) => t._id === created._id)).toMatchObject({
      date: "2026-12-12T08:30:00.000Z",
      time: "9:30 AM",
      price: 2500,
    });
  });

  it.each([
    [{ localDate: "2026-02-30" }, /^localDate:/],
    [{ localTime: "9:30" }, /^localTime:/],
    [{ category: "WTA" }, /^category:/],
    [{ price: -1 }, /^price:/],
    [{ price: 10.5 }, /^price:/],
    [{ capacity: 0 }, /^capacity:/],
    [{ name: "   " }, /^name:/],
    [{ image: "javascript:alert(1)" }, /^image:/],
    [
      { image: "https://tracker.example/pixel.gif" },
      /^image: Use an uploaded image, a \/images\/ path or a Sanity image/,
    ],
    [{ localDate: "2999-06-01" }, /^localDate: Use a date from 2000-01-01 to \d{4}-\d{2}-\d{2}$/],
    [{ localDate: "1970-01-01" }, /^localDate: Use a date from 2000-01-01 to /],
    [{ salesOpenDate: "1066-10-14" }, /^salesOpenDate: Use a date from 2000-01-01 to /],
  ])("refuse bad input %o with 400 and a message", async (overrides, message) => {
    const { status, body } = await h.call(pathOf(calls.createTournament), {
      method: "POST",
      token: tokens.staff,
      body: { ...newTournament, ...overrides },
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
    expect(await auditRows()).toBe(0);
  });

  it("list upcoming soonest first and past latest first, with tickets sold, search and pages on the server", async () => {
    const upcoming = StaffTournamentsResponse.parse(
      await read(`${pathOf(calls.staffTournaments)}?pageSize=2`, tokens.staff),
    );
    expect(upcoming.items).toHaveLength(2);
    expect(upcoming.total).toBeGreaterThan(2);
    expect(upcoming.items[0]!.startsAt <= upcoming.items[1]!.startsAt).toBe(true);
    const second = StaffTournamentsResponse.parse(
      await read(`${pathOf(calls.staffTournaments)}?pageSize=2&page=2`, tokens.staff),
    );
    expect(second.items[0]!.startsAt >= upcoming.items[1]!.startsAt).toBe(true);

    const past = StaffTournamentsResponse.parse(
      await read(`${pathOf(calls.staffTournaments)}?when=past&pageSize=100`, tokens.staff),
    );
    expect(past.items.every((t) => t.startsAt < TEST_NOW.toISOString())).toBe(true);
    const june = past.items.find((t) => t._id === JUNE);
    expect(june?.ticketsSold).toBeGreaterThan(0);
    expect(past.items[0]!.startsAt >= past.items.at(-1)!.startsAt).toBe(true);

    const found = StaffTournamentsResponse.parse(
      await read(`${pathOf(calls.staffTournaments)}?when=all&q=ibadan`, tokens.staff),
    );
    expect(found.items.map((t) => t._id)).toEqual([IBADAN]);
    const literal = StaffTournamentsResponse.parse(
      await read(`${pathOf(calls.staffTournaments)}?when=all&q=%25`, tokens.staff),
    );
    expect(literal.total).toBe(0);
    expect(
      (await h.call(`${pathOf(calls.staffTournaments)}?pageSize=500`, { token: tokens.staff })).status,
    ).toBe(400);
  });

  it("refuse a save from a stale version with 409, keeping the first save", async () => {
    const created = await createTournament();
    const edit = (name: string) =>
      h.call(pathOf(calls.updateTournament, { id: created._id }), {
        method: "PUT",
        token: tokens.staff,
        body: { ...newTournament, name, version: created.version },
      });
    const first = await edit("Lekki Juniors Cup 2026");
    expect(first.status).toBe(200);
    expect(first.body.tournament).toMatchObject({ name: "Lekki Juniors Cup 2026", version: 2 });
    const second = await edit("Lekki Cup");
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/Someone else saved changes to this tournament/);
    expect(
      (await read(pathOf(calls.staffTournament, { id: created._id }), tokens.staff)).tournament.name,
    ).toBe("Lekki Juniors Cup 2026");
    expect(await auditRows(`action = 'tournament.update'`)).toBe(1);
  });

  it("cancel with tickets sold only when confirmed, recording who did it; the public list says so", async () => {
    const tournament = StaffTournamentResponse.parse(
      await read(pathOf(calls.staffTournament, { id: IBADAN }), tokens.staff),
    ).tournament;
    await h.database.db.execute(
      sql.raw(`insert into tickets (id, user_id, tournament_id, event_id, token, price_kobo)
        values ('aaaaaaaaaaaaaaaaaaaaaaa1', '${FREE_ID}', '${IBADAN}', '${defaultEventIdOf(IBADAN)}', 'tok-free-ibadan', 500000)`),
    );
    const unconfirmed = await h.call(pathOf(calls.cancelTournament, { id: IBADAN }), {
      method: "POST",
      token: tokens.staff,
      body: { version: tournament.version },
    });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.message).toMatch(/^1 ticket was sold for Ibadan Open\. Cancel anyway\?/);

    const confirmed = await h.call(pathOf(calls.cancelTournament, { id: IBADAN }), {
      method: "POST",
      token: tokens.staff,
      body: { version: tournament.version, confirm: true },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.tournament).toMatchObject({
      cancelled: true,
      cancelledAt: TEST_NOW.toISOString(),
      cancelledBy: { _id: STAFF_ID, email: "staff@example.com" },
      ticketsSold: 1,
    });
    expect(await auditRows(`action = 'tournament.cancel' and actor_id = '${STAFF_ID}'`)).toBe(1);
    const tours = (await h.call("/tour/admin/getTournaments")).body.tours;
    expect(tours.find((t: { _id: string }) => t._id === IBADAN)).toMatchObject({ cancelled: true });

    const buy = await h.call(`/tour/register/${IBADAN}`, { token: tokens.member });
    expect(buy.status).toBe(409);
    expect(buy.body.message).toBe("Ibadan Open was cancelled: tickets are not sold");
    const again = await h.call(pathOf(calls.cancelTournament, { id: IBADAN }), {
      method: "POST",
      token: tokens.staff,
      body: { version: confirmed.body.tournament.version, confirm: true },
    });
    expect(again.status).toBe(409);
  });

  it("say where each tournament stands, and refuse to cancel a finished one with 409", async () => {
    const day = (offset: number) =>
      new Date(TEST_NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const finished = await createTournament({ name: "Last Month Open", localDate: day(-30) });
    expect(finished.status).toEqual({ kind: "finished", label: "Finished", detail: null });
    const later = await createTournament({
      name: "Later Open",
      localDate: day(40),
      salesOpenDate: day(20),
      memberEarlyDays: 5,
    });
    expect(later.status).toMatchObject({ kind: "not-on-sale", label: "Not on sale yet" });
    expect(later.status.detail).toMatch(/^Sales open .+; paid members from .+ \(5 days earlier\)$/);
    const listed = StaffTournamentsResponse.parse(
      await read(`${pathOf(calls.staffTournaments)}?when=past&q=Last`, tokens.staff),
    );
    expect(listed.items[0]?.status.label).toBe("Finished");

    const refused = await h.call(pathOf(calls.cancelTournament, { id: finished._id }), {
      method: "POST",
      token: tokens.staff,
      body: { version: finished.version },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Last Month Open has finished: a finished tournament cannot be cancelled",
    );
    expect(await auditRows(`action = 'tournament.cancel'`)).toBe(0);
  });

  it("refuse a capacity below the tickets already sold", async () => {
    const created = await createTournament({ capacity: 5 });
    await h.database.db.execute(
      sql.raw(`insert into tickets (id, user_id, tournament_id, event_id, token, price_kobo) values
        ('aaaaaaaaaaaaaaaaaaaaaaa2', '${FREE_ID}', '${created._id}', (select id from tournament_events where tournament_id = '${created._id}'), 'tok-a', 250000),
        ('aaaaaaaaaaaaaaaaaaaaaaa3', '${MEMBER_ID}', '${created._id}', (select id from tournament_events where tournament_id = '${created._id}'), 'tok-b', 250000)`),
    );
    const { status, body } = await h.call(pathOf(calls.updateTournament, { id: created._id }), {
      method: "PUT",
      token: tokens.staff,
      body: { ...newTournament, capacity: 1, version: 1 },
    });
    expect(status).toBe(409);
    expect(body.message).toBe("2 tickets are already sold: the capacity cannot be lower than 2");
    const soldOut = await h.call(pathOf(calls.updateTournament, { id: created._id }), {
      method: "PUT",
      token: tokens.staff,
      body: { ...newTournament, capacity: 2, version: 1 },
    });
    expect(soldOut.body.tournament).toMatchObject({ soldOut: true, ticketsSold: 2 });
    const tours = (await h.call("/tour/admin/getTournaments")).body.tours;
    expect(tours.find((t: { _id: string }) => t._id === created._id)).toMatchObject({ soldOut: true });
  });
});

describe("the audit log", () => {
  it("refuses filter dates outside 2000 to ten years ahead with 400 and the window", async () => {
    for (const query of ["from=1899-01-01T00:00:00Z", "to=3000-01-01T00:00:00Z"]) {
      const { status, body } = await h.call(`${pathOf(calls.audit)}?${query}`, { token: tokens.admin });
      expect(status, query).toBe(400);
      expect(body.message).toMatch(/Use a date from 2000-01-01 to /);
    }
    expect(
      (await h.call(`${pathOf(calls.audit)}?from=2026-01-01T00:00:00Z`, { token: tokens.admin })).status,
    ).toBe(200);
  });

  it("is written in the same transaction as the change: a failed audit write leaves no change", async () => {
    await h.database.db.execute(
      sql.raw(`create or replace function refuse_audit() returns trigger language plpgsql as
        $$ begin raise exception 'audit refused'; end $$`),
    );
    await h.database.db.execute(
      sql.raw(
        `create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
      ),
    );
    try {
      const { status } = await h.call(pathOf(calls.createTournament), {
        method: "POST",
        token: tokens.staff,
        body: newTournament,
      });
      expect(status).toBe(500);
      expect(await h.count("tournaments where name = 'Lekki Juniors Cup'")).toBe(0);
      expect(h.siteDataChanges).toEqual([]);
    } finally {
      await h.database.db.execute(sql.raw("drop trigger refuse_audit on audit_log"));
    }
  });

  it("and a failed change leaves no audit row", async () => {
    const created = await createTournament();
    await h.database.db.execute(
      sql.raw(`create or replace function refuse_update() returns trigger language plpgsql as
        $$ begin raise exception 'update refused'; end $$`),
    );
    await h.database.db.execute(
      sql.raw(
        `create trigger refuse_update before update on tournaments for each row execute function refuse_update()`,
      ),
    );
    try {
      const { status } = await h.call(pathOf(calls.updateTournament, { id: created._id }), {
        method: "PUT",
        token: tokens.staff,
        body: { ...newTournament, name: "Renamed", version: 1 },
      });
      expect(status).toBe(500);
      expect(await auditRows("action = 'tournament.update'")).toBe(0);
    } finally {
      await h.database.db.execute(sql.raw("drop trigger refuse_update on tournaments"));
    }
  });

  it("filters by actor, entity and time, newest first, a page at a time", async () => {
    const first = await createTournament({ name: "First" });
    h.setNow(new Date("2026-11-23T12:00:00Z"));
    await createTournament({ name: "Second" });
    await h.call(pathOf(calls.setConsoleRole, { id: FREE_ID }), {
      method: "POST",
      token: tokens.admin,
      body: { role: "staff" },
    });

    const all = AuditResponse.parse(await read(`${pathOf(calls.audit)}?pageSize=2`));
    expect(all.total).toBe(3);
    expect(all.items.map((e) => e.action)).toEqual(["user.role", "tournament.create"]);
    const page2 = AuditResponse.parse(await read(`${pathOf(calls.audit)}?pageSize=2&page=2`));
    expect(page2.items.map((e) => e.entityId)).toEqual([first._id]);

    expect(AuditResponse.parse(await read(`${pathOf(calls.audit)}?actor=staff@example.com`)).total).toBe(2);
    expect(AuditResponse.parse(await read(`${pathOf(calls.audit)}?actor=${ADMIN_ID}`)).total).toBe(1);
    expect(AuditResponse.parse(await read(`${pathOf(calls.audit)}?entityType=user`)).total).toBe(1);
    const day = AuditResponse.parse(
      await read(`${pathOf(calls.audit)}?from=2026-11-22T00:00:00Z&to=2026-11-23T00:00:00Z`),
    );
    expect(day.items.map((e) => e.entityId)).toEqual([first._id]);
    const backwards = await h.call(
      `${pathOf(calls.audit)}?from=2026-11-23T00:00:00Z&to=2026-11-22T00:00:00Z`,
      {
        token: tokens.admin,
      },
    );
    expect(backwards.status).toBe(400);
    expect((await h.call(`${pathOf(calls.audit)}?from=yesterday`, { token: tokens.admin })).status).toBe(400);
  });

  it("filters by kind of action and names the ids each entry mentions, for its sentence", async () => {
    const created = await createTournament({ name: "Named Open" });
    await h.call(pathOf(calls.setConsoleRole, { id: FREE_ID }), {
      method: "POST",
      token: tokens.admin,
      body: { role: "staff" },
    });
    const roles = AuditResponse.parse(await read(`${pathOf(calls.audit)}?action=user.role`));
    expect(roles.items.map((e) => e.action)).toEqual(["user.role"]);
    const freeName = "Chioma Eze";
    expect(roles.items[0]?.names).toEqual({ [FREE_ID]: freeName });
    expect(auditSentence(roles.items[0]!)).toBe(`Console role changed: ${freeName}, member to staff`);
    const creations = AuditResponse.parse(await read(`${pathOf(calls.audit)}?action=tournament.create`));
    expect(creations.items.map((e) => e.names)).toEqual([{ [created._id]: "Named Open" }]);
    expect((await h.call(`${pathOf(calls.audit)}?action=court.book`, { token: tokens.admin })).status).toBe(
      400,
    );
  });
});

describe("console coaches", () => {
  const coach = {
    coachName: "Kelechi Obi",
    imageUrl: "/images/coaches/kelechi.jpg",
    bioInfo: "Serve and volley specialist.",
    level: "adult amatuer",
    price: 20000,
  };

  it("take their photo only from our media, the site's images or Sanity's CDN", async () => {
    for (const imageUrl of [
      "https://elsewhere.example/kelechi.jpg",
      "http://cdn.sanity.io/images/p/d/a.jpg",
    ]) {
      const refused = await h.call(pathOf(calls.createCoach), {
        method: "POST",
        token: tokens.staff,
        body: { ...coach, imageUrl },
      });
      expect(refused.status, imageUrl).toBe(400);
      expect(refused.body.message).toMatch(/^imageUrl: Use an uploaded image/);
    }
    const sanity = "https://cdn.sanity.io/images/club123/production/abc123-800x800.jpg";
    const created = await h.call(pathOf(calls.createCoach), {
      method: "POST",
      token: tokens.staff,
      body: { ...coach, imageUrl: sanity },
    });
    expect(created.status).toBe(201);
  });

  it("create, edit with a version check, and retire: off the public list and the membership flow", async () => {
    const created = await h.call(pathOf(calls.createCoach), {
      method: "POST",
      token: tokens.staff,
      body: coach,
    });
    expect(created.status).toBe(201);
    const id = created.body.coach._id;
    expect(created.body.coach).toMatchObject({ ...coach, retired: false, members: 0, version: 1 });
    const listed = (await h.call("/coach/getCoaches/all")).body.coaches.map((c: { _id: string }) => c._id);
    expect(listed).toContain(id);

    const edited = await h.call(pathOf(calls.updateCoach, { id }), {
      method: "PUT",
      token: tokens.staff,
      body: { ...coach, price: 22000, version: 1 },
    });
    expect(edited.body.coach).toMatchObject({ price: 22000, version: 2 });
    const stale = await h.call(pathOf(calls.updateCoach, { id }), {
      method: "PUT",
      token: tokens.staff,
      body: { ...coach, version: 1 },
    });
    expect(stale.status).toBe(409);
    const badLevel = await h.call(pathOf(calls.createCoach), {
      method: "POST",
      token: tokens.staff,
      body: { ...coach, level: "grandmaster" },
    });
    expect(badLevel.status).toBe(400);

    const retired = await h.call(pathOf(calls.retireCoach, { id: YETUNDE }), {
      method: "POST",
      token: tokens.staff,
      body: { version: 1 },
    });
    expect(retired.status).toBe(200);
    expect(retired.body.coach).toMatchObject({ retired: true, retiredAt: TEST_NOW.toISOString() });
    const publicIds = (await h.call("/coach/getCoaches/all")).body.coaches.map((c: { _id: string }) => c._id);
    expect(publicIds).not.toContain(YETUNDE);
    expect((await h.call(`/coach/getCoach/${YETUNDE}`)).body.coach).toMatchObject({ retired: true });

    const list = StaffCoachesResponse.parse(
      await read(`${pathOf(calls.staffCoaches)}?retired=true`, tokens.staff),
    );
    expect(list.items.map((c) => c._id)).toEqual([YETUNDE]);
    expect(await auditRows("entity_type = 'coach'")).toBe(3);
    expect(h.siteDataChanges).toHaveLength(3);
  });
});

describe("plans and training packages", () => {
  it("admins edit a plan; a stale save is refused", async () => {
    const { plans } = StaffPlansResponse.parse(await read(pathOf(calls.staffPlans)));
    const plan = plans[0]!;
    const { _id, category: _c, version, updatedAt: _u, ...fields } = plan;
    const saved = await h.call(pathOf(calls.updatePlan, { id: _id }), {
      method: "PUT",
      token: tokens.admin,
      body: { ...fields, planPrice: plan.planPrice + 1000, filterPrams: ["adult amatuer"], version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.plan).toMatchObject({ planPrice: plan.planPrice + 1000, version: version + 1 });
    const publicPlans = (await h.call(`/plan/getPlans/${plan.category}`)).body.plans;
    expect(publicPlans.find((p: { _id: string }) => p._id === _id).planPrice).toBe(plan.planPrice + 1000);
    const stale = await h.call(pathOf(calls.updatePlan, { id: _id }), {
      method: "PUT",
      token: tokens.admin,
      body: { ...fields, version },
    });
    expect(stale.status).toBe(409);
    const noLevels = await h.call(pathOf(calls.updatePlan, { id: _id }), {
      method: "PUT",
      token: tokens.admin,
      body: { ...fields, filterPrams: [], version: version + 1 },
    });
    expect(noLevels.status).toBe(400);
  });

  it("a package price change applies to new orders and tells members on auto-renew once, after commit", async () => {
    const { status, body } = await h.call(pathOf(calls.updateTrainingPackage, { key: "standard" }), {
      method: "PUT",
      token: tokens.admin,
      body: { oneMonth: 60000, threeMonths: 160000, discount: 10, version: 1 },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const answer = StaffTrainingPackageResponse.parse(body);
    expect(answer.package).toMatchObject({ oneMonth: 60000, threeMonths: 160000, discount: 10, version: 2 });
    // The demo member holds Standard training with auto-renew on.
    expect(answer.membersTold).toBe(1);
    expect(
      await h.count(`notifications where user_id = '${MEMBER_ID}' and title like 'New price for Standard%'`),
    ).toBe(1);
    expect(h.mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ["member@example.com", "New prices for Standard training"],
    ]);
    const publicPackages = (await h.call("/plan/training-packages")).body.packages;
    expect(publicPackages.find((p: { key: string }) => p.key === "standard").plans).toEqual([
      { label: "1 Month", price: 60000 },
      { label: "3 Months", price: 160000 },
    ]);

    // A discount change alone moves no renewal price: nobody is told again.
    const discountOnly = await h.call(pathOf(calls.updateTrainingPackage, { key: "standard" }), {
      method: "PUT",
      token: tokens.admin,
      body: { oneMonth: 60000, threeMonths: 160000, discount: 15, version: 2 },
    });
    expect(discountOnly.body.membersTold).toBe(0);
    expect(h.mailer.sent).toHaveLength(1);

    const stale = await h.call(pathOf(calls.updateTrainingPackage, { key: "standard" }), {
      method: "PUT",
      token: tokens.admin,
      body: { oneMonth: 1, threeMonths: 1, discount: 0, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(h.mailer.sent).toHaveLength(1);
    const bad = await h.call(pathOf(calls.updateTrainingPackage, { key: "standard" }), {
      method: "PUT",
      token: tokens.admin,
      body: { oneMonth: 1, threeMonths: 1, discount: 101, version: 3 },
    });
    expect(bad.status).toBe(400);
  });
});

describe("site status", () => {
  it("says rebuilding, failed with the reason, or up to date with the last good build", async () => {
    const status = async () => SiteStatusResponse.parse(await read(pathOf(calls.siteStatus), tokens.staff));
    const db = h.database.db;
    expect(await status()).toEqual({
      state: "up-to-date",
      reason: null,
      lastGoodBuildAt: null,
      pendingChanges: 0,
    });

    await recordSiteBuild(
      db,
      async () => undefined,
      () => new Date("2026-11-22T10:00:00Z"),
    );
    await expect(
      recordSiteBuild(
        db,
        async () => {
          throw new Error("astro build exited with 1");
        },
        () => new Date("2026-11-22T11:00:00Z"),
      ),
    ).rejects.toThrow();
    expect(await status()).toEqual({
      state: "failed",
      reason: "astro build exited with 1",
      lastGoodBuildAt: "2026-11-22T10:00:00.000Z",
      pendingChanges: 0,
    });

    await db.execute(
      sql.raw(
        `insert into site_build_requests (id, reason, requested_at) values ('bbbbbbbbbbbbbbbbbbbbbbb1', 'x', now())`,
      ),
    );
    expect(await status()).toMatchObject({ state: "rebuilding", pendingChanges: 1 });
    // Claimed, but its build waits behind a running one or for the least interval between builds.
    await db.execute(sql.raw("update site_build_requests set claimed_at = '2026-11-22T11:40:00Z'"));
    expect(await status()).toMatchObject({ state: "rebuilding", pendingChanges: 1 });
    await recordSiteBuild(
      db,
      async () => undefined,
      () => new Date("2026-11-22T11:50:00Z"),
    );
    expect(await status()).toEqual({
      state: "up-to-date",
      reason: null,
      lastGoodBuildAt: "2026-11-22T11:50:00.000Z",
      pendingChanges: 0,
    });

    // A claim whose instance went away before building is not waited for forever.
    await db.execute(
      sql.raw(
        `insert into site_build_requests (id, reason, requested_at, claimed_at) values ('bbbbbbbbbbbbbbbbbbbbbbb2', 'y', '2026-11-22T11:55:00Z', '2026-11-22T11:55:00Z')`,
      ),
    );
    expect(await status()).toMatchObject({ state: "rebuilding", pendingChanges: 1 });
    h.setNow(new Date("2026-11-22T12:26:00Z"));
    expect(await status()).toMatchObject({ state: "up-to-date", pendingChanges: 0 });
  });
});
