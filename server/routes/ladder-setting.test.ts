/**
 * Leaving the public club ladder (docs/decisions/0111-leaving-the-public-ladder.md): the member's
 * setting, the ladder without them, their own rank unchanged, and a site rebuild asked for.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LadderSetting, MatchSummary, PublicLadderResponse } from "@/shared/api/contract";
import { DEMO_ACCOUNTS } from "../db/seed";
import { createHarness, type Harness } from "../testing/harness";

let h: Harness;
let token = "";
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  token = await h.login(DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
});

/** The demo member as the public ladder names them. */
const PUBLIC_NAME = "Tobi A.";

const setting = async () => LadderSetting.parse((await h.call("/matchCustom/ladder", { token })).body);
const put = (body: unknown, as: { token?: string } = { token }) =>
  h.call("/matchCustom/ladder", { method: "PUT", ...as, body });
const ladder = async () => PublicLadderResponse.parse((await h.call("/tour/ladder")).body);
const ownRank = async () =>
  MatchSummary.parse((await h.call("/matchCustom/user", { token })).body).cMatch.rank;

describe("the ladder setting", () => {
  it("takes the member off the public ladder and back, their own rank kept, asking for a rebuild each time", async () => {
    expect(await setting()).toEqual({ onLadder: true });
    const before = await ladder();
    expect(before.adults.map((r) => r.name)).toContain(PUBLIC_NAME);
    const rank = await ownRank();
    expect(rank).toBe(before.adults.find((r) => r.name === PUBLIC_NAME)?.rank);

    const off = await put({ onLadder: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ onLadder: false });
    expect(await setting()).toEqual({ onLadder: false });
    const without = await ladder();
    expect(without.adults.map((r) => r.name)).not.toContain(PUBLIC_NAME);
    // The others keep their club rank: the member's place is left out, not filled.
    expect(without.adults).toEqual(before.adults.filter((r) => r.name !== PUBLIC_NAME));
    expect(await ownRank()).toBe(rank);
    expect(h.siteDataChanges).toEqual(["a member left the ladder"]);

    // Saying the same again changes nothing and asks for nothing.
    expect((await put({ onLadder: false })).status).toBe(200);
    expect(h.siteDataChanges).toHaveLength(1);

    expect((await put({ onLadder: true })).body).toEqual({ onLadder: true });
    expect(await ladder()).toEqual(before);
    expect(h.siteDataChanges).toEqual(["a member left the ladder", "a member rejoined the ladder"]);
  });

  it("answers 400 with a message to a body that is not the setting, changing nothing", async () => {
    for (const body of [{ onLadder: "no" }, {}, { onLadder: null }, "not json", [false]]) {
      const { status, body: answer } = await put(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer).toMatchObject({ message: expect.any(String) });
    }
    expect(await setting()).toEqual({ onLadder: true });
    expect(h.siteDataChanges).toEqual([]);
  });

  it("answers 401 without a valid token, to reads and changes", async () => {
    for (const as of [{}, { token: "not-a-token" }]) {
      expect((await h.call("/matchCustom/ladder", as)).status).toBe(401);
      const { status, body } = await put({ onLadder: false }, as);
      expect(status).toBe(401);
      expect(body).toEqual({ message: expect.any(String) });
    }
    expect((await ladder()).adults.map((r) => r.name)).toContain(PUBLIC_NAME);
    expect(h.siteDataChanges).toEqual([]);
  });

  it("is in the member's data export", async () => {
    const exported = async () => (await h.call("/me/export", { token })).body.profile.onLadder;
    expect(await exported()).toBe(true);
    await put({ onLadder: false });
    expect(await exported()).toBe(false);
  });
});
