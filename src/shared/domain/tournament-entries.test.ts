import { describe, expect, it } from "vitest";
import { entriesState } from "./tournament-entries";

// 10:00 in Lagos on 27 Nov 2026.
const now = new Date("2026-11-27T09:00:00.000Z");
const on = (date: string) => `${date}T08:00:00.000Z`;

describe("entriesState", () => {
  it("is open until the tournament's day, said with that day", () => {
    expect(entriesState({ date: on("2026-12-12") }, now)).toEqual({
      open: true,
      text: "Entries open until 12 Dec 2026",
    });
    // Tickets are sold all through the tournament's own day in Lagos.
    expect(entriesState({ date: "2026-11-26T23:30:00.000Z" }, now).open).toBe(true);
  });

  it("is closed after the tournament's day, said with that day", () => {
    expect(entriesState({ date: on("2026-11-20") }, now)).toEqual({
      open: false,
      text: "Entries closed on 20 Nov 2026",
    });
  });

  it("opens on the sales day, paid members earlier", () => {
    const later = { date: on("2026-12-12"), salesOpenAt: on("2026-12-01") };
    expect(entriesState(later, now)).toEqual({ open: false, text: "Entries open on 1 Dec 2026" });
    expect(entriesState({ ...later, memberEarlyDays: 3 }, now).text).toBe(
      "Entries open on 1 Dec 2026 (paid members from 28 Nov 2026)",
    );
    expect(entriesState({ ...later, salesOpenAt: on("2026-11-20") }, now).open).toBe(true);
  });

  it("is closed when sold out or cancelled", () => {
    expect(entriesState({ date: on("2026-12-12"), soldOut: true }, now)).toEqual({
      open: false,
      text: "Entries closed: every place is taken",
    });
    expect(entriesState({ date: on("2026-12-12"), cancelled: true }, now).text).toBe(
      "Cancelled: no entries are taken",
    );
  });
});
