/**
 * Every read call answers exactly its contract response schema: the shape the browser relies on.
 * The browser reads answers as the contract's types without checking them (to keep zod out of its
 * bundles), so this is where the shapes are enforced. Parsing strips keys the contract does not
 * name, so an answer equal to its parse has the right types and nothing more (no stray fields
 * reach the stored session or the screens).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  BillingInfoResponse,
  BillingMeResponse,
  CoachesResponse,
  CoachResponse,
  MatchCheckResponse,
  MatchSummaryResponse,
  MeResponse,
  NotificationsResponse,
  PLAN_CATEGORIES,
  PlansResponse,
  SignUserResponse,
  TicketKeysResponse,
  TournamentsResponse,
  TrainingPackagesResponse,
  TransactionsResponse,
  UserCoachResponse,
  UserTicketsResponse,
  VerifyResponse,
} from "@/shared/api/contract";
import { DEMO_ACCOUNTS, MEMBER_COACH } from "../db/seed";
import { coachIdOf } from "../db/seed/catalogue";
import { type CallOptions, createHarness, type Harness } from "../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.reset();
});
afterAll(() => h.close());

async function expectConforming(path: string, schema: z.ZodType, options: CallOptions = {}) {
  const { status, body } = await h.call(path, options);
  expect(status, `${path} answered ${JSON.stringify(body)}`).toBe(200);
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? [], path).toEqual([]);
  expect(parsed.data, `${path} answered fields the contract does not name`).toEqual(body);
}

describe("public reads", () => {
  it("GET /tour/admin/getTournaments", () =>
    expectConforming("/tour/admin/getTournaments", TournamentsResponse));

  it("GET /tickets/keys", () => expectConforming("/tickets/keys", TicketKeysResponse));

  it("GET /coach/getCoaches/all", () => expectConforming("/coach/getCoaches/all", CoachesResponse));

  it("GET /coach/getCoach/{id}", () =>
    expectConforming(`/coach/getCoach/${coachIdOf(MEMBER_COACH)}`, CoachResponse));

  it.each(PLAN_CATEGORIES)("GET /plan/getPlans/%s", (category) =>
    expectConforming(`/plan/getPlans/${category}`, PlansResponse),
  );

  it("GET /plan/training-packages", () =>
    expectConforming("/plan/training-packages", TrainingPackagesResponse));
});

// Each demo account has a different state (paid with a coach, free, coach pending), so together
// they cover the nullable fields both ways.
describe.each(["member", "free", "pending"] as const)("signed-in reads of the %s account", (account) => {
  const { email, password } = DEMO_ACCOUNTS[account];
  let token: string;
  beforeAll(async () => {
    token = await h.login(email, password);
  });

  it("POST /signUser", () =>
    expectConforming("/signUser", SignUserResponse, { method: "POST", body: { email, password } }));

  it("POST /verify", () => expectConforming("/verify", VerifyResponse, { method: "POST", body: { token } }));

  it.each([
    ["/me", MeResponse],
    ["/notifications", NotificationsResponse],
    ["/match/getUserMatches", UserTicketsResponse],
    ["/matchCustom/user", MatchSummaryResponse],
    ["/billing/pay/info", BillingInfoResponse],
    ["/billing/pay/me", BillingMeResponse],
    ["/assigncoach/getUserCoach", UserCoachResponse],
    ["/transaction/all", TransactionsResponse],
  ] as const)("GET %s", (path, schema) => expectConforming(path, schema, { token }));

  it("POST /match/matchCheck", async () => {
    const { tours } = TournamentsResponse.parse((await h.call("/tour/admin/getTournaments")).body);
    const tournamentId = tours[0]?._id ?? "";
    await expectConforming("/match/matchCheck", MatchCheckResponse, {
      method: "POST",
      token,
      body: { tournamentId },
    });
  });
});
