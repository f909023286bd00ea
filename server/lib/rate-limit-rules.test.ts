import { describe, expect, it } from "vitest";
import {
  emailBudgetVerdict,
  failedLoginDelayMs,
  MAX_LOGIN_DELAY_MS,
  RateLimitSettingsError,
  rateLimitSettings,
  waitText,
} from "./rate-limit-rules";

describe("emailBudgetVerdict", () => {
  const budget = {
    perClient: { limit: 5, windowSeconds: 60 },
    anyClient: { limit: 20, windowSeconds: 60 },
    freshClientTries: 2,
  };

  it("refuses an address past its own budget, however quiet the email", () => {
    expect(emailBudgetVerdict(budget, 5, 5)).toBe("go");
    expect(emailBudgetVerdict(budget, 6, 6)).toBe("client-over");
  });

  it("lets an address with fresh tries through however busy the email is", () => {
    expect(emailBudgetVerdict(budget, 1, 1000)).toBe("go");
    expect(emailBudgetVerdict(budget, 2, 1000)).toBe("go");
    expect(emailBudgetVerdict(budget, 3, 21)).toBe("email-busy");
    expect(emailBudgetVerdict(budget, 3, 20)).toBe("go");
  });
});

describe("rateLimitSettings", () => {
  it("has sensible defaults", () => {
    const limits = rateLimitSettings({});
    expect(limits.login).toEqual({ limit: 10, windowSeconds: 60 });
    expect(limits.loginPerIp).toEqual({ limit: 50, windowSeconds: 60 });
    expect(limits.signup).toEqual({ limit: 20, windowSeconds: 3600 });
    expect(limits.resetCodes).toEqual({
      perClient: { limit: 5, windowSeconds: 3600 },
      anyClient: { limit: 20, windowSeconds: 3600 },
      freshClientTries: 1,
    });
    expect(limits.passwordResetPerIp).toEqual({ limit: 20, windowSeconds: 3600 });
    expect(limits.newsletter).toEqual({ limit: 10, windowSeconds: 3600 });
    expect(limits.contact).toEqual({ limit: 5, windowSeconds: 3600 });
    expect(limits.loginTries).toEqual({
      perClient: { limit: 10, windowSeconds: 900 },
      anyClient: { limit: 20, windowSeconds: 900 },
      freshClientTries: 3,
    });
    expect(limits.resetTries).toEqual({
      perClient: { limit: 5, windowSeconds: 3600 },
      anyClient: { limit: 10, windowSeconds: 3600 },
      freshClientTries: 2,
    });
  });

  it("reads the login and reset budgets per email; the per-email counts follow the codes", () => {
    const login = rateLimitSettings({
      RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: "8",
      RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: "4",
    }).loginTries;
    expect([login.anyClient.limit, login.perClient.limit]).toEqual([8, 4]);
    const reset = rateLimitSettings({ RATE_LIMIT_PASSWORD_RESET_PER_HOUR: "3" });
    expect([reset.resetTries.anyClient.limit, reset.resetCodes.anyClient.limit]).toEqual([6, 12]);
    const set = rateLimitSettings({
      RATE_LIMIT_PASSWORD_RESET_TRIES_PER_HOUR: "4",
      RATE_LIMIT_PASSWORD_RESET_PER_EMAIL_PER_HOUR: "9",
    });
    expect([set.resetTries.anyClient.limit, set.resetCodes.anyClient.limit]).toEqual([4, 9]);
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
    expect(limits.resetCodes.perClient.limit).toBe(2);
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
