/**
 * The payment flows (docs/product.md, Calls; docs/decisions/0006-payment-paths-and-return-pages.md
 * and 0007-coach-pairing-order.md): each pay call prices the order on the server, records it and
 * answers the provider's checkout link; the return pages and the webhook settle it.
 */

import { and, eq, or } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import * as calls from "@/shared/api/calls";
import type { HouseholdChoice, TicketCallbackQuery } from "@/shared/api/contract";
import { formatNaira } from "@/shared/domain/format";
import type { TransactionKind } from "@/shared/domain/lists";
import { awaitsTransfer } from "@/shared/domain/payment-channels";
import { toKobo } from "@/shared/domain/pricing";
import { ticketNotIssuedText } from "@/shared/domain/ticket-sales";
import { type TransactionRow, tournaments, transactions, type UserRow } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { playerNamed } from "../lib/doubles-partners";
import { refuseUnapprovedPayer } from "../lib/families";
import { httpError } from "../lib/http-error";
import { tooMany } from "../lib/rate-limiter";
import { createCheckouts } from "../payments/checkout";
import type { PaymentDeps } from "../payments/deps";
import { issueFreeTicket } from "../payments/free-tickets";
import { householdOrder } from "../payments/household";
import { handleMoneyEvent, isMoneyEvent } from "../payments/money-events";
import {
  membershipOrder,
  type Order,
  pairingOrder,
  spectatorTicketOrder,
  ticketOrder,
  trainingOrder,
} from "../payments/orders";
import type { Payments } from "../payments/payments";
import { isDuplicate, notIssued } from "../payments/purchase";
import { createReturnSettler } from "../payments/returns";
import { type Settlement, settlePayment } from "../payments/settle";
import { isValidWebhookSignature, SIGNATURE_HEADER } from "../payments/webhook-signature";

export interface PaymentRouteDeps extends RouteDeps {
  payments: Payments;
}

const BILLING_KINDS: readonly TransactionKind[] = ["membership", "training", "pairing", "household"];

const WebhookEvent = z.object({
  event: z.string(),
  data: z
    .object({ reference: z.string().max(100) })
    .partial()
    .optional(),
});

/** The provider appends `trxref` and `reference`; older return pages send `tx_ref`. Any one will do. */
function referenceOf(query: z.infer<typeof TicketCallbackQuery>): string {
  const reference = query.reference ?? query.trxref ?? query.tx_ref;
  if (!reference) throw httpError(400, "The payment reference is missing from the address");
  return reference;
}

/**
 * What the payment result page shows; the same on every reload. A duplicate payment is answered as
 * paid, with `duplicate: true` added; a ticket not issued (sold out or cancelled before the payment
 * arrived) as paid, with `notIssued` saying why and the message saying so in words.
 */
function answer(
  c: Context<AppEnv>,
  { outcome, transaction }: Settlement,
  paidMessage: string,
  tournamentName = "The tournament",
) {
  const what = transaction.description;
  const why = notIssued(transaction);
  switch (outcome) {
    case "paid":
      if (why) {
        return c.json({
          message: `${ticketNotIssuedText(why, tournamentName)}.`,
          status: "success",
          notIssued: why,
        });
      }
      // A second payment for what the member had: paid, but being refunded (payments/duplicates.ts).
      return c.json({
        message: paidMessage,
        status: "success",
        ...(isDuplicate(transaction) ? { duplicate: true as const } : {}),
      });
    case "failed":
      return c.json(
        {
          message: `Your payment for ${what} did not go through. You have not been charged.`,
          status: "failed",
        },
        402,
      );
    case "mismatch":
      return c.json(
        {
          message: `We could not confirm your payment for ${what}. Please contact us with the reference ${transaction.reference}.`,
          status: "failed",
        },
        422,
      );
    case "pending":
      return c.json(
        {
          message: awaitsTransfer(transaction.channel)
            ? `Your payment for ${what} is awaiting your bank transfer. It completes by itself when the transfer arrives, usually within minutes: you will get a notification and a mail.`
            : `Your payment for ${what} is still being processed. Reload this page in a minute.`,
          status: "pending",
        },
        409,
      );
  }
}

export function paymentRoutes({ db, mailer, config, now, route, rateLimiter, payments }: PaymentRouteDeps) {
  const deps: PaymentDeps = { db, mailer, config, now, payments };
  const app = new Hono<AppEnv>();
  const checkouts = createCheckouts({
    db,
    now,
    payments,
    admit: (user) =>
      rateLimiter.count([{ name: "checkout", rule: config.rateLimits.checkout, subject: user.id }]),
  });
  const returns = createReturnSettler(deps);

  /** The order is for `player` (the caller, or a junior they guard on a player's call). */
  const orderContext = (c: Context<AppEnv>, player: UserRow = c.get("user")) => ({
    db,
    user: player,
    now: now(),
    siteUrl: config.publicSiteUrl,
  });
  /** The caller's account pays, for `player`; a junior's own login pays only once a guardian approved it. */
  const checkout = async (c: Context<AppEnv>, order: Order, player: UserRow = c.get("user")) => {
    await refuseUnapprovedPayer(db, c.get("user"), now());
    const result = await checkouts.open(c.get("user"), order, player);
    if ("retryAfter" in result) throw tooMany(c, result.retryAfter);
    return c.json({ paystackResponse: result.link });
  };

  /** The caller's own payment with this reference, of the kinds this return page settles. */
  async function ownTransaction(c: Context<AppEnv>, reference: string, kinds: readonly TransactionKind[]) {
    const [row] = await db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.reference, reference),
          or(eq(transactions.userId, c.get("user").id), eq(transactions.payerId, c.get("user").id)),
        ),
      )
      .limit(1);
    if (!row || !kinds.includes(row.kind)) throw httpError(404, "We have no payment with this reference");
    return row;
  }

  route(app, calls.registerTournament, async (c) => {
    const order = await ticketOrder(orderContext(c, c.get("player")), c.req.valid("param").tourId);
    // A free tournament has nothing to pay: its ticket is issued at once, without a checkout.
    if (order.amountKobo === 0 && order.purchase.kind === "ticket") {
      await refuseUnapprovedPayer(db, c.get("user"), now());
      return c.json(await issueFreeTicket(deps, c.get("player"), { ...order, purchase: order.purchase }));
    }
    return checkout(c, order, c.get("player"));
  });

  route(app, calls.enterEvent, async (c) => {
    const { tourId, eventId } = c.req.valid("param");
    const { partnerId, partner } = c.req.valid("json");
    const order = await ticketOrder(orderContext(c, c.get("player")), tourId, {
      eventId,
      partnerId: partnerId ?? (partner === undefined ? undefined : (await playerNamed(db, partner)).id),
    });
    // A free event has nothing to pay: its entry is made at once, without a checkout.
    if (order.amountKobo === 0 && order.purchase.kind === "ticket") {
      await refuseUnapprovedPayer(db, c.get("user"), now());
      return c.json(await issueFreeTicket(deps, c.get("player"), { ...order, purchase: order.purchase }));
    }
    return checkout(c, order, c.get("player"));
  });

  route(app, calls.buySpectatorTicket, async (c) => {
    const order = await spectatorTicketOrder(orderContext(c), c.req.valid("param").tourId);
    // A free tournament's seat is issued at once, without a checkout.
    if (order.amountKobo === 0 && order.purchase.kind === "ticket") {
      await refuseUnapprovedPayer(db, c.get("user"), now());
      return c.json(await issueFreeTicket(deps, c.get("user"), { ...order, purchase: order.purchase }));
    }
    return checkout(c, order);
  });

  route(app, calls.payMembership, async (c) => {
    const { plan, autoRenew } = c.req.valid("param");
    return checkout(c, await membershipOrder(orderContext(c), plan, autoRenew));
  });

  route(app, calls.payTraining, async (c) => {
    const params = c.req.valid("param");
    return checkout(
      c,
      await trainingOrder(orderContext(c, c.get("player")), params.package, params.duration),
      c.get("player"),
    );
  });

  route(app, calls.payPairing, async (c) => {
    const { planId, months } = c.req.valid("param");
    const order = await pairingOrder(
      orderContext(c, c.get("player")),
      planId,
      months,
      c.req.valid("json").coachId,
    );
    return checkout(c, order, c.get("player"));
  });

  /** The family checkout's prices as the server makes them (docs/decisions/0200-household-checkout.md). */
  const household = (c: Context<AppEnv>, lines: readonly HouseholdChoice[]) =>
    householdOrder({ db, caller: c.get("user"), now: now(), siteUrl: config.publicSiteUrl }, lines);

  route(app, calls.quoteHousehold, async (c) => {
    const { quote } = await household(c, c.req.valid("json").lines);
    return c.json(quote);
  });

  route(app, calls.payHousehold, async (c) => {
    const { lines, total } = c.req.valid("json");
    const { order, quote } = await household(c, lines);
    // The server's price only: a total the guardian was not shown (changed since, or altered) is refused.
    if (toKobo(total) !== order.amountKobo) {
      throw httpError(
        409,
        `The price is now ${formatNaira(quote.total)}, not ${formatNaira(total)}: check the new price and pay again.`,
      );
    }
    return checkout(c, order);
  });

  route(app, calls.ticketCallback, async (c) => {
    const { id } = c.req.valid("param");
    const transaction = await ownTransaction(c, referenceOf(c.req.valid("query")), ["ticket"]);
    if (transaction.metadata.tournamentId !== id) {
      throw httpError(404, "We have no payment with this reference for this tournament");
    }
    const settlement = await returns.settle(transaction);
    const [tournament] = await db
      .select({ name: tournaments.name })
      .from(tournaments)
      .where(eq(tournaments.id, id));
    return answer(
      c,
      settlement,
      `Your ticket for ${tournament?.name ?? "the tournament"} is booked.`,
      tournament?.name,
    );
  });

  route(app, calls.billingCallback, async (c) => {
    const transaction = await ownTransaction(c, referenceOf(c.req.valid("query")), BILLING_KINDS);
    return answer(c, await returns.settle(transaction), `Thank you: ${transaction.description} is paid.`);
  });

  /** Paystack's webhook: signed with our secret key; `charge.success`, `refund.*` and `charge.dispute.*` matter. */
  route(app, calls.paystackWebhook, async (c) => {
    const raw = await c.req.text();
    if (!isValidWebhookSignature(raw, c.req.header(SIGNATURE_HEADER), payments.webhookSecret)) {
      return c.json({ message: "Invalid signature" }, 401);
    }
    let parsed: z.infer<typeof WebhookEvent>;
    try {
      parsed = WebhookEvent.parse(JSON.parse(raw));
    } catch {
      return c.json({ message: "The webhook body is not a Paystack event" }, 400);
    }
    if (isMoneyEvent(parsed.event)) {
      const answer = await handleMoneyEvent(deps, parsed.event, JSON.parse(raw).data);
      return c.json({ message: answer.message }, answer.status);
    }
    const reference = parsed.data?.reference;
    if (parsed.event !== "charge.success" || !reference) return c.json({ message: "Ignored" });
    const [transaction]: TransactionRow[] = await db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, reference))
      .limit(1);
    // Acknowledged all the same: Paystack retries anything but 200, and this payment is not ours.
    if (!transaction) return c.json({ message: "Unknown reference: ignored" });
    await settlePayment(deps, transaction, "webhook");
    return c.json({ message: "Received" });
  });

  return app;
}
