/**
 * Two API instances on one PostgreSQL database, as behind a load balancer: each with its own
 * connection pool, mailer, rate limiter, payment client and build request queue, and nothing shared
 * but the database. Rate limits, the renewals job, site rebuild requests and payment fulfilment must
 * hold across them, and so must starting together on a new database. Runs in the `postgres` test
 * project (TEST_DATABASE_URL).
 */
import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import {
  coachAssignments,
  jobRuns,
  memberships,
  notifications,
  siteBuildRequests,
  tickets,
  transactions,
  users,
} from "../../server/db/schema";
import { MEMBER_COACH, seedDemoData } from "../../server/db/seed";
import { coachIdOf, tournamentIdOf } from "../../server/db/seed/catalogue";
import {
  HOUSEKEEPING_LOCK_KEY,
  housekeepingLock,
  runHousekeeping,
  startRenewalTimer,
} from "../../server/jobs/renewal-timer";
import { runRenewals } from "../../server/jobs/renewals";
import { rateLimitSettings } from "../../server/lib/rate-limit-rules";
import { memoryMailer } from "../../server/mail/mailer";
import type { PaymentDeps } from "../../server/payments/deps";
import { createPayments } from "../../server/payments/payments";
import { paystackSandbox, type SignedWebhook } from "../../server/payments/sandbox";
import { SANDBOX_PATH } from "../../server/payments/settings";
import { SIGNATURE_HEADER } from "../../server/payments/webhook-signature";
import { closeServices, createServices } from "../../server/services";
import { createBuildRequestQueue } from "../../server/static/build-requests";
import { TEST_NOW, testConfig } from "../../server/testing/harness";
import { insertTestMember } from "../../server/testing/members";
import { createScratchDatabase, testDatabaseUrl } from "../../server/testing/test-database";

const serverUrl = testDatabaseUrl();
const config = testConfig({
  trustProxyHops: 1,
  rateLimits: rateLimitSettings({ RATE_LIMIT_LOGIN_PER_MINUTE: "3" }),
});
let now = TEST_NOW;
const clock = () => now;

interface Instance {
  name: string;
  handle: DatabaseHandle;
  app: ReturnType<typeof createApp>;
  mailer: ReturnType<typeof memoryMailer>;
  deps: PaymentDeps;
  buildsClaimed: string[][];
}

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let a: Instance;
let b: Instance;
/** Webhooks go to instance B, as a load balancer might send them; held ones wait in `held`. */
const webhooks = { hold: false, held: [] as SignedWebhook[] };

async function deliverToB(webhook: SignedWebhook) {
  if (webhooks.hold) {
    webhooks.held.push(webhook);
    return;
  }
  await postWebhook(b, webhook);
}

function postWebhook(instance: Instance, { body, signature }: SignedWebhook) {
  return instance.app.request("/webhook/paystack", {
    method: "POST",
    headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
    body,
  });
}

async function startInstance(name: string, url: string): Promise<Instance> {
  const handle = await openDatabase({ kind: "postgres", url });
  const mailer = memoryMailer();
  const payments = createPayments({ db: handle.db, config, now: clock, env: {}, deliverWebhook: deliverToB });
  const buildsClaimed: string[][] = [];
  const queue = createBuildRequestQueue({
    db: handle.db,
    debounceMs: 300,
    onClaimed: (reasons) => buildsClaimed.push(reasons),
    log: () => undefined,
  });
  const app = createApp({
    db: handle.db,
    mailer,
    config,
    clock,
    payments,
    onSiteDataChanged: (reason) => void queue.request(reason),
  });
  const close = async () => {
    queue.dispose();
    await handle.close();
  };
  return {
    name,
    handle: { ...handle, close },
    app,
    mailer,
    deps: { db: handle.db, mailer, config, now: clock, payments },
    buildsClaimed,
  };
}

async function call(
  instance: Instance,
  path: string,
  init: { method?: string; token?: string; body?: unknown; ip?: string } = {},
) {
  const headers: Record<string, string> = { "x-forwarded-for": init.ip ?? "203.0.113.10" };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const response = await instance.app.request(path, {
    method: init.method ?? "GET",
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered.
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}

function newMember() {
  return insertTestMember(a.handle.db, { jwtSecret: config.jwtSecret, now });
}

/** The browser at the sandbox's checkout: Pay, and the address it is sent back to. */
async function payAtCheckout(authorizationUrl: string): Promise<URL> {
  const sandbox = paystackSandbox({ db: a.handle.db, config, now: clock, deliverWebhook: deliverToB });
  const base = `${config.publicSiteUrl}${SANDBOX_PATH}`;
  const response = await sandbox.request(`${authorizationUrl.slice(base.length)}/pay`, { method: "POST" });
  const location = response.headers.get("location");
  if (response.status !== 303 || !location) throw new Error(`Checkout answered ${response.status}`);
  return new URL(location);
}

describe.runIf(serverUrl)("two instances on one PostgreSQL", () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    a = await startInstance("A", scratch.url);
    b = await startInstance("B", scratch.url);
    await seedDemoData(a.handle.db, TEST_NOW, config.passwordCost);
  });
  afterAll(async () => {
    await a?.handle.close();
    await b?.handle.close();
    await scratch?.drop();
  });

  it("share the rate limits: 10 logins at once across both, 3 get in", async () => {
    const attempts = Array.from({ length: 10 }, (_, i) =>
      call(i % 2 ? b : a, "/signUser", {
        method: "POST",
        ip: "198.51.100.77",
        body: { email: "member@example.com", password: "Member123!" },
      }),
    );
    const statuses = (await Promise.all(attempts)).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
  });

  it("fulfil a payment once: 20 returns split across both and the webhook, all at the same time", async () => {
    const enugu = tournamentIdOf("Enugu Club Series");
    const { user, token } = await newMember();
    const link = await call(a, `/tour/register/${enugu}`, { token });
    expect(link.status).toBe(200);
    webhooks.hold = true;
    const returned = await payAtCheckout(link.body.paystackResponse.data.authorization_url);
    webhooks.hold = false;
    expect(webhooks.held).toHaveLength(1);

    const query = `?trxref=${returned.searchParams.get("trxref")}&reference=${returned.searchParams.get("reference")}`;
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? b : a, `/match/${enugu}/matchCallback${query}`, { token }),
      ),
      ...webhooks.held.splice(0).map((w) => postWebhook(b, w)),
    ]);
    expect(answers.map((r) => r.status)).toEqual(Array(21).fill(200));

    expect(await a.handle.db.select().from(tickets).where(eq(tickets.userId, user.id))).toHaveLength(1);
    const [payment] = await a.handle.db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect(payment).toMatchObject({ status: "complete", fulfilledAt: expect.any(Date) });
    const notices = await a.handle.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notices.filter((n) => n.title === "Ticket confirmed")).toHaveLength(1);
    const mails = [...a.mailer.sent, ...b.mailer.sent].filter((m) => m.to === user.email);
    expect(mails).toHaveLength(1);
  });

  it("run the renewals one runner at a time: each ended membership is charged once", async () => {
    // Three members who bought Premium Monthly with auto-renew through the checkout.
    const members = [];
    for (let i = 0; i < 3; i++) {
      const member = await newMember();
      const link = await call(a, "/billing/pay/membership/monthly/true", {
        method: "POST",
        token: member.token,
      });
      const returned = await payAtCheckout(link.body.paystackResponse.data.authorization_url);
      const paid = await call(b, `/billing/pay/callback${returned.search}`, { token: member.token });
      expect(paid.status).toBe(200);
      members.push(member);
    }
    const [first] = await a.handle.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, members[0]!.user.id));
    now = new Date(first!.endsAt.getTime() + 30 * 60 * 1000);
    try {
      const reports = [];
      for (let round = 0; round < 3; round++) {
        reports.push(...(await Promise.all([runRenewals(a.deps), runRenewals(b.deps)])));
      }
      expect(reports.reduce((sum, r) => sum + r.renewed, 0)).toBe(3);
      for (const { user } of members) {
        const renewals = (
          await a.handle.db.select().from(transactions).where(eq(transactions.userId, user.id))
        ).filter((t) => t.metadata.renewal === true);
        expect(renewals).toHaveLength(1);
        expect(renewals[0]).toMatchObject({ status: "complete" });
      }
    } finally {
      now = TEST_NOW;
    }
  });

  it("ask for one site build for changes made on both", async () => {
    const coachId = coachIdOf(MEMBER_COACH);
    const reviewers = [await newMember(), await newMember()];
    await a.handle.db
      .insert(coachAssignments)
      .values(reviewers.map(({ user }) => ({ userId: user.id, coachId, status: "Assigned" as const })));
    const review = (instance: Instance, token: string) =>
      call(instance, "/coach/user/comment", {
        method: "POST",
        token,
        body: { coachId, rating: 4, comment: "Great" },
      });
    expect((await review(a, reviewers[0]!.token)).status).toBe(201);
    expect((await review(b, reviewers[1]!.token)).status).toBe(201);
    // Each instance looks once its own debounce has passed; only one finds both requests due.
    const claimed = () => [...a.buildsClaimed, ...b.buildsClaimed];
    await expect.poll(claimed, { timeout: 10_000 }).not.toHaveLength(0);
    // Both instances' claims have run by now: still one build.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(claimed()).toEqual([["coach review", "coach review"]]);
  });
});

describe.runIf(serverUrl)("replicas starting together on a new PostgreSQL database", () => {
  it("migrate and load the demo data once between them", { timeout: 120_000 }, async () => {
    const fresh = await createScratchDatabase(serverUrl!);
    const replicaConfig = { ...config, databaseUrl: fresh.url, seedDemo: true };
    try {
      const started = await Promise.allSettled([1, 2, 3].map(() => createServices(replicaConfig)));
      const failures = started.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
      for (const s of started) if (s.status === "fulfilled") await closeServices(s.value);
      expect(failures).toEqual([]);

      const check = await openDatabase({ kind: "postgres", url: fresh.url });
      try {
        const emails = (await check.db.select({ email: users.email }).from(users)).map((u) => u.email);
        expect(emails.filter((e) => e === "member@example.com")).toHaveLength(1);
      } finally {
        await check.close();
      }
    } finally {
      await fresh.drop();
    }
  });
});

describe.runIf(serverUrl)("payments housekeeping across replicas", () => {
  let fresh: Awaited<ReturnType<typeof createScratchDatabase>>;
  let one: DatabaseHandle;
  let two: DatabaseHandle;
  beforeAll(async () => {
    fresh = await createScratchDatabase(serverUrl!);
    one = await openDatabase({ kind: "postgres", url: fresh.url });
    two = await openDatabase({ kind: "postgres", url: fresh.url });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await fresh?.drop();
  });

  it("is held by one replica at a time, and by the next once released", async () => {
    const [first, second] = await Promise.all([
      one.tryLock(HOUSEKEEPING_LOCK_KEY),
      two.tryLock(HOUSEKEEPING_LOCK_KEY),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    await (first ?? second)!();
    const next = await two.tryLock(HOUSEKEEPING_LOCK_KEY);
    expect(next).not.toBeNull();
    await next!();
  });

  it("runs once an hour across three replicas, whichever looks first", async () => {
    const three = await openDatabase({ kind: "postgres", url: fresh.url });
    const turns: string[] = [];
    const replica = (handle: DatabaseHandle) =>
      startRenewalTimer(
        {
          db: handle.db,
          mailer: memoryMailer(),
          config,
          now: () => new Date(),
          payments: createPayments({ db: handle.db, config, env: {} }),
        },
        {
          lock: housekeepingLock(handle),
          checkEveryMs: 40,
          log: () => undefined,
          onTurn: (outcome) => turns.push(outcome),
        },
      );
    const timers = [one, two, three].map(replica);
    try {
      await expect.poll(() => turns.length, { timeout: 10_000 }).toBeGreaterThan(30);
    } finally {
      await Promise.all(timers.map((t) => t.stop()));
      await three.close();
    }
    expect(turns.filter((t) => t === "ran")).toHaveLength(1);
    expect(turns.filter((t) => t === "failed")).toEqual([]);
    const [run] = await one.db.select().from(jobRuns).where(eq(jobRuns.name, "housekeeping"));
    expect(run).toMatchObject({ ok: true, finishedAt: expect.any(Date) });
  });

  it("asks the deploy hook once per least interval across three replicas", async () => {
    const claimed: string[][] = [];
    const queues = [one, two, one].map((handle) =>
      createBuildRequestQueue({
        db: handle.db,
        debounceMs: 100,
        minIntervalMs: 60_000,
        onClaimed: (reasons) => claimed.push(reasons),
        log: () => undefined,
      }),
    );
    try {
      // 20 edits in bursts, each on any replica, more than the debounce apart.
      for (let i = 0; i < 20; i++) {
        await queues[i % 3]!.request(`edit ${i}`);
        if (i % 5 === 4) await new Promise((resolve) => setTimeout(resolve, 400));
      }
      await new Promise((resolve) => setTimeout(resolve, 800));
    } finally {
      for (const q of queues) q.dispose();
    }
    // The first burst is asked for; the rest wait for the interval, together.
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toEqual(["edit 0", "edit 1", "edit 2", "edit 3", "edit 4"]);
    expect(
      await one.db.select().from(siteBuildRequests).where(isNull(siteBuildRequests.claimedAt)),
    ).toHaveLength(15);
  });

  it("runs on one replica while the others skip their turn", async () => {
    await one.db.insert(transactions).values(
      Array.from({ length: 3 }, (_, i) => ({
        reference: `housekeeping-${i}`,
        kind: "ticket" as const,
        amountKobo: 500_000,
        description: "Ticket",
        createdAt: new Date(Date.now() - 5 * 60_000),
      })),
    );
    const asked: string[] = [];
    const replica = (handle: DatabaseHandle): PaymentDeps => ({
      db: handle.db,
      mailer: memoryMailer(),
      config,
      now: () => new Date(),
      payments: {
        mode: "paystack",
        webhookSecret: "unused",
        paystack: {
          initialize: () => Promise.reject(new Error("unused")),
          chargeAuthorization: () => Promise.reject(new Error("unused")),
          createRefund: () => Promise.reject(new Error("unused")),
          fetchRefund: () => Promise.reject(new Error("unused")),
          listRefunds: () => Promise.reject(new Error("unused")),
          fetchDispute: () => Promise.reject(new Error("unused")),
          fetchTransaction: () => Promise.reject(new Error("unused")),
          // The daily catch-up finds nothing the provider took that the club does not know.
          listTransactions: async () => [],
          listSettlements: () => Promise.reject(new Error("unused")),
          settlementTransactions: () => Promise.reject(new Error("unused")),
          async verify(reference) {
            asked.push(reference);
            await new Promise((resolve) => setTimeout(resolve, 100));
            return null;
          },
        },
      },
    });
    const runs = await Promise.all(
      [one, two, one, two].map((handle) =>
        runHousekeeping(replica(handle), { lock: housekeepingLock(handle), log: () => undefined }),
      ),
    );
    expect(runs.filter((r) => r !== null)).toHaveLength(1);
    expect(asked.sort()).toEqual(["housekeeping-0", "housekeeping-1", "housekeeping-2"]);
  });
});
