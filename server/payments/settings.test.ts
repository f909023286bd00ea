import { describe, expect, it } from "vitest";
import { PaymentSettingsError, paymentSettings, sandboxSecretKey } from "./settings";

const config = { jwtSecret: "a-signing-secret", publicSiteUrl: "https://club.example", demoMode: true };

describe("payment settings", () => {
  it("use Paystack itself when a secret key is set", () => {
    expect(paymentSettings(config, { PAYSTACK_SECRET_KEY: " sk_live_abc " })).toEqual({
      mode: "paystack",
      baseUrl: "https://api.paystack.co",
      secretKey: "sk_live_abc",
    });
    expect(
      paymentSettings(config, {
        PAYSTACK_SECRET_KEY: "sk_test_x",
        PAYSTACK_BASE_URL: "http://paystack.local/",
      }).baseUrl,
    ).toBe("http://paystack.local");
  });

  it("use the sandbox on the site's own address without a key, with a stable test key", () => {
    const settings = paymentSettings(config, {});
    expect(settings).toEqual({
      mode: "sandbox",
      baseUrl: "https://club.example/sandbox/paystack",
      secretKey: sandboxSecretKey("a-signing-secret"),
    });
    expect(settings.secretKey).toMatch(/^sk_test_sandbox_[0-9a-f]{40}$/);
    expect(sandboxSecretKey("another-secret")).not.toBe(settings.secretKey);
  });

  it("refuse the sandbox outside demo mode, whatever else asks for it", () => {
    const real = { ...config, demoMode: false };
    expect(() => paymentSettings(real, {})).toThrow(PaymentSettingsError);
    expect(() => paymentSettings(real, { PAYSTACK_SANDBOX: "true" })).toThrow(/DEMO_MODE=true/);
    expect(() => paymentSettings(real, { NODE_ENV: "development" })).toThrow(PaymentSettingsError);
    expect(paymentSettings(real, { PAYSTACK_SECRET_KEY: "sk_live_abc" }).mode).toBe("paystack");
  });
});
