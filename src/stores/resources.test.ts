// @vitest-environment happy-dom
import { allTasks } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import { deferred, type FakeReply, fakeApi } from "@/lib/api/fake-api";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/all-calls";
import type { Coach, OpenMatch, Ticket, UserData } from "@/shared/api/contract";
import { isPaidMembershipPlan } from "@/shared/domain/membership-plans";
import { membershipSelection } from "@/shared/domain/signup-link";
import { openingPlan } from "../../tests/support/membership-prices";
import { $dataExport, $deleteAccount, $signOutAll, deleteAccount, signOutEverywhere } from "./account";
import { $autoRenewChange, saveAutoRenew } from "./billing-choices";
import { $assignedCoach, $coachReview } from "./coach";
import { $answerMatch, $openMatches } from "./match-lists";
import { $matchSummary, EMPTY_MATCH_SUMMARY } from "./matches";
import {
  $checkout,
  $checkoutSelection,
  checkBillingPayment,
  checkoutUrl,
  checkTicketPayment,
} from "./payments";
import { $accountDeleted, $token, login, logout } from "./session";
import { $tickets } from "./tickets";
import { $tournaments, tournamentPaidStore } from "./tournaments";
import { $me } from "./user";

const api = fakeApi();
const ok = (body: unknown): FakeReply => ({ status: 200, body });
const checkout = (url: string) => ({
  paystackResponse: {
    status: true,
    message: "Authorization URL created",
    data: { authorization_url: url, access_code: "ac", reference: "ref" },
  },
});

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
  api.reset();
  vi.spyOn(console, "error").mockImplementation(() => {});
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The yearly plan at the club's opening prices. */
function yearlyPlan() {
  const plan = openingPlan("yearly");
  if (!isPaidMembershipPlan(plan)) throw new RangeError("yearly");
  return plan;
}

describe("reads", () => {
  it("fetches nothing while signed out", async () => {
    logout();
    const { value, stop } = await shown($me);
    expect(api.requestsTo(calls.me)).toHaveLength(0);
    expect(value.data).toBeUndefined();
    stop();
  });

  it("loads the signed-in member", async () => {
    api.answer(calls.me, { userData: me });
    const { value, stop } = await shown($me);
    expect(value.data).toEqual(me);
    stop();
  });

  it("shows an empty tournament list when the list cannot be loaded, and logs why", async () => {
    api.offline(calls.tournaments);
    const { value, stop } = await shown($tournaments);
    expect(value.data).toEqual([]);
    expect(console.error).toHaveBeenCalled();
    stop();
  });

  it("shows no match stats when they cannot be loaded", async () => {
    api.offline(calls.matchSummary);
    const { value, stop } = await shown($matchSummary);
    expect(value.data).toEqual(EMPTY_MATCH_SUMMARY);
    stop();
  });

  it("asks whether a tournament is already paid for", async () => {
    api.answer(calls.matchCheck, { match: true });
    const { value, stop } = await shown(tournamentPaidStore("t1"));
    expect(value.data).toBe(true);
    expect(api.bodiesTo(calls.matchCheck)).toContainEqual({ tournamentId: "t1" });
    stop();
  });
});

describe("auto-renew", () => {
  it("puts the saved choice into the cached profile", async () => {
    api.answer(calls.me, { userData: me });
    api.answer(calls.setAutoRenew, { message: "Saved", autoRenew: true });
    const { stop } = await shown($me);
    await expect(saveAutoRenew(true)).resolves.toBe(true);
    expect(api.bodiesTo(calls.setAutoRenew)).toContainEqual({ autoRenew: true });
    expect($me.get().data?.autoRenew).toBe(true);
    stop();
  });
});

describe("coach reviews", () => {
  it("posts a review of the assigned coach and loads the coach again", async () => {
    api
      .answer(calls.userCoach, { coachInfo: { status: "Assigned", coachId: "c1" } })
      .answer(calls.coach, { coach });
    api.answer(calls.postReview, {
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
    expect(api.requestsTo(calls.coach)).toHaveLength(1);

    const stopReview = $coachReview.listen(() => {});
    await $coachReview.mutate({ rating: 5, comment: "Great" });
    await loaded();
    stopReview();
    expect(api.bodiesTo(calls.postReview)).toContainEqual({ coachId: "c1", rating: 5, comment: "Great" });
    expect(api.requestsTo(calls.coach)).toHaveLength(2);
    stop();
  });
});

describe("payments", () => {
  it("asks for the checkout link that matches the selection", async () => {
    api
      .answer(calls.payMembership, checkout("https://pay/m"))
      .answer(calls.payTraining, checkout("https://pay/t"))
      .answer(calls.registerTournament, checkout("https://pay/k"))
      .answer(calls.buySpectatorTicket, checkout("https://pay/s"))
      .answer(calls.payPairing, checkout("https://pay/p"));
    const paths = (call: Parameters<typeof api.requestsTo>[0]) =>
      api.requestsTo(call).map((request) => request.path);

    await expect(checkoutUrl(membershipSelection(yearlyPlan()), true)).resolves.toBe("https://pay/m");
    expect(paths(calls.payMembership)).toContain(
      pathOf(calls.payMembership, { plan: "yearly", autoRenew: true }),
    );

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
    expect(paths(calls.payTraining)).toContain(
      pathOf(calls.payTraining, { package: "premium", duration: "3months" }),
    );

    await checkoutUrl({ type: "Ticket", key: "t1", plan: "Lagos Open", price: 5000, duration: "" }, false);
    expect(paths(calls.registerTournament)).toContain(pathOf(calls.registerTournament, { tourId: "t1" }));
    await expect(
      checkoutUrl(
        { type: "Ticket", key: "t2", spectator: true, plan: "Lagos Open", price: 5000, duration: "" },
        false,
      ),
    ).resolves.toBe("https://pay/s");
    expect(paths(calls.buySpectatorTicket)).toEqual([pathOf(calls.buySpectatorTicket, { tourId: "t2" })]);

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
    expect(paths(calls.payPairing)).toContain(pathOf(calls.payPairing, { planId: "p1", months: 6 }));
    expect(api.bodiesTo(calls.payPairing)).toContainEqual({ coachId: "c1" });
  });

  it("checks a ticket payment once per return and reloads the tickets it changed", async () => {
    let tickets: Ticket[] = [];
    api.reply(calls.userTickets, () => ok({ matches: tickets }));
    api.answer(calls.ticketCallback, {
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
    const verifications = api.requestsTo(calls.ticketCallback);
    expect(verifications).toHaveLength(1);
    expect(verifications.map((request) => [request.path, Object.fromEntries(request.query)])).toEqual([
      [pathOf(calls.ticketCallback, { id: "t1" }), { tx_ref: "R1", reference: "R1" }],
    ]);
    await loaded();
    expect($tickets.get().data).toEqual([ticket]);
    stop();
  });

  it("reads the billing verdict: success, a duplicate, still processing, failed, or a refused check", async () => {
    api
      .answerOnce(calls.billingCallback, { message: "Paid", status: "success" })
      .answerOnce(calls.billingCallback, { message: "Paid", status: "success", duplicate: true })
      .answerOnce(calls.billingCallback, { message: "Wait", status: "pending" })
      .answerOnce(calls.billingCallback, { message: "Declined", status: "failed" })
      .failOnce(calls.billingCallback, 404, "Unknown payment reference");
    const check = (ref: string) => checkBillingPayment(new URLSearchParams({ trxref: ref }));
    await expect(check("B1")).resolves.toEqual({ outcome: "success", message: "Paid" });
    await expect(check("B1D")).resolves.toEqual({ outcome: "duplicate", message: "Paid" });
    await expect(check("B2")).resolves.toEqual({ outcome: "pending", message: "Wait" });
    await expect(check("B3")).resolves.toEqual({ outcome: "failed", message: "Declined" });
    await expect(check("B4")).resolves.toEqual({ outcome: "failed", message: "Unknown payment reference" });
    expect(
      api.requestsTo(calls.billingCallback).map((request) => Object.fromEntries(request.query)),
    ).toContainEqual({ tx_ref: "B1", reference: "B1" });
  });
});

describe("account deletion", () => {
  it("ends the session after the server deleted the account", async () => {
    api.answer(calls.deleteUserData, {
      message: "Deleted",
      emailSent: true,
      userEmail: user.email,
    });
    sessionStorage.setItem("draft", "x");
    await expect(deleteAccount("Member123!")).resolves.toMatchObject({ emailSent: true });
    expect(api.bodiesTo(calls.deleteUserData)).toContainEqual({ password: "Member123!" });
    expect($accountDeleted.get()).toBe(true);
    expect($token.get()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    $accountDeleted.set(false);
  });

  it("keeps the session when the deletion fails", async () => {
    api.fail(calls.deleteUserData, 500, "Try later");
    await expect(deleteAccount("Member123!")).rejects.toThrow("Try later");
    expect($token.get()).not.toBeNull();
    expect($accountDeleted.get()).toBe(false);
  });

  it("keeps the session when the password is refused", async () => {
    api.fail(calls.deleteUserData, 403, "That password is not correct. Your account has not been deleted.");
    await expect(deleteAccount("wrong")).rejects.toThrow("That password is not correct");
    expect($token.get()).not.toBeNull();
    expect($accountDeleted.get()).toBe(false);
  });
});

describe("sign out everywhere", () => {
  it("ends the session here once the server ended every token", async () => {
    api.answer(calls.logoutAll, { message: "Signed out" });
    sessionStorage.setItem("draft", "x");
    await signOutEverywhere();
    expect(api.requestsTo(calls.logoutAll)).toHaveLength(1);
    expect($token.get()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps the session, and says why, when the server could not do it", async () => {
    api.offline(calls.logoutAll);
    await expect(signOutEverywhere()).rejects.toMatchObject({ name: "NetworkError" });
    expect($token.get()).not.toBeNull();
  });
});

describe("writes through mutator stores", () => {
  it("shows the auto-renew choice while it is saved, and puts the old one back when saving fails", async () => {
    api.answer(calls.me, { userData: me });
    const call = deferred<FakeReply>();
    api.replyOnce(calls.setAutoRenew, () => call.promise);
    const { stop } = await shown($me);
    const stopChange = $autoRenewChange.listen(() => {});

    const saving = $autoRenewChange.mutate({ autoRenew: true });
    expect($autoRenewChange.get().loading).toBe(true);
    expect($me.get().data?.autoRenew).toBe(true);
    call.resolve({ status: 503, body: { message: "Try later" } });
    await saving;
    expect($autoRenewChange.get()).toMatchObject({ loading: false, error: expect.any(ApiError) });
    expect($me.get().data?.autoRenew).toBe(false);

    api.answer(calls.setAutoRenew, { message: "Saved", autoRenew: true });
    await $autoRenewChange.mutate({ autoRenew: true });
    expect($autoRenewChange.get().error).toBeUndefined();
    expect($me.get().data?.autoRenew).toBe(true);
    stopChange();
    stop();
  });

  it("keeps a failed review's error in the store and posts nothing twice at once", async () => {
    api
      .answer(calls.userCoach, { coachInfo: { status: "Assigned", coachId: "c1" } })
      .answer(calls.coach, { coach });
    const { stop } = await shown($assignedCoach);
    const coachLoads = api.requestsTo(calls.coach).length;
    const stopReview = $coachReview.listen(() => {});
    const call = deferred<FakeReply>();
    api.reply(calls.postReview, () => call.promise);

    const first = $coachReview.mutate({ rating: 4, comment: "Good" });
    await expect($coachReview.mutate({ rating: 4, comment: "Good" })).resolves.toBeUndefined();
    await vi.waitFor(() => expect(api.requestsTo(calls.postReview)).toHaveLength(1));
    call.reject(new TypeError("Failed to fetch"));
    await expect(first).resolves.toBeUndefined();
    expect(api.requestsTo(calls.postReview)).toHaveLength(1);
    expect($coachReview.get().error).toMatchObject({ name: "NetworkError" });
    await loaded();
    expect(api.requestsTo(calls.coach)).toHaveLength(coachLoads);
    stopReview();
    stop();
  });

  it("keeps the paid selection processing until the browser leaves, and clears it on a failure", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const stopCheckout = $checkout.listen(() => {});
    const stopSelection = $checkoutSelection.listen(() => {});
    const ticket = { type: "Ticket", key: "t1", plan: "Lagos Open", price: 5000, duration: "" } as const;

    const call = deferred<FakeReply>();
    api.replyOnce(calls.registerTournament, () => call.promise);
    const starting = $checkout.mutate({ selection: ticket, autoRenew: false });
    expect($checkoutSelection.get()).toEqual(ticket);
    call.resolve(ok(checkout("https://pay/k")));
    await expect(starting).resolves.toBe("https://pay/k");
    expect(assign).toHaveBeenCalledWith("https://pay/k");
    expect($checkoutSelection.get()).toEqual(ticket);

    // Back from the checkout page, restored from the browser's cache.
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect($checkoutSelection.get()).toBeNull();

    api.fail(calls.registerTournament, 409, "Sold out");
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
    api.offlineOnce(calls.logoutAll);
    await $signOutAll.mutate();
    expect($signOutAll.get().error).toMatchObject({ name: "NetworkError" });
    expect($token.get()).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();

    api.answer(calls.logoutAll, { message: "Signed out" });
    await $signOutAll.mutate();
    expect($signOutAll.get()).toMatchObject({ data: true, error: undefined });
    expect($token.get()).toBeNull();
    expect(assign).toHaveBeenCalledWith("/login");
    stopSignOut();
  });

  it("answers the exported file, or keeps why it could not", async () => {
    const stopExport = $dataExport.listen(() => {});
    api.replyOnce(
      calls.exportMyData,
      () =>
        new Response("{}", {
          headers: {
            "content-type": "application/json",
            "content-disposition": 'attachment; filename="data.json"',
          },
        }),
    );
    await expect($dataExport.mutate()).resolves.toMatchObject({
      blob: expect.any(Blob),
      fileName: "data.json",
    });
    api.failOnce(calls.exportMyData, 429, "Too many attempts.");
    await expect($dataExport.mutate()).resolves.toBeUndefined();
    expect($dataExport.get().error).toEqual(new ApiError(429, "Too many attempts."));
    stopExport();
  });

  it("follows an account deletion: loading, then the answer, or the error with the session kept", async () => {
    const stopDeletion = $deleteAccount.listen(() => {});
    const refused = deferred<FakeReply>();
    api.replyOnce(calls.deleteUserData, () => refused.promise);
    const first = $deleteAccount.mutate({ password: "wrong" });
    expect($deleteAccount.get().loading).toBe(true);
    await expect($deleteAccount.mutate({ password: "wrong" })).resolves.toBeUndefined();
    await vi.waitFor(() => expect(api.requestsTo(calls.deleteUserData)).toHaveLength(1));
    refused.resolve({ status: 403, body: { message: "That password is not correct." } });
    await first;
    expect(api.requestsTo(calls.deleteUserData)).toHaveLength(1);
    expect($deleteAccount.get()).toMatchObject({
      loading: false,
      data: undefined,
      error: expect.any(ApiError),
    });
    expect($token.get()).not.toBeNull();
    expect($accountDeleted.get()).toBe(false);

    const answer = { message: "Deleted", emailSent: true, userEmail: user.email };
    api.answer(calls.deleteUserData, answer);
    await $deleteAccount.mutate({ password: "Member123!" });
    await allTasks();
    expect(api.bodiesTo(calls.deleteUserData).at(-1)).toEqual({ password: "Member123!" });
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
    api.answer(calls.openMatches, { matches: [match] }).answer(calls.matchSummary, EMPTY_MATCH_SUMMARY);
    const open = await shown($openMatches);
    const summary = await shown($matchSummary);
    const loads = [calls.openMatches, calls.matchSummary].map((load) => api.requestsTo(load).length);
    const stopAnswer = $answerMatch.listen(() => {});

    const call = deferred<FakeReply>();
    api.replyOnce(calls.confirmScore, () => call.promise);
    const answering = $answerMatch.mutate({ id: "m1", action: "confirm" });
    expect($answerMatch.get().loading).toBe(true);
    await expect($answerMatch.mutate({ id: "m1", action: "confirm" })).resolves.toBeUndefined();
    call.resolve(ok({ match: { ...match, status: "confirmed", canConfirm: false } }));
    await expect(answering).resolves.toMatchObject({ status: "confirmed" });
    await loaded();
    expect(api.requestsTo(calls.confirmScore).map((request) => request.path)).toEqual([
      pathOf(calls.confirmScore, { id: "m1" }),
    ]);
    expect(api.requestsTo(calls.openMatches).length).toBe((loads[0] ?? 0) + 1);
    expect(api.requestsTo(calls.matchSummary).length).toBe((loads[1] ?? 0) + 1);

    api.fail(calls.disputeScore, 409, "Already confirmed");
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
