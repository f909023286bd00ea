import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ageGroup, RANKING_MONTHS, rankOf } from "@/shared/domain/ranking";
import type { DatabaseHandle } from "../db/client";
import { playerRatings, users } from "../db/schema";
import { openTestDatabase } from "../testing/test-database";
import { memberRank, rankCandidates } from "./kept-ratings";

/** A small seeded generator: the same club every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % below;
  };
}

const NOW = new Date("2028-02-29T10:00:00Z");
const MOMENTS = [NOW, new Date("2027-03-01T00:00:00Z"), new Date("2026-11-27T23:59:00Z")];
const PLAYERS = 120;

let handle: DatabaseHandle;
const ids: string[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  const random = generator(7);
  // Birthdays on and around every moment's 18-years-ago (29 February included), ratings on and
  // across the hundredths' rounding edges, some provisional, some not played for a year.
  const dobs = [
    "2010-02-28",
    "2010-02-29",
    "2010-03-01",
    "2009-03-01",
    "2009-02-28",
    "2008-11-27",
    "2008-11-28",
    "1990-05-05",
  ];
  const rows = Array.from({ length: PLAYERS }, (_, i) => {
    const id = `player${String(i).padStart(18, "0")}`;
    ids.push(id);
    const dob = dobs[random(dobs.length)]!.replace("2010-02-29", "2012-02-29");
    const rating = 1400 + random(8) / 100 + [0, 0.005, 0.0049999, 0.0050001, 0.015, 0.019][random(6)]!;
    return {
      user: {
        id,
        fullName: `Player ${i}`,
        email: `player${i}@example.com`,
        username: `player-${i}`,
        dob,
        phoneNumber: "+2348030000000",
        role: "student" as const,
        level: "adult amatuer" as const,
      },
      rating: {
        userId: id,
        rating,
        ratedMatches: 3 + random(6),
        lastPlayed: new Date(NOW.getTime() - random(500) * 86_400_000),
      },
    };
  });
  await handle.db.insert(users).values(rows.map((r) => r.user));
  await handle.db.insert(playerRatings).values(rows.map((r) => r.rating));
});

afterAll(async () => {
  await handle?.close();
});

describe("memberRank", () => {
  it("gives every member the rank ranking the whole club gives them, at any moment", async () => {
    for (const now of MOMENTS) {
      const candidates = await rankCandidates(handle.db, now);
      const expected = ids.map((id) => rankOf(id, candidates, now));
      const actual = await Promise.all(ids.map((id) => memberRank(handle.db, id, now)));
      expect(actual).toEqual(expected);
      // The club has ranked and unranked members, and shared ranks.
      expect(expected.filter((r) => r === null).length).toBeGreaterThan(0);
      expect(new Set(expected.filter((r) => r !== null)).size).toBeLessThan(
        expected.filter((r) => r !== null).length,
      );
    }
    // Three queries per member at three moments: slow on a busy machine.
  }, 90_000);

  it("gives the same ranks as the club's at moments a member's last rated match leaves the window", async () => {
    // The ranks are read from the club's ratings as they stand; whom the window takes in changes as
    // time passes, forwards and back, with no write between.
    const rows = await handle.db
      .select({ lastPlayed: playerRatings.lastPlayed })
      .from(playerRatings)
      .limit(6);
    const moments = rows.flatMap(({ lastPlayed }) => {
      const lapse = new Date(lastPlayed);
      lapse.setUTCMonth(lapse.getUTCMonth() + RANKING_MONTHS);
      return [-1, 0, 1].map((ms) => new Date(lapse.getTime() + ms));
    });
    const changes = new Set<string>();
    for (const now of [...moments, ...moments.toReversed()]) {
      const candidates = await rankCandidates(handle.db, now);
      const expected = ids.map((id) => rankOf(id, candidates, now));
      expect(await Promise.all(ids.map((id) => memberRank(handle.db, id, now)))).toEqual(expected);
      changes.add(JSON.stringify(expected));
    }
    // The moments did move players in and out of the ranks.
    expect(changes.size).toBeGreaterThan(1);
  }, 90_000);

  it("follows every change to what it ranks by, however it is written, once read", async () => {
    const check = async () => {
      const candidates = await rankCandidates(handle.db, NOW);
      const expected = ids.map((id) => rankOf(id, candidates, NOW));
      expect(await Promise.all(ids.map((id) => memberRank(handle.db, id, NOW)))).toEqual(expected);
      return expected;
    };
    const start = await check();
    const last = ids[start.lastIndexOf(Math.max(...start.filter((r) => r !== null).map(Number)))]!;
    // Written straight to the tables, as another server or a replay would: the rank read next follows.
    await handle.db.update(playerRatings).set({ rating: 1500 }).where(eq(playerRatings.userId, last));
    const risen = await check();
    expect(risen[ids.indexOf(last)]).toBe(1);
    // A birthday moving them to the other age group: the ranks of both groups follow.
    const [{ dob } = { dob: "" }] = await handle.db
      .select({ dob: users.dob })
      .from(users)
      .where(eq(users.id, last));
    await handle.db
      .update(users)
      .set({ dob: ageGroup(dob, NOW) === "adult" ? "2015-01-01" : "1990-05-05" })
      .where(eq(users.id, last));
    expect(await check()).not.toEqual(risen);
    // A deleted member leaves the ranks.
    const second = ids[risen.indexOf(2)]!;
    await handle.db.delete(users).where(eq(users.id, second));
    ids.splice(ids.indexOf(second), 1);
    await check();
    // Reading the same ranks at once from many requests gives each the same answer.
    const together = await Promise.all(Array.from({ length: 20 }, () => memberRank(handle.db, ids[0]!, NOW)));
    expect(new Set(together).size).toBe(1);
  }, 90_000);

  it("is null for a member without a rating", async () => {
    expect(await memberRank(handle.db, "nobody000000000000000000", NOW)).toBeNull();
  });
});
