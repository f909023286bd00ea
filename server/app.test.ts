import { sql } from "drizzle-orm";
import fc from "fast-check";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp, MAX_BODY_BYTES } from "./app";
import type { Database } from "./db/client";
import { users } from "./db/schema";
import { configureLog, defaultLogSettings } from "./lib/log";
import { memoryMailer } from "./mail/mailer";
import { createHarness, type Harness, testConfig } from "./testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const PUBLIC_POSTS = [
  "/createUser",
  "/signUser",
  "/verify",
  "/forgot-password",
  "/reset-password",
  "/subscribe-newsletter",
  "/contact",
];
const MEMBER_POSTS = ["/coach/user/comment", "/match/matchCheck", "/billing/pay/set/autoRenew"];

describe("bad requests", () => {
  it("answers 400 for malformed JSON", async () => {
    const { status, body } = await h.call("/signUser", { method: "POST", body: '{"email": "a@b.c",' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: "Malformed JSON in request body" });
  });

  it("answers 400 for a body that is not sent as JSON", async () => {
    const { status, body } = await h.call("/signUser", {
      method: "POST",
      body: "email=a@b.c",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/as JSON/);
  });

  it.each(["null", "[]", '"text"', "42"])("answers 400 for the JSON value %s", async (raw) => {
    const { status, body } = await h.call("/contact", { method: "POST", body: raw });
    expect(status).toBe(400);
    expect(body).toEqual({ message: expect.any(String) });
  });

  it("answers 413 for a body over 100 KB", async () => {
    const big = JSON.stringify({ email: "a@example.com", message: "x".repeat(MAX_BODY_BYTES) });
    const { status, body } = await h.call("/contact", { method: "POST", body: big });
    expect(status).toBe(413);
    expect(body.message).toMatch(/too large/);
  });

  it("answers 413 from the declared length before reading the body", async () => {
    const { status } = await h.call("/contact", {
      method: "POST",
      body: "{}",
      headers: { "content-length": String(MAX_BODY_BYTES + 1) },
    });
    expect(status).toBe(413);
  });

  it("answers 404 JSON for an unknown call or method", async () => {
    expect(await h.call("/nothing-here")).toMatchObject({
      status: 404,
      body: { message: expect.any(String) },
    });
    expect((await h.call("/signUser")).status).toBe(404);
  });

  it("answers its own JSON 404 when mounted under a prefix in front of a site", async () => {
    const product = new Hono();
    product.route("/api", h.app);
    product.all("*", (c) => c.html("<h1>Not found</h1>", 404));
    for (const [method, path] of [
      ["GET", "/api/nothing-here"],
      ["POST", "/api/deeper/still/nothing"],
      ["GET", "/api/signUser"],
      ["GET", "/api"],
    ] as const) {
      const response = await product.request(path, { method });
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ message: `No such API call: ${method} ${path}` });
    }
    expect(await (await product.request("/about")).text()).toContain("Not found");
    expect((await product.request("/api/plan/training-packages")).status).toBe(200);
  });

  it("never answers 500 to anything a client can send", async () => {
    const token = await h.signIn("member");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PUBLIC_POSTS, ...MEMBER_POSTS),
        fc.oneof(
          fc.anything(),
          fc.dictionary(
            fc.constantFrom(
              "email",
              "password",
              "token",
              "rating",
              "comment",
              "coachId",
              "tournamentId",
              "autoRenew",
              "resetCode",
              "newPassword",
            ),
            fc.anything(),
          ),
        ),
        async (path, value) => {
          const body = JSON.stringify(value) ?? "null";
          const { status } = await h.call(path, { method: "POST", token, body });
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("never answers 500 to odd path parameters", async () => {
    for (const path of [
      "/coach/getCoach/%E0%A4%A",
      "/coach/getCoach/'%20or%201=1",
      "/plan/getPlans/%00",
      "/coach/getCoach/..%2F..%2Fetc",
    ]) {
      expect((await h.call(path)).status).toBeLessThan(500);
    }
  });
});

describe("answers to a request with a token", () => {
  it("are never stored by a cache, whatever the call and however it ends", async () => {
    const token = await h.signIn("member");
    const answers = await Promise.all([
      h.call("/me", { token }),
      // A call that sets a public cache of its own, when a token comes with it.
      h.call("/tickets/keys", { token }),
      h.call("/plan/training-packages", { token }),
      h.call("/me", { token: "not-a-token" }),
      h.call("/no-such-call", { token }),
      h.call("/signUser", { method: "POST", token, body: { email: "x" } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 401, 404, 400]);
    for (const answer of answers) expect(answer.headers.get("cache-control")).toBe("no-store");
    // Without a token a public answer keeps its own caching.
    expect((await h.call("/tickets/keys")).headers.get("cache-control")).toBe("public, max-age=300");
  });
});

describe("request ids", () => {
  it("gives every response an id, keeping a well-formed one from the caller", async () => {
    const generated = await h.call("/plan/training-packages");
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f]{24}$/);
    const given = await h.call("/plan/training-packages", { headers: { "x-request-id": "trace-123" } });
    expect(given.headers.get("x-request-id")).toBe("trace-123");
    const odd = await h.call("/plan/training-packages", { headers: { "x-request-id": "<script>" } });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe("unexpected errors", () => {
  it("answers 500 with a plain message, and logs the error with the request id", async () => {
    const broken = {
      select() {
        throw new Error("database exploded at /secret/path");
      },
    } as unknown as Database;
    const app = createApp({ db: broken, mailer: memoryMailer(), config: testConfig() });
    const errors: string[] = [];
    configureLog({ format: "json", sink: { out: () => undefined, err: (line) => errors.push(line) } });
    try {
      const response = await app.request("/tour/admin/getTournaments", {
        headers: { "x-request-id": "req-42" },
      });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ message: expect.any(String) });
      expect(text).not.toMatch(/exploded|secret|at /);
      expect(errors).toHaveLength(1);
      expect(JSON.parse(errors[0]!)).toMatchObject({ level: "error", requestId: "req-42" });
      expect(errors[0]).toContain("database exploded");
    } finally {
      configureLog(defaultLogSettings());
    }
  });
});

describe("values the database refuses as data", () => {
  /** The error the test database really raises for a query, as drizzle hands it on. */
  async function databaseError(query: () => Promise<unknown>): Promise<unknown> {
    try {
      await query();
    } catch (error) {
      return error;
    }
    throw new Error("The query did not fail");
  }

  it("answers 400, not 500, when an insert or query fails on a class 22 data exception", async () => {
    const failures = [
      await databaseError(() =>
        h.database.db.insert(users).values({
          id: "0123456789abcdef01234567",
          fullName: "Ada Obi",
          email: "ada.feb30@example.com",
          username: "ada_feb30",
          passwordHash: "locked",
          dob: "2023-02-30",
          phoneNumber: "+234 800 000 0000",
          role: "student",
          level: "adult amatuer",
        }),
      ),
      await databaseError(() => h.database.db.execute(sql`select ${"1999-13-01"}::date`)),
      await databaseError(() => h.database.db.execute(sql`select ${"99999999999"}::integer`)),
    ];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      for (const failure of failures) {
        const failing = {
          select() {
            throw failure;
          },
        } as unknown as Database;
        const app = createApp({ db: failing, mailer: memoryMailer(), config: testConfig() });
        const response = await app.request("/tour/admin/getTournaments");
        expect(response.status, String(failure)).toBe(400);
        expect(await response.json()).toEqual({ message: "A value in the request is not valid" });
      }
    } finally {
      warn.mockRestore();
    }
  });

  it("refuses impossible or future dates of birth at sign-up with a 400 naming the field", async () => {
    for (const dob of ["2023-02-30", "1999-13-01", "0000-01-01", "2999-01-01"]) {
      const { status, body } = await h.call("/createUser", {
        method: "POST",
        body: {
          fullName: "Ada Obi",
          email: "ada.dates@example.com",
          username: "ada_dates",
          password: "Secret123!",
          dob,
          phoneNumber: "+234 803 123 4567",
          role: "student",
          level: "adult amatuer",
        },
      });
      expect(status, dob).toBe(400);
      expect(body.field, dob).toBe("dob");
    }
  });
});

describe("CORS", () => {
  it("allows the configured site and nobody else", async () => {
    const preflight = (origin: string) =>
      h.app.request("/signUser", {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
    const site = await preflight(h.config.publicSiteUrl);
    expect(site.headers.get("access-control-allow-origin")).toBe(h.config.publicSiteUrl);
    const other = await preflight("https://evil.example");
    expect(other.headers.get("access-control-allow-origin")).not.toBe("https://evil.example");
    expect(site.status).toBe(204);
    expect(site.headers.get("access-control-allow-methods")).toBe("GET,POST,PUT,DELETE");
    expect(site.headers.get("access-control-allow-headers")).toBe("Authorization,Content-Type,X-Player");
    expect(site.headers.get("access-control-max-age")).toBe("600");
  });

  it("names the allowed site on a read's answer, exposes the request id and varies by origin", async () => {
    const read = (origin?: string) =>
      h.app.request("/plan/training-packages", { headers: origin ? { origin } : {} });
    const site = await read(h.config.publicSiteUrl);
    expect(site.status).toBe(200);
    expect(site.headers.get("access-control-allow-origin")).toBe(h.config.publicSiteUrl);
    expect(site.headers.get("access-control-expose-headers")).toBe("x-request-id,retry-after");
    expect(site.headers.get("x-request-id")).toMatch(/^[0-9a-f]{24}$/);
    for (const answer of [site, await read("https://evil.example"), await read()]) {
      expect(answer.headers.get("vary")).toMatch(/\bOrigin\b/);
    }
    expect((await read("https://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
    expect((await read()).headers.get("access-control-allow-origin")).toBeNull();
  });
});
