/**
 * The API in-process for tests: one in-memory PGlite per test file (it takes seconds to open),
 * reset to the demo data before each test, a fixed clock and a mailer that keeps what it sends.
 */
import { sql } from "drizzle-orm";
import { type ApiApp, createApp } from "../app";
import type { AppConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { truncateAll } from "../db/reset";
import { seedDemoData } from "../db/seed";
import { memoryMailer } from "../mail/mailer";

/** The tests' "now": a Sunday afternoon in November 2026. */
export const TEST_NOW = new Date("2026-11-22T12:00:00Z");

export function testConfig(): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: "/nonexistent",
    databaseUrl: undefined,
    jwtSecret: "test-secret-that-is-long-enough-for-hs256",
    smtpUrl: undefined,
    mailFrom: "Tennis Community <no-reply@example.com>",
    clubEmail: "club@example.com",
    sanityWebhookSecret: "test-sanity-secret",
    publicSiteUrl: "http://localhost:4321",
    nodeEnv: "test",
    production: false,
    seedDemo: true,
    buildSite: false,
    deployHookUrl: undefined,
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
  /** Rows matching a condition: `count("tickets where user_id = '...'")`. */
  count(tableAndCondition: string): Promise<number>;
  close(): Promise<void>;
}

export async function createHarness(): Promise<Harness> {
  const database = await openDatabase({ kind: "memory" });
  const mailer = memoryMailer();
  const config = testConfig();
  const siteDataChanges: string[] = [];
  let now = TEST_NOW;
  const app = createApp({
    db: database.db,
    mailer,
    config,
    clock: () => now,
    onSiteDataChanged: (reason) => siteDataChanges.push(reason),
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
      await truncateAll(database.db);
      await seedDemoData(database.db, TEST_NOW);
      mailer.sent.length = 0;
      siteDataChanges.length = 0;
    },
    call,
    async login(email, password) {
      const { status, body } = await call("/signUser", { method: "POST", body: { email, password } });
      if (status !== 200) throw new Error(`Login of ${email} failed: ${status} ${JSON.stringify(body)}`);
      return body.data.auth.token as string;
    },
    async count(tableAndCondition) {
      const result = await database.db.execute(
        sql.raw(`select count(*)::int as n from ${tableAndCondition}`),
      );
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
    },
    close: () => database.close(),
  };
}
