/**
 * How often each abusable call may be made, and how repeated failed logins are slowed down. The
 * limits come from the environment (see `rateLimitSettings`); the counting lives in rate-limiter.ts.
 */

export interface RateRule {
  /** Calls allowed in one window; the next one answers 429. */
  limit: number;
  windowSeconds: number;
}

/**
 * What one email may take, counted twice in fixed windows that end by themselves: per email and
 * client address, where going over answers 429 to that address only, and per email from any
 * address, where going over refuses only addresses that have already had `freshClientTries` in
 * their own window. So no client can spend another's budget: someone who knows a member's email
 * cannot keep the member out, yet many addresses together get few tries each once the email is
 * busy (docs/decisions/0124-per-client-email-budgets.md).
 */
export interface EmailBudget {
  perClient: RateRule;
  anyClient: RateRule;
  /** Tries every address keeps, in its own window, however busy the email is. */
  freshClientTries: number;
}

export interface RateLimitSettings {
  /** Logins per client IP and email. */
  login: RateRule;
  /** Logins per client IP, whatever the email (one address trying many accounts). */
  loginPerIp: RateRule;
  /** Login tries for an email (failures, and tries still being checked); a right password clears its address's count. */
  loginTries: EmailBudget;
  /** Sign-ups per client IP. */
  signup: RateRule;
  /** Reset codes sent to an email: nobody's inbox can be flooded, every member can get a code. */
  resetCodes: EmailBudget;
  /** Reset-code requests per client IP, whatever the email. */
  passwordResetPerIp: RateRule;
  /** Reset tries (code guesses) for an email, whatever code is current. */
  resetTries: EmailBudget;
  /** Newsletter sign-ups per client IP. */
  newsletter: RateRule;
  /** Contact messages per client IP. */
  contact: RateRule;
  /** New checkouts (payment links from the provider) per member; a checkout handed out again is not counted. */
  checkout: RateRule;
  /** Coach reviews per member: each one asks for a site rebuild. */
  review: RateRule;
}

type Env = Record<string, string | undefined>;

export class RateLimitSettingsError extends Error {}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RateLimitSettingsError(`${name} must be a whole number of at least 1, got "${raw}"`);
  }
  return value;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/**
 * Login tries for an email (the failure budget) are counted in fixed windows of this length from
 * the first one, however many tries come meanwhile; failures (the slowing) are forgotten after
 * this long without another one.
 */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * MINUTE;
/** Failed logins for one email that cost nothing extra: typos happen. */
export const FREE_LOGIN_FAILURES = 3;

/** The limits from the environment; every variable is optional. */
export function rateLimitSettings(env: Env): RateLimitSettings {
  const login = positiveInteger(env, "RATE_LIMIT_LOGIN_PER_MINUTE", 10);
  const reset = positiveInteger(env, "RATE_LIMIT_PASSWORD_RESET_PER_HOUR", 5);
  return {
    login: { limit: login, windowSeconds: MINUTE },
    // By default five accounts' worth: a family or an office behind one address still gets in.
    loginPerIp: {
      limit: positiveInteger(env, "RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE", login * 5),
      windowSeconds: MINUTE,
    },
    loginTries: {
      perClient: {
        limit: positiveInteger(env, "RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP", 10),
        windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
      },
      anyClient: {
        limit: positiveInteger(env, "RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL", 20),
        windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
      },
      freshClientTries: FREE_LOGIN_FAILURES,
    },
    signup: { limit: positiveInteger(env, "RATE_LIMIT_SIGNUP_PER_HOUR", 20), windowSeconds: HOUR },
    resetCodes: {
      perClient: { limit: reset, windowSeconds: HOUR },
      anyClient: {
        limit: positiveInteger(env, "RATE_LIMIT_PASSWORD_RESET_PER_EMAIL_PER_HOUR", reset * 4),
        windowSeconds: HOUR,
      },
      // A member on a network of their own always gets a code.
      freshClientTries: 1,
    },
    passwordResetPerIp: { limit: reset * 4, windowSeconds: HOUR },
    resetTries: {
      perClient: { limit: reset, windowSeconds: HOUR },
      // Twice the tries one code allows: a member who mistypes a code and asks for another gets in.
      anyClient: {
        limit: positiveInteger(env, "RATE_LIMIT_PASSWORD_RESET_TRIES_PER_HOUR", reset * 2),
        windowSeconds: HOUR,
      },
      // A code typed, and typed again after a slip.
      freshClientTries: 2,
    },
    newsletter: { limit: positiveInteger(env, "RATE_LIMIT_NEWSLETTER_PER_HOUR", 10), windowSeconds: HOUR },
    contact: { limit: positiveInteger(env, "RATE_LIMIT_CONTACT_PER_HOUR", 5), windowSeconds: HOUR },
    checkout: { limit: positiveInteger(env, "RATE_LIMIT_CHECKOUT_PER_HOUR", 20), windowSeconds: HOUR },
    review: { limit: positiveInteger(env, "RATE_LIMIT_REVIEW_PER_HOUR", 5), windowSeconds: HOUR },
  };
}

export type EmailBudgetVerdict =
  /** Within both counts, or the email is busy but this address is still fresh. */
  | "go"
  /** This address has used its own budget for the email. */
  | "client-over"
  /** The email is busy from many addresses and this one has had its fresh tries. */
  | "email-busy";

/**
 * Whether a try may go ahead, given the counts after it (this try included) for its address and
 * email, and for the email from any address.
 */
export function emailBudgetVerdict(
  budget: EmailBudget,
  clientTries: number,
  anyClientTries: number,
): EmailBudgetVerdict {
  if (clientTries > budget.perClient.limit) return "client-over";
  if (anyClientTries > budget.anyClient.limit && clientTries > budget.freshClientTries) return "email-busy";
  return "go";
}

export const MAX_LOGIN_DELAY_MS = 2000;

/**
 * How long a login for an email waits before its password is checked, after `failures` recent
 * failed logins for it from any address: nothing for the first few, then 250 ms doubling up to
 * 2 s. This slowing is all that failures elsewhere cost an address still within its fresh tries
 * (`loginTries`), so a member can never be locked out by someone else's guessing.
 */
export function failedLoginDelayMs(failures: number): number {
  const extra = failures - FREE_LOGIN_FAILURES;
  if (extra <= 0) return 0;
  return Math.min(MAX_LOGIN_DELAY_MS, 250 * 2 ** (extra - 1));
}

/** "1 minute", "45 minutes": how long to wait, for the 429 message. */
export function waitText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / MINUTE));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
