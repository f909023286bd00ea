// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BillingData, MatchSummary, UserData } from "@/shared/api/contract";

vi.mock("@/lib/api/accounts", () => ({ getMe: vi.fn() }));
vi.mock("@/lib/api/billing", () => ({ getBillingInfo: vi.fn(), setAutoRenew: vi.fn() }));
vi.mock("@/lib/api/matches", () => ({
  getMatchSummary: vi.fn(),
  getOpenMatches: vi.fn(),
  answerMatch: vi.fn(),
}));
vi.mock("@/lib/api/tournaments", () => ({ getTournaments: vi.fn() }));
vi.mock("@/lib/api/call", async (original) => ({
  ...(await original<typeof import("@/lib/api/call")>()),
  call: vi.fn(async () => {
    throw new TypeError("Failed to fetch");
  }),
}));

const accounts = await import("@/lib/api/accounts");
const billingApi = await import("@/lib/api/billing");
const matchesApi = await import("@/lib/api/matches");
const tournamentsApi = await import("@/lib/api/tournaments");
const { ApiError } = await import("@/lib/api/client");
const { login, logout } = await import("@/stores/session");
const { KEPT_ANSWERS } = await import("@/lib/offline/kept-answers");
const { OfflineNotice } = await import("../shell/OfflineNotice");
const { Overview } = await import("./Overview");

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
const offline = () => new TypeError("Failed to fetch");

function answerLive() {
  vi.mocked(accounts.getMe).mockResolvedValue(me);
  vi.mocked(billingApi.getBillingInfo).mockResolvedValue(paid);
  vi.mocked(matchesApi.getMatchSummary).mockResolvedValue(summary);
  vi.mocked(tournamentsApi.getTournaments).mockResolvedValue([]);
}
function failWith(error: () => Error) {
  vi.mocked(accounts.getMe).mockRejectedValue(error());
  vi.mocked(billingApi.getBillingInfo).mockRejectedValue(error());
  vi.mocked(matchesApi.getMatchSummary).mockRejectedValue(error());
  vi.mocked(tournamentsApi.getTournaments).mockRejectedValue(error());
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

    failWith(offline);
    openDashboard();
    expect(await screen.findByText("Premium Quarterly Plan")).toBeTruthy();
    expect(await screen.findByText("#4")).toBeTruthy();
    // Kept at 10:40 UTC: 11:40 in Lagos.
    expect(screen.getByRole("status").textContent).toBe("Offline, as of 27 Nov, 11:40 am");
    expect(screen.queryByText("Free")).toBeNull();
  });

  it("never shows a paid member as Free when the reads fail and nothing was kept", async () => {
    failWith(offline);
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
    failWith(() => new ApiError(403, "Not allowed"));
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
