import { describe, expect, it } from "vitest";
import {
  failedLoginDelayMs,
  MAX_LOGIN_DELAY_MS,
  RateLimitSettingsError,
  rateLimitSettings,
  waitText,
} from "./rate-limit-rules";

describe("rateLimitSettings", () => {
  it("has sensible defaults", () => {
    const limits = rateLimitSettings({});
    expect(limits.login).toEqual({ limit: 10, windowSeconds: 60 });
    expect(limits.loginPerIp).toEqual({ limit: 50, windowSeconds: 60 });
    expect(limits.signup).toEqual({ limit: 20, windowSeconds: 3600 });
    expect(limits.passwordReset).toEqual({ limit: 5, windowSeconds: 3600 });
    expect(limits.passwordResetPerIp).toEqual({ limit: 20, windowSeconds: 3600 });
    expect(limits.newsletter).toEqual({ limit: 10, windowSeconds: 3600 });
    expect(limits.contact).toEqual({ limit: 5, windowSeconds: 3600 });
    expect(limits.loginFailures).toEqual({ limit: 20, windowSeconds: 900 });
    expect(limits.passwordResetTries).toEqual({ limit: 10, windowSeconds: 3600 });
  });

  it("reads the failed-login budget and the reset tries per email; the tries follow the codes", () => {
    expect(rateLimitSettings({ RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: "8" }).loginFailures.limit).toBe(8);
    expect(rateLimitSettings({ RATE_LIMIT_PASSWORD_RESET_PER_HOUR: "3" }).passwordResetTries.limit).toBe(6);
    expect(
      rateLimitSettings({ RATE_LIMIT_PASSWORD_RESET_TRIES_PER_HOUR: "4" }).passwordResetTries.limit,
    ).toBe(4);
  });

  it("limits new checkouts to 20 and reviews to 5 per member per hour, or what the environment says", () => {
    expect(rateLimitSettings({})).toMatchObject({
      checkout: { limit: 20, windowSeconds: 3600 },
      review: { limit: 5, windowSeconds: 3600 },
    });
    const limits = rateLimitSettings({ RATE_LIMIT_CHECKOUT_PER_HOUR: "7", RATE_LIMIT_REVIEW_PER_HOUR: "2" });
    expect(limits.checkout.limit).toBe(7);
    expect(limits.review.limit).toBe(2);
    expect(() => rateLimitSettings({ RATE_LIMIT_REVIEW_PER_HOUR: "0" })).toThrow(RateLimitSettingsError);
  });

  it("reads every limit from the environment; the per-IP login limit follows the login limit", () => {
    const limits = rateLimitSettings({
      RATE_LIMIT_LOGIN_PER_MINUTE: "1000000",
      RATE_LIMIT_SIGNUP_PER_HOUR: "3",
      RATE_LIMIT_PASSWORD_RESET_PER_HOUR: "2",
      RATE_LIMIT_NEWSLETTER_PER_HOUR: "4",
      RATE_LIMIT_CONTACT_PER_HOUR: "6",
    });
    expect(limits.login.limit).toBe(1_000_000);
    expect(limits.loginPerIp.limit).toBe(5_000_000);
    expect(limits.signup.limit).toBe(3);
    expect(limits.passwordReset.limit).toBe(2);
    expect(limits.newsletter.limit).toBe(4);
    expect(limits.contact.limit).toBe(6);
    expect(rateLimitSettings({ RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: "7" }).loginPerIp.limit).toBe(7);
  });

  it.each(["0", "-1", "2.5", "many"])("rejects %s as a limit", (value) => {
    expect(() => rateLimitSettings({ RATE_LIMIT_CONTACT_PER_HOUR: value })).toThrow(RateLimitSettingsError);
  });
});

describe("failedLoginDelayMs", () => {
  it("is free for the first three failures, then doubles from 250 ms up to 2 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 50].map(failedLoginDelayMs)).toEqual([
      0, 0, 0, 0, 250, 500, 1000, 2000, 2000, 2000,
    ]);
    expect(failedLoginDelayMs(10_000)).toBe(MAX_LOGIN_DELAY_MS);
  });
});

describe("waitText", () => {
  it("rounds up to whole minutes", () => {
    expect(waitText(1)).toBe("1 minute");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
    expect(waitText(3600)).toBe("60 minutes");
  });
});
