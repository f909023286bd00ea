/**
 * Every call answers exactly its declared response schema: the shape the browser relies on. The
 * browser reads answers as the contract's types without checking them (to keep zod out of its
 * bundles), so the tests enforce the shapes: under them `route()` parses every 2xx JSON answer with
 * its call's schema and fails the call on a mismatch or a field the schema does not name (no stray
 * fields reach the stored session or the screens). Here: that check catches a wrong answer, and
 * the reads of each demo account's state (nullable fields both ways) pass it.
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as calls from "@/shared/api/calls";
import { PLAN_CATEGORIES, TournamentsResponse } from "@/shared/api/contract";
import { DEMO_ACCOUNTS, MEMBER_COACH } from "../db/seed";
import { coachIdOf } from "../db/seed/catalogue";
import type { AppEnv } from "../lib/app-env";
import { routerFor } from "../lib/route";
import { type CallOptions, createHarness, type Harness } from "../testing/harness";

describe("the answer check", () => {
  const refuse = createMiddleware<AppEnv>(async () => {
    throw new Error("No sign-in in this test");
  });
  const route = routerFor({ requireUser: refuse, requireCoach: refuse, checkAnswers: true });
  const answering = (answer: unknown) => {
    const api = new Hono<AppEnv>();
    route(api, calls.trainingPackages, (c) => c.json(answer as never));
    api.onError((error, c) => c.json({ message: error.message }, 500));
    return api;
  };
  const good = { key: "standard", name: "Standard", info: "Twice a week", discount: 10 };
  const plans = [
    { label: "1 month", price: 20_000 },
    { label: "3 months", price: 54_000 },
  ];

  it("lets an answer of the declared shape through", async () => {
    const response = await answering({ packages: [{ ...good, plans }] }).request("/plan/training-packages");
    expect(response.status).toBe(200);
  });

  it("fails a call whose answer does not match its schema, naming the issue", async () => {
    const response = await answering({ packages: [{ ...good, discount: "10%", plans }] }).request(
      "/plan/training-packages",
    );
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /GET \/plan\/training-packages does not match TrainingPackagesResponse: .*discount/,
    );
  });

  it("fails a call whose answer carries a field its schema does not name", async () => {
    const response = await answering({ packages: [{ ...good, plans, cost: 1 }] }).request(
      "/plan/training-packages",
    );
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toContain("packages.0.cost");
  });
});

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.reset();
});
afterAll(() => h.close());

/** A 200 from the harness's app, whose answer check has parsed it with the call's schema. */
async function expectConforming(path: string, options: CallOptions = {}) {
  const { status, body } = await h.call(path, options);
  expect(status, `${path} answered ${JSON.stringify(body)}`).toBe(200);
}

describe("public reads", () => {
  it("GET /tour/admin/getTournaments", () => expectConforming("/tour/admin/getTournaments"));

  it("GET /tickets/keys", () => expectConforming("/tickets/keys"));

  it("GET /coach/getCoaches/all", () => expectConforming("/coach/getCoaches/all"));

  it("GET /coach/getCoach/{id}", () => expectConforming(`/coach/getCoach/${coachIdOf(MEMBER_COACH)}`));

  it.each(PLAN_CATEGORIES)("GET /plan/getPlans/%s", (category) =>
    expectConforming(`/plan/getPlans/${category}`),
  );

  it("GET /plan/training-packages", () => expectConforming("/plan/training-packages"));
});

// Each demo account has a different state (paid with a coach, free, coach pending), so together
// they cover the nullable fields both ways.
describe.each(["member", "free", "pending"] as const)("signed-in reads of the %s account", (account) => {
  const { email, password } = DEMO_ACCOUNTS[account];
  let token: string;
  beforeAll(async () => {
    token = await h.login(email, password);
  });

  it("POST /signUser", () => expectConforming("/signUser", { method: "POST", body: { email, password } }));

  it("POST /verify", () => expectConforming("/verify", { method: "POST", body: { token } }));

  it.each([
    "/me",
    "/notifications",
    "/match/getUserMatches",
    "/matchCustom/user",
    "/billing/pay/info",
    "/billing/pay/me",
    "/assigncoach/getUserCoach",
    "/transaction/all",
  ])("GET %s", (path) => expectConforming(path, { token }));

  it("POST /match/matchCheck", async () => {
    const { tours } = TournamentsResponse.parse((await h.call("/tour/admin/getTournaments")).body);
    const tournamentId = tours[0]?._id ?? "";
    await expectConforming("/match/matchCheck", {
      method: "POST",
      token,
      body: { tournamentId },
    });
  });
});
