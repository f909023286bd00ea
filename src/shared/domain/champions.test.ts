import { describe, expect, it } from "vitest";
import { recentChampions } from "./champions";

const draw = (id: string, date: string, winner: string | null, eventName: string | null = null) => ({
  tournamentId: id,
  tournamentName: `Cup ${id}`,
  date,
  eventName,
  medallists: winner ? { winner, runnerUp: `${winner}'s opponent` } : null,
});

describe("recent champions", () => {
  it("lists the winners of played finals, newest first, up to the limit", () => {
    const list = recentChampions(
      [
        draw("a", "2026-10-01T08:00:00Z", "Ada O."),
        draw("b", "2026-11-01T08:00:00Z", null),
        draw("c", "2026-11-08T08:00:00Z", "Tobi Adeyemi"),
        draw("d", "2026-09-01T08:00:00Z", "Emeka O.", "Under-14"),
      ],
      2,
    );
    expect(list.map((c) => [c.title, c.champion, c.runnerUp])).toEqual([
      ["Cup c", "Tobi Adeyemi", "Tobi Adeyemi's opponent"],
      ["Cup a", "Ada O.", "Ada O.'s opponent"],
    ]);
  });
  it("names an event's champion with the event", () => {
    expect(recentChampions([draw("d", "2026-09-01T08:00:00Z", "Emeka O.", "Under-14")])[0]?.title).toBe(
      "Cup d, Under-14",
    );
  });
});
