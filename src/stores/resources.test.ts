// @vitest-environment happy-dom
import { allTasks } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import type { Coach, OpenMatch, Ticket, UserData } from "@/shared/api/contract";
import { membershipPlan } from "@/shared/domain/membership-plans";
import { membershipSelection } from "@/shared/domain/signup-link";

vi.mock("@/lib/api/accounts", () => ({
  getMe: vi.fn(),
  deleteUserData: vi.fn(),
  endAllTokens: vi.fn(),
  verifyToken: vi.fn(),
}));
vi.mock("@/lib/api/billing", () => ({
  getBillingInfo: vi.fn(),
  setAutoRenew: vi.fn(),
  payMembership: vi.fn(),
  payTraining: vi.fn(),
  payPairing: vi.fn(),
  registerTournament: vi.fn(),
  verifyBillingPayment: vi.fn(),
  verifyTicketPayment: vi.fn(),
}));
vi.mock("@/lib/api/matches", () => ({
  getUserTickets: vi.fn(),
  getMatchSummary: vi.fn(),
  matchCheck: vi.fn(),
  getOpenMatches: vi.fn(),
  answerMatch: vi.fn(),
}));
vi.mock("@/lib/api/tournaments", () => ({ getTournaments: vi.fn() }));
vi.mock("@/lib/api/assignments", () => ({ getUserCoach: vi.fn() }));
vi.mock("@/lib/api/coaches", () => ({ getCoach: vi.fn(), postReview: vi.fn() }));
vi.mock("@/lib/api/data-export", () => ({ downloadMyData: vi.fn() }));

const accounts = await import("@/lib/api/accounts");
const billingApi = await import("@/lib/api/billing");
const matchesApi = await import("@/lib/api/matches");
const tournamentsApi = await import("@/lib/api/tournaments");
const assignmentsApi = await import("@/lib/api/assignments");
const coachesApi = await import("@/lib/api/coaches");
const { $accountDeleted, login, logout, $token } = await import("./session");
const { $me } = await import("./user");
const { saveAutoRenew, $autoRenewChange } = await import("./billing");
const { $tournaments, tournamentPaidStore } = await import("./tournaments");
const { $tickets } = await import("./tickets");
const { $answerMatch, $matchSummary, $openMatches, EMPTY_MATCH_SUMMARY } = await import("./matches");
const { $assignedCoach, $coachReview } = await import("./coach");
const { checkoutUrl, checkBillingPayment, checkTicketPayment, $checkout, $checkoutSelection } = await import(
  "./payments"
);
const { $deleteAccount, deleteAccount, signOutEverywhere, $signOutAll, $dataExport } = await import(
  "./account"
);
const dataExportApi = await import("@/lib/api/data-export");

const user = {
  _id: "65a1b2c3d4e5f6a7b8c9d0e1",
  fullName: "Ada Obi",
  email: "ada@example.com",
  username: "ada_obi",
  dob: "1995-04-12",
  phoneNumber: "+2348012345678",
  role: "student" as const,
  level: "adult amatuer" as const,
  picture: null,
};
const me: UserData = {
  ...user,
  membership: { plan: "none", status: "none", endDate: null },
  training: { plan: "none", status: "none", endDate: null },
  coachInfo: { status: "Assigned", coachId: "c1" },
  autoRenew: false,
};
const coach: Coach = {
  _id: "c1",
  id: "c1",
  coachName: "Seun",
  imageUrl: "",
  bioInfo: "",
  level: "adult amatuer",
  price: 1000,
  avgRate: 4,
  comment: [],
};

let tokenCounter = 0;
/** A fresh session per test, so no cache entry carries over. */
function signIn() {
  login({ user, auth: { token: `token-${++tokenCounter}` } });
}

/**
 * Waits for every load, those that one load's answer starts included (the coach once the
 * assignment is known: store keys follow their stores on the next timer tick).
 */
async function loaded() {
  await allTasks();
  await vi.advanceTimersByTimeAsync(0);
  await allTasks();
}

/** Subscribes like a screen does and answers the store's value once loading is done. */
async function shown<T>(store: { listen: (cb: (v: T) => void) => () => void; get: () => T }) {
  const stop = store.listen(() => {});
  await loaded();
  return { value: store.get(), stop };
}

beforeEach(() => {
  // Loads are awaited with allTasks(); no test waits on the clock.
  vi.useFakeTimers();
  vi.clearAllMocks();
  vi.spyOn(console, "error").mockImplementation(() => {});
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("reads", () => {
  it("fetches nothing while signed out", async () => {
    logout();
    const { value, stop } = await shown($me);
    expect(accounts.getMe).not.toHaveBeenCalled();
    expect(value.data).toBeUndefined();
    stop();
  });

  it("loads the signed-in member", async () => {
    vi.mocked(accounts.getMe).mockResolvedValue(me);
    const { value, stop } = await shown($me);
    expect(value.data).toEqual(me);
    stop();
  });

  it("shows an empty tournament list when the list cannot be loaded, and logs why", async () => {
    vi.mocked(tournamentsApi.getTournaments).mockRejectedValue(new Error("down"));
    const { value, stop } = await shown($tournaments);
    expect(value.data).toEqual([]);
    expect(console.error).toHaveBeenCalled();
    stop();
  });

  it("shows no match stats when they cannot be loaded", async () => {
    vi.mocked(matchesApi.getMatchSummary).mockRejectedValue(new Error("down"));
    const { value, stop } = await shown($matchSummary);
    expect(value.data).toEqual(EMPTY_MATCH_SUMMARY);
    stop();
  });

  it("asks whether a tournament is already paid for", async () => {
    vi.mocked(matchesApi.matchCheck).mockResolvedValue(true);
    const { value, stop } = await shown(tournamentPaidStore("t1"));
    expect(value.data).toBe(true);
    expect(matchesApi.matchCheck).toHaveBeenCalledWith({ tournamentId: "t1" });
    stop();
  });
});

describe("auto-renew", () => {
  it("puts the saved choice into the cached profile", async () => {
    vi.mocked(accounts.getMe).mockResolvedValue(me);
    vi.mocked(billingApi.setAutoRenew).mockResolvedValue({ message: "Saved", autoRenew: true });
    const { stop } = await shown($me);
    await expect(saveAutoRenew(true)).resolves.toBe(true);
    expect(billingApi.setAutoRenew).toHaveBeenCalledWith(true);
    expect($me.get().data?.autoRenew).toBe(true);
    stop();
  });
});

describe("coach reviews", () => {
  it("posts a review of the assigned coach and loads the coach again", async () => {
    vi.mocked(assignmentsApi.getUserCoach).mockResolvedValue({ status: "Assigned", coachId: "c1" });
    vi.mocked(coachesApi.getCoach).mockResolvedValue(coach);
    vi.mocked(coachesApi.postReview).mockResolvedValue({
      message: "Thanks",
      comment: {
        _id: "r1",
        userID: { fullName: "Ada Obi" },
        rating: 5,
        comment: "Great",
        createdAt: "2026-01-01",
      },
    });
    const { value, stop } = await shown($assignedCoach);
    expect(value.data).toEqual(coach);
    expect(coachesApi.getCoach).toHaveBeenCalledTimes(1);

    const stopReview = $coachReview.listen(() => {});
    await $coachReview.mutate({ rating: 5, comment: "Great" });
    await loaded();
    stopReview();
    expect(coachesApi.postReview).toHaveBeenCalledWith({ coachId: "c1", rating: 5, comment: "Great" });
    expect(coachesApi.getCoach).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe("payments", () => {
  it("asks for the checkout link that matches the selection", async () => {
    vi.mocked(billingApi.payMembership).mockResolvedValue("https://pay/m");
    vi.mocked(billingApi.payTraining).mockResolvedValue("https://pay/t");
    vi.mocked(billingApi.registerTournament).mockResolvedValue("https://pay/k");
    vi.mocked(billingApi.payPairing).mockResolvedValue("https://pay/p");

    await expect(checkoutUrl(membershipSelection(membershipPlan("yearly")), true)).resolves.toBe(
      "https://pay/m",
    );
    expect(billingApi.payMembership).toHaveBeenCalledWith("yearly", true);

    await checkoutUrl(
      {
        type: "Training Package",
        key: "premium",
        plan: "Premium",
        price: 1,
        duration: "3months",
        planType: 1,
      },
      false,
    );
    expect(billingApi.payTraining).toHaveBeenCalledWith("premium", "3months");

    await checkoutUrl({ type: "Ticket", key: "t1", plan: "Lagos Open", price: 5000, duration: "" }, false);
    expect(billingApi.registerTournament).toHaveBeenCalledWith("t1");

    await checkoutUrl(
      {
        type: "Coach Pairing",
        key: "p",
        plan: "Adult",
        price: 1,
        duration: "6",
        planId: "p1",
        coachId: "c1",
        months: 6,
      },
      false,
    );
    expect(billingApi.payPairing).toHaveBeenCalledWith("p1", 6, "c1");
  });

  it("checks a ticket payment once per return and reloads the tickets it changed", async () => {
    let tickets: Ticket[] = [];
    vi.mocked(matchesApi.getUserTickets).mockImplementation(async () => tickets);
    vi.mocked(billingApi.verifyTicketPayment).mockResolvedValue({
      message: "Ticket bought",
      status: "success",
    });
    const { stop } = await shown($tickets);
    expect($tickets.get().data).toEqual([]);

    const ticket = { _id: "k1", token: "TC-1", pass: "", price: 5000, createdAt: "2026-01-01" } as Ticket;
    tickets = [ticket];
    const search = new URLSearchParams({ trxref: "R1", reference: "R1" });
    const [first, second] = await Promise.all([
      checkTicketPayment("t1", search),
      checkTicketPayment("t1", search),
    ]);
    expect(first).toEqual({ outcome: "success", message: "Ticket bought" });
    expect(second).toBe(first);
    expect(billingApi.verifyTicketPayment).toHaveBeenCalledTimes(1);
    expect(billingApi.verifyTicketPayment).toHaveBeenCalledWith("t1", { tx_ref: "R1", reference: "R1" });
    await loaded();
    expect($tickets.get().data).toEqual([ticket]);
    stop();
  });

  it("reads the billing verdict: success, a duplicate, still processing, failed, or a refused check", async () => {
    vi.mocked(billingApi.verifyBillingPayment)
      .mockResolvedValueOnce({ message: "Paid", status: "success" })
      .mockResolvedValueOnce({ message: "Paid", status: "success", duplicate: true })
      .mockResolvedValueOnce({ message: "Wait", status: "pending" })
      .mockResolvedValueOnce({ message: "Declined", status: "failed" })
      .mockRejectedValueOnce(new ApiError(404, "Unknown payment reference"));
    const check = (ref: string) => checkBillingPayment(new URLSearchParams({ trxref: ref }));
    await expect(check("B1")).resolves.toEqual({ outcome: "success", message: "Paid" });
    await expect(check("B1D")).resolves.toEqual({ outcome: "duplicate", message: "Paid" });
    await expect(check("B2")).resolves.toEqual({ outcome: "pending", message: "Wait" });
    await expect(check("B3")).resolves.toEqual({ outcome: "failed", message: "Declined" });
    await expect(check("B4")).resolves.toEqual({ outcome: "failed", message: "Unknown payment reference" });
    expect(billingApi.verifyBillingPayment).toHaveBeenCalledWith({ tx_ref: "B1", reference: "B1" });
  });
});

describe("account deletion", () => {
  it("ends the session after the server deleted the account", async () => {
    vi.mocked(accounts.deleteUserData).mockResolvedValue({
      message: "Deleted",
      emailSent: true,
      userEmail: user.email,
    });
    sessionStorage.setItem("draft", "x");
    await expect(deleteAccount("Member123!")).resolves.toMatchObject({ emailSent: true });
    expect(accounts.deleteUserData).toHaveBeenCalledWith({ password: "Member123!" });
    expect($accountDeleted.get()).toBe(true);
    expect($token.get()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    $accountDeleted.set(false);
  });

  it("keeps the session when the deletion fails", async () => {
    vi.mocked(accounts.deleteUserData).mockRejectedValue(new ApiError(500, "Try later"));
    await expect(deleteAccount("Member123!")).rejects.toThrow("Try later");
    expect($token.get()).not.toBeNull();
    expect($accountDeleted.get()).toBe(false);
  });

  it("keeps the session when the password is refused", async () => {
    vi.mocked(accounts.deleteUserData).mockRejectedValue(
      new ApiError(403, "That password is not correct. Your account has not been deleted."),
    );
    await expect(deleteAccount("wrong")).rejects.toThrow("That password is not correct");
    expect($token.get()).not.toBeNull();
    expect($accountDeleted.get()).toBe(false);
  });
});

describe("sign out everywhere", () => {
  it("ends the session here once the server ended every token", async () => {
    vi.mocked(accounts.endAllTokens).mockResolvedValue({ message: "Signed out" });
    sessionStorage.setItem("draft", "x");
    await signOutEverywhere();
    expect(accounts.endAllTokens).toHaveBeenCalledTimes(1);
    expect($token.get()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps the session, and says why, when the server could not do it", async () => {
    vi.mocked(accounts.endAllTokens).mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(signOutEverywhere()).rejects.toThrow("Failed to fetch");
    expect($token.get()).not.toBeNull();
  });
});

describe("writes through mutator stores", () => {
  /** A promise settled from outside, to look at a store while its call runs. */
  function deferred<T>() {
    let resolve: (value: T) => void = () => {};
    let reject: (error: unknown) => void = () => {};
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it("shows the auto-renew choice while it is saved, and puts the old one back when saving fails", async () => {
    vi.mocked(accounts.getMe).mockResolvedValue(me);
    const call = deferred<{ message: string; autoRenew: boolean }>();
    vi.mocked(billingApi.setAutoRenew).mockReturnValue(call.promise);
    const { stop } = await shown($me);
    const stopChange = $autoRenewChange.listen(() => {});

    const saving = $autoRenewChange.mutate({ autoRenew: true });
    expect($autoRenewChange.get().loading).toBe(true);
    expect($me.get().data?.autoRenew).toBe(true);
    call.reject(new ApiError(503, "Try later"));
    await saving;
    expect($autoRenewChange.get()).toMatchObject({ loading: false, error: expect.any(ApiError) });
    expect($me.get().data?.autoRenew).toBe(false);

    vi.mocked(billingApi.setAutoRenew).mockResolvedValue({ message: "Saved", autoRenew: true });
    await $autoRenewChange.mutate({ autoRenew: true });
    expect($autoRenewChange.get().error).toBeUndefined();
    expect($me.get().data?.autoRenew).toBe(true);
    stopChange();
    stop();
  });

  it("keeps a failed review's error in the store and posts nothing twice at once", async () => {
    vi.mocked(assignmentsApi.getUserCoach).mockResolvedValue({ status: "Assigned", coachId: "c1" });
    vi.mocked(coachesApi.getCoach).mockResolvedValue(coach);
    const { stop } = await shown($assignedCoach);
    const coachLoads = vi.mocked(coachesApi.getCoach).mock.calls.length;
    const stopReview = $coachReview.listen(() => {});
    const call = deferred<never>();
    vi.mocked(coachesApi.postReview).mockReturnValue(call.promise);

    const first = $coachReview.mutate({ rating: 4, comment: "Good" });
    await expect($coachReview.mutate({ rating: 4, comment: "Good" })).resolves.toBeUndefined();
    expect(coachesApi.postReview).toHaveBeenCalledTimes(1);
    call.reject(new Error("offline"));
    await expect(first).resolves.toBeUndefined();
    expect($coachReview.get().error).toEqual(new Error("offline"));
    await loaded();
    expect(coachesApi.getCoach).toHaveBeenCalledTimes(coachLoads);
    stopReview();
    stop();
  });

  it("keeps the paid selection processing until the browser leaves, and clears it on a failure", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const stopCheckout = $checkout.listen(() => {});
    const stopSelection = $checkoutSelection.listen(() => {});
    const ticket = { type: "Ticket", key: "t1", plan: "Lagos Open", price: 5000, duration: "" } as const;

    const call = deferred<string>();
    vi.mocked(billingApi.registerTournament).mockReturnValue(call.promise);
    const starting = $checkout.mutate({ selection: ticket, autoRenew: false });
    expect($checkoutSelection.get()).toEqual(ticket);
    call.resolve("https://pay/k");
    await expect(starting).resolves.toBe("https://pay/k");
    expect(assign).toHaveBeenCalledWith("https://pay/k");
    expect($checkoutSelection.get()).toEqual(ticket);

    // Back from the checkout page, restored from the browser's cache.
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect($checkoutSelection.get()).toBeNull();

    vi.mocked(billingApi.registerTournament).mockRejectedValue(new ApiError(409, "Sold out"));
    await $checkout.mutate({ selection: ticket, autoRenew: false });
    expect($checkoutSelection.get()).toBeNull();
    expect($checkout.get().error).toEqual(new ApiError(409, "Sold out"));
    expect(assign).toHaveBeenCalledTimes(1);
    stopSelection();
    stopCheckout();
  });

  it("signs out everywhere and leaves for the login page, or keeps the session and the error", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const stopSignOut = $signOutAll.listen(() => {});
    vi.mocked(accounts.endAllTokens).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await $signOutAll.mutate();
    expect($signOutAll.get().error).toEqual(new TypeError("Failed to fetch"));
    expect($token.get()).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();

    vi.mocked(accounts.endAllTokens).mockResolvedValue({ message: "Signed out" });
    await $signOutAll.mutate();
    expect($signOutAll.get()).toMatchObject({ data: true, error: undefined });
    expect($token.get()).toBeNull();
    expect(assign).toHaveBeenCalledWith("/login");
    stopSignOut();
  });

  it("answers the exported file, or keeps why it could not", async () => {
    const stopExport = $dataExport.listen(() => {});
    const file = { blob: new Blob(["{}"]), fileName: "data.json" };
    vi.mocked(dataExportApi.downloadMyData).mockResolvedValueOnce(file);
    await expect($dataExport.mutate()).resolves.toBe(file);
    vi.mocked(dataExportApi.downloadMyData).mockRejectedValueOnce(new ApiError(429, "Too many attempts."));
    await expect($dataExport.mutate()).resolves.toBeUndefined();
    expect($dataExport.get().error).toEqual(new ApiError(429, "Too many attempts."));
    stopExport();
  });

  it("follows an account deletion: loading, then the answer, or the error with the session kept", async () => {
    const stopDeletion = $deleteAccount.listen(() => {});
    const refused = deferred<never>();
    vi.mocked(accounts.deleteUserData).mockReturnValue(refused.promise);
    const first = $deleteAccount.mutate({ password: "wrong" });
    expect($deleteAccount.get().loading).toBe(true);
    await expect($deleteAccount.mutate({ password: "wrong" })).resolves.toBeUndefined();
    expect(accounts.deleteUserData).toHaveBeenCalledTimes(1);
    refused.reject(new ApiError(403, "That password is not correct."));
    await first;
    expect($deleteAccount.get()).toMatchObject({
      loading: false,
      data: undefined,
      error: expect.any(ApiError),
    });
    expect($token.get()).not.toBeNull();
    expect($accountDeleted.get()).toBe(false);

    const answer = { message: "Deleted", emailSent: true, userEmail: user.email };
    vi.mocked(accounts.deleteUserData).mockResolvedValue(answer);
    await $deleteAccount.mutate({ password: "Member123!" });
    await allTasks();
    expect(accounts.deleteUserData).toHaveBeenLastCalledWith({ password: "Member123!" });
    expect($deleteAccount.get()).toMatchObject({ loading: false, data: answer, error: undefined });
    expect($token.get()).toBeNull();
    expect($accountDeleted.get()).toBe(true);
    $accountDeleted.set(false);
    stopDeletion();
  });

  it("answers a match, then reads the open matches and the summary again", async () => {
    const match: OpenMatch = {
      _id: "m1",
      status: "reported",
      kind: "singles",
      event: "Friendly",
      scheduledAt: null,
      court: null,
      partner: null,
      opponents: "Kunle A.",
      score: "6-4 6-4",
      canReport: false,
      canConfirm: true,
      draw: null,
    };
    vi.mocked(matchesApi.getOpenMatches).mockResolvedValue([match]);
    vi.mocked(matchesApi.getMatchSummary).mockResolvedValue(EMPTY_MATCH_SUMMARY);
    const open = await shown($openMatches);
    const summary = await shown($matchSummary);
    const loads = [matchesApi.getOpenMatches, matchesApi.getMatchSummary].map(
      (load) => vi.mocked(load).mock.calls.length,
    );
    const stopAnswer = $answerMatch.listen(() => {});

    const call = deferred<OpenMatch>();
    vi.mocked(matchesApi.answerMatch).mockReturnValue(call.promise);
    const answering = $answerMatch.mutate({ id: "m1", action: "confirm" });
    expect($answerMatch.get().loading).toBe(true);
    await expect($answerMatch.mutate({ id: "m1", action: "confirm" })).resolves.toBeUndefined();
    call.resolve({ ...match, status: "confirmed", canConfirm: false });
    await expect(answering).resolves.toMatchObject({ status: "confirmed" });
    await loaded();
    expect(matchesApi.answerMatch).toHaveBeenCalledTimes(1);
    expect(matchesApi.answerMatch).toHaveBeenCalledWith({ id: "m1", action: "confirm" });
    expect(vi.mocked(matchesApi.getOpenMatches).mock.calls.length).toBe((loads[0] ?? 0) + 1);
    expect(vi.mocked(matchesApi.getMatchSummary).mock.calls.length).toBe((loads[1] ?? 0) + 1);

    vi.mocked(matchesApi.answerMatch).mockRejectedValue(new ApiError(409, "Already confirmed"));
    await $answerMatch.mutate({ id: "m1", action: "dispute" });
    expect($answerMatch.get()).toMatchObject({
      loading: false,
      error: new ApiError(409, "Already confirmed"),
    });
    stopAnswer();
    summary.stop();
    open.stop();
  });
});
