/**
 * Starts a payment: the pending transaction is written first, then the provider is asked for the
 * checkout link. Whatever happens after, the row exists, so a return, a webhook or the start-up
 * re-verification can always settle it.
 *
 * A member who asks again for the same order (same purchase, same price) while its checkout is
 * still open gets that checkout back: no second row, no second provider call, and the same
 * reference, so the order cannot be paid twice. The row carries a key naming the member and the
 * order, unique among open checkouts, so pay calls racing on any number of instances open one
 * checkout; on one instance they also share the one provider call. Only new checkouts count
 * against the member's hourly limit.
 */
import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, gt, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { PaystackInit } from "@/shared/api/contract";
import { PAYMENT_CHANNELS } from "@/shared/domain/payment-channels";
import { type AccountRow, type TransactionRow, transactions, type UserRow } from "../db/schema";
import { httpError } from "../lib/http-error";
import { errorSummary } from "../lib/loggable-error";
import type { PaymentDeps } from "./deps";
import type { Order } from "./orders";
import { purchaseMetadata } from "./purchase";

export type CheckoutLink = z.infer<typeof PaystackInit>;

/** An open checkout is handed out again for this long after it was opened. */
export const CHECKOUT_REUSE_MS = 30 * 60 * 1000;
/**
 * A checkout still without a link this long after it was opened is taken for lost (its instance
 * went away mid-call): the provider call times out well before.
 */
export const CHECKOUT_START_TIMEOUT_MS = 60 * 1000;
/** How long a pay call waits for the link of the same checkout being opened on another instance. */
const WAIT_FOR_LINK_MS = 35 * 1000;
const WAIT_POLL_MS = 100;

/** `tc_` and 24 random hex characters: unique, and letters Paystack accepts in a reference. */
export function newReference(): string {
  return `tc_${randomBytes(12).toString("hex")}`;
}

/** JSON with object keys in order, so equal purchases give equal text whatever order they were built in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * Names one member's order: what it buys (kind, item, plan, duration, auto-renew choice) and its
 * price. Two pay calls with the same key may share a checkout.
 */
export function checkoutKey(userId: string, order: Pick<Order, "purchase" | "amountKobo">): string {
  return createHash("sha256")
    .update(canonicalJson({ userId, purchase: order.purchase, amountKobo: order.amountKobo }))
    .digest("hex");
}

/** The answer for a checkout opened before: the provider's link as it gave it. */
export function linkOf(
  row: Pick<TransactionRow, "reference" | "authorizationUrl" | "accessCode">,
): CheckoutLink {
  if (!row.authorizationUrl) throw new Error(`Checkout ${row.reference} has no link yet`);
  return {
    status: true,
    message: "Authorization URL created",
    data: {
      authorization_url: row.authorizationUrl,
      access_code: row.accessCode ?? "",
      reference: row.reference,
    },
  };
}

export type CheckoutResult = { link: CheckoutLink } | { retryAfter: number };

export interface CheckoutDeps extends Pick<PaymentDeps, "db" | "now" | "payments"> {
  /** Counts a new checkout of the member: seconds to wait when over the limit, else 0. */
  admit: (payer: AccountRow) => Promise<number>;
  /** How long to wait for a link another instance is fetching (real time). */
  waitForLinkMs?: number;
}

export interface Checkouts {
  /**
   * The open checkout of this order for the player, or a new one the payer pays (their account: the
   * player themself, or a guardian paying for a junior); `retryAfter` when over the payer's limit.
   */
  open(payer: AccountRow, order: Order, player?: UserRow): Promise<CheckoutResult>;
}

const providerUnreachable = () =>
  httpError(502, "We could not reach the payment provider. Please try again in a moment.");
const stillPreparing = () =>
  httpError(409, "Your checkout is still being prepared. Please try again in a moment.");

export function createCheckouts({
  db,
  now,
  payments,
  admit,
  waitForLinkMs = WAIT_FOR_LINK_MS,
}: CheckoutDeps): Checkouts {
  /** Checkouts being opened on this instance, by key: identical calls share one. */
  const opening = new Map<string, Promise<CheckoutResult>>();

  /** The open checkout with this key that may be handed out again, with or without its link yet. */
  async function reusable(key: string, at: Date): Promise<TransactionRow | undefined> {
    const [row] = await db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.checkoutKey, key),
          eq(transactions.status, "pending"),
          gt(transactions.createdAt, new Date(at.getTime() - CHECKOUT_REUSE_MS)),
          or(
            isNotNull(transactions.authorizationUrl),
            gt(transactions.createdAt, new Date(at.getTime() - CHECKOUT_START_TIMEOUT_MS)),
          ),
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * Writes the pending payment under the key, after freeing the key from a checkout that may no
   * longer be handed out; null when another call holds the key (it opened the same checkout first).
   */
  async function claim(
    payer: AccountRow,
    player: UserRow,
    order: Order,
    key: string,
    at: Date,
  ): Promise<string | null> {
    return db.transaction(async (tx) => {
      // A ticket takes its seat here, under a lock on the tournament (sold out: 409).
      await order.hold?.(tx, at);
      await tx
        .update(transactions)
        .set({ checkoutKey: null })
        .where(
          and(
            eq(transactions.checkoutKey, key),
            or(
              ne(transactions.status, "pending"),
              lte(transactions.createdAt, new Date(at.getTime() - CHECKOUT_REUSE_MS)),
              and(
                isNull(transactions.authorizationUrl),
                lte(transactions.createdAt, new Date(at.getTime() - CHECKOUT_START_TIMEOUT_MS)),
              ),
            ),
          ),
        );
      const [row] = await tx
        .insert(transactions)
        .values({
          userId: player.id,
          payerId: payer.id,
          reference: newReference(),
          kind: order.purchase.kind,
          amountKobo: order.amountKobo,
          description: order.description,
          metadata: purchaseMetadata(order.purchase),
          checkoutKey: key,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: transactions.checkoutKey, where: sql`checkout_key is not null` })
        .returning({ reference: transactions.reference });
      return row?.reference ?? null;
    });
  }

  /** Asks the provider for the checkout of a freshly written payment and keeps its link. */
  async function start(payer: AccountRow, order: Order, reference: string): Promise<CheckoutLink> {
    const metadata = purchaseMetadata(order.purchase);
    let link: CheckoutLink;
    try {
      link = await payments.paystack.initialize({
        email: payer.email,
        amount: order.amountKobo,
        reference,
        callback_url: order.callbackUrl,
        // Card, bank transfer and USSD, at the one price the server set.
        channels: PAYMENT_CHANNELS,
        // custom_fields is what Paystack's checkout shows the customer.
        metadata: {
          ...metadata,
          kind: order.purchase.kind,
          custom_fields: [
            { display_name: "Payment for", variable_name: "payment_for", value: order.description },
          ],
        },
      });
    } catch (error) {
      console.error(`Payment ${reference} could not be started:`, errorSummary(error));
      await db
        .update(transactions)
        .set({ status: "failed", checkoutKey: null, updatedAt: now() })
        .where(and(eq(transactions.reference, reference), eq(transactions.status, "pending")));
      throw providerUnreachable();
    }
    await db
      .update(transactions)
      .set({ authorizationUrl: link.data.authorization_url, accessCode: link.data.access_code })
      .where(eq(transactions.reference, reference));
    return link;
  }

  /** The link of a checkout another instance is opening, once it has it. */
  async function awaitLink(reference: string): Promise<CheckoutLink> {
    const deadline = Date.now() + waitForLinkMs;
    while (Date.now() < deadline) {
      await sleep(WAIT_POLL_MS);
      const [row] = await db.select().from(transactions).where(eq(transactions.reference, reference));
      // Its provider call failed: the same answer as the call that made it.
      if (row?.status !== "pending") throw providerUnreachable();
      if (row.authorizationUrl) return linkOf(row);
    }
    throw stillPreparing();
  }

  async function openOnce(
    payer: AccountRow,
    player: UserRow,
    order: Order,
    key: string,
  ): Promise<CheckoutResult> {
    let admitted = false;
    // A second round only when another instance took the key between our look and our write.
    for (let round = 0; round < 3; round++) {
      const at = now();
      const open = await reusable(key, at);
      if (open) return { link: open.authorizationUrl ? linkOf(open) : await awaitLink(open.reference) };
      if (!admitted) {
        const retryAfter = await admit(payer);
        if (retryAfter > 0) return { retryAfter };
        admitted = true;
      }
      const reference = await claim(payer, player, order, key, at);
      if (reference) return { link: await start(payer, order, reference) };
    }
    throw stillPreparing();
  }

  return {
    open(payer, order, player = payer) {
      const key = checkoutKey(player.id, order);
      const running = opening.get(key);
      if (running) return running;
      const task = openOnce(payer, player, order, key);
      opening.set(key, task);
      task
        .finally(() => {
          if (opening.get(key) === task) opening.delete(key);
        })
        .catch(() => undefined);
      return task;
    },
  };
}
