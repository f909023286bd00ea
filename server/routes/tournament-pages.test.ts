/** The public tournament list a page at a time: a club with many upcoming tournaments. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TournamentsPageResponse } from "@/shared/api/contract";
import { allUpcomingTournaments } from "@/shared/api/tournament-pages";
import { tournaments } from "../db/schema";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";
import { TOURNAMENTS_PAGE } from "./tournaments";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const DAY_MS = 86_400_000;
const page = async (after?: string) => {
  const response = await h.call(`/tour/admin/getTournaments${after ? `?after=${after}` : ""}`);
  expect(response.status).toBe(200);
  return TournamentsPageResponse.parse(response.body);
};

/** 130 more upcoming tournaments, two a day (the same date and time in pairs), and 10 past ones. */
async function addMany() {
  const rows = Array.from({ length: 140 }, (_, i) => ({
    name: `Club night ${i}`,
    date: new Date(TEST_NOW.getTime() + (i < 10 ? -(i + 2) : Math.floor(i / 2)) * DAY_MS + 3 * 3_600_000),
    location: "Court 1",
    time: "6:00 PM",
    priceKobo: 500_000,
    imageUrl: "/images/tournament.jpg",
  }));
  await h.database.db.insert(tournaments).values(rows);
}

/** Every upcoming tournament, soonest first (the order the pages are read in, then shown). */
async function upcomingSoonestFirst() {
  const rows = await h.database.db.select({ id: tournaments.id, date: tournaments.date }).from(tournaments);
  const today = Date.parse(`${TEST_NOW.toISOString().slice(0, 10)}T00:00:00+01:00`);
  return rows
    .filter((r) => r.date.getTime() >= today)
    .toSorted((a, b) => a.date.getTime() - b.date.getTime() || (a.id < b.id ? -1 : 1))
    .map((r) => r.id);
}

describe("GET /tour/admin/getTournaments, a page at a time", () => {
  it("answers the soonest page latest first, then each later page after the latest shown, every upcoming tournament once", async () => {
    await addMany();
    const expected = await upcomingSoonestFirst();
    expect(expected.length).toBeGreaterThan(2 * TOURNAMENTS_PAGE);

    const first = await page();
    expect(first.tours).toHaveLength(TOURNAMENTS_PAGE);
    expect(first.more).toBe(true);
    expect(first.tours.map((t) => t._id).toReversed()).toEqual(expected.slice(0, TOURNAMENTS_PAGE));

    const second = await page(first.tours[0]!._id);
    expect(second.tours.map((t) => t._id).toReversed()).toEqual(
      expected.slice(TOURNAMENTS_PAGE, 2 * TOURNAMENTS_PAGE),
    );
    expect(second.more).toBe(true);

    const third = await page(second.tours[0]!._id);
    expect(third.tours.map((t) => t._id).toReversed()).toEqual(expected.slice(2 * TOURNAMENTS_PAGE));
    expect(third.more).toBe(false);

    const read = await allUpcomingTournaments((after) => page(after));
    expect(read.map((t) => t._id)).toEqual(expected.toReversed());
  });

  it("answers every upcoming tournament in one page when they fit, with no more", async () => {
    const only = await page();
    expect(only.more).toBe(false);
    expect(only.tours.map((t) => t._id).toReversed()).toEqual(await upcomingSoonestFirst());
  });

  it("refuses a page after a past, unknown or malformed tournament id with 404 and a message", async () => {
    await addMany();
    const [past] = await h.database.db
      .select({ id: tournaments.id, date: tournaments.date })
      .from(tournaments)
      .then((rows) => rows.filter((r) => r.date.getTime() < TEST_NOW.getTime() - DAY_MS));
    const afterPast = await h.call(`/tour/admin/getTournaments?after=${past!.id}`);
    expect(afterPast.status).toBe(404);
    expect(afterPast.body).toEqual({ message: "That tournament is not an upcoming one" });
    const unknown = await h.call(`/tour/admin/getTournaments?after=${"0".repeat(24)}`);
    expect(unknown.status).toBe(404);
    const malformed = await h.call("/tour/admin/getTournaments?after=x'--");
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual({ message: "That tournament is not an upcoming one" });
  });
});
