/**
 * Families (docs/decisions/0160-families.md): sign-up refused to a child alone, adding a child with
 * versioned consent, acting for a player through X-Player (refused on every player-scoped call for a
 * player who is not the caller's), a junior's own login approved by a guardian, co-parents by
 * invitation only, paper consent in the console, deleting a child's data, and mail routed to guardians.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CallDeclaration } from "@/shared/api/all-calls";
import * as allCalls from "@/shared/api/all-calls";
import {
  AWAITING_GUARDIAN_APPROVAL,
  CONSENT_TEXT_VERSION,
  NOT_YOUR_PLAYER,
  SOLO_JUNIOR_SIGNUP_REFUSED,
} from "@/shared/domain/families";
import { CHILD_TOO_YOUNG } from "@/shared/domain/family-validation";
import { auditLog, coachAccounts, consents, transactions, users } from "../db/schema";
import { DEMO_ACCOUNTS, MEMBER_COACH, MEMBER_ID } from "../db/seed";
import { coachIdOf, tournamentIdOf } from "../db/seed/catalogue";
import { eventIdOf, JUNIOR_EVENTS_TOURNAMENT } from "../db/seed/events";
import { MIDDLE_ID, PARENT_ID, TEEN_ID, YOUNGEST_COACH, YOUNGEST_ID } from "../db/seed/families";
import { deliverMail, queueMail } from "../mail/mail-outbox";
import { noticeMail } from "../mail/templates";
import { createHarness, type Harness } from "../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const { parent, member, free, staff } = DEMO_ACCOUNTS;
const X = (playerId: string) => ({ "X-Player": playerId });
const consent = {
  relationship: "mother",
  consentVersion: CONSENT_TEXT_VERSION,
  consent: true,
  photoConsent: false,
};

const signup = (dob: string, extra: Record<string, unknown> = {}) => ({
  fullName: "Kemi Bello",
  email: "kemi@example.com",
  username: "kemi_bello",
  password: "Secret123!",
  dob,
  phoneNumber: "+234 803 000 1111",
  role: "student",
  level: "kids amatuer",
  ...extra,
});

/** A link's token from the last mail sent to `email`. */
function mailedToken(email: string): string {
  const mail = h.mailer.sent.findLast((m) => m.to === email);
  const token = mail?.text.match(/token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No link mailed to ${email}`);
  return token;
}

describe("signing up", () => {
  it("refuses a 12-year-old alone, says why, and creates no account", async () => {
    const answer = await h.call("/createUser", { method: "POST", body: signup("2014-03-01") });
    expect(answer).toMatchObject({ status: 403, body: { message: SOLO_JUNIOR_SIGNUP_REFUSED } });
    expect(await h.count("users where email = 'kemi@example.com'")).toBe(0);
  });

  it("refuses a 17-year-old alone too, and still lets an adult in", async () => {
    expect((await h.call("/createUser", { method: "POST", body: signup("2009-01-01") })).status).toBe(403);
    expect((await h.call("/createUser", { method: "POST", body: signup("2000-01-01") })).status).toBe(201);
  });
});

describe("a parent's family", () => {
  it("lists the parent and their three children, with consent on record", async () => {
    const token = await h.login(parent.email, parent.password);
    const { status, body } = await h.call("/family", { token });
    expect(status).toBe(200);
    expect(body.players.map((p: { _id: string }) => p._id)).toEqual([
      PARENT_ID,
      TEEN_ID,
      MIDDLE_ID,
      YOUNGEST_ID,
    ]);
    expect(body.players[0]).toMatchObject({ self: true, login: "account", junior: false });
    expect(body.players[1]).toMatchObject({ login: "own", junior: true, age: 16, consentNeeded: false });
    expect(body.players[3]).toMatchObject({
      login: "none",
      age: 10,
      consent: { version: 1, source: "online" },
    });
    expect(body.consentText.version).toBe(CONSENT_TEXT_VERSION);
  });

  it("adds a child with consent: who, relationship, when, which version", async () => {
    const token = await h.login(parent.email, parent.password);
    const child = {
      fullName: "Tolu Okafor",
      dob: "2019-02-03",
      level: "kids amatuer",
      emergencyContactName: "Ngozi Okafor",
      emergencyContactPhone: "+234 803 400 1122",
      medicalNotes: "Peanut allergy",
      ...consent,
      photoConsent: true,
    };
    const { status, body } = await h.call("/family/children", { method: "POST", token, body: child });
    expect(status).toBe(201);
    expect(body.player).toMatchObject({
      fullName: "Tolu Okafor",
      login: "none",
      photoConsent: true,
      consentNeeded: false,
    });
    const [row] = await h.database.db.select().from(consents).where(eq(consents.playerId, body.player._id));
    expect(row).toMatchObject({ givenBy: PARENT_ID, relationship: "mother", version: 1, source: "online" });
    const [stored] = await h.database.db.select().from(users).where(eq(users.id, body.player._id));
    expect(stored).toMatchObject({ email: null, passwordHash: null });

    // An adult is not a child, nor is a one-year-old (a slip in the birth year); a consent
    // given for another version of the text asks again; no consent, no child.
    expect(
      (await h.call("/family/children", { method: "POST", token, body: { ...child, dob: "1990-01-01" } }))
        .status,
    ).toBe(400);
    const tooYoung = await h.call("/family/children", {
      method: "POST",
      token,
      // A year old as the forms count it (on the real clock, as the schema does).
      body: { ...child, dob: new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10) },
    });
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body.message).toContain(CHILD_TOO_YOUNG);
    expect(
      await h.call("/family/children", {
        method: "POST",
        token,
        body: { ...child, consentVersion: CONSENT_TEXT_VERSION + 1 },
      }),
    ).toMatchObject({ status: 409, body: { message: expect.stringContaining("consent text has changed") } });
    expect(
      (await h.call("/family/children", { method: "POST", token, body: { ...child, consent: false } }))
        .status,
    ).toBe(400);
  });

  it("asks for consent while none is on record, and takes it only for the current text", async () => {
    await h.database.db.delete(consents).where(eq(consents.playerId, MIDDLE_ID));
    const token = await h.login(parent.email, parent.password);
    const middle = async () =>
      (await h.call("/family", { token })).body.players.find((p: { _id: string }) => p._id === MIDDLE_ID);
    expect((await middle()).consentNeeded).toBe(true);
    const stale = await h.call(`/family/players/${MIDDLE_ID}/consent`, {
      method: "POST",
      token,
      body: { ...consent, consentVersion: CONSENT_TEXT_VERSION + 1 },
    });
    expect(stale.status).toBe(409);
    const given = await h.call(`/family/players/${MIDDLE_ID}/consent`, {
      method: "POST",
      token,
      body: consent,
    });
    expect(given).toMatchObject({
      status: 200,
      body: { player: { consent: { version: CONSENT_TEXT_VERSION } } },
    });
    expect((await middle()).consentNeeded).toBe(false);
    // Only a guardian of the child can consent for them.
    const other = await h.login(member.email, member.password);
    expect(
      (await h.call(`/family/players/${MIDDLE_ID}/consent`, { method: "POST", token: other, body: consent }))
        .status,
    ).toBe(403);
  });
});

describe("acting for a player", () => {
  /** Every call that acts for a player, as declared: the check comes before the body is read. */
  const playerCalls = (Object.values(allCalls) as CallDeclaration[])
    .filter((call) => call.access === "player")
    .map(
      (call) =>
        [call.method, call.path.replace(/:\w+/g, "0".repeat(24)), call.body ? {} : undefined] as const,
    );

  it("covers every call of a single player", () => {
    expect(playerCalls.length).toBeGreaterThanOrEqual(24);
  });

  it.each(playerCalls)("refuses %s %s for a player who is not the caller's", async (method, path, body) => {
    const token = await h.login(member.email, member.password);
    for (const playerId of [YOUNGEST_ID, TEEN_ID, "0123456789abcdef01234567"]) {
      const answer = await h.call(path, { method, token, body, headers: X(playerId) });
      expect(answer, `${method} ${path} as ${playerId}`).toMatchObject({
        status: 403,
        body: { message: NOT_YOUR_PLAYER },
      });
    }
  });

  it("refuses a malformed player id with a 400", async () => {
    const token = await h.login(member.email, member.password);
    expect(await h.call("/notifications", { token, headers: X("../etc") })).toMatchObject({
      status: 400,
      body: { message: expect.any(String) },
    });
  });

  it("answers a guardian with the child's coach and tickets, and the caller's own without the header", async () => {
    const token = await h.login(parent.email, parent.password);
    const coach = await h.call("/assigncoach/getUserCoach", { token, headers: X(YOUNGEST_ID) });
    expect(coach.body.coachInfo.status).toBe("Assigned");
    expect((await h.call("/assigncoach/getUserCoach", { token })).body.coachInfo.status).toBe("None");
    const tickets = await h.call("/match/getUserMatches", { token, headers: X(MIDDLE_ID) });
    expect(tickets.body.matches.map((t: { tournament: { name: string } }) => t.tournament.name)).toEqual([
      expect.stringContaining("Under-14"),
    ]);
    // The teen's own login acts for herself only, not for her siblings.
    const teen = await h.login(DEMO_ACCOUNTS.teen.email, DEMO_ACCOUNTS.teen.password);
    expect((await h.call("/notifications", { token: teen, headers: X(YOUNGEST_ID) })).status).toBe(403);
  });

  it("buys a child's ticket from the parent's account, and refuses an event that does not admit the child", async () => {
    const token = await h.login(parent.email, parent.password);
    const adults = await h.call(`/tour/register/${tournamentIdOf("December Championship 2026")}`, {
      token,
      headers: X(YOUNGEST_ID),
    });
    expect(adults).toMatchObject({
      status: 403,
      body: { message: expect.stringContaining("admits only players 18 and over") },
    });
    // The junior cup has two events: the child is entered in the one named.
    const juniors = tournamentIdOf(JUNIOR_EVENTS_TOURNAMENT);
    const enterUnder12 = `/tournaments/${juniors}/events/${eventIdOf(JUNIOR_EVENTS_TOURNAMENT, "under-12")}/enter`;
    const { status, body } = await h.call(enterUnder12, {
      method: "POST",
      token,
      headers: X(YOUNGEST_ID),
      body: {},
    });
    expect([status, body.message]).toEqual([200, undefined]);
    const reference = body.paystackResponse.data.reference;
    const [row] = await h.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, reference));
    expect(row).toMatchObject({ userId: YOUNGEST_ID, payerId: PARENT_ID, kind: "ticket" });
    // The parent themself is an adult: the juniors event does not admit them.
    expect((await h.call(enterUnder12, { method: "POST", token, body: {} })).status).toBe(403);
  });

  it("opens a child's training checkout paid by the parent", async () => {
    const token = await h.login(parent.email, parent.password);
    const { status, body } = await h.call("/billing/pay/training/standard/1month", {
      method: "POST",
      token,
      headers: X(MIDDLE_ID),
    });
    expect(status).toBe(200);
    const [row] = await h.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, body.paystackResponse.data.reference));
    expect(row).toMatchObject({ userId: MIDDLE_ID, payerId: PARENT_ID, kind: "training" });
  });
  it("shows a guardian the child's training groups and sessions, joins one and says the child can't come", async () => {
    const staffToken = await h.login(staff.email, staff.password);
    const made = await h.call("/sessions/groups", {
      method: "POST",
      token: staffToken,
      body: {
        coachId: coachIdOf(YOUNGEST_COACH),
        name: "Little smashers",
        kind: "group",
        packageKey: "regular",
        venue: "Court 3",
        levels: ["kids amatuer"],
        capacity: 6,
        startsOn: "2026-11-23",
        endsOn: "2026-12-20",
        weekly: [{ weekday: 6, time: "07:00" }],
        minutes: 60,
        exceptions: [],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const groupId = made.body.group._id;
    const token = await h.login(parent.email, parent.password);
    const open = await h.call("/me/session-groups", { token, headers: X(YOUNGEST_ID) });
    expect(open.body.groups.map((g: { _id: string }) => g._id)).toContain(groupId);
    // The parent's own: no training package, so no group.
    expect((await h.call("/me/session-groups", { token })).body.groups).toEqual([]);

    const joined = await h.call(`/me/session-groups/${groupId}/join`, {
      method: "POST",
      token,
      headers: X(YOUNGEST_ID),
    });
    expect(joined).toMatchObject({ status: 200, body: { state: "placed" } });
    const mine = await h.call("/me/sessions", { token, headers: X(YOUNGEST_ID) });
    // The demo youngest also trains in her coach's juniors' group.
    type Listed = { _id: string; groupName: string; cantCome: boolean };
    const smashers = (mine.body.sessions as Listed[]).find((s) => s.groupName === "Little smashers");
    expect(smashers).toMatchObject({ cantCome: false });
    expect((await h.call("/me/sessions", { token })).body.sessions).toEqual([]);

    const sessionId = smashers?._id ?? "";
    const told = await h.call(`/me/sessions/${sessionId}/cant-come`, {
      method: "POST",
      token,
      headers: X(YOUNGEST_ID),
    });
    expect(told.status, JSON.stringify(told.body)).toBe(200);
    const after = await h.call("/me/sessions", { token, headers: X(YOUNGEST_ID) });
    expect((after.body.sessions as Listed[]).find((s) => s._id === sessionId)?.cantCome).toBe(true);
  });
});

describe("a junior's own login", () => {
  const teenSignup = signup("2011-06-01", { guardianEmail: free.email });

  it("waits for the guardian's approval: no payments until then, approved by the mailed link", async () => {
    expect((await h.call("/family/junior-signup", { method: "POST", body: teenSignup })).status).toBe(201);
    const teen = await h.login("kemi@example.com", "Secret123!");
    expect(
      await h.call("/billing/pay/training/regular/1month", { method: "POST", token: teen }),
    ).toMatchObject({
      status: 403,
      body: { message: AWAITING_GUARDIAN_APPROVAL },
    });
    expect((await h.call("/family", { token: teen })).body.players[0].login).toBe("awaiting-approval");

    const token = mailedToken(free.email);
    // Someone else cannot take the invitation, even with the link.
    const stranger = await h.login(member.email, member.password);
    expect(
      (
        await h.call("/family/invitations/accept", {
          method: "POST",
          token: stranger,
          body: { token, ...consent },
        })
      ).status,
    ).toBe(403);

    const guardian = await h.login(free.email, free.password);
    const accepted = await h.call("/family/invitations/accept", {
      method: "POST",
      token: guardian,
      body: { token, ...consent },
    });
    expect(accepted).toMatchObject({
      status: 200,
      body: { player: { fullName: "Kemi Bello", login: "own" } },
    });
    // Approved, the junior may appear on the public ladder: the site is rebuilt.
    expect(h.siteDataChanges).toContain("a junior's own login was approved");
    expect(
      (await h.call("/billing/pay/training/regular/1month", { method: "POST", token: teen })).status,
    ).toBe(200);
  });

  it("of two approvals at once, one wins", async () => {
    await h.call("/family/junior-signup", { method: "POST", body: teenSignup });
    const token = mailedToken(free.email);
    const guardian = await h.login(free.email, free.password);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        h.call("/family/invitations/accept", {
          method: "POST",
          token: guardian,
          body: { token, ...consent },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect([404, 409]).toContain(a.status);
      expect(a.body.message).toEqual(expect.any(String));
    }
    const [kemi] = await h.database.db.select().from(users).where(eq(users.email, "kemi@example.com"));
    expect(await h.count(`guardianships where player_id = '${kemi!.id}' and status = 'active'`)).toBe(1);
  });

  it("refuses a child under 13 even with a guardian's email", async () => {
    const answer = await h.call("/family/junior-signup", {
      method: "POST",
      body: { ...teenSignup, dob: "2015-01-01" },
    });
    expect(answer).toMatchObject({ status: 403, body: { message: SOLO_JUNIOR_SIGNUP_REFUSED } });
  });
});

describe("a second guardian", () => {
  it("joins only by the first guardian's invitation, and then acts for the child", async () => {
    const token = await h.login(parent.email, parent.password);
    const coParent = await h.login(free.email, free.password);
    expect((await h.call("/notifications", { token: coParent, headers: X(YOUNGEST_ID) })).status).toBe(403);
    // Only a guardian can invite.
    expect(
      (
        await h.call(`/family/players/${YOUNGEST_ID}/guardians`, {
          method: "POST",
          token: coParent,
          body: { email: free.email, relationship: "father" },
        })
      ).status,
    ).toBe(403);
    const invitations = await Promise.all(
      [1, 2].map(() =>
        h.call(`/family/players/${YOUNGEST_ID}/guardians`, {
          method: "POST",
          token,
          body: { email: free.email, relationship: "father" },
        }),
      ),
    );
    expect(invitations.map((a) => a.status)).toEqual([201, 201]);
    expect(await h.count(`guardianships where player_id = '${YOUNGEST_ID}' and status = 'invited'`)).toBe(1);
    // Two requests at once are one invitation, mailed once: no mail carries a link the other replaced.
    expect(h.mailer.sent.filter((m) => m.to === free.email)).toHaveLength(1);
    const link = mailedToken(free.email);
    const accepted = await h.call("/family/invitations/accept", {
      method: "POST",
      token: coParent,
      body: { token: link, ...consent, relationship: "father" },
    });
    expect(accepted.status).toBe(200);
    expect((await h.call("/notifications", { token: coParent, headers: X(YOUNGEST_ID) })).status).toBe(200);
  });
});

describe("the console's families", () => {
  it("lists families, filters those missing consent, and records a paper form (audited)", async () => {
    const token = await h.login(staff.email, staff.password);
    const all = await h.call("/staff/families", { token });
    expect(all.status).toBe(200);
    expect(all.body.items[0]).toMatchObject({ account: { _id: PARENT_ID }, players: expect.any(Array) });
    expect((await h.call("/staff/families?missingConsent=true", { token })).body.total).toBe(0);

    await h.database.db.delete(consents).where(eq(consents.playerId, MIDDLE_ID));
    const missing = await h.call("/staff/families?missingConsent=true", { token });
    expect(missing.body.total).toBe(1);

    const form = {
      guardianId: PARENT_ID,
      relationship: "mother",
      consentVersion: CONSENT_TEXT_VERSION,
      photoConsent: false,
    };
    const recorded = await h.call(`/staff/families/players/${MIDDLE_ID}/paper-consent`, {
      method: "POST",
      token,
      body: form,
    });
    expect(recorded).toMatchObject({
      status: 200,
      body: { player: { consent: { source: "paper" }, consentNeeded: false } },
    });
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "member.paper-consent"));
    expect(entry).toMatchObject({ entityId: MIDDLE_ID, actorEmail: staff.email });
    // A guardian who is not the child's cannot sign for them; a member cannot record forms.
    expect(
      (
        await h.call(`/staff/families/players/${MIDDLE_ID}/paper-consent`, {
          method: "POST",
          token,
          body: { ...form, guardianId: MEMBER_ID },
        })
      ).status,
    ).toBe(400);
    const memberToken = await h.login(member.email, member.password);
    expect(
      (
        await h.call(`/staff/families/players/${MIDDLE_ID}/paper-consent`, {
          method: "POST",
          token: memberToken,
          body: form,
        })
      ).status,
    ).toBe(403);
  });
});

describe("the child's coach", () => {
  it("sees the guardian's name and phone and the medical notes; a member never does", async () => {
    // The demo coach account is linked to the coach of the parent's youngest.
    await h.database.db
      .update(coachAccounts)
      .set({ coachId: coachIdOf(YOUNGEST_COACH) })
      .where(eq(coachAccounts.coachId, coachIdOf(MEMBER_COACH)));
    const token = await h.login(DEMO_ACCOUNTS.coach.email, DEMO_ACCOUNTS.coach.password);
    const { status, body } = await h.call("/coach/me/members", { token });
    expect(status).toBe(200);
    expect(body.members).toEqual([
      expect.objectContaining({
        fullName: "Ada Okafor",
        guardians: [{ fullName: "Ngozi Okafor", phoneNumber: "+2348034001122" }],
        medicalNotes: "Mild asthma: inhaler in her bag.",
      }),
    ]);
    const memberToken = await h.login(member.email, member.password);
    expect((await h.call("/coach/me/members", { token: memberToken })).status).toBe(403);
    const parentView = await h.call("/assigncoach/getUserCoach", {
      token: await h.login(parent.email, parent.password),
      headers: X(YOUNGEST_ID),
    });
    expect(JSON.stringify(parentView.body)).not.toContain("asthma");
  });
});

describe("a child's data", () => {
  it("is deleted by their guardian with their password, and with the guardian's account", async () => {
    const token = await h.login(parent.email, parent.password);
    expect(
      (
        await h.call(`/family/players/${YOUNGEST_ID}`, {
          method: "DELETE",
          token,
          body: { password: "wrong" },
        })
      ).status,
    ).toBe(403);
    const deleted = await h.call(`/family/players/${YOUNGEST_ID}`, {
      method: "DELETE",
      token,
      body: { password: parent.password },
    });
    expect(deleted.status).toBe(200);
    expect(await h.count(`users where id = '${YOUNGEST_ID}'`)).toBe(0);
    // The payment for her stays, anonymised, still naming who paid.
    const [paid] = await h.database.db.select().from(transactions).where(eq(transactions.payerId, PARENT_ID));
    expect(paid).toBeDefined();

    const gone = await h.call("/delUserData", {
      method: "DELETE",
      token,
      body: { password: parent.password },
    });
    expect(gone.status).toBe(200);
    // Emeka had no login and no other guardian: his data went with the account. Zara keeps her own login.
    expect(await h.count(`users where id in ('${PARENT_ID}', '${MIDDLE_ID}')`)).toBe(0);
    expect(await h.count(`users where id = '${TEEN_ID}'`)).toBe(1);
  });
});

describe("mail about a junior", () => {
  it("reaches the guardian, and the junior too when they have a login", async () => {
    const db = h.database.db;
    const ids = await db.transaction((tx) =>
      queueMail(tx, [
        noticeMail({ id: YOUNGEST_ID, fullName: "Ada Okafor", email: null }, "Coach assigned", [
          "Your coach is ready.",
        ]),
        noticeMail(
          { id: TEEN_ID, fullName: "Zara Okafor", email: DEMO_ACCOUNTS.teen.email },
          "Draw published",
          ["See the draw."],
        ),
      ]),
    );
    await deliverMail({ db, mailer: h.mailer }, { ids });
    const sent = h.mailer.sent.map((m) => [m.to, m.subject]);
    expect(sent).toEqual(
      expect.arrayContaining([
        [parent.email, "Coach assigned"],
        [DEMO_ACCOUNTS.teen.email, "Draw published"],
        [parent.email, "Draw published"],
      ]),
    );
    expect(sent).toHaveLength(3);
    const copy = h.mailer.sent.find((m) => m.subject === "Coach assigned");
    expect(copy?.text).toMatch(/^Hi Ngozi,\n\nThis message is about Ada Okafor/);
  });
});
