/**
 * How often each abusable call may be made, and how repeated failed logins are slowed down. The
 * limits come from the environment (see `rateLimitSettings`); the counting lives in rate-limiter.ts.
 */

export interface RateRule {
  /** Calls allowed in one window; the next one answers 429. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitSettings {
  /** Logins per client IP and email. */
  login: RateRule;
  /** Logins per client IP, whatever the email (one address trying many accounts). */
  loginPerIp: RateRule;
  /**
   * Failed logins per email from any address, in a fixed window that ends by itself: many
   * addresses together cannot guess at one account, and nobody can lock it for longer.
   */
  loginFailures: RateRule;
  /** Sign-ups per client IP. */
  signup: RateRule;
  /** Reset-code requests per email (so nobody's inbox can be flooded) and per IP and email for resets. */
  passwordReset: RateRule;
  /** Reset-code requests per client IP, whatever the email. */
  passwordResetPerIp: RateRule;
  /** Reset tries (code guesses) per email from any address, whatever code is current. */
  passwordResetTries: RateRule;
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
    loginFailures: {
      limit: positiveInteger(env, "RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL", 20),
      windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
    },
    signup: { limit: positiveInteger(env, "RATE_LIMIT_SIGNUP_PER_HOUR", 20), windowSeconds: HOUR },
    passwordReset: { limit: reset, windowSeconds: HOUR },
    passwordResetPerIp: { limit: reset * 4, windowSeconds: HOUR },
    // Twice the tries one code allows: a member who mistypes a code and asks for another gets in.
    passwordResetTries: {
      limit: positiveInteger(env, "RATE_LIMIT_PASSWORD_RESET_TRIES_PER_HOUR", reset * 2),
      windowSeconds: HOUR,
    },
    newsletter: { limit: positiveInteger(env, "RATE_LIMIT_NEWSLETTER_PER_HOUR", 10), windowSeconds: HOUR },
    contact: { limit: positiveInteger(env, "RATE_LIMIT_CONTACT_PER_HOUR", 5), windowSeconds: HOUR },
    checkout: { limit: positiveInteger(env, "RATE_LIMIT_CHECKOUT_PER_HOUR", 20), windowSeconds: HOUR },
    review: { limit: positiveInteger(env, "RATE_LIMIT_REVIEW_PER_HOUR", 5), windowSeconds: HOUR },
  };
}

/** Failed logins for one email that cost nothing extra: typos happen. */
export const FREE_LOGIN_FAILURES = 3;
export const MAX_LOGIN_DELAY_MS = 2000;

/**
 * How long a login for an email waits before its password is checked, after `failures` recent
 * failed logins for it: nothing for the first few, then 250 ms doubling up to 2 s. Past the
 * `loginFailures` budget the try is refused with 429 instead, until the window ends by itself, so
 * a member can never be locked out for longer than that.
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
