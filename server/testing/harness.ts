/**
 * The API in-process for tests: one database per test file (in-memory PGlite, which takes seconds
 * to open, or a scratch database on the Postgres in TEST_DATABASE_URL),
 * reset to the demo data before each test, a fixed clock and a mailer that keeps what it sends.
 */

import { generateKeyPairSync } from "node:crypto";
import { sql } from "drizzle-orm";
import { type ApiApp, createApp } from "../app";
import type { AppConfig } from "../config";
import { type DatabaseHandle, DEFAULT_POOL } from "../db/client";
import { truncateAll } from "../db/reset";
import { DEMO_ACCOUNTS, seedDemoData } from "../db/seed";
import { DEFAULT_HTTP_LIMITS } from "../lib/http-limits";
import type { ScryptCost } from "../lib/passwords";
import { rateLimitSettings } from "../lib/rate-limit-rules";
import { deliveriesSettled } from "../mail/mail-outbox";
import { memoryMailer } from "../mail/mailer";
import { executedRows, openTestDatabase, testDatabaseUrl } from "./test-database";

/** The tests' "now": a Sunday afternoon in November 2026. */
export const TEST_NOW = new Date("2026-11-22T12:00:00Z");

/** Limits no ordinary test reaches; the rate limit tests set their own. */
const ROOMY_RATE_LIMITS = rateLimitSettings({
  RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: "1000",
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: "1000",
  RATE_LIMIT_SIGNUP_PER_HOUR: "1000",
  RATE_LIMIT_PASSWORD_RESET_PER_HOUR: "1000",
  RATE_LIMIT_NEWSLETTER_PER_HOUR: "1000",
  RATE_LIMIT_CONTACT_PER_HOUR: "1000",
  RATE_LIMIT_CHECKOUT_PER_HOUR: "1000",
  RATE_LIMIT_REVIEW_PER_HOUR: "1000",
});

/**
 * A cheap scrypt cost (1 MiB, a few ms) so the suite stays fast; production always hashes with
 * PASSWORD_COST (server/lib/passwords.ts).
 */
export const TEST_PASSWORD_COST: ScryptCost = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });

/** One Ed25519 key for every test server of a run. */
const TEST_TICKET_KEY = generateKeyPairSync("ed25519")
  .privateKey.export({ format: "pem", type: "pkcs8" })
  .toString();

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: "/nonexistent",
    databaseUrl: undefined,
    databasePool: DEFAULT_POOL,
    jwtSecret: "test-secret-that-is-long-enough-for-hs256",
    jwtPreviousSecrets: [],
    smtpUrl: undefined,
    mailOutbox: true,
    mailFrom: "Tennis Community <no-reply@example.com>",
    clubEmail: "club@example.com",
    sanityWebhookSecret: "test-sanity-secret",
    publicSiteUrl: "http://localhost:4321",
    nodeEnv: "test",
    production: false,
    // The API tests run on the demo data and the payment sandbox.
    demoMode: true,
    seedDemo: true,
    buildSite: false,
    deployHookUrl: undefined,
    siteRebuildMinIntervalMs: 0,
    recoveryAfterStartMs: 60_000,
    corsOrigins: [],
    httpLimits: DEFAULT_HTTP_LIMITS,
    trustProxyHops: 0,
    clientIpHeader: undefined,
    rateLimits: ROOMY_RATE_LIMITS,
    shutdownDrainMs: 0,
    shutdownTimeoutMs: 10_000,
    metricsPort: undefined,
    metricsToken: undefined,
    sentryDsn: undefined,
    passwordCost: TEST_PASSWORD_COST,
    ticketSigningKey: TEST_TICKET_KEY,
    ticketRetiredKeys: [],
    ...overrides,
  };
}

export interface CallOptions {
  method?: string;
  token?: string;
  /** Sent as JSON unless it is a string (sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered.
  body: any;
  headers: Headers;
}

/** A demo account by its name in DEMO_ACCOUNTS (README.md lists them): "member", "staff", "admin" ... */
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/**
 * Signs a demo account in through the API with its published password and answers its token; the
 * one way tests get a demo account's token.
 */
export async function signInDemo(
  call: (
    path: string,
    options: { method: string; body: unknown },
  ) => Promise<{ status: number; body: unknown }>,
  account: DemoAccount,
): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS[account];
  const { status, body } = await call("/signUser", { method: "POST", body: { email, password } });
  const token = (body as { data?: { auth?: { token?: string } } } | null)?.data?.auth?.token;
  if (status !== 200 || !token)
    throw new Error(`Sign-in of ${email} failed: ${status} ${JSON.stringify(body)}`);
  return token;
}

export interface Harness {
  app: ApiApp;
  database: DatabaseHandle;
  mailer: ReturnType<typeof memoryMailer>;
  config: AppConfig;
  siteDataChanges: string[];
  setNow(date: Date): void;
  reset(): Promise<void>;
  call(path: string, options?: CallOptions): Promise<CallResult>;
  login(email: string, password: string): Promise<string>;
  /** A demo account's token: `await h.signIn("staff")`. */
  signIn(account: DemoAccount): Promise<string>;
  /** Rows matching a condition: `count("tickets where user_id = '...'")`. */
  count(tableAndCondition: string): Promise<number>;
  close(): Promise<void>;
}

export async function createHarness(overrides: Partial<AppConfig> = {}): Promise<Harness> {
  const database = await openTestDatabase();
  const mailer = memoryMailer();
  const config = testConfig(overrides);
  const siteDataChanges: string[] = [];
  let now = TEST_NOW;
  /**
   * On PGlite, the write-ahead log's insert position: every write to a table moves it, so a test
   * that only read leaves it where the seed did, and the next reset need not seed again (most
   * tests only read; seeding takes a quarter to half a second). A move that is not a write (a
   * checkpoint) only costs a seed. A PostgreSQL server's log is shared by every test file's
   * database, so there every reset seeds.
   */
  const onPglite = testDatabaseUrl() === undefined;
  const writePosition = async (): Promise<string | null> => {
    if (!onPglite) return null;
    const result = await database.db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`);
    return executedRows<{ lsn: string }>(result)[0]?.lsn ?? null;
  };
  let seededAt: string | null = null;
  /** Demo accounts' tokens signed while the data was as seeded, by account and clock. */
  const seededTokens = new Map<string, string>();
  const givenSinceReset = new Set<string>();
  const app = createApp({
    db: database.db,
    mailer,
    config,
    clock: () => now,
    onSiteDataChanged: (reason) => siteDataChanges.push(reason),
    // Every JSON answer a test gets has been parsed with its call's declared schema.
    checkAnswers: true,
  });

  const call = async (path: string, { method = "GET", token, body, headers = {} }: CallOptions = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (token) h.authorization = `Bearer ${token}`;
    if (body !== undefined) {
      init.body = typeof body === "string" ? body : JSON.stringify(body);
      h["content-type"] ??= "application/json";
    }
    const response = await app.request(path, init);
    const text = await response.text();
    // Mail the request queued and started sending is in `mailer.sent` before the test looks.
    await deliveriesSettled();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };

  return {
    app,
    database,
    mailer,
    config,
    siteDataChanges,
    setNow: (date) => {
      now = date;
    },
    async reset() {
      now = TEST_NOW;
      mailer.sent.length = 0;
      siteDataChanges.length = 0;
      givenSinceReset.clear();
      // Nothing written since the last seed: the demo data is as seeded.
      if (seededAt !== null && seededAt === (await writePosition())) return;
      await truncateAll(database.db);
      await seedDemoData(database.db, TEST_NOW, config.passwordCost);
      seededAt = await writePosition();
    },
    call,
    async login(email, password) {
      const { status, body } = await call("/signUser", { method: "POST", body: { email, password } });
      if (status !== 200) throw new Error(`Login of ${email} failed: ${status} ${JSON.stringify(body)}`);
      return body.data.auth.token as string;
    },
    async signIn(account) {
      // A token signed while the data was as seeded works whenever it is again: the same one is
      // given instead of signing in again, which counts against the login limit (a write).
      // A second sign-in of one account before the next reset is another session: a new token.
      const asSeeded = seededAt !== null && seededAt === (await writePosition());
      const key = `${account} ${now.toISOString()}`;
      const kept = asSeeded && !givenSinceReset.has(key) ? seededTokens.get(key) : undefined;
      givenSinceReset.add(key);
      if (kept) return kept;
      const token = await signInDemo(call, account);
      if (asSeeded) seededTokens.set(key, token);
      return token;
    },
    async count(tableAndCondition) {
      const result = await database.db.execute(
        sql.raw(`select count(*)::int as n from ${tableAndCondition}`),
      );
      return Number(executedRows<{ n: number }>(result)[0]?.n);
    },
    close: () => database.close(),
  };
}
