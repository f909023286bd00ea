import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  BillingInfoResponse,
  BillingMeResponse,
  CoachesResponse,
  CoachResponse,
  MatchSummaryResponse,
  NotificationsResponse,
  PlansResponse,
  PlayerTrainingResponse,
  TournamentsResponse,
  TrainingPackagesResponse,
  TransactionsResponse,
  UserCoachResponse,
  UserTicketsResponse,
} from "@/shared/api/contract";
import { paymentDisputes, refunds, transactions, users } from "../db/schema";
import { DEMO_ACCOUNTS, MEMBER_COACH, PENDING_COACH } from "../db/seed";
import { coachIdOf, tournamentIdOf } from "../db/seed/catalogue";
import { YOUNGEST_COACH, YOUNGEST_ID } from "../db/seed/families";
import { createHarness, type DemoAccount, type Harness } from "../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const { member, pending } = DEMO_ACCOUNTS;

describe("GET /tour/admin/getTournaments", () => {
  it("lists upcoming tournaments latest first, so the client's reverse shows the soonest first", async () => {
    const { status, body } = await h.call("/tour/admin/getTournaments");
    expect(status).toBe(200);
    const { tours } = TournamentsResponse.parse(body);
    const shown = tours.toReversed();
    expect(shown[0]?.name).toBe("Enugu Club Series");
    expect(shown.map((t) => t.date)).toEqual(shown.map((t) => t.date).toSorted());
    expect(tours.every((t) => t.date >= "2026-11-21T23:00:00.000Z")).toBe(true);
    expect(tours.map((t) => t.name)).not.toContain("June Club Championship");
    expect(tours.find((t) => t.name === "December Championship 2026")).toEqual({
      _id: tournamentIdOf("December Championship 2026"),
      name: "December Championship 2026",
      date: "2026-12-12T08:00:00.000Z",
      location: "Lagos Lawn Tennis Club, Onikan, Lagos",
      time: "9:00 AM",
      price: 10000,
      tournamentImgURL: "/images/tournaments/december-championship-2026.jpg",
    });
  });

  it("keeps a tournament listed for the whole of its day in Lagos", async () => {
    h.setNow(new Date("2026-11-28T20:00:00Z"));
    const { body } = await h.call("/tour/admin/getTournaments");
    expect(body.tours.at(-1).name).toBe("Enugu Club Series");
    h.setNow(new Date("2026-11-28T23:00:00Z"));
    expect((await h.call("/tour/admin/getTournaments")).body.tours.at(-1).name).toBe("Lagos Junior Open");
  });

  it("answers the same on every fresh demo database", async () => {
    const first = (await h.call("/tour/admin/getTournaments")).body;
    await h.reset();
    expect((await h.call("/tour/admin/getTournaments")).body).toEqual(first);
  });
});

describe("coaches", () => {
  it("name reviewers by first name and initial only, on every public coach answer", async () => {
    const all = (await h.call("/coach/getCoaches/all")).body.coaches;
    const one = (await h.call(`/coach/getCoach/${coachIdOf(MEMBER_COACH)}`)).body.coach;
    const names = [...all, one].flatMap((c: { comment: { userID: { fullName: string } | null }[] }) =>
      c.comment.map((r) => r.userID?.fullName),
    );
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !/^\S+ \S\.$/.test(name ?? ""))).toEqual([]);
    expect(names).toContain("Kunle A.");
    expect(JSON.stringify(all)).not.toContain("Adewale");
  });

  it("lists coaches of every level with ratings and reviews newest first", async () => {
    const { status, body } = await h.call("/coach/getCoaches/all");
    expect(status).toBe(200);
    const { coaches } = CoachesResponse.parse(body);
    const levels = new Set(coaches.map((c) => c.level));
    expect(levels.size).toBe(6);
    for (const level of levels)
      expect(coaches.filter((c) => c.level === level).length).toBeGreaterThanOrEqual(2);
    const seun = coaches.find((c) => c.coachName === MEMBER_COACH)!;
    expect(seun._id).toBe(seun.id);
    expect(seun.imageUrl).toBe("/images/coaches/oluwaseun-adebayo.jpg");
    expect(seun.comment.map((c) => c.createdAt)).toEqual(
      seun.comment
        .map((c) => c.createdAt)
        .toSorted()
        .reverse(),
    );
    expect(seun.comment[0]?.userID).toEqual({ fullName: "Tobi A." });
    expect(seun.avgRate).toBeCloseTo((5 + 4 + 5) / 3, 2);
    const unreviewed = coaches.find((c) => c.coachName === "Olumide Fashola")!;
    expect(unreviewed).toMatchObject({ avgRate: 0, comment: [] });
  });

  it("returns one coach", async () => {
    const id = coachIdOf("Ngozi Eze");
    const { status, body } = await h.call(`/coach/getCoach/${id}`);
    expect(status).toBe(200);
    expect(CoachResponse.parse(body).coach).toMatchObject({ _id: id, coachName: "Ngozi Eze", price: 38000 });
  });

  it("answers 404 for an unknown coach", async () => {
    const { status, body } = await h.call("/coach/getCoach/0123456789abcdef01234567");
    expect(status).toBe(404);
    expect(body).toEqual({ message: "Coach not found" });
  });

  it("answers 400 for an id that cannot be one", async () => {
    const { status, body } = await h.call(`/coach/getCoach/${"x".repeat(65)}`);
    expect(status).toBe(400);
    expect(body.field).toBe("id");
  });
});

describe("plans", () => {
  it.each(["children", "adult", "special"])(
    "lists %s plans with coach levels and durations",
    async (category) => {
      const { status, body } = await h.call(`/plan/getPlans/${category}`);
      expect(status).toBe(200);
      const { plans } = PlansResponse.parse(body);
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) {
        expect(plan.category).toBe(category);
        expect(plan.filterPrams.length).toBeGreaterThan(0);
        expect(plan.billingPlans).toEqual([
          { interval: 1, discountPercentage: 0 },
          { interval: 6, discountPercentage: 10 },
          { interval: 12, discountPercentage: 20 },
        ]);
      }
    },
  );

  it("pairs children's plans with kids' coaches only", async () => {
    const { plans } = PlansResponse.parse((await h.call("/plan/getPlans/children")).body);
    expect(plans.flatMap((p) => p.filterPrams).every((level) => level.startsWith("kids"))).toBe(true);
  });

  it("answers 400 naming the category for an unknown one", async () => {
    const { status, body } = await h.call("/plan/getPlans/seniors");
    expect(status).toBe(400);
    expect(body.field).toBe("category");
  });

  it("lists the training packages with the club's prices", async () => {
    const { status, body } = await h.call("/plan/training-packages");
    expect(status).toBe(200);
    const { packages } = TrainingPackagesResponse.parse(body);
    expect(packages.map((p) => [p.key, p.plans[0]?.price, p.plans[1]?.price, p.discount])).toEqual([
      ["regular", 150000, 426000, 5],
      ["standard", 216000, 640000, 7],
      ["premium", 270000, 792000, 10],
      ["family", 760000, 1620000, 15],
      ["couples", 300000, 1188000, 10],
    ]);
  });
});

describe("GET /notifications", () => {
  it("lists the member's notifications oldest first", async () => {
    const { status, body } = await h.call("/notifications", { token: await h.signIn("member") });
    expect(status).toBe(200);
    const { notifications } = NotificationsResponse.parse(body);
    expect(notifications[0]?.title).toBe("Welcome to the club");
    expect(notifications.map((n) => n.createdAt)).toEqual(notifications.map((n) => n.createdAt).toSorted());
  });

  it("shows each member only their own", async () => {
    const { body } = await h.call("/notifications", { token: await h.signIn("free") });
    expect(body.notifications).toHaveLength(1);
  });
});

describe("tickets", () => {
  it("lists the member's tickets with their tournaments", async () => {
    const { status, body } = await h.call("/match/getUserMatches", { token: await h.signIn("member") });
    expect(status).toBe(200);
    const { matches } = UserTicketsResponse.parse(body);
    expect(matches).toHaveLength(3);
    expect(matches[0]).toMatchObject({ tournament: { name: "Abuja Amateur Classic" }, price: 7500 });
    expect(matches[0]?.token).toMatch(/^TC-[0-9A-F]{10}$/);
  });

  it("is empty for a free account", async () => {
    expect((await h.call("/match/getUserMatches", { token: await h.signIn("free") })).body).toEqual({
      matches: [],
      more: false,
      total: 0,
    });
  });

  it("tells whether the member holds a ticket for a tournament", async () => {
    const token = await h.signIn("member");
    const check = (tournamentId: string) =>
      h.call("/match/matchCheck", { method: "POST", token, body: { tournamentId } });
    expect((await check(tournamentIdOf("Abuja Amateur Classic"))).body).toEqual({ match: true });
    expect((await check(tournamentIdOf("Ibadan Open"))).body).toEqual({ match: false });
  });

  it("answers 403 for a ticket check on someone else's behalf", async () => {
    const token = await h.signIn("member");
    const { status } = await h.call("/match/matchCheck", {
      method: "POST",
      token,
      body: { tournamentId: tournamentIdOf("Ibadan Open"), userId: "0123456789abcdef01234567" },
    });
    expect(status).toBe(403);
  });

  it("names the missing tournament id", async () => {
    const { status, body } = await h.call("/match/matchCheck", {
      method: "POST",
      token: await h.signIn("member"),
      body: {},
    });
    expect(status).toBe(400);
    expect(body.field).toBe("tournamentId");
  });
});

describe("GET /matchCustom/user", () => {
  it("summarises the member's matches", async () => {
    const { status, body } = await h.call("/matchCustom/user", { token: await h.signIn("member") });
    expect(status).toBe(200);
    const summary = MatchSummaryResponse.parse(body);
    expect(summary.cMatch).toEqual({
      rank: 2,
      improvement: "Rating up 0.13 to 5.29 in the last 30 days",
      totalMatches: 10,
    });
    expect(summary.matchesWon).toBe(7);
    expect(summary.matches[0]?.playedAt).toBe(
      summary.matches
        .map((m) => m.playedAt)
        .toSorted()
        .at(-1),
    );
  });

  it("has no rank and no matches for a new player", async () => {
    const { body } = await h.call("/matchCustom/user", { token: await h.signIn("free") });
    expect(body).toEqual({
      cMatch: { rank: null, improvement: "No rated matches yet", totalMatches: 0 },
      matchesWon: 0,
      matches: [],
      moreMatches: false,
      ratingHistory: [],
    });
  });
});

describe("GET /assigncoach/getUserCoach", () => {
  it.each([
    ["member", "Assigned", coachIdOf(MEMBER_COACH)],
    ["pending", "Pending", coachIdOf(PENDING_COACH)],
    ["free", "None", null],
  ] as const)("reports the coach of %s", async (account, status, coachId) => {
    const { body } = await h.call("/assigncoach/getUserCoach", { token: await h.signIn(account) });
    expect(UserCoachResponse.parse(body).coachInfo).toEqual({ status, coachId });
  });
});

describe("GET /transaction/all", () => {
  it("lists the member's payments of every status, newest first", async () => {
    const { status, body } = await h.call("/transaction/all", { token: await h.signIn("member") });
    expect(status).toBe(200);
    const { trans } = TransactionsResponse.parse(body);
    expect(new Set(trans.map((t) => t.status))).toEqual(
      new Set(["pending", "complete", "failed", "abandoned"]),
    );
    expect(trans.map((t) => t.date)).toEqual(
      trans
        .map((t) => t.date)
        .toSorted()
        .reverse(),
    );
    expect(trans.find((t) => t.reference === "demo_member-membership")).toMatchObject({
      type: "Membership Package",
      amount: 15000,
      status: "complete",
    });
  });

  it("is empty for a member who has paid nothing", async () => {
    expect((await h.call("/transaction/all", { token: await h.signIn("free") })).body).toEqual({
      trans: [],
      more: false,
    });
  });

  it("shows each payment's refunds and dispute flag, the member's own only", async () => {
    const paidBy = async (email: string) =>
      (
        await h.database.db
          .select({ id: transactions.id })
          .from(transactions)
          .innerJoin(users, eq(users.id, transactions.userId))
          .where(and(eq(users.email, email), eq(transactions.status, "complete")))
          .limit(1)
      )[0]!.id;
    const mine = await paidBy(member.email);
    const theirs = await paidBy(pending.email);
    await h.database.db.insert(refunds).values([
      { transactionId: mine, amountKobo: 500_000, status: "processed", cause: "staff", reason: "Injury" },
      { transactionId: theirs, amountKobo: 100_000, status: "pending", cause: "staff", reason: "Other" },
    ]);
    await h.database.db
      .insert(paymentDisputes)
      .values([
        { transactionId: theirs, providerDisputeId: "dsp_theirs", status: "awaiting-merchant-feedback" },
      ]);

    const own = TransactionsResponse.parse(
      (await h.call("/transaction/all", { token: await h.signIn("member") })).body,
    );
    const paid = own.trans.find((t) => t._id === mine)!;
    expect(paid.refunds).toEqual([
      {
        _id: expect.any(String),
        amount: 5000,
        status: "processed",
        date: expect.any(String),
        reason: "Injury",
      },
    ]);
    expect(paid.disputed).toBe(false);
    expect(own.trans.filter((t) => t._id !== mine).every((t) => t.refunds.length === 0 && !t.disputed)).toBe(
      true,
    );

    const other = TransactionsResponse.parse(
      (await h.call("/transaction/all", { token: await h.signIn("pending") })).body,
    );
    expect(other.trans.find((t) => t._id === theirs)).toMatchObject({
      disputed: true,
      refunds: [{ amount: 1000, status: "pending" }],
    });
    expect(other.trans.flatMap((t) => t.refunds)).toHaveLength(1);
  });
});

describe("billing", () => {
  it("reports the paid membership and training", async () => {
    const { status, body } = await h.call("/billing/pay/info", { token: await h.signIn("member") });
    expect(status).toBe(200);
    const { data } = BillingInfoResponse.parse(body);
    expect(data.membership).toMatchObject({ plan: "quarterly", status: "Paid" });
    expect(new Date(data.membership.endDate!).getTime()).toBeGreaterThan(Date.parse("2026-11-22T12:00:00Z"));
    expect(data.training).toMatchObject({ plan: "standard", status: "Paid" });
  });

  it("reports training only for the pending account, and nothing for the free one", async () => {
    const pendingInfo = BillingInfoResponse.parse(
      (await h.call("/billing/pay/info", { token: await h.signIn("pending") })).body,
    );
    expect(pendingInfo.data).toMatchObject({
      membership: { plan: "none" },
      training: { plan: "regular", status: "Paid" },
    });
    const freeInfo = BillingInfoResponse.parse(
      (await h.call("/billing/pay/info", { token: await h.signIn("free") })).body,
    );
    expect(freeInfo.data.membership.plan).toBe("none");
    expect(freeInfo.data.training.plan).toBe("none");
  });

  it("answers the acting player's training and coach on /me/training, none once the training ends", async () => {
    const training = async (account: DemoAccount, headers: Record<string, string> = {}) =>
      PlayerTrainingResponse.parse(
        (await h.call("/me/training", { token: await h.signIn(account), headers })).body,
      );
    expect(await training("member")).toMatchObject({
      training: { plan: "standard", status: "Paid" },
      coach: { status: "Assigned", coachName: MEMBER_COACH },
    });
    expect((await training("pending")).coach).toEqual({ status: "Pending", coachName: PENDING_COACH });
    expect(await training("free")).toMatchObject({ training: { plan: "none" }, coach: null });
    // A parent showing her youngest's dashboard sees the child's coach, not her own (none).
    expect((await training("parent")).coach).toBeNull();
    expect((await training("parent", { "X-Player": YOUNGEST_ID })).coach).toEqual({
      status: "Assigned",
      coachName: YOUNGEST_COACH,
    });
    h.setNow(new Date("2031-01-01T00:00:00Z"));
    expect((await training("member")).coach).toBeNull();
  });

  it("adds auto-renew and the saved card on /billing/pay/me", async () => {
    const { body } = await h.call("/billing/pay/me", { token: await h.signIn("member") });
    expect(BillingMeResponse.parse(body)).toMatchObject({ autoRenew: true, hasSavedCard: true });
    const freeMe = (await h.call("/billing/pay/me", { token: await h.signIn("free") })).body;
    expect(freeMe).toMatchObject({ autoRenew: false, hasSavedCard: false });
  });
});
