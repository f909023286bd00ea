// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import type { MatchResult, MatchSummary, UserData } from "@/shared/api/contract";
import { login, logout } from "@/stores/session";
import { Matches } from "./Matches";

const api = fakeApi();
const me = { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Ada Obi" } as unknown as UserData;

const match = (n: number): MatchResult => ({
  _id: n.toString(16).padStart(24, "0"),
  tournamentName: "Friendly",
  opponent: `Opponent ${n}`,
  score: "6-3 6-2",
  won: n % 2 === 0,
  playedAt: new Date(Date.UTC(2026, 9, n)).toISOString(),
});

const summary: MatchSummary = {
  cMatch: { rank: 3, improvement: "Rating steady at 5.00 in the last 30 days", totalMatches: 5 },
  matchesWon: 2,
  matches: [match(5), match(4)],
  moreMatches: true,
  ratingHistory: [],
};

const opponents = () =>
  within(document.querySelector<HTMLElement>(".dash-matches")!)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelectorAll("td")[2]?.textContent);

beforeEach(() => {
  api.reset();
  vi.spyOn(console, "error").mockImplementation(() => {});
  localStorage.clear();
  // The summary holds the newest page; the earlier pages come a page at a time.
  api.answer(calls.matchSummary, summary).reply(calls.memberMatches, (request) => ({
    status: 200,
    body:
      request.query.get("before") === match(4)._id
        ? { matches: [match(3), match(2)], more: true }
        : { matches: [match(1)], more: false },
  }));
  login({ user: me, auth: { token: `token-${Math.random()}` } });
});
afterEach(() => {
  cleanup();
  logout();
  vi.restoreAllMocks();
});

describe("Matches", () => {
  it("lists the newest page, then the earlier ones on asking, below it", async () => {
    render(<Matches />);
    expect(await screen.findByText("Opponent 4")).toBeTruthy();
    expect(opponents()).toEqual(["Opponent 5", "Opponent 4"]);
    fireEvent.click(screen.getByRole("button", { name: "Show earlier matches" }));
    expect(await screen.findByText("Opponent 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show earlier matches" }));
    expect(await screen.findByText("Opponent 1")).toBeTruthy();
    expect(opponents()).toEqual(["Opponent 5", "Opponent 4", "Opponent 3", "Opponent 2", "Opponent 1"]);
    expect(api.requestsTo(calls.memberMatches).map((r) => r.query.get("before"))).toEqual([
      match(4)._id,
      match(2)._id,
    ]);
    // Nothing earlier remains.
    expect(screen.queryByRole("button", { name: "Show earlier matches" })).toBeNull();
  });

  it("offers no earlier page when the summary holds every match", async () => {
    api.answer(calls.matchSummary, { ...summary, moreMatches: false });
    render(<Matches />);
    expect(await screen.findByText("Opponent 4")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show earlier matches" })).toBeNull();
  });

  it("says so when an earlier page cannot be read, and lets the member try again", async () => {
    render(<Matches />);
    expect(await screen.findByText("Opponent 4")).toBeTruthy();
    api.failOnce(calls.memberMatches, 500, "Something went wrong");
    fireEvent.click(screen.getByRole("button", { name: "Show earlier matches" }));
    expect(await screen.findByText("Could not load earlier matches.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show earlier matches" }));
    expect(await screen.findByText("Opponent 2")).toBeTruthy();
  });
});
