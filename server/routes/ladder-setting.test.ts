/**
 * Leaving the public club ladder (docs/decisions/0111-leaving-the-public-ladder.md) and choosing
 * how an adult is named there (docs/decisions/0102-public-draws-and-ladder.md): the member's
 * settings, the ladder without them or with their short name, their own rank unchanged, and a
 * site rebuild asked for.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LadderSetting, MatchSummary, PublicLadderResponse } from "@/shared/api/contract";
import { guardianships, users } from "../db/schema";
import { MEMBER_ID } from "../db/seed";
import { PARENT_ID } from "../db/seed/families";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";

let h: Harness;
let token = "";
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  token = await h.signIn("member");
});

/** The demo member, an adult, as the public ladder names them by default and once they choose. */
const PUBLIC_NAME = "Tobi Adeyemi";
const SHORT_NAME = "Tobi A.";
const ADULT = { onLadder: true, ladderFullName: true, junior: false };

const setting = async () => LadderSetting.parse((await h.call("/me/ladder", { token })).body);
const put = (body: unknown, as: { token?: string } = { token }) =>
  h.call("/me/ladder", { method: "PUT", ...as, body });
const ladder = async () => PublicLadderResponse.parse((await h.call("/ladder")).body);
const ownRank = async () =>
  MatchSummary.parse((await h.call("/matchCustom/user", { token })).body).cMatch.rank;

describe("the ladder setting", () => {
  it("takes the member off the public ladder and back, their own rank kept, asking for a rebuild each time", async () => {
    expect(await setting()).toEqual(ADULT);
    const before = await ladder();
    expect(before.adults.map((r) => r.name)).toContain(PUBLIC_NAME);
    const rank = await ownRank();
    expect(rank).toBe(before.adults.find((r) => r.name === PUBLIC_NAME)?.rank);

    const off = await put({ onLadder: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ ...ADULT, onLadder: false });
    expect(await setting()).toEqual({ ...ADULT, onLadder: false });
    const without = await ladder();
    expect(without.adults.map((r) => r.name)).not.toContain(PUBLIC_NAME);
    // The others keep their club rank: the member's place is left out, not filled.
    expect(without.adults).toEqual(before.adults.filter((r) => r.name !== PUBLIC_NAME));
    expect(await ownRank()).toBe(rank);
    expect(h.siteDataChanges).toEqual(["a member left the ladder"]);

    // Saying the same again changes nothing and asks for nothing.
    expect((await put({ onLadder: false })).status).toBe(200);
    expect(h.siteDataChanges).toHaveLength(1);

    expect((await put({ onLadder: true })).body).toEqual(ADULT);
    expect(await ladder()).toEqual(before);
    expect(h.siteDataChanges).toEqual(["a member left the ladder", "a member rejoined the ladder"]);
  });

  it("shows an adult by first name and initial once they choose it, their rank kept, and by full name again", async () => {
    const before = await ladder();
    const row = before.adults.find((r) => r.name === PUBLIC_NAME);
    expect(row).toBeDefined();

    const short = await put({ ladderFullName: false });
    expect(short.status).toBe(200);
    expect(short.body).toEqual({ ...ADULT, ladderFullName: false });
    expect(await setting()).toEqual({ ...ADULT, ladderFullName: false });
    const after = await ladder();
    expect(after.adults.find((r) => r.rank === row?.rank && r.rating === row?.rating)?.name).toBe(SHORT_NAME);
    expect(after.adults.map((r) => r.name)).not.toContain(PUBLIC_NAME);
    expect(h.siteDataChanges).toEqual(["a member changed their public name"]);

    // Both settings at once; the one that did not change asks for nothing more.
    expect((await put({ onLadder: true, ladderFullName: true })).body).toEqual(ADULT);
    expect(await ladder()).toEqual(before);
    expect(h.siteDataChanges).toHaveLength(2);
  });

  it("keeps two changes made at once", async () => {
    const answers = await Promise.all([put({ onLadder: false }), put({ ladderFullName: false })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await setting()).toEqual({ onLadder: false, ladderFullName: false, junior: false });
  });

  it("always shows a junior by first name and initial, and refuses them the choice", async () => {
    await h.database.db.update(users).set({ dob: "2011-05-06" }).where(eq(users.id, MEMBER_ID));
    // A junior's own login is public once a guardian approved it (0207).
    await h.database.db.insert(guardianships).values({
      guardianId: PARENT_ID,
      playerId: MEMBER_ID,
      relationship: "mother",
      status: "active",
      invitedBy: MEMBER_ID,
      createdAt: TEST_NOW,
      acceptedAt: TEST_NOW,
    });
    expect(await setting()).toEqual({ ...ADULT, junior: true });
    const juniors = (await ladder()).juniors;
    expect(juniors.map((r) => r.name)).toContain(SHORT_NAME);
    const refused = await put({ ladderFullName: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: "Juniors are always shown by first name and initial" });
    // Leaving the ladder is theirs to choose.
    expect((await put({ onLadder: false })).body).toEqual({ ...ADULT, onLadder: false, junior: true });
    expect(h.siteDataChanges).toEqual(["a member left the ladder"]);
  });

  it("answers 400 with a message to a body that is not the setting, changing nothing", async () => {
    for (const body of [
      { onLadder: "no" },
      {},
      { onLadder: null },
      { ladderFullName: "yes" },
      "not json",
      [false],
    ]) {
      const { status, body: answer } = await put(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer).toMatchObject({ message: expect.any(String) });
    }
    expect(await setting()).toEqual(ADULT);
    expect(h.siteDataChanges).toEqual([]);
  });

  it("answers 401 without a valid token, to reads and changes", async () => {
    for (const as of [{}, { token: "not-a-token" }]) {
      expect((await h.call("/me/ladder", as)).status).toBe(401);
      const { status, body } = await put({ onLadder: false }, as);
      expect(status).toBe(401);
      expect(body).toEqual({ message: expect.any(String) });
    }
    expect((await ladder()).adults.map((r) => r.name)).toContain(PUBLIC_NAME);
    expect(h.siteDataChanges).toEqual([]);
  });

  it("is in the member's data export", async () => {
    const exported = async () => {
      const { onLadder, ladderFullName } = (await h.call("/me/export", { token })).body.profile;
      return { onLadder, ladderFullName };
    };
    expect(await exported()).toEqual({ onLadder: true, ladderFullName: true });
    await put({ onLadder: false, ladderFullName: false });
    expect(await exported()).toEqual({ onLadder: false, ladderFullName: false });
  });
});
