/**
 * Rate limits on the calls anyone can make (login, sign-up, password reset, newsletter, contact):
 * 429 with Retry-After once over, counted per client IP (the X-Forwarded-For entry the trusted
 * proxies wrote, never one the client wrote; IPv6 by /64) and per email where that matters, and
 * repeated failed logins slowed; budgets per email are counted per address, so that no client
 * can spend another's, and while an email is busy from many addresses only fresh ones get through.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { DEMO_ACCOUNTS } from "../db/seed";
import { rateLimitSettings } from "../lib/rate-limit-rules";
import { createHarness, type Harness, TEST_NOW, testConfig } from "../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    // A CDN in front of the load balancer: requests arrive as "client, cdn" (see `from`).
    trustProxyHops: 2,
    rateLimits: rateLimitSettings({
      RATE_LIMIT_LOGIN_PER_MINUTE: "3",
      RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: "5",
      RATE_LIMIT_SIGNUP_PER_HOUR: "2",
      RATE_LIMIT_PASSWORD_RESET_PER_HOUR: "2",
      RATE_LIMIT_NEWSLETTER_PER_HOUR: "2",
      RATE_LIMIT_CONTACT_PER_HOUR: "2",
    }),
  });
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const { member, free } = DEMO_ACCOUNTS;
const from = (ip: string, forged?: string) => ({
  "x-forwarded-for": forged ? `${forged}, ${ip}, 10.0.0.1` : `${ip}, 10.0.0.1`,
});

const login = (email: string, password: string, ip = "203.0.113.7", forged?: string) =>
  h.call("/signUser", { method: "POST", body: { email, password }, headers: from(ip, forged) });

/** The API with pauses recorded instead of waited, on the same database and clock. */
function recordingApp(pauses: number[] = []) {
  return createApp({
    db: h.database.db,
    mailer: h.mailer,
    config: h.config,
    clock: () => TEST_NOW,
    pause: async (ms) => {
      pauses.push(ms);
    },
  });
}

function expectTooMany(answer: { status: number; body: unknown; headers: Headers }, maxWait: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
  });
  const retryAfter = Number(answer.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxWait);
}

describe("login", () => {
  it("allows 3 tries a minute per IP and email, then answers 429 until the minute is over", async () => {
    for (let i = 0; i < 3; i++) expect((await login(member.email, member.password)).status).toBe(200);
    expectTooMany(await login(member.email, member.password), 60);
    // The same email from elsewhere, and another email from here, are counted apart.
    expect((await login(member.email, member.password, "198.51.100.2")).status).toBe(200);
    expect((await login(free.email, free.password)).status).toBe(200);

    h.setNow(new Date(TEST_NOW.getTime() + 61_000));
    expect((await login(member.email, member.password)).status).toBe(200);
  });

  it("limits one IP trying many emails to 5 a minute", async () => {
    for (let i = 0; i < 5; i++) expect((await login(`nobody${i}@example.com`, "Wrong123!")).status).toBe(401);
    expectTooMany(await login("someone.else@example.com", "Wrong123!"), 60);
    expect((await login("someone.else@example.com", "Wrong123!", "198.51.100.9")).status).toBe(401);
  });

  it("counts every caller as one client when the proxy is not trusted", async () => {
    const untrusting = createApp({
      db: h.database.db,
      mailer: h.mailer,
      config: testConfig({ rateLimits: rateLimitSettings({ RATE_LIMIT_LOGIN_PER_MINUTE: "1" }) }),
      clock: () => TEST_NOW,
    });
    const call = (ip: string) =>
      untrusting.request("/signUser", {
        method: "POST",
        headers: { ...from(ip), "content-type": "application/json" },
        body: JSON.stringify({ email: member.email, password: member.password }),
      });
    expect((await call("203.0.113.1")).status).toBe(200);
    expect((await call("203.0.113.2")).status).toBe(429);
  });

  it("slows repeated failures for an email down, but the right password still gets in", async () => {
    const pauses: number[] = [];
    let now = TEST_NOW;
    const app = createApp({
      db: h.database.db,
      mailer: h.mailer,
      config: h.config,
      clock: () => now,
      pause: async (ms) => {
        pauses.push(ms);
      },
    });
    // A new IP each time, so the per-IP limits stay out of the way: the slowing follows the email.
    let ip = 10;
    const attempt = async (password: string) => {
      pauses.length = 0;
      const response = await app.request("/signUser", {
        method: "POST",
        headers: { ...from(`198.51.100.${ip++}`), "content-type": "application/json" },
        body: JSON.stringify({ email: member.email, password }),
      });
      return { status: response.status, paused: pauses[0] ?? 0 };
    };

    const failures = [];
    for (let i = 0; i < 8; i++) failures.push(await attempt("Wrong123!"));
    expect(failures).toEqual([0, 0, 0, 0, 250, 500, 1000, 2000].map((paused) => ({ status: 401, paused })));
    // Never locked: the right password gets in after the same capped wait, and resets the count.
    expect(await attempt(member.password)).toEqual({ status: 200, paused: 2000 });
    expect(await attempt("Wrong123!")).toEqual({ status: 401, paused: 0 });

    // Failures are forgotten after 15 quiet minutes.
    for (let i = 0; i < 3; i++) await attempt("Wrong123!");
    expect(await attempt("Wrong123!")).toEqual({ status: 401, paused: 250 });
    now = new Date(TEST_NOW.getTime() + 15 * 60_000 + 1000);
    expect(await attempt("Wrong123!")).toEqual({ status: 401, paused: 0 });
  });

  it("counts the password confirmation of an account deletion like a login", async () => {
    const token = await h.signIn("member");
    const deleteWith = (password: string, ip = "203.0.113.50") =>
      h.call("/delUserData", { method: "DELETE", token, body: { password }, headers: from(ip) });
    const answers = await Promise.all(Array.from({ length: 6 }, () => deleteWith("Wrong123!")));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([403, 403, 403, 429, 429, 429]);
    expectTooMany(answers.find((a) => a.status === 429)!, 60);
    // Even the right password waits for the minute from there; the account is intact meanwhile.
    expect((await deleteWith(member.password)).status).toBe(429);
    expect(await h.count(`users where email = '${member.email}'`)).toBe(1);
    // Wrong confirmations count as failed logins of the email: after the fourth, tries are slowed.
    expect((await deleteWith("Wrong123!", "198.51.100.60")).status).toBe(403);
    const started = performance.now();
    expect((await login(member.email, member.password, "198.51.100.61")).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(245);
  });

  it("really waits before answering a slowed login", async () => {
    for (let i = 0; i < 4; i++) await login(member.email, "Wrong123!", `198.51.100.${i + 10}`);
    const started = performance.now();
    expect((await login(member.email, "Wrong123!", "198.51.100.20")).status).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(245);
  });

  /** The API with the per-minute limits out of the way, so the 15-minute budgets show. */
  function budgetApp(now: () => Date = () => TEST_NOW, env: Record<string, string> = {}) {
    const app = createApp({
      db: h.database.db,
      mailer: h.mailer,
      config: {
        ...h.config,
        rateLimits: rateLimitSettings({
          RATE_LIMIT_LOGIN_PER_MINUTE: "100",
          RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: "500",
          ...env,
        }),
      },
      clock: now,
      pause: async () => {},
    });
    return async (ip: string, password: string, email: string = member.email) => {
      const response = await app.request("/signUser", {
        method: "POST",
        headers: { ...from(ip), "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      return { status: response.status, retryAfter: Number(response.headers.get("retry-after")) };
    };
  }

  it("keeps one address's burst of wrong passwords to its own budget; the member elsewhere gets in", async () => {
    const attempt = budgetApp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt("203.0.113.66", "Wrong123!")));
    // Only the address's 10 got their password checked; the others never reached it.
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // The member on another network is not refused, and neither is another account from there.
    expect((await attempt("192.0.2.200", member.password)).status).toBe(200);
    expect((await attempt("203.0.113.66", free.password, free.email)).status).toBe(200);
    expect((await attempt("203.0.113.66", member.password)).status).toBe(429);
  });

  it("lets only addresses with fresh tries in while an email is guessed at from many", async () => {
    const attempt = budgetApp();
    // 25 addresses at once, one wrong password each: past the email's 20, every one is still fresh.
    const spread = await Promise.all(
      Array.from({ length: 25 }, (_, i) => attempt(`198.51.100.${i}`, "Wrong123!")),
    );
    expect(spread.map((a) => a.status)).toEqual(Array(25).fill(401));
    // An address that has had its 3 fresh tries waits while the email is busy ...
    expect((await attempt("198.51.100.0", "Wrong123!")).status).toBe(401);
    expect((await attempt("198.51.100.0", "Wrong123!")).status).toBe(401);
    expect((await attempt("198.51.100.0", member.password)).status).toBe(429);
    // ... a burst from a new one gets its 3 checks and no more ...
    const burst = await Promise.all(Array.from({ length: 10 }, () => attempt("198.51.101.1", "Wrong123!")));
    expect(burst.map((a) => a.status).sort()).toEqual([...Array(3).fill(401), ...Array(7).fill(429)]);
    // ... and the member, from a network of their own, gets in.
    expect((await attempt("192.0.2.7", member.password)).status).toBe(200);
  });

  it("neither slows nor refuses the right password sent from many devices at once", async () => {
    const pauses: number[] = [];
    const app = recordingApp(pauses);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        app.request("/signUser", {
          method: "POST",
          headers: { ...from(`198.51.100.${i}`), "content-type": "application/json" },
          body: JSON.stringify({ email: member.email, password: member.password }),
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(15).fill(200));
    expect(pauses).toEqual([]);
  });

  it("counts tries past the budget without pushing its end back", async () => {
    let now = TEST_NOW;
    const attempt = budgetApp(() => now);
    for (let i = 0; i < 10; i++) expect((await attempt("198.51.100.1", "Wrong123!")).status).toBe(401);
    now = new Date(TEST_NOW.getTime() + 14 * 60_000);
    for (let i = 0; i < 5; i++)
      expect(await attempt("198.51.100.1", "Wrong123!")).toEqual({ status: 429, retryAfter: 60 });
    now = new Date(TEST_NOW.getTime() + 15 * 60_000);
    expect((await attempt("198.51.100.1", member.password)).status).toBe(200);
  });

  it("lets a member whose password was reset log in from the address that was refused", async () => {
    const attempt = budgetApp();
    for (let i = 0; i < 10; i++) expect((await attempt("192.0.2.1", `Wrong${i}!`)).status).toBe(401);
    expect((await attempt("192.0.2.1", member.password)).status).toBe(429);
    h.setNow(new Date(TEST_NOW.getTime() + 61_000));
    await h.call("/forgot-password", {
      method: "POST",
      body: { email: member.email },
      headers: from("192.0.2.1"),
    });
    const code = h.mailer.sent.findLast((m) => m.to === member.email)?.text.match(/\b(\d{6})\b/)?.[1];
    const reset = await h.call("/reset-password", {
      method: "POST",
      headers: from("192.0.2.1"),
      body: { email: member.email, resetCode: code, newPassword: "NewPass123!" },
    });
    expect(reset.status).toBe(200);
    expect((await login(member.email, "NewPass123!", "192.0.2.1")).status).toBe(200);
  });

  it("keeps no email or IP address in the counters", async () => {
    await login(member.email, "Wrong123!");
    const rows = await h.database.db.query.rateLimitCounters.findMany();
    expect(rows.length).toBeGreaterThan(0);
    const keys = rows.map((r) => r.key).join(" ");
    expect(keys).not.toContain("member");
    expect(keys).not.toContain("203.0.113.7");
  });
});

describe("client address", () => {
  it("is not changed by a forged left-most X-Forwarded-For entry", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await login(member.email, member.password, "203.0.113.7", `192.0.2.${i}`)).status).toBe(200);
    }
    expectTooMany(await login(member.email, member.password, "203.0.113.7", "192.0.2.99"), 60);
  });

  it("counts two IPv6 addresses in one /64 as one client", async () => {
    for (const address of ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:abcd:ef01:2345:6789"]) {
      expect((await login(member.email, member.password, address)).status).toBe(200);
    }
    expectTooMany(await login(member.email, member.password, "2001:db8:1:2:ffff:ffff:ffff:ffff"), 60);
    expect((await login(member.email, member.password, "2001:db8:1:3::1")).status).toBe(200);
  });

  it("comes from the edge's own header when one is configured", async () => {
    const app = createApp({
      db: h.database.db,
      mailer: h.mailer,
      config: testConfig({
        clientIpHeader: "cf-connecting-ip",
        rateLimits: rateLimitSettings({ RATE_LIMIT_LOGIN_PER_MINUTE: "1" }),
      }),
      clock: () => TEST_NOW,
    });
    const call = (edge: string, forwardedFor: string) =>
      app.request("/signUser", {
        method: "POST",
        headers: {
          "cf-connecting-ip": edge,
          "x-forwarded-for": forwardedFor,
          "content-type": "application/json",
        },
        body: JSON.stringify({ email: member.email, password: member.password }),
      });
    expect((await call("203.0.113.1", "192.0.2.1")).status).toBe(200);
    expect((await call("203.0.113.1", "192.0.2.2")).status).toBe(429);
    expect((await call("203.0.113.2", "192.0.2.2")).status).toBe(200);
  });
});

describe("sign-up", () => {
  it("allows 2 sign-ups an hour per IP", async () => {
    const signup = (n: number) =>
      h.call("/createUser", {
        method: "POST",
        headers: from("203.0.113.20"),
        body: {
          fullName: "Rate Tester",
          email: `rate${n}@example.com`,
          username: `rate_${n}`,
          password: "Serve&Volley9",
          dob: "1998-07-21",
          phoneNumber: "+234 809 111 2222",
          role: "student",
          level: "adult amatuer",
        },
      });
    expect((await signup(1)).status).toBe(201);
    expect((await signup(2)).status).toBe(201);
    expectTooMany(await signup(3), 3600);
    expect(await h.count("users where email = 'rate3@example.com'")).toBe(0);
  });
});

describe("password reset", () => {
  const ask = (ip: string) =>
    h.call("/forgot-password", { method: "POST", body: { email: member.email }, headers: from(ip) });

  it("sends 2 codes an hour per address to an email; past 8 from anywhere, an address's first", async () => {
    expect((await ask("203.0.113.30")).status).toBe(200);
    expect((await ask("203.0.113.30")).status).toBe(200);
    expectTooMany(await ask("203.0.113.30"), 3600);
    // Someone asking from elsewhere has not spent the member's codes.
    expect((await ask("203.0.113.31")).status).toBe(200);
    for (const ip of ["203.0.113.32", "203.0.113.32", "203.0.113.33", "203.0.113.34"])
      expect((await ask(ip)).status).toBe(200);
    // 9 asked for the email: an address that had its code waits, a fresh one still gets one.
    expectTooMany(await ask("203.0.113.33"), 3600);
    expect((await ask("192.0.2.44")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.mailer.sent.filter((m) => m.to === member.email)).toHaveLength(8);
  });

  it("sends a burst from one address no more codes than its budget", async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => ask("203.0.113.35")));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, ...Array(10).fill(429)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.mailer.sent.filter((m) => m.to === member.email)).toHaveLength(2);
  });

  it("limits reset tries per IP and email", async () => {
    const reset = () =>
      h.call("/reset-password", {
        method: "POST",
        headers: from("203.0.113.40"),
        body: { email: member.email, resetCode: "123456", newPassword: "NewPass123!" },
      });
    expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(400);
    expectTooMany(await reset(), 3600);
  });

  it("lets the member reset from their own address however many addresses guessed", async () => {
    const reset = (ip: string, resetCode: string) =>
      h.call("/reset-password", {
        method: "POST",
        headers: from(ip),
        body: { email: member.email, resetCode, newPassword: "NewPass123!" },
      });
    // Twice the codes (4) from anywhere makes the email busy; a fresh address still gets its tries.
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => reset(`203.0.113.${60 + i}`, "123456")),
    );
    expect(guesses.map((g) => g.status)).toEqual(Array(12).fill(400));
    expect((await reset("203.0.113.60", "123456")).status).toBe(400);
    expectTooMany(await reset("203.0.113.60", "123456"), 3600);

    expect((await ask("192.0.2.50")).status).toBe(200);
    const code = h.mailer.sent.findLast((m) => m.to === member.email)?.text.match(/\b(\d{6})\b/)?.[1];
    expect((await reset("192.0.2.50", code!)).status).toBe(200);
  });
});

describe("newsletter and contact", () => {
  it("allow 2 sign-ups and 2 messages an hour per IP", async () => {
    const subscribe = (n: number) =>
      h.call("/subscribe-newsletter", {
        method: "POST",
        headers: from("203.0.113.50"),
        body: { email: `news${n}@example.com` },
      });
    expect((await subscribe(1)).status).toBe(201);
    expect((await subscribe(2)).status).toBe(201);
    expectTooMany(await subscribe(3), 3600);

    const contact = () =>
      h.call("/contact", {
        method: "POST",
        headers: from("203.0.113.50"),
        body: {
          firstName: "Ada",
          lastName: "Obi",
          email: "ada@example.com",
          phoneNumber: "+234 800 000 0000",
          message: "Hello there, club!",
        },
      });
    expect((await contact()).status).toBe(201);
    expect((await contact()).status).toBe(201);
    expectTooMany(await contact(), 3600);
    expect(await h.count("contact_messages where email = 'ada@example.com'")).toBe(2);
  });
});

describe("CORS", () => {
  it("allows the origins in CORS_ORIGINS besides the site, and nobody else", async () => {
    const app = createApp({
      db: h.database.db,
      mailer: h.mailer,
      config: testConfig({ corsOrigins: ["https://admin.tennis.example"] }),
    });
    const preflight = async (origin: string) =>
      (
        await app.request("/signUser", {
          method: "OPTIONS",
          headers: { origin, "access-control-request-method": "POST" },
        })
      ).headers.get("access-control-allow-origin");
    expect(await preflight("https://admin.tennis.example")).toBe("https://admin.tennis.example");
    expect(await preflight("http://localhost:4321")).toBe("http://localhost:4321");
    expect(await preflight("https://evil.example")).toBeNull();
  });

  it("lets browsers read Retry-After", async () => {
    const response = await h.app.request("/signUser", {
      method: "POST",
      headers: { origin: h.config.publicSiteUrl, "content-type": "application/json" },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(response.headers.get("access-control-expose-headers")).toMatch(/retry-after/i);
  });
});
