// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import { KEPT_ANSWERS } from "@/lib/offline/kept-answers";
import * as calls from "@/shared/api/all-calls";
import type { BillingData, MatchSummary, UserData } from "@/shared/api/contract";
import { $actingPlayer, login, logout } from "@/stores/session";
import { OfflineNotice } from "../shell/OfflineNotice";
import { Overview } from "./Overview";

// The reads the page's answers are kept for; any other call finds no network.
const api = fakeApi({ unanswered: "offline" });
const READS = [calls.me, calls.billingInfo, calls.matchSummary, calls.tournaments];

const paid: BillingData = {
  membership: { plan: "quarterly", status: "Paid", endDate: "2027-01-01T00:00:00.000Z" },
  training: { plan: "standard", status: "Paid", endDate: "2027-01-01T00:00:00.000Z" },
};
const me = { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Ada Obi", ...paid } as unknown as UserData;
const summary: MatchSummary = {
  cMatch: { rank: 4, improvement: "Up 2 places", totalMatches: 6 },
  matchesWon: 4,
  matches: [],
};
function answerLive() {
  api
    .answer(calls.me, { userData: me })
    .answer(calls.billingInfo, { data: paid })
    .answer(calls.matchSummary, summary)
    .answer(calls.tournaments, { tours: [] });
}
/** No answer at all, as with no network. */
function failOffline() {
  for (const read of READS) api.offline(read);
}
function failWithRefusal(status: number, message: string) {
  for (const read of READS) api.fail(read, status, message);
}

let session = 0;
/** A fresh session (a new token, so no cached answer), as when the dashboard opens again. */
function openDashboard() {
  cleanup();
  login({ user: me, auth: { token: `token-${++session}` } });
  render(
    <>
      <OfflineNotice />
      <Overview />
    </>,
  );
}

beforeEach(() => {
  api.reset();
  vi.spyOn(console, "error").mockImplementation(() => {});
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("Overview offline", () => {
  it("shows a paid member's last known plan with the Offline notice when the API cannot be reached", async () => {
    vi.setSystemTime(new Date("2026-11-27T10:40:00.000Z"));
    answerLive();
    openDashboard();
    expect(await screen.findByText("Premium Quarterly Plan")).toBeTruthy();
    expect(screen.queryByText(/^Offline/)).toBeNull();
    vi.useRealTimers();

    failOffline();
    openDashboard();
    expect(await screen.findByText("Premium Quarterly Plan")).toBeTruthy();
    expect(await screen.findByText("#4")).toBeTruthy();
    // Kept at 10:40 UTC: 11:40 in Lagos.
    expect(screen.getByRole("status").textContent).toBe("Offline, as of 27 Nov, 11:40 am");
    expect(screen.queryByText("Free")).toBeNull();
  });

  it("never shows a paid member as Free when the reads fail and nothing was kept", async () => {
    failOffline();
    openDashboard();
    expect(await screen.findByText(/We could not load your membership/)).toBeTruthy();
    expect(screen.queryByText("Free")).toBeNull();
    expect(screen.queryByText("Upgrade to a premium plan to access this feature")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("does not answer a refusal from the server with kept data", async () => {
    answerLive();
    openDashboard();
    expect(await screen.findByText("Premium Quarterly Plan")).toBeTruthy();
    failWithRefusal(403, "Not allowed");
    openDashboard();
    expect(await screen.findByText(/We could not load your membership/)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("forgets the kept answers at logout", async () => {
    answerLive();
    openDashboard();
    expect(await screen.findByText("Premium Quarterly Plan")).toBeTruthy();
    expect(localStorage.getItem(KEPT_ANSWERS)).toContain("quarterly");
    logout();
    expect(localStorage.getItem(KEPT_ANSWERS)).toBeNull();
  });
});

describe("Overview for a guardian", () => {
  const child = "65a1b2c3d4e5f6a7b8c9d0e9";
  const familyPlayer = (id: string, fullName: string, self: boolean) => ({
    _id: id,
    fullName,
    dob: self ? "1985-04-12" : "2016-01-01",
    age: self ? 41 : 10,
    junior: !self,
    level: self ? "adult amatuer" : "kids amatuer",
    self,
    login: self ? "account" : "none",
    consent: null,
    consentNeeded: false,
    photoConsent: false,
    guardians: [],
  });

  it("greets the child the switcher shows, not the account holder", async () => {
    vi.setSystemTime(new Date("2026-11-27T08:00:00.000Z"));
    answerLive();
    api.answer(calls.family, {
      players: [familyPlayer(me._id, me.fullName, true), familyPlayer(child, "Emeka Okafor", false)],
      consentText: { version: 1, text: "..." },
    });
    openDashboard();
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Good Morning, Ada");
    $actingPlayer.set(child);
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Good Morning, Emeka"),
    );
    $actingPlayer.set(null);
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Good Morning, Ada"),
    );
    vi.useRealTimers();
  });
});
