/**
 * A Paystack-compatible sandbox, so the product runs without a payment account: the parts of
 * Paystack's HTTP API the club uses, served by our own server, with a hosted checkout page. It
 * keeps its records in the database, so every instance and a restarted one answer alike.
 * Behaviour copied from Paystack where our code depends on it: response envelopes, single-use
 * authorization URLs, `abandoned` until paid, a signed `charge.success` webhook, and the return to
 * `callback_url?trxref=<ref>&reference=<ref>`.
 *
 * The checkout offers the channels the merchant asked for (card, bank transfer, USSD). A card or
 * USSD payment succeeds at once; a bank transfer is `ongoing` (as Paystack reports a transfer it
 * still waits for) until it "arrives" `transferDelayMs` later, when it succeeds and the webhook is
 * sent, exactly once whichever instance or verify call notices first.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { sandboxPaystackTransactions } from "../db/schema";
import { addSandboxLists } from "./sandbox-lists";
import { alreadyUsedPage, checkoutPage, finishedPage, unknownCheckoutPage } from "./sandbox-pages";
import { merchantMetadata, OFFERED_KEY, presentTransaction, type SandboxRow } from "./sandbox-present";
import { addSandboxRefunds } from "./sandbox-refunds";
import { SANDBOX_PATH, sandboxSecretKey } from "./settings";
import { SIGNATURE_HEADER, signWebhookBody } from "./webhook-signature";

export interface SignedWebhook {
  body: string;
  signature: string;
}

/** Posts a signed webhook to the merchant. */
export type WebhookDelivery = (webhook: SignedWebhook) => Promise<void>;

export interface SandboxOptions {
  db: Database;
  /** The key callers must present; webhooks are signed with it. */
  secretKey: string;
  /** Public address of the sandbox, for authorization URLs. */
  publicUrl: string;
  deliverWebhook: WebhookDelivery;
  now?: () => Date;
  /** How long after queueing a refund is processed; null: only when told (tests). */
  refundDelayMs?: number | null;
  /** How long after "I have sent the money" a bank transfer arrives. */
  transferDelayMs?: number;
}

/** How long the sandbox takes to process a refund, unless told otherwise. */
const REFUND_DELAY_MS = 1_500;

/** How long a sandbox bank transfer takes to arrive unless told otherwise. */
export const SANDBOX_TRANSFER_DELAY_MS = 15_000;

const CHANNELS = ["card", "bank_transfer", "ussd"] as const;
type Channel = (typeof CHANNELS)[number];

const randomCode = (bytes: number) => randomBytes(bytes).toString("hex");

/** A webhook delivery that POSTs to a URL, logging (not throwing) when the merchant cannot be reached. */
export function postWebhookTo(url: string): WebhookDelivery {
  return async ({ body, signature }) => {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) console.error(`Sandbox webhook to ${url} answered ${response.status}`);
    } catch (error) {
      console.error(`Sandbox webhook to ${url} failed:`, error instanceof Error ? error.message : error);
    }
  };
}

const InitializeBody = z.object({
  email: z.string().email(),
  amount: z.coerce.number().int().positive(),
  reference: z
    .string()
    .regex(/^[\w.=-]{1,100}$/)
    .optional(),
  callback_url: z.string().url().optional(),
  currency: z.literal("NGN").default("NGN"),
  /** The channels the checkout offers; every one when absent. */
  channels: z.array(z.string()).optional(),
  // Paystack takes metadata as an object or as a JSON string.
  metadata: z.union([z.record(z.string(), z.unknown()), z.string().transform(parseJsonObject)]).default({}),
});

function parseJsonObject(text: string, ctx: z.RefinementCtx): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: "custom", message: "metadata must be a JSON object" });
  return z.NEVER;
}

const ChargeBody = z.object({
  email: z.string().email(),
  amount: z.coerce.number().int().positive(),
  authorization_code: z.string().min(1).max(100),
  reference: z
    .string()
    .regex(/^[\w.=-]{1,100}$/)
    .optional(),
  currency: z.literal("NGN").default("NGN"),
  // Paystack's published description takes charge metadata as a JSON string; an object is read too.
  metadata: z.union([z.record(z.string(), z.unknown()), z.string().transform(parseJsonObject)]).default({}),
});

const CustomFields = z.array(z.object({ display_name: z.string(), value: z.unknown() }));

function describeItems(metadata: Record<string, unknown>): { label: string; value: string }[] {
  const fields = CustomFields.safeParse(metadata.custom_fields);
  return fields.success ? fields.data.map((f) => ({ label: f.display_name, value: String(f.value) })) : [];
}

/** `callback_url` with the reference appended the way Paystack does. */
function returnUrl(row: SandboxRow): string | null {
  if (!row.callbackUrl) return null;
  const url = new URL(row.callbackUrl);
  url.searchParams.set("trxref", row.reference);
  url.searchParams.set("reference", row.reference);
  return url.toString();
}

function offeredChannels(row: SandboxRow): Channel[] {
  const kept = row.metadata[OFFERED_KEY];
  return Array.isArray(kept) ? CHANNELS.filter((channel) => kept.includes(channel)) : ["card"];
}

const failure = (c: Context, status: 400 | 401 | 404, message: string) =>
  c.json({ status: false, message }, status);

export function createSandboxApp({
  db,
  secretKey,
  publicUrl,
  deliverWebhook,
  now = () => new Date(),
  refundDelayMs = REFUND_DELAY_MS,
  transferDelayMs = SANDBOX_TRANSFER_DELAY_MS,
}: SandboxOptions) {
  const app = new Hono();
  const table = sandboxPaystackTransactions;

  async function sendChargeSuccess(row: SandboxRow) {
    const body = JSON.stringify({ event: "charge.success", data: presentTransaction(row) });
    await deliverWebhook({ body, signature: signWebhookBody(body, secretKey) });
  }

  /**
   * An awaited transfer whose time has come succeeds; only the caller whose update flips it sends
   * the webhook. Answers the row as it is now.
   */
  async function arriveIfDue(row: SandboxRow): Promise<SandboxRow> {
    if (row.status !== "ongoing" || !row.settleAt || row.settleAt.getTime() > now().getTime()) return row;
    const [arrived] = await db
      .update(table)
      .set({ status: "success", paidAt: now(), authorizationCode: `AUTH_${randomCode(6)}` })
      .where(and(eq(table.reference, row.reference), eq(table.status, "ongoing")))
      .returning();
    if (!arrived) {
      const [current] = await db.select().from(table).where(eq(table.reference, row.reference));
      return current ?? row;
    }
    await sendChargeSuccess(arrived);
    return arrived;
  }

  /**
   * Lets an awaited transfer arrive after its delay, on this instance (verify also notices a due
   * one); looks again a few times while its time has not come.
   */
  function scheduleArrival(reference: string, looksLeft = 10) {
    const timer = setTimeout(async () => {
      try {
        const [row] = await db.select().from(table).where(eq(table.reference, reference));
        const current = row ? await arriveIfDue(row) : undefined;
        if (current?.status === "ongoing" && looksLeft > 1) scheduleArrival(reference, looksLeft - 1);
      } catch (error) {
        console.error(
          `Sandbox transfer ${reference} failed to arrive:`,
          error instanceof Error ? error.message : error,
        );
      }
    }, transferDelayMs);
    timer.unref?.();
  }

  async function readBody<S extends z.ZodType>(c: Context, schema: S) {
    const json: unknown = await c.req.json().catch(() => null);
    return schema.safeParse(json);
  }

  /* ---------------------------------------------------------------- the API (secret key) */

  app.use("/transaction/*", async (c, next) => {
    if (c.req.header("authorization") !== `Bearer ${secretKey}`) return failure(c, 401, "Invalid key");
    return next();
  });

  app.post("/transaction/initialize", async (c) => {
    const parsed = await readBody(c, InitializeBody);
    if (!parsed.success) return failure(c, 400, parsed.error.issues[0]?.message ?? "Invalid request");
    const { email, amount, reference = `T${randomCode(8)}`, callback_url, metadata, channels } = parsed.data;
    const accessCode = randomCode(10);
    const offered = CHANNELS.filter((channel) => !channels || channels.includes(channel));
    const [row] = await db
      .insert(table)
      .values({
        reference,
        accessCode,
        email,
        amountKobo: amount,
        callbackUrl: callback_url ?? null,
        // What the checkout offers is kept beside the merchant's metadata, never shown back to it.
        metadata: { ...metadata, [OFFERED_KEY]: offered.length > 0 ? offered : ["card"] },
        createdAt: now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return failure(c, 400, "Duplicate Transaction Reference");
    return c.json({
      status: true,
      message: "Authorization URL created",
      data: { authorization_url: `${publicUrl}/checkout/${accessCode}`, access_code: accessCode, reference },
    });
  });

  app.get("/transaction/verify/:reference", async (c) => {
    const [row] = await db
      .select()
      .from(table)
      .where(eq(table.reference, c.req.param("reference")))
      .limit(1);
    if (!row) return failure(c, 404, "Transaction reference not found");
    const current = await arriveIfDue(row);
    return c.json({ status: true, message: "Verification successful", data: presentTransaction(current) });
  });

  /** Charges a saved card: it succeeds for an authorization code the sandbox issued to this email. */
  app.post("/transaction/charge_authorization", async (c) => {
    const parsed = await readBody(c, ChargeBody);
    if (!parsed.success) return failure(c, 400, parsed.error.issues[0]?.message ?? "Invalid request");
    const { email, amount, authorization_code, reference = `T${randomCode(8)}`, metadata } = parsed.data;
    const [issued] = await db
      .select({ reference: table.reference })
      .from(table)
      .where(
        and(
          eq(table.authorizationCode, authorization_code),
          eq(table.email, email),
          eq(table.status, "success"),
        ),
      )
      .limit(1);
    const at = now();
    const [row] = await db
      .insert(table)
      .values({
        reference,
        email,
        amountKobo: amount,
        metadata,
        status: issued ? "success" : "failed",
        authorizationCode: issued ? authorization_code : null,
        paidAt: issued ? at : null,
        checkoutUsedAt: at,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return failure(c, 400, "Duplicate Transaction Reference");
    if (row.status === "success") await sendChargeSuccess(row);
    // Paystack answers a charge with the metadata as the JSON string it was given.
    const data = { ...presentTransaction(row), metadata: JSON.stringify(merchantMetadata(row)) };
    return c.json({ status: true, message: "Charge attempted", data });
  });

  /* ---------------------------------------------------------------- the hosted checkout (browser) */

  // A payment page is never served from a cache: Back must ask again, and learn the link is used.
  app.use("/checkout/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.get("/checkout/:accessCode", async (c) => {
    const [row] = await db
      .select()
      .from(table)
      .where(eq(table.accessCode, c.req.param("accessCode")))
      .limit(1);
    if (!row) return c.html(unknownCheckoutPage(), 404);
    if (row.checkoutUsedAt) return c.html(alreadyUsedPage(returnUrl(row)), 409);
    return c.html(
      checkoutPage({
        accessCode: row.accessCode ?? "",
        email: row.email,
        amountKobo: row.amountKobo,
        items: describeItems(row.metadata),
        channels: offeredChannels(row),
      }),
    );
  });

  /** What a use of the checkout does: pay now (card, USSD), await a transfer, or cancel. */
  function outcomeOf(channel: Channel | null, at: Date): Partial<SandboxRow> {
    if (!channel) return { status: "abandoned", checkoutUsedAt: at };
    if (channel === "bank_transfer")
      return {
        status: "ongoing",
        channel,
        checkoutUsedAt: at,
        settleAt: new Date(at.getTime() + transferDelayMs),
      };
    return {
      status: "success",
      channel,
      checkoutUsedAt: at,
      paidAt: at,
      authorizationCode: `AUTH_${randomCode(6)}`,
    };
  }

  /** Pay or Cancel: the first use of the link wins, atomically, on whichever instance it lands. */
  async function finishCheckout(c: Context, paid: boolean) {
    const accessCode = c.req.param("accessCode") ?? "";
    const [offered] = await db.select().from(table).where(eq(table.accessCode, accessCode)).limit(1);
    if (!offered) return c.html(unknownCheckoutPage(), 404);
    let channel: Channel | null = null;
    if (paid) {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const asked = typeof form.channel === "string" ? form.channel : "card";
      const found = offeredChannels(offered).find((name) => name === asked);
      if (!found) return c.html(unknownCheckoutPage(), 400);
      channel = found;
    }
    const at = now();
    const [row] = await db
      .update(table)
      .set(outcomeOf(channel, at))
      .where(and(eq(table.accessCode, accessCode), isNull(table.checkoutUsedAt)))
      .returning();
    if (!row) return c.html(alreadyUsedPage(returnUrl(offered)), 409);
    if (row.status === "success") await sendChargeSuccess(row);
    if (row.status === "ongoing") scheduleArrival(row.reference);
    const target = returnUrl(row);
    return target ? c.redirect(target, 303) : c.html(finishedPage(paid));
  }

  app.post("/checkout/:accessCode/pay", (c) => finishCheckout(c, true));
  app.post("/checkout/:accessCode/cancel", (c) => finishCheckout(c, false));

  addSandboxLists(app, { db, secretKey, now });
  addSandboxRefunds(app, { db, secretKey, deliverWebhook, now, refundDelayMs });

  app.notFound((c) => failure(c, 404, "Not found"));
  return app;
}

export interface PaystackSandboxDeps {
  db: Database;
  config: Pick<AppConfig, "jwtSecret" | "publicSiteUrl">;
  now?: () => Date;
  /** Where webhooks go; by default POSTed to the site's `/api/webhook/paystack`. */
  deliverWebhook?: WebhookDelivery;
  refundDelayMs?: number | null;
  transferDelayMs?: number;
}

/**
 * The sandbox as the product mounts it, at `SANDBOX_PATH` of the site's origin, with the key and
 * addresses the payment settings give the app. Only for the sandbox mode (no PAYSTACK_SECRET_KEY).
 */
export function paystackSandbox({
  db,
  config,
  now,
  deliverWebhook,
  refundDelayMs,
  transferDelayMs,
}: PaystackSandboxDeps) {
  return createSandboxApp({
    db,
    secretKey: sandboxSecretKey(config.jwtSecret),
    publicUrl: `${config.publicSiteUrl}${SANDBOX_PATH}`,
    deliverWebhook: deliverWebhook ?? postWebhookTo(`${config.publicSiteUrl}/api/webhook/paystack`),
    ...(now ? { now } : {}),
    ...(refundDelayMs !== undefined ? { refundDelayMs } : {}),
    ...(transferDelayMs === undefined ? {} : { transferDelayMs }),
  });
}
