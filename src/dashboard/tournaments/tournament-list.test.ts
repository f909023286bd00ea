import { describe, expect, it } from "vitest";
import type { Tournament } from "@/shared/api/contract";
import { nextTourName, upcomingTournaments } from "./tournament-list";

function tour(name: string, date: string): Tournament {
  return { _id: name, name, date, location: "Lagos", time: "10:00", price: 5000, tournamentImgURL: "" };
}

describe("upcomingTournaments", () => {
  const now = new Date(2026, 5, 15, 18, 0);

  it("keeps today's and later tournaments, soonest first", () => {
    const tours = [
      tour("Later", "2026-09-01T09:00:00.000Z"),
      tour("Past", "2026-06-01T09:00:00.000Z"),
      tour("Today", new Date(2026, 5, 15, 9).toISOString()),
    ];
    expect(upcomingTournaments(tours, now).map((t) => t.name)).toEqual(["Today", "Later"]);
  });

  it("drops tournaments without a readable date", () => {
    expect(upcomingTournaments([tour("Broken", "soon")], now)).toEqual([]);
  });
});

describe("nextTourName", () => {
  it("names the soonest tournament or says there is none", () => {
    expect(nextTourName([tour("Lagos Open", "2026-09-01")])).toBe("Lagos Open");
    expect(nextTourName([])).toBe("No tours yet");
  });
});
