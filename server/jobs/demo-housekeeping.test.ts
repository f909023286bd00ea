/** The housekeeping on demand (/dev/housekeeping): demo mode only, and refused without it. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memberships, notifications, transactions } from "../db/schema";
import { DEMO_ACCOUNTS } from "../db/seed";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";
import { TEST_NOW } from "../testing/harness";
import { demoHousekeeping } from "./demo-housekeeping";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const DAY = 24 * 60 * 60 * 1000;

function hooks(demoMode: boolean) {
  const app = demoHousekeeping({ config: { demoMode }, deps: h.deps });
  return async (path: string, body?: unknown, method = "POST") => {
    const response = await app.request(path, {
      method,
      headers: { "content-type": "application/json" },
      ...(method === "POST" ? { body: JSON.stringify(body ?? {}) } : {}),
    });
    return { status: response.status, body: await response.json() };
  };
}

/** A new member who bought Premium Monthly by card with auto-renew off: renewed by hand only. */
async function monthlyMember() {
  const { user, token } = await h.newMember();
  const { body } = await h.call("/billing/pay/membership/monthly/false", { method: "POST", token });
  await h.returnTo(await h.pay(body.paystackResponse.data.authorization_url), token);
  const [membership] = await h.db.select().from(memberships).where(eq(memberships.userId, user.id));
  return { user, endsAt: membership!.endsAt };
}

const renewNotices = async (userId: string) =>
  (await h.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (n) => n.title === "Renew your membership",
  );

describe("/dev/housekeeping", () => {
  it("takes only JSON posts, so no other site's form can run it", async () => {
    const app = demoHousekeeping({ config: { demoMode: true }, deps: h.deps });
    const { user, endsAt } = await monthlyMember();
    for (const [path, headers, body] of [
      ["/run", {}, undefined],
      ["/run", { "content-type": "text/plain" }, "{}"],
      ["/age-member", { "content-type": "application/x-www-form-urlencoded" }, `email=${user.email}&days=26`],
      ["/age-member", { "content-type": "text/plain" }, JSON.stringify({ email: user.email, days: 26 })],
    ] as const) {
      const answer = await app.request(path, { method: "POST", headers, ...(body ? { body } : {}) });
      expect(answer.status, path).toBe(415);
      expect(await answer.json()).toEqual({ message: expect.stringContaining("application/json") });
    }
    const empty = await app.request("/run", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(empty.status).toBe(400);
    const [membership] = await h.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(membership?.endsAt).toEqual(endsAt);
  });

  it("is refused outside demo mode, and does nothing", async () => {
    const { user, endsAt } = await monthlyMember();
    const post = hooks(false);
    for (const [path, body] of [
      ["/age-member", { email: user.email, days: 26 }],
      ["/run", undefined],
      ["/anything", undefined],
    ] as const) {
      expect(await post(path, body)).toEqual({ status: 404, body: { message: "Not found" } });
    }
    const [membership] = await h.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(membership?.endsAt).toEqual(endsAt);
    h.setNow(new Date(endsAt.getTime() - 3 * DAY));
    expect(await post("/run")).toMatchObject({ status: 404 });
    expect(await renewNotices(user.id)).toHaveLength(0);
  });

  it("ages a member to a week before the end; the run sends the renewal notice with its link, once", async () => {
    const { user, endsAt } = await monthlyMember();
    const post = hooks(true);
    const aged = await post("/age-member", { email: user.email.toUpperCase(), days: 26 });
    expect(aged).toMatchObject({
      status: 200,
      body: { message: expect.stringContaining("26 days earlier") },
    });
    const [membership] = await h.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(membership?.endsAt).toEqual(new Date(endsAt.getTime() - 26 * DAY));
    const [payment] = await h.db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect(payment?.createdAt).toEqual(new Date(TEST_NOW.getTime() - 26 * DAY));
    expect(payment?.fulfilledAt).toEqual(new Date(TEST_NOW.getTime() - 26 * DAY));

    h.mailer.sent.length = 0;
    expect(await post("/run")).toMatchObject({ status: 200, body: { message: "Housekeeping ran" } });
    expect(await renewNotices(user.id)).toHaveLength(1);
    const [mail] = h.mailer.sent.filter((m) => m.to === user.email);
    expect(mail?.text).toContain(`${h.config.publicSiteUrl}/u/billings?pay=`);
    expect((await post("/run")).status).toBe(200);
    expect(await renewNotices(user.id)).toHaveLength(1);
  });

  it("answers bad requests, strangers and the demo accounts with a reason", async () => {
    const post = hooks(true);
    for (const body of [
      undefined,
      {},
      { email: "x@example.com" },
      { email: "not an email", days: 3 },
      { email: "x@example.com", days: 0 },
      { email: "x@example.com", days: 400 },
      { email: "x@example.com", days: "3" },
      { email: "x@example.com", days: 1.5 },
    ]) {
      const answer = await post("/age-member", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(/number of days/);
    }
    expect(await post("/age-member", { email: "nobody@example.com", days: 3 })).toMatchObject({
      status: 404,
      body: { message: "No member has this email" },
    });
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect((await post("/age-member", { email: account.email, days: 3 })).status).toBe(409);
    }
    expect((await post("/run", undefined, "GET")).status).toBe(404);
  });
});
