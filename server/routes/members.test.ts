/** Members in the console and the coach's own view: role boundaries, validation, audit, concurrency. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/all-calls";
import {
  SaveNoteResponse,
  StaffMemberResponse,
  StaffMembersResponse,
  UpdateMemberResponse,
} from "@/shared/api/console-contract";
import { CoachMembersResponse, MeResponse } from "@/shared/api/contract";
import { INVALID_PHONE } from "@/shared/domain/phone";
import { memberships, refunds, users } from "../db/schema";
import {
  ADMIN_ID,
  COACH_ACCOUNT_ID,
  FREE_ID,
  MEMBER_COACH,
  MEMBER_ID,
  PENDING_COACH,
  PENDING_ID,
  STAFF_ID,
} from "../db/seed";
import { coachIdOf } from "../db/seed/catalogue";
import { demoId } from "../db/seed/ids";
import { signToken } from "../lib/tokens";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";
import { insertTestMember } from "../testing/members";

let h: Harness;
const tokens = { member: "", staff: "", admin: "", coach: "" };
const tokenOf = (id: string) => signToken({ id, tokenVersion: 0 }, h.config.jwtSecret, TEST_NOW);

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  tokens.member = await h.signIn("member");
  tokens.staff = await h.signIn("staff");
  tokens.admin = await h.signIn("admin");
  tokens.coach = await h.signIn("coach");
});

const MEMBERSHIP_PAYMENT = demoId("transaction:member-membership");
const FAILED_PAYMENT = demoId("transaction:member-training-failed");
const MEMBER_TICKET = demoId("ticket:member:1");
const SEUN = coachIdOf(MEMBER_COACH);
const IBRAHIM = coachIdOf(PENDING_COACH);

/** A fresh account that signed up as Coach, not linked to any profile. */
async function coachSignup(fullName = "Ibrahim Musa") {
  const { user } = await insertTestMember(h.database.db, {
    jwtSecret: h.config.jwtSecret,
    now: TEST_NOW,
    role: "coach",
    level: "adult professional",
    fullName,
  });
  return user.id;
}

async function list(query: string) {
  const { status, body } = await h.call(`${pathOf(calls.staffMembers)}${query}`, { token: tokens.staff });
  expect(status, JSON.stringify(body)).toBe(200);
  return StaffMembersResponse.parse(body);
}

async function memberPage(id = MEMBER_ID) {
  const { status, body } = await h.call(pathOf(calls.staffMember, { id }), { token: tokens.staff });
  expect(status, JSON.stringify(body)).toBe(200);
  return StaffMemberResponse.parse(body);
}

describe("role boundaries", () => {
  const cases: [method: string, path: string, body?: unknown][] = [
    ["GET", pathOf(calls.staffMembers)],
    ["GET", pathOf(calls.staffMember, { id: MEMBER_ID })],
    ["PUT", pathOf(calls.updateMember, { id: MEMBER_ID }), {}],
    ["PUT", pathOf(calls.saveMemberNote, { id: MEMBER_ID }), {}],
    ["POST", pathOf(calls.resendMemberMail, { id: MEMBER_ID }), {}],
    ["PUT", pathOf(calls.linkCoachAccount, { id: COACH_ACCOUNT_ID }), {}],
  ];
  it.each(cases)("%s %s: anonymous 401, member 403, staff and admin through", async (method, path, body) => {
    const as = (token?: string) => h.call(path, { method, ...(token ? { token } : {}), body });
    expect((await as()).status).toBe(401);
    const member = await as(tokens.member);
    expect(member.status).toBe(403);
    expect(member.body.message).toBe("Only club staff can do this");
    // A linked coach is a member to the console.
    expect((await as(tokens.coach)).status).toBe(403);
    expect([200, 400]).toContain((await as(tokens.staff)).status);
    expect([200, 400]).toContain((await as(tokens.admin)).status);
  });
});

describe("GET /staff/members", () => {
  it("finds a member by name, email, phone or username, case-insensitively", async () => {
    for (const q of ["tobi ade", "MEMBER@example", "803 123 4567", "tobi_adeyemi"]) {
      const page = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        page.items.map((m) => m._id),
        q,
      ).toEqual([MEMBER_ID]);
    }
  });

  it("lists members only, never staff accounts, by name, paginated on the server", async () => {
    const all = await list("?pageSize=100");
    const ids = all.items.map((m) => m._id);
    expect(ids).toContain(MEMBER_ID);
    expect(ids).not.toContain(STAFF_ID);
    expect(ids).not.toContain(ADMIN_ID);
    const names = all.items.map((m) => m.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    const second = await list("?pageSize=2&page=2");
    expect(second.items).toHaveLength(2);
    expect(second.total).toBe(all.total);
    expect(second.items[0]?._id).toBe(all.items[2]?._id);
    // Every page says how many match in all, a page past the end and a searched one too.
    const last = await list(`?pageSize=2&page=${Math.ceil(all.total / 2)}`);
    expect(last.total).toBe(all.total);
    expect(last.items.length).toBeGreaterThan(0);
    const beyond = await list("?pageSize=2&page=999");
    expect(beyond).toMatchObject({ items: [], total: all.total });
    const searched = await list("?q=a&pageSize=1");
    expect(searched.items).toHaveLength(1);
    expect(searched.total).toBe((await list("?q=a&pageSize=100")).items.length);
    expect((await list("?q=nobody-is-called-this")).total).toBe(0);
  });

  it("filters by membership plan, training package, coach and standing", async () => {
    const tobi = (await list("?plan=quarterly")).items;
    expect(tobi.map((m) => m._id)).toEqual([MEMBER_ID]);
    expect(tobi[0]).toMatchObject({
      membership: { plan: "quarterly" },
      training: { plan: "standard" },
      coach: { _id: SEUN, status: "Assigned" },
      standing: expect.stringMatching(/active|expiring/),
    });
    expect((await list("?plan=none&pageSize=100")).items.map((m) => m._id)).not.toContain(MEMBER_ID);
    expect((await list("?training=standard")).items.map((m) => m._id)).toContain(MEMBER_ID);
    expect((await list(`?coach=${IBRAHIM}`)).items.map((m) => m._id)).toEqual([PENDING_ID]);
    expect((await list(`?coach=${SEUN}`)).items.map((m) => m._id)).toEqual([MEMBER_ID]);

    // Tobi's membership ends later this month, then it has ended.
    const endMembership = (at: string) =>
      h.database.db
        .update(memberships)
        .set({ endsAt: new Date(at) })
        .where(eq(memberships.userId, MEMBER_ID));
    await endMembership("2026-11-28T10:00:00Z");
    const expiring = await list("?standing=expiring");
    expect(expiring.items.map((m) => m._id)).toEqual([MEMBER_ID]);
    expect(expiring.items[0]?.standing).toBe("expiring");
    expect((await list("?standing=lapsed")).items.map((m) => m._id)).not.toContain(MEMBER_ID);
    await endMembership("2026-11-02T10:00:00Z");
    const lapsed = await list("?standing=lapsed");
    expect(lapsed.items.map((m) => m._id)).toContain(MEMBER_ID);
    expect(lapsed.items.every((m) => m.standing === "lapsed")).toBe(true);
    expect((await list("?standing=expiring")).items.map((m) => m._id)).not.toContain(MEMBER_ID);
  });

  it("refuses filters it does not know with 400", async () => {
    for (const query of ["?plan=gold", "?training=elite", "?standing=soon", "?pageSize=500", "?page=0"]) {
      const { status, body } = await h.call(`${pathOf(calls.staffMembers)}${query}`, { token: tokens.staff });
      expect(status, query).toBe(400);
      expect(body.message).toBeTypeOf("string");
    }
  });
});

describe("GET /staff/members/{id}", () => {
  it("shows how much of each payment was refunded, failed refunds left out", async () => {
    await h.database.db.insert(refunds).values([
      {
        transactionId: MEMBERSHIP_PAYMENT,
        amountKobo: 300_000,
        status: "processed",
        cause: "staff",
        reason: "Injury",
      },
      {
        transactionId: MEMBERSHIP_PAYMENT,
        amountKobo: 200_000,
        status: "pending",
        cause: "staff",
        reason: "Injury",
      },
      {
        transactionId: MEMBERSHIP_PAYMENT,
        amountKobo: 900_000,
        status: "failed",
        cause: "staff",
        reason: "Injury",
      },
    ]);
    const { items } = (await memberPage()).transactions;
    expect(items.find((t) => t._id === MEMBERSHIP_PAYMENT)?.refunded).toBe(5000);
    expect(items.filter((t) => t._id !== MEMBERSHIP_PAYMENT).every((t) => t.refunded === 0)).toBe(true);
  });

  it("shows the whole member: plans, coach and history, tickets, payments, notifications, reviews, note", async () => {
    const page = await memberPage();
    expect(page.member).toMatchObject({
      _id: MEMBER_ID,
      membership: { plan: "quarterly", status: "Paid", autoRenew: true },
      training: { plan: "standard", status: "Paid" },
      assignment: { coach: { _id: SEUN }, status: "Assigned" },
      linkedCoach: null,
    });
    expect(page.member.assignmentHistory.length).toBeGreaterThan(0);
    expect(page.tickets.total).toBe(3);
    expect(page.transactions.items.some((t) => t._id === MEMBERSHIP_PAYMENT)).toBe(true);
    expect(page.notifications.total).toBeGreaterThan(0);
    expect(page.reviews.items[0]).toMatchObject({ coachName: MEMBER_COACH, rating: 5 });
    expect(page.note).toEqual({ note: "", version: 0, updatedAt: null, updatedBy: null });
  });

  it("never carries the password hash", async () => {
    const { body } = await h.call(pathOf(calls.staffMember, { id: MEMBER_ID }), { token: tokens.staff });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/i);
  });

  it("answers 404 for an unknown id and for a staff account", async () => {
    for (const id of ["f".repeat(24), STAFF_ID]) {
      expect((await h.call(pathOf(calls.staffMember, { id }), { token: tokens.staff })).status).toBe(404);
    }
  });
});

describe("PUT /staff/members/{id}", () => {
  const correct = (body: unknown, token = tokens.staff) =>
    h.call(pathOf(calls.updateMember, { id: MEMBER_ID }), { method: "PUT", token, body });
  const current = { email: "member@example.com", phoneNumber: "+234 803 123 4567", level: "adult mid-level" };

  it("corrects level and contact details, audited with before and after, never the password", async () => {
    const [before] = await h.database.db.select().from(users).where(eq(users.id, MEMBER_ID));
    const { status, body } = await correct({
      ...current,
      level: "adult professional",
      phoneNumber: "+234 803 999 0000",
      version: 1,
      password: "Sneaky123!",
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const saved = UpdateMemberResponse.parse(body).member;
    expect(saved).toMatchObject({
      level: "adult professional",
      phoneNumber: "+2348039990000",
      version: 2,
    });
    const [after] = await h.database.db.select().from(users).where(eq(users.id, MEMBER_ID));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(
      await h.count(
        `audit_log where action = 'member.update' and entity_id = '${MEMBER_ID}' and actor_id = '${STAFF_ID}' and before->>'level' = 'adult mid-level' and after->>'level' = 'adult professional'`,
      ),
    ).toBe(1);
    expect(
      await h.count("audit_log where before::text ilike '%scrypt%' or after::text ilike '%scrypt%'"),
    ).toBe(0);
  });

  it("says a number the move to E.164 could not read needs correcting, until staff correct it", async () => {
    await h.database.db
      .update(users)
      .set({ phoneNumber: "call my mum", phoneNeedsFix: true })
      .where(eq(users.id, MEMBER_ID));
    const flagged = await h.call(`/staff/members/${MEMBER_ID}`, { token: tokens.staff });
    expect(flagged.body.member).toMatchObject({ phoneNumber: "call my mum", phoneNeedsFix: true });
    const { status, body } = await correct({ ...current, phoneNumber: "0803 999 0000", version: 1 });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.member).toMatchObject({ phoneNumber: "+2348039990000", phoneNeedsFix: false });
  });

  it("refuses a stale version with 409 and writes nothing", async () => {
    expect((await correct({ ...current, level: "adult professional", version: 1 })).status).toBe(200);
    const stale = await correct({ ...current, level: "adult amatuer", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Someone else saved/);
    expect(await h.count("audit_log where action = 'member.update'")).toBe(1);
  });

  it("of two corrections from the same version at once, one is saved and the other is 409", async () => {
    const results = await Promise.all([
      correct({ ...current, level: "adult professional", version: 1 }),
      correct({ ...current, level: "adult amatuer", version: 1 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await h.count("audit_log where action = 'member.update'")).toBe(1);
  });

  it("refuses an email another account uses with 409, and bad input with 400", async () => {
    const taken = await correct({ ...current, email: "free@example.com", version: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Another account already uses this email");
    for (const bad of [
      { ...current, level: "grandmaster", version: 1 },
      { ...current, email: "not-an-email", version: 1 },
      { ...current, phoneNumber: "call me", version: 1 },
      { ...current },
    ]) {
      const { status, body } = await correct(bad);
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body.message).toBeTypeOf("string");
    }
    const badPhone = await correct({ ...current, phoneNumber: "0803 123", version: 1 });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toContain(INVALID_PHONE);
    expect(await h.count("audit_log")).toBe(0);
  });
});

describe("PUT /staff/members/{id}/note", () => {
  const save = (note: string, version: number) =>
    h.call(pathOf(calls.saveMemberNote, { id: FREE_ID }), {
      method: "PUT",
      token: tokens.staff,
      body: { note, version },
    });

  it("saves the note with its author, versioned and audited", async () => {
    const first = await save("Prefers evening sessions.", 0);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(SaveNoteResponse.parse(first.body).note).toMatchObject({
      note: "Prefers evening sessions.",
      version: 1,
      updatedBy: "staff@example.com",
    });
    expect((await save("Prefers evening sessions, Lekki courts.", 1)).status).toBe(200);
    expect((await memberPage(FREE_ID)).note).toMatchObject({
      note: "Prefers evening sessions, Lekki courts.",
      version: 2,
    });
    expect(await h.count(`audit_log where action = 'member.note' and entity_id = '${FREE_ID}'`)).toBe(2);
  });

  it("refuses a stale save with 409, also when two first notes race", async () => {
    const race = await Promise.all([save("One", 0), save("Two", 0)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await save("Three", 0)).status).toBe(409);
    expect(await h.count("audit_log where action = 'member.note'")).toBe(1);
  });

  it("refuses a note over 4000 characters with 400", async () => {
    expect((await save("x".repeat(4001), 0)).status).toBe(400);
  });
});

describe("POST /staff/members/{id}/resend", () => {
  const resend = (body: unknown, id = MEMBER_ID) =>
    h.call(pathOf(calls.resendMemberMail, { id }), { method: "POST", token: tokens.staff, body });

  it("mails the receipt of a completed payment again, audited", async () => {
    const { status, body } = await resend({ kind: "receipt", transactionId: MEMBERSHIP_PAYMENT });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(h.mailer.sent).toHaveLength(1);
    expect(h.mailer.sent[0]).toMatchObject({ to: "member@example.com", subject: "Payment received" });
    expect(h.mailer.sent[0]?.text).toContain("Premium Quarterly membership");
    expect(
      await h.count(
        `audit_log where action = 'member.resend-receipt' and entity_type = 'transaction' and entity_id = '${MEMBERSHIP_PAYMENT}'`,
      ),
    ).toBe(1);
  });

  it("mails a ticket again with its code", async () => {
    const { status } = await resend({ kind: "ticket", ticketId: MEMBER_TICKET });
    expect(status).toBe(200);
    expect(h.mailer.sent[0]?.subject).toMatch(/^Your ticket for /);
    expect(h.mailer.sent[0]?.text).toContain("Ticket code:");
  });

  it("refuses a failed payment, another member's payment and a bad body, sending nothing", async () => {
    expect((await resend({ kind: "receipt", transactionId: FAILED_PAYMENT })).status).toBe(409);
    expect((await resend({ kind: "receipt", transactionId: MEMBERSHIP_PAYMENT }, FREE_ID)).status).toBe(404);
    expect((await resend({ kind: "ticket", ticketId: MEMBER_TICKET }, PENDING_ID)).status).toBe(404);
    expect((await resend({ kind: "invoice", transactionId: MEMBERSHIP_PAYMENT })).status).toBe(400);
    expect(h.mailer.sent).toHaveLength(0);
    expect(await h.count("audit_log")).toBe(0);
  });

  it("sends one item at most 3 times an hour, however many resends race", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => resend({ kind: "receipt", transactionId: MEMBERSHIP_PAYMENT })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(h.mailer.sent).toHaveLength(3);
    expect(await h.count("audit_log where action = 'member.resend-receipt'")).toBe(3);
    // Another item has its own count.
    expect((await resend({ kind: "ticket", ticketId: MEMBER_TICKET })).status).toBe(200);
  });
});

describe("coach accounts", () => {
  const link = (id: string, coachId: string | null) =>
    h.call(pathOf(calls.linkCoachAccount, { id }), { method: "PUT", token: tokens.staff, body: { coachId } });
  const ownMembers = (token: string) => h.call("/coach/me/members", { token });

  it("a linked coach sees their own members and reviews, nothing of other coaches", async () => {
    const { status, body } = await ownMembers(tokens.coach);
    expect(status, JSON.stringify(body)).toBe(200);
    const view = CoachMembersResponse.parse(body);
    expect(view.coach).toEqual({ _id: SEUN, coachName: MEMBER_COACH });
    expect(view.members).toEqual([
      expect.objectContaining({
        fullName: "Tobi Adeyemi",
        level: "adult mid-level",
        plan: "quarterly",
        status: "Assigned",
      }),
    ]);
    expect(view.reviews.map((r) => r.reviewerName)).toContain("Tobi A.");
    // Musa is Ibrahim's member: never in Seun's view.
    expect(JSON.stringify(body)).not.toContain("Musa Abdullahi");
    // The coach is the caller's link, whatever the request says.
    const asked = await h.call(`/coach/me/members?coach=${IBRAHIM}&coachId=${IBRAHIM}`, {
      token: tokens.coach,
    });
    expect(JSON.stringify(asked.body)).not.toContain("Musa Abdullahi");
    expect(asked.body.coach._id).toBe(SEUN);
  });

  it("is refused to members, to unlinked coach accounts and to anonymous callers", async () => {
    expect((await ownMembers(tokens.member)).status).toBe(403);
    expect((await ownMembers(await tokenOf(await coachSignup()))).status).toBe(403);
    expect((await h.call("/coach/me/members")).status).toBe(401);
    expect((await h.call("/coach/me/members?page=0", { token: tokens.coach })).status).toBe(400);
  });

  it("staff link a Coach account to its profile, audited; /me then names it", async () => {
    const ibrahim = await coachSignup();
    const { status, body } = await link(ibrahim, IBRAHIM);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.member.linkedCoach).toEqual({ _id: IBRAHIM, coachName: PENDING_COACH });
    expect(
      await h.count(
        `audit_log where action = 'member.coach-link' and entity_id = '${ibrahim}' and after->>'coachId' = '${IBRAHIM}'`,
      ),
    ).toBe(1);
    const token = await tokenOf(ibrahim);
    const me = MeResponse.parse((await h.call("/me", { token })).body);
    expect(me.userData.linkedCoach).toEqual({ _id: IBRAHIM, coachName: PENDING_COACH });
    const view = CoachMembersResponse.parse((await ownMembers(token)).body);
    expect(view.members.map((m) => m.fullName)).toEqual(["Musa Abdullahi"]);
    expect(JSON.stringify(view)).not.toContain("Tobi Adeyemi");

    // Unlinked, the view is gone.
    expect((await link(ibrahim, null)).status).toBe(200);
    expect((await ownMembers(token)).status).toBe(403);
    expect(
      MeResponse.parse((await h.call("/me", { token: tokens.member })).body).userData.linkedCoach ?? null,
    ).toBeNull();
  });

  it("links one account per coach profile, also when two links race", async () => {
    const [a, b] = [await coachSignup("First Coach"), await coachSignup("Second Coach")];
    const results = await Promise.all([link(a, IBRAHIM), link(b, IBRAHIM)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe(
      `${PENDING_COACH} is already linked to another account`,
    );
    expect(await h.count(`coach_accounts where coach_id = '${IBRAHIM}'`)).toBe(1);
    expect(await h.count("audit_log where action = 'member.coach-link'")).toBe(1);
    // Seun's profile is the demo coach's.
    expect((await link(a, SEUN)).status).toBe(409);
  });

  it("refuses to link a student account, an unknown coach or a bad body", async () => {
    expect((await link(MEMBER_ID, IBRAHIM)).status).toBe(409);
    const ibrahim = await coachSignup();
    expect((await link(ibrahim, "f".repeat(24))).status).toBe(404);
    const bad = await h.call(pathOf(calls.linkCoachAccount, { id: ibrahim }), {
      method: "PUT",
      token: tokens.staff,
      body: { coachId: 7 },
    });
    expect(bad.status).toBe(400);
    expect(await h.count("audit_log")).toBe(0);
  });
});
