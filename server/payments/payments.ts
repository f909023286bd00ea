/**
 * The app's payment provider: one Paystack client, pointed at Paystack or at the sandbox. In sandbox
 * mode the client's requests go to the sandbox app in-process (same HTTP requests and answers, no
 * socket), so the API works even where it cannot reach its own public address.
 */
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { createPaystackClient, type PaystackClient } from "./paystack-client";
import { paystackSandbox, type WebhookDelivery } from "./sandbox";
import { paymentSettings } from "./settings";

export interface Payments {
  mode: "paystack" | "sandbox";
  paystack: PaystackClient;
  /** The key the provider signs webhooks with: the secret key. */
  webhookSecret: string;
}

export interface PaymentsOptions {
  db: Database;
  config: Pick<AppConfig, "jwtSecret" | "publicSiteUrl" | "demoMode">;
  now?: () => Date;
  env?: Record<string, string | undefined>;
  /** Sandbox only: where its webhooks go (tests deliver them to the app in-process). */
  deliverWebhook?: WebhookDelivery;
  /** Sandbox only: how long a refund takes to be processed; null: only when told (tests). */
  sandboxRefundDelayMs?: number | null;
}

export function createPayments({
  db,
  config,
  now,
  env,
  deliverWebhook,
  sandboxRefundDelayMs,
}: PaymentsOptions): Payments {
  const settings = paymentSettings(config, env);
  if (settings.mode === "paystack") {
    return { mode: "paystack", paystack: createPaystackClient(settings), webhookSecret: settings.secretKey };
  }
  const sandbox = paystackSandbox({
    db,
    config,
    ...(now ? { now } : {}),
    ...(deliverWebhook ? { deliverWebhook } : {}),
    ...(sandboxRefundDelayMs !== undefined ? { refundDelayMs: sandboxRefundDelayMs } : {}),
  });
  const basePath = new URL(settings.baseUrl).pathname;
  const inProcess: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return Promise.resolve(sandbox.request(`${url.pathname.slice(basePath.length)}${url.search}`, init));
  };
  return {
    mode: "sandbox",
    paystack: createPaystackClient({ ...settings, fetch: inProcess }),
    webhookSecret: settings.secretKey,
  };
}
