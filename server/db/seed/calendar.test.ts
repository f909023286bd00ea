/**
 * The demo calendar moves with the day the demo data is loaded: tournaments stay on sale, on
 * Saturdays, under names that match their dates, whatever year the demo is started in.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TournamentsResponse } from "@/shared/api/contract";
import { createHarness, type Harness, TEST_NOW } from "../../testing/harness";
import { truncateAll } from "../reset";
import { seedDemoData } from ".";
import { DEMO_TOURNAMENTS, demoCalendarShift, demoTournaments, tournamentIdOf } from "./catalogue";

const DAY = 24 * 60 * 60 * 1000;

describe("demoCalendarShift", () => {
  it("moves the catalogue to the first Saturday on or after the loading day in Lagos, in whole weeks", () => {
    expect(demoCalendarShift(TEST_NOW)).toBe(0);
    expect(demoCalendarShift(new Date("2026-11-28T22:59:00Z"))).toBe(0); // Saturday 23:59 in Lagos
    expect(demoCalendarShift(new Date("2026-11-28T23:00:00Z"))).toBe(7 * DAY); // Sunday in Lagos
    expect(demoCalendarShift(new Date("2026-11-27T23:30:00Z"))).toBe(0); // Saturday 00:30 in Lagos
    expect(demoCalendarShift(new Date("2029-03-14T10:00:00Z")) % (7 * DAY)).toBe(0);
  });

  it("keeps the catalogue's ids and names on its own dates", () => {
    expect(demoTournaments(0)).toEqual(DEMO_TOURNAMENTS);
    expect(DEMO_TOURNAMENTS.map((t) => t.name)).toContain("December Championship 2026");
    expect(DEMO_TOURNAMENTS.find((t) => t.name === "June Club Championship")?.id).toBe(
      tournamentIdOf("June Club Championship"),
    );
  });
});

describe("the demo tournaments' categories", () => {
  it("put the junior series, open and under-14 cup in the juniors category, the rest in ATP", () => {
    const juniors = DEMO_TOURNAMENTS.filter((t) => t.category === "juniors").map((t) => t.name);
    expect(juniors).toEqual(["Abeokuta Junior Series", "Lagos Junior Open", "Port Harcourt Under-14 Cup"]);
    for (const t of DEMO_TOURNAMENTS.filter((t) => !juniors.includes(t.name))) {
      expect(t.category).toBe("ATP");
      expect(t.name).not.toMatch(/junior|under-\d+/i);
    }
  });
});

describe("demo data loaded long after the catalogue was written", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  // A Wednesday in 2029, two years after the catalogue's last tournament.
  const LOADED = new Date("2029-03-14T10:00:00Z");
  beforeEach(async () => {
    await h.reset();
    await truncateAll(h.database.db);
    await seedDemoData(h.database.db, LOADED);
    h.setNow(LOADED);
  });

  it("lists upcoming tournaments, the soonest this week, each on a Saturday and named for its date", async () => {
    const { tours } = TournamentsResponse.parse((await h.call("/tour/admin/getTournaments")).body);
    const soonestFirst = tours.toReversed();
    expect(soonestFirst.length).toBe(8);
    expect(soonestFirst[0]).toMatchObject({ name: "Enugu Club Series", date: "2029-03-17T08:00:00.000Z" });
    for (const tour of tours) expect(new Date(tour.date).getUTCDay()).toBe(6);
    const championship = tours.find((t) => t._id === tournamentIdOf("December Championship 2026"));
    expect(championship).toMatchObject({ name: "March Championship 2029", date: "2029-03-31T08:00:00.000Z" });
    expect(championship?.tournamentImgURL).toBe("/images/tournaments/december-championship-2026.jpg");
  });

  it("sells tickets for them, and keeps the member's history in the past", async () => {
    const token = await h.signIn("free");
    const soonest = tournamentIdOf("Enugu Club Series");
    const order = await h.call(`/tour/register/${soonest}`, { token });
    expect(order.status).toBe(200);
    expect(order.body.paystackResponse.data.authorization_url).toEqual(expect.any(String));

    const member = await h.signIn("member");
    const summary = (await h.call("/matchCustom/user", { token: member })).body;
    expect(summary.matchesWon).toBeGreaterThan(0);
    const tickets = (await h.call("/match/getUserMatches", { token: member })).body.matches;
    expect(
      tickets.filter((t: { tournament: { date: string } }) => t.tournament.date > LOADED.toISOString()),
    ).toHaveLength(2);
  });

  it("writes every demo player's phone number in E.164, so messages can reach them", async () => {
    expect(await h.count("users")).toBeGreaterThan(0);
    expect(await h.count("users where phone_number !~ '^[+][0-9]{7,15}$'")).toBe(0);
  });

  it("never puts two training sessions on one court at once", async () => {
    expect(await h.count("training_sessions")).toBeGreaterThan(0);
    expect(
      await h.count(
        "training_sessions a join training_sessions b on a.venue = b.venue and a.id < b.id and a.starts_at < b.ends_at and b.starts_at < a.ends_at",
      ),
    ).toBe(0);
  });
});
