/** The public calendar's past tournaments: those of the last 90 days (Lagos), most recent first. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TournamentsResponse } from "@/shared/api/contract";
import { RECENT_TOURNAMENT_DAYS } from "@/shared/domain/tournament-entries";
import { tournaments } from "../db/schema";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const DAY_MS = 86_400_000;
const recent = async () => TournamentsResponse.parse((await h.call("/tournaments/recent")).body).tours;
const upcoming = async () =>
  TournamentsResponse.parse((await h.call("/tour/admin/getTournaments")).body).tours;

describe("GET /tournaments/recent", () => {
  it("lists the tournaments of the last 90 days, most recent first, and none of the upcoming ones", async () => {
    const rows = await h.database.db.select({ id: tournaments.id, date: tournaments.date }).from(tournaments);
    const today = Date.parse(`${TEST_NOW.toISOString().slice(0, 10)}T00:00:00+01:00`);
    const expected = rows
      .filter((r) => r.date.getTime() < today && r.date.getTime() >= today - RECENT_TOURNAMENT_DAYS * DAY_MS)
      .toSorted((a, b) => b.date.getTime() - a.date.getTime())
      .map((r) => r.id);
    const listed = await recent();
    expect(listed.map((t) => t._id)).toEqual(expected);
    const upcomingIds = new Set((await upcoming()).map((t) => t._id));
    expect(listed.some((t) => upcomingIds.has(t._id))).toBe(false);
  });

  it("drops a tournament once it is more than 90 days past", async () => {
    const [past] = await recent();
    expect(past).toBeDefined();
    h.setNow(new Date(Date.parse(past!.date) + (RECENT_TOURNAMENT_DAYS + 1) * DAY_MS));
    expect((await recent()).map((t) => t._id)).not.toContain(past!._id);
  });
});
