/**
 * Which Paystack the server talks to. With `PAYSTACK_SECRET_KEY` set: the real one (or
 * `PAYSTACK_BASE_URL`). Without it, in demo mode only: the built-in sandbox under `/sandbox/paystack`
 * of the site's own address, with a test key derived from the signing secret so every instance and
 * restart agrees on it. Anywhere else a missing key stops the server: the sandbox hands out plans
 * for nothing.
 */

import type { AppConfig } from "../config";
import { purposeKey } from "../lib/secrets";

export const PAYSTACK_API_URL = "https://api.paystack.co";
/** Where the product serves the sandbox (server/product.ts mounts it there). */
export const SANDBOX_PATH = "/sandbox/paystack";

export interface PaymentSettings {
  mode: "paystack" | "sandbox";
  /** The API base the Paystack client calls. */
  baseUrl: string;
  /** Bearer key for the API; also the key webhooks are signed with. */
  secretKey: string;
}

type Env = Record<string, string | undefined>;

export class PaymentSettingsError extends Error {}

/** A stable `sk_test_sandbox_...` key: the same on every instance sharing the signing secret. */
export function sandboxSecretKey(jwtSecret: string): string {
  return `sk_test_sandbox_${purposeKey(jwtSecret, "paystack-sandbox").toString("hex").slice(0, 40)}`;
}

export function paymentSettings(
  config: Pick<AppConfig, "jwtSecret" | "publicSiteUrl" | "demoMode">,
  env: Env = process.env,
): PaymentSettings {
  const secretKey = env.PAYSTACK_SECRET_KEY?.trim();
  if (secretKey) {
    const baseUrl = (env.PAYSTACK_BASE_URL?.trim() || PAYSTACK_API_URL).replace(/\/+$/, "");
    return { mode: "paystack", baseUrl, secretKey };
  }
  if (!config.demoMode) {
    throw new PaymentSettingsError(
      "PAYSTACK_SECRET_KEY is required outside demo mode (DEMO_MODE=true, on a loopback HOST, runs the built-in payment sandbox)",
    );
  }
  return {
    mode: "sandbox",
    baseUrl: `${config.publicSiteUrl}${SANDBOX_PATH}`,
    secretKey: sandboxSecretKey(config.jwtSecret),
  };
}
