/**
 * Rate limits and the failed-login counter, kept in the database so every instance behind a load
 * balancer counts the same calls. Each counter is one row per rule and subject with a fixed window:
 * one upsert counts a call and says whether it went over, atomically, however many instances race.
 * Every call is counted before the work it guards is done, so calls racing each other cannot all
 * see the same count.
 */
import { createHmac } from "node:crypto";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../db/client";
import { rateLimitCounters } from "../db/schema";
import { httpError } from "./http-error";
import { errorSummary } from "./loggable-error";
import {
  type EmailBudget,
  emailBudgetVerdict,
  LOGIN_FAILURE_WINDOW_SECONDS,
  type RateRule,
  waitText,
} from "./rate-limit-rules";

export interface RateCheck {
  /** Names the rule in the counter's key: "login", "login-ip", "signup", ... */
  name: string;
  rule: RateRule;
  /** Who is counted: an IP, an email, or both joined. */
  subject: string;
}

export interface RateLimiter {
  /** Counts one call against every check; throws 429 with Retry-After when any is over its limit. */
  enforce(c: Context, checks: RateCheck[]): Promise<void>;
  /**
   * Counts a try at something for an email (a login, a reset code, a code guess) against its
   * budget per email and client address and per email from any address, before the work is done;
   * throws 429 when `emailBudgetVerdict` refuses it. Tries sent at once each take their own place
   * in both counts (one upsert), so a burst gets no more than the budget.
   */
  claimEmailTry(c: Context, name: string, budget: EmailBudget, email: string, client: string): Promise<void>;
  /** `claimEmailTry` for a login: a right password clears this count (`clearFailedLogins`). */
  claimLoginTry(c: Context, email: string, client: string, budget: EmailBudget): Promise<void>;
  /**
   * Counts one call against every check and answers the seconds to wait when any is over its
   * limit, 0 when the call may go ahead; for callers that answer the 429 themselves (`tooMany`).
   */
  count(checks: RateCheck[]): Promise<number>;
  /** Failed logins for this email in the current window, for the slowing. */
  failedLogins(email: string): Promise<number>;
  recordFailedLogin(email: string): Promise<void>;
  /**
   * The right password, or a password reset: the email's slowing and this address's login tries
   * start again. The count from any address runs out its window, so other addresses' tries are
   * not given back.
   */
  clearFailedLogins(email: string, client: string): Promise<void>;
}

/** Login tries per email (the failure budget: failures, and tries still being checked). */
const LOGIN_TRIES = "login-tries";
/** The name of an email budget's count from any address, beside its per-address count. */
const anyClientName = (name: string) => `${name}-any`;
const clientSubject = (client: string, email: string) => `${client}\0${email}`;
/** Failed logins per email, for the slowing. */
const LOGIN_FAILURES = "login-failures";

/** The 429 of a call over its limit, with Retry-After set on the answer. */
export function tooMany(c: Context, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  return httpError(429, `Too many attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`);
}

/** Expired counters are swept at most this often per instance. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createRateLimiter(db: Database, secret: string | Buffer, now: () => Date): RateLimiter {
  const table = rateLimitCounters;
  let lastSweep = 0;

  // Counters name people only through a keyed hash: the table holds no IPs or emails.
  const keyOf = (name: string, subject: string) =>
    `${name}:${createHmac("sha256", secret).update(`${name}\0${subject}`).digest("hex").slice(0, 40)}`;

  /** Counts one hit on each key and answers the counters after it. */
  async function count(keys: { key: string; windowSeconds: number }[], at: Date, sliding = false) {
    return db
      .insert(table)
      .values(
        keys.map(({ key, windowSeconds }) => ({
          key,
          hits: 1,
          windowEndsAt: new Date(at.getTime() + windowSeconds * 1000),
        })),
      )
      .onConflictDoUpdate({
        target: table.key,
        // Both expressions read the row as it was: an ended window starts again at one.
        set: {
          hits: sql`case when ${table.windowEndsAt} <= ${timestamp(at)} then 1 else ${table.hits} + 1 end`,
          // A sliding window restarts on every hit: failures are forgotten only after a quiet spell.
          // Every limit that answers 429 has a fixed window, which calls past the limit cannot push
          // back, so every 429 ends by itself.
          windowEndsAt: sliding
            ? sql`excluded.window_ends_at`
            : sql`case when ${table.windowEndsAt} <= ${timestamp(at)} then excluded.window_ends_at else ${table.windowEndsAt} end`,
        },
      })
      .returning({ key: table.key, hits: table.hits, windowEndsAt: table.windowEndsAt });
  }

  function sweep(at: Date) {
    if (at.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at.getTime();
    db.delete(table)
      .where(lt(table.windowEndsAt, at))
      .catch((error: unknown) => console.error("Sweeping rate limit counters failed:", errorSummary(error)));
  }

  /** Seconds to wait before the calls may go again, or 0 when none of the checks is over. */
  async function countChecks(checks: RateCheck[]): Promise<number> {
    const at = now();
    sweep(at);
    const keyed = checks.map((check) => ({
      ...check,
      key: keyOf(check.name, check.subject),
      windowSeconds: check.rule.windowSeconds,
    }));
    const counters = await count(keyed, at);
    let retryAfter = 0;
    for (const counter of counters) {
      const check = keyed.find((k) => k.key === counter.key);
      if (!check || counter.hits <= check.rule.limit) continue;
      const wait = Math.ceil((counter.windowEndsAt.getTime() - at.getTime()) / 1000);
      retryAfter = Math.max(retryAfter, wait, 1);
    }
    return retryAfter;
  }

  async function enforce(c: Context, checks: RateCheck[]): Promise<void> {
    const retryAfter = await countChecks(checks);
    if (retryAfter > 0) throw tooMany(c, retryAfter);
  }

  async function claimEmailTry(
    c: Context,
    name: string,
    budget: EmailBudget,
    email: string,
    client: string,
  ): Promise<void> {
    const at = now();
    sweep(at);
    const clientKey = keyOf(name, clientSubject(client, email));
    const anyKey = keyOf(anyClientName(name), email);
    const counters = await count(
      [
        { key: clientKey, windowSeconds: budget.perClient.windowSeconds },
        { key: anyKey, windowSeconds: budget.anyClient.windowSeconds },
      ],
      at,
    );
    const clientCounter = counters.find((counter) => counter.key === clientKey)!;
    const anyCounter = counters.find((counter) => counter.key === anyKey)!;
    const verdict = emailBudgetVerdict(budget, clientCounter.hits, anyCounter.hits);
    if (verdict === "go") return;
    // The address may come again when its own window ends (it is fresh again then), or, when
    // only the email was busy, when that window ends if sooner. Both windows are fixed.
    const ends =
      verdict === "client-over"
        ? clientCounter.windowEndsAt.getTime()
        : Math.min(clientCounter.windowEndsAt.getTime(), anyCounter.windowEndsAt.getTime());
    throw tooMany(c, Math.max(1, Math.ceil((ends - at.getTime()) / 1000)));
  }

  return {
    enforce,

    claimLoginTry(c, email, client, budget) {
      return claimEmailTry(c, LOGIN_TRIES, budget, email, client);
    },

    claimEmailTry,

    count: countChecks,

    async failedLogins(email) {
      const [row] = await db
        .select({ hits: table.hits })
        .from(table)
        .where(and(eq(table.key, keyOf(LOGIN_FAILURES, email)), gt(table.windowEndsAt, now())));
      return row?.hits ?? 0;
    },

    async recordFailedLogin(email) {
      await count(
        [{ key: keyOf(LOGIN_FAILURES, email), windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS }],
        now(),
        true,
      );
    },

    async clearFailedLogins(email, client) {
      await db
        .delete(table)
        .where(
          inArray(table.key, [
            keyOf(LOGIN_TRIES, clientSubject(client, email)),
            keyOf(LOGIN_FAILURES, email),
          ]),
        );
    },
  };
}
