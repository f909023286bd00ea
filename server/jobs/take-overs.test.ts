/**
 * Coming of age (docs/decisions/0205-coming-of-age.md): a managed player who is 18 on the Lagos date
 * is invited once, however many runs go at once; a player with a login becomes their own account
 * holder; one without takes over with the link mailed to their guardians; the guardians are told and
 * no longer act for them; the link works once and only for that player.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONSENT_TEXT_VERSION, NOT_YOUR_PLAYER, TAKE_OVER_LINK_INVALID } from "@/shared/domain/families";
import { guardianships, juniorDetails, users } from "../db/schema";
import { DEMO_ACCOUNTS } from "../db/seed";
import { PARENT_ID, TEEN_ID } from "../db/seed/families";
import { createHarness, type Harness } from "../testing/harness";
import { inviteTakeOvers, type TakeOverDeps } from "./take-overs";

let h: Harness;
let clock: Date;
let deps: TakeOverDeps;
beforeAll(async () => {
  h = await createHarness();
  deps = { db: h.database.db, mailer: h.mailer, config: h.config, now: () => clock };
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const { parent, teen, member } = DEMO_ACCOUNTS;
const X = (playerId: string) => ({ "X-Player": playerId });

function at(iso: string) {
  clock = new Date(iso);
  h.setNow(clock);
}

/** Five housekeeping runs at once, as on five servers: answers how many players they invited. */
const runConcurrently = async () =>
  (await Promise.all(Array.from({ length: 5 }, () => inviteTakeOvers(deps)))).reduce((a, b) => a + b, 0);

const mailsTo = (email: string) => h.mailer.sent.filter((m) => m.to === email);

/**
 * A child of the parent born on `dob`, without a login, as adding a child leaves them (written
 * directly: the form's checks count ages on the real calendar, not the tests' clock).
 */
async function addChild(dob: string, fullName = "Tayo Okafor"): Promise<string> {
  const [child] = await h.database.db
    .insert(users)
    .values({
      fullName,
      email: null,
      passwordHash: null,
      username: `junior_${fullName.replace(/\W/g, "_")}`,
      dob,
      phoneNumber: "+2348034001122",
      role: "student",
      level: "kids professional",
      createdAt: clock,
    })
    .returning();
  await h.database.db.insert(guardianships).values({
    guardianId: PARENT_ID,
    playerId: child!.id,
    relationship: "mother",
    status: "active",
    invitedBy: PARENT_ID,
    createdAt: clock,
    acceptedAt: clock,
  });
  await h.database.db.insert(juniorDetails).values({
    playerId: child!.id,
    emergencyContactName: "Ngozi Okafor",
    emergencyContactPhone: "+2348034001122",
    photoConsent: false,
    updatedAt: clock,
  });
  return child!.id;
}

function takeOverToken(): string {
  const mail = h.mailer.sent.findLast((m) => m.to === parent.email && /take-over\?token=/.test(m.text));
  const token = mail?.text.match(/take-over\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error("No take-over link mailed to the parent");
  return token;
}

const newLogin = {
  email: "tayo@example.com",
  username: "tayo_okafor",
  password: "MyOwn123!",
  phoneNumber: "0803 555 0101",
};

describe("a player who turns 18 with a login of their own", () => {
  it("becomes their own account holder once, even with five runs at once; the parent is told", async () => {
    // Zara, 16 in the demo, is 18 on 25 July 2028 in Lagos.
    at("2028-07-24T22:30:00Z");
    expect(await runConcurrently()).toBe(0);
    expect(await h.count(`guardianships where player_id = '${TEEN_ID}' and status = 'active'`)).toBe(1);

    at("2028-07-24T23:30:00Z");
    h.mailer.sent.length = 0;
    expect(await runConcurrently()).toBe(1);
    expect(await inviteTakeOvers(deps)).toBe(0);
    expect(mailsTo(teen.email).map((m) => m.subject)).toEqual([
      "Happy 18th birthday: your profile is now your own",
    ]);
    expect(mailsTo(parent.email).map((m) => m.subject)).toEqual([
      "Zara Okafor now manages their own profile",
    ]);
    expect(await h.count(`guardianships where player_id = '${TEEN_ID}'`)).toBe(0);

    // The parent no longer acts for her; she is her own account holder.
    const asParent = await h.login(parent.email, parent.password);
    expect(await h.call("/me/sessions", { token: asParent, headers: X(TEEN_ID) })).toMatchObject({
      status: 403,
      body: { message: NOT_YOUR_PLAYER },
    });
    const family = await h.call("/family", { token: asParent });
    expect(family.body.players.map((p: { _id: string }) => p._id)).not.toContain(TEEN_ID);
    const asZara = await h.login(teen.email, teen.password);
    expect((await h.call("/family", { token: asZara })).body.players[0]).toMatchObject({
      self: true,
      junior: false,
      login: "account",
    });
  });
});

describe("a player who turns 18 without a login", () => {
  it("is invited through the parent's mail at Lagos midnight, once, and takes over with the link", async () => {
    at("2026-11-22T12:00:00Z");
    const child = await addChild("2008-11-23");
    h.mailer.sent.length = 0;

    // 23:59 in Lagos on the 22nd: still 17.
    at("2026-11-22T22:59:00Z");
    expect(await runConcurrently()).toBe(0);
    // Midnight in Lagos (23:00 UTC): 18.
    at("2026-11-22T23:00:00Z");
    expect(await runConcurrently()).toBe(1);
    expect(await runConcurrently()).toBe(0);
    const invitations = mailsTo(parent.email);
    expect(invitations.map((m) => m.subject)).toEqual([
      "Tayo Okafor is 18: their profile can now be their own",
    ]);
    const token = takeOverToken();

    // Until the player takes over, the parent still manages them.
    const asParent = await h.login(parent.email, parent.password);
    expect((await h.call("/me/sessions", { token: asParent, headers: X(child) })).status).toBe(200);

    // A wrong link, and an address someone else has, change nothing.
    expect(
      await h.call("/family/take-over", { method: "POST", body: { ...newLogin, token: "x".repeat(43) } }),
    ).toMatchObject({ status: 404, body: { message: TAKE_OVER_LINK_INVALID } });
    expect(
      await h.call("/family/take-over", {
        method: "POST",
        body: { ...newLogin, email: member.email, token },
      }),
    ).toMatchObject({ status: 409, body: { message: expect.stringContaining("already exists") } });
    expect(
      (await h.call("/family/take-over", { method: "POST", body: { ...newLogin, password: "short", token } }))
        .status,
    ).toBe(400);

    // Three take-overs at once: one wins.
    h.mailer.sent.length = 0;
    const answers = await Promise.all(
      [1, 2, 3].map(() => h.call("/family/take-over", { method: "POST", body: { ...newLogin, token } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect([404, 409]).toContain(a.status);
      expect(a.body.message).toBe(TAKE_OVER_LINK_INVALID);
    }
    expect(answers.find((a) => a.status === 200)?.body.message).toContain("your profile is now your own");
    expect(mailsTo(parent.email).map((m) => m.subject)).toEqual([
      "Tayo Okafor now manages their own profile",
    ]);

    const [stored] = await h.database.db.select().from(users).where(eq(users.id, child));
    expect(stored).toMatchObject({
      email: "tayo@example.com",
      username: "tayo_okafor",
      phoneNumber: "+2348035550101",
    });
    const asTayo = await h.login("tayo@example.com", "MyOwn123!");
    expect((await h.call("/family", { token: asTayo })).body.players[0]).toMatchObject({
      _id: child,
      login: "account",
    });
    expect(await h.call("/me/sessions", { token: asParent, headers: X(child) })).toMatchObject({
      status: 403,
      body: { message: NOT_YOUR_PLAYER },
    });
    expect(await h.database.db.select().from(guardianships).where(eq(guardianships.playerId, child))).toEqual(
      [],
    );
    // The link worked once.
    expect(
      await h.call("/family/take-over", {
        method: "POST",
        body: { ...newLogin, email: "tayo2@example.com", username: "tayo2", token },
      }),
    ).toMatchObject({ status: 404, body: { message: TAKE_OVER_LINK_INVALID } });
  });

  it("born on 29 February, is 17 on 28 February and invited on 1 March", async () => {
    at("2026-02-10T12:00:00Z");
    const child = await addChild("2008-02-29", "Leap Okafor");
    h.mailer.sent.length = 0;
    at("2026-02-28T22:59:00Z");
    expect(await inviteTakeOvers(deps)).toBe(0);
    at("2026-02-28T23:00:00Z");
    expect(await inviteTakeOvers(deps)).toBe(1);
    const [details] = await h.database.db
      .select()
      .from(juniorDetails)
      .where(eq(juniorDetails.playerId, child));
    expect(details?.takeOverInvitedAt).toEqual(clock);
    expect(mailsTo(parent.email).map((m) => m.subject)).toEqual([
      "Leap Okafor is 18: their profile can now be their own",
    ]);
  });
});

describe("a junior's own login nobody approved", () => {
  it("is theirs at 18: the approval link stops working", async () => {
    at("2026-11-22T12:00:00Z");
    const signup = {
      fullName: "Kemi Bello",
      email: "kemi@example.com",
      username: "kemi_bello",
      password: "Secret123!",
      dob: "2008-12-01",
      phoneNumber: "+234 803 000 1111",
      role: "student",
      level: "kids amatuer",
      guardianEmail: DEMO_ACCOUNTS.free.email,
    };
    expect((await h.call("/family/junior-signup", { method: "POST", body: signup })).status).toBe(201);
    const approval = h.mailer.sent.findLast((m) => m.to === DEMO_ACCOUNTS.free.email);
    const token = approval?.text.match(/token=([\w-]+)/)?.[1];
    at("2026-12-01T09:00:00Z");
    expect(await inviteTakeOvers(deps)).toBe(0);
    const guardian = await h.login(DEMO_ACCOUNTS.free.email, DEMO_ACCOUNTS.free.password);
    const accept = await h.call("/family/invitations/accept", {
      method: "POST",
      token: guardian,
      body: {
        token,
        relationship: "mother",
        consentVersion: CONSENT_TEXT_VERSION,
        consent: true,
        photoConsent: true,
      },
    });
    expect(accept.status).toBe(404);
    expect(await h.count(`guardianships where invited_email = '${DEMO_ACCOUNTS.free.email}'`)).toBe(0);
  });

  it("cannot be claimed at 18 even before the housekeeping runs", async () => {
    at("2026-11-22T12:00:00Z");
    const signup = {
      fullName: "Kemi Bello",
      email: "kemi@example.com",
      username: "kemi_bello",
      password: "Secret123!",
      dob: "2008-12-01",
      phoneNumber: "+234 803 000 1111",
      role: "student",
      level: "kids amatuer",
      guardianEmail: DEMO_ACCOUNTS.free.email,
    };
    await h.call("/family/junior-signup", { method: "POST", body: signup });
    const token = h.mailer.sent
      .findLast((m) => m.to === DEMO_ACCOUNTS.free.email)
      ?.text.match(/token=([\w-]+)/)?.[1];
    at("2026-12-01T09:00:00Z");
    const guardian = await h.login(DEMO_ACCOUNTS.free.email, DEMO_ACCOUNTS.free.password);
    const accept = await h.call("/family/invitations/accept", {
      method: "POST",
      token: guardian,
      body: {
        token,
        relationship: "mother",
        consentVersion: CONSENT_TEXT_VERSION,
        consent: true,
        photoConsent: true,
      },
    });
    expect(accept).toMatchObject({
      status: 409,
      body: { message: "Kemi Bello is 18 or over and manages their own profile." },
    });
    expect(
      await h.count(
        "guardianships where status = 'active' and player_id = (select id from users where email = 'kemi@example.com')",
      ),
    ).toBe(0);
  });
});
