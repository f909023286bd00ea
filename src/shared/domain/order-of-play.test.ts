import { describe, expect, it } from "vitest";
import {
  clashMessage,
  clashOf,
  clockText,
  matchMinutesProblem,
  matchTimeText,
  overlaps,
  type PlannedMatch,
  playOrder,
  sameCourt,
} from "./order-of-play";

const at = (time: string) => new Date(`2026-12-05T${time}:00+01:00`);
const match = (key: string, court: string, time: string, players: string[], minutes = 60): PlannedMatch => ({
  key,
  label: `Under-12, ${key}`,
  court,
  startsAt: at(time),
  minutes,
  players,
});

describe("clashes", () => {
  const planned = [
    match("m1", "Court 1", "10:00", ["ada", "bisi"]),
    match("m2", "Court 2", "10:00", ["chi", "dayo"]),
  ];
  it("finds a court taken at an overlapping time", () => {
    expect(clashOf(match("m3", "court 1 ", "10:30", ["eze", "femi"]), planned)).toEqual({
      kind: "court",
      with: planned[0],
    });
  });
  it("finds a player already playing at an overlapping time", () => {
    expect(clashOf(match("m3", "Court 3", "10:45", ["eze", "dayo"]), planned)).toEqual({
      kind: "player",
      with: planned[1],
      player: "dayo",
    });
  });
  it("lets a match start as another ends, and a match move in its own place", () => {
    expect(clashOf(match("m3", "Court 1", "11:00", ["ada", "femi"]), planned)).toBeNull();
    expect(clashOf(match("m1", "Court 1", "10:15", ["ada", "bisi"]), planned)).toBeNull();
  });
  it("uses each match's own length", () => {
    const long = [match("m1", "Court 1", "10:00", ["ada", "bisi"], 120)];
    expect(clashOf(match("m3", "Court 1", "11:30", ["eze", "femi"]), long)?.kind).toBe("court");
    expect(overlaps(match("x", "c", "09:00", [], 30), match("y", "c", "09:30", []))).toBe(false);
  });
  it("names the clash", () => {
    const names = new Map([["dayo", "Dayo Bello"]]);
    const time = (d: Date) => d.toISOString().slice(11, 16);
    const court = clashOf(match("m3", "Court 1", "10:30", ["eze"]), planned)!;
    expect(clashMessage(court, (id) => names.get(id) ?? id, time)).toBe(
      "Court 1 already hosts Under-12, m1 at 09:00",
    );
    const player = clashOf(match("m3", "Court 3", "10:30", ["dayo"]), planned)!;
    expect(clashMessage(player, (id) => names.get(id) ?? id, time)).toBe(
      "Dayo Bello already plays Under-12, m2 at 09:00",
    );
  });
});

describe("order of play", () => {
  it("compares courts without case or spaces", () => {
    expect(sameCourt(" Court 1", "court 1")).toBe(true);
    expect(sameCourt("Court 1", "Court 10")).toBe(false);
  });
  it("lists by time, then court in number order", () => {
    const list = playOrder([
      match("a", "Court 10", "10:00", []),
      match("b", "Court 2", "10:00", []),
      match("c", "Court 1", "09:00", []),
    ]);
    expect(list.map((m) => m.key)).toEqual(["c", "b", "a"]);
  });
  it("bounds a match's length", () => {
    expect(matchMinutesProblem(60)).toBeNull();
    expect(matchMinutesProblem(10)).toBe("A match takes from 15 to 240 minutes");
    expect(matchMinutesProblem(30.5)).not.toBeNull();
  });
});

describe("times", () => {
  it("writes match times in Lagos", () => {
    expect(matchTimeText(new Date("2026-12-05T09:00:00Z"))).toBe("Sat, 5 Dec 2026, 10:00");
    expect(clockText(new Date("2026-12-05T22:30:00Z"))).toBe("23:30");
  });
});
