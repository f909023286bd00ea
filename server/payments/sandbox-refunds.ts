/**
 * The sandbox's refunds and disputes, as Paystack answers them: `POST /refund` (a transaction
 * reference and an amount in kobo, never more than is left to refund), `GET /refund/:id`,
 * `GET /refund?transaction=<reference>` (a transaction's refunds, newest first), `GET /dispute/:id`, and signed `refund.*` and `charge.dispute.*` webhooks. A refund is queued
 * (`pending`) and, unless told otherwise, processed a moment later, as Paystack does. Tests and
 * demo users move refunds and open disputes through `/control/...`, which Paystack does not have.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { PROVIDER_REFUND_STATUSES } from "@/shared/domain/lists";
import type { Database } from "../db/client";
import { sandboxPaystackDisputes, sandboxPaystackRefunds, sandboxPaystackTransactions } from "../db/schema";
import type { WebhookDelivery } from "./sandbox";
import {
  merchantMetadata,
  presentCustomer,
  presentListedTransaction,
  presentTransaction,
  SANDBOX_INTEGRATION,
  type SandboxRow,
  sandboxFeeKobo,
} from "./sandbox-present";
import { signWebhookBody } from "./webhook-signature";

type RefundRow = typeof sandboxPaystackRefunds.$inferSelect;
type DisputeRow = typeof sandboxPaystackDisputes.$inferSelect;

export interface SandboxRefundOptions {
  db: Database;
  secretKey: string;
  deliverWebhook: WebhookDelivery;
  now: () => Date;
  /** How long after queueing a refund is processed; null: only when told through /control. */
  refundDelayMs: number | null;
}

/** How long the club has to answer a dispute in the sandbox. */
const DISPUTE_DAYS = 7;

const RefundBody = z.object({
  transaction: z.string().min(1).max(100),
  amount: z.coerce.number().int().positive().optional(),
  currency: z.literal("NGN").default("NGN"),
  customer_note: z.string().max(1000).optional(),
  merchant_note: z.string().max(1000).optional(),
});

const MoveRefundBody = z.object({ status: z.enum(PROVIDER_REFUND_STATUSES) });
const ListRefundsQuery = z.object({
  transaction: z.string().min(1).max(100).optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
  page: z.coerce.number().int().min(1).default(1),
});
const OpenDisputeBody = z.object({ transaction: z.string().min(1).max(100) });
const ResolveDisputeBody = z.object({ resolution: z.enum(["merchant-accepted", "declined"]) });

/** A refund as Paystack's refund fetch and list answers carry it. */
function presentRefund(row: RefundRow, paid: SandboxRow | undefined) {
  const amount = paid?.amountKobo ?? row.amountKobo;
  return {
    integration: SANDBOX_INTEGRATION,
    transaction: paid?.id ?? 0,
    dispute: null,
    settlement: null,
    id: row.id,
    domain: "test",
    currency: "NGN",
    amount: row.amountKobo,
    status: row.status,
    refunded_at: row.status === "processed" ? row.createdAt.toISOString() : null,
    refunded_by: "sandbox@paystack.test",
    customer_note: row.customerNote ?? "",
    merchant_note: row.merchantNote ?? "",
    deducted_amount: row.status === "processed" ? row.amountKobo : 0,
    fully_deducted: row.status === "processed" ? 1 : 0,
    createdAt: row.createdAt.toISOString(),
    bank_reference: null,
    transaction_reference: row.transactionReference,
    reason: row.customerNote ?? "",
    customer: { ...presentCustomer(paid?.email ?? ""), metadata: "" },
    refund_type: row.amountKobo < amount ? "partial" : "full",
    transaction_amount: amount,
    initiated_by: "api",
    refund_channel: paid?.channel ?? "card",
    session_id: null,
    collect_account_number: false,
  };
}

/** A refund as Paystack's create answer carries it: with the transaction it refunds. */
function presentCreatedRefund(row: RefundRow, paid: SandboxRow) {
  const at = row.createdAt.toISOString();
  return {
    transaction: {
      ...presentTransaction(paid),
      paid_at: paid.paidAt?.toISOString() ?? at,
      paidAt: paid.paidAt?.toISOString() ?? at,
      plan: {},
      subaccount: { currency: null },
    },
    integration: SANDBOX_INTEGRATION,
    deducted_amount: 0,
    channel: null,
    merchant_note: row.merchantNote ?? "",
    customer_note: row.customerNote ?? "",
    status: row.status,
    refunded_by: "sandbox@paystack.test",
    expected_at: new Date(row.createdAt.getTime() + 24 * 60 * 60 * 1000).toISOString(),
    currency: "NGN",
    domain: "test",
    amount: row.amountKobo,
    fully_deducted: false,
    id: row.id,
    createdAt: at,
    updatedAt: at,
  };
}

/** A dispute as Paystack's dispute fetch answers it: with the disputed transaction in full. */
function presentDispute(row: DisputeRow, paid: SandboxRow | undefined) {
  const createdAt = row.createdAt.toISOString();
  const paidAt = paid?.paidAt?.toISOString() ?? createdAt;
  return {
    id: row.id,
    refund_amount: row.amountKobo,
    currency: "NGN",
    status: row.status,
    resolution: row.resolution,
    domain: "test",
    transaction: paid
      ? {
          ...presentListedTransaction(paid),
          paid_at: paidAt,
          paidAt,
          // Paystack's dispute answers carry the transaction's checkout fields, none when it had none.
          metadata: { custom_fields: [], ...merchantMetadata(paid) },
          fees: sandboxFeeKobo(paid.amountKobo),
        }
      : { reference: row.transactionReference },
    transaction_reference: row.transactionReference,
    category: "chargeback",
    customer: presentCustomer(paid?.email ?? ""),
    bin: "408408",
    last4: "4081",
    dueAt: row.dueAt.toISOString(),
    /** The name older answers used for `dueAt`. */
    due_at: row.dueAt.toISOString(),
    resolvedAt: row.status === "resolved" ? createdAt : null,
    evidence: null,
    attachments: null,
    note: null,
    history: [{ status: row.status, by: "sandbox@paystack.test", createdAt }],
    messages: [],
    createdAt,
    updatedAt: createdAt,
  };
}

export function addSandboxRefunds(
  app: Hono,
  { db, secretKey, deliverWebhook, now, refundDelayMs }: SandboxRefundOptions,
) {
  const failure = (c: Context, status: 400 | 401 | 404, message: string) =>
    c.json({ status: false, message }, status);

  async function send(event: string, data: Record<string, unknown>) {
    const body = JSON.stringify({ event, data });
    await deliverWebhook({ body, signature: signWebhookBody(body, secretKey) });
  }

  /** Paystack's refund webhooks carry the transaction's reference beside the refund. */
  const refundEvent = (row: RefundRow) =>
    send(`refund.${row.status}`, {
      id: row.id,
      status: row.status,
      amount: row.amountKobo,
      currency: "NGN",
      domain: "test",
      integration: SANDBOX_INTEGRATION,
      merchant_note: row.merchantNote ?? "",
      customer_note: row.customerNote ?? "",
      transaction_reference: row.transactionReference,
      refund_reference: String(row.id),
    });

  async function paidOf(reference: string): Promise<SandboxRow | undefined> {
    const table = sandboxPaystackTransactions;
    const [paid] = await db.select().from(table).where(eq(table.reference, reference)).limit(1);
    return paid;
  }

  async function moveRefund(id: number, status: RefundRow["status"]): Promise<RefundRow | null> {
    const [row] = await db
      .update(sandboxPaystackRefunds)
      .set({ status })
      .where(eq(sandboxPaystackRefunds.id, id))
      .returning();
    if (!row) return null;
    // A failed refund gives the amount back to what may be refunded.
    if (status === "failed") {
      await db
        .update(sandboxPaystackTransactions)
        .set({ refundedKobo: sql`${sandboxPaystackTransactions.refundedKobo} - ${row.amountKobo}` })
        .where(eq(sandboxPaystackTransactions.reference, row.transactionReference));
    }
    await refundEvent(row);
    return row;
  }

  for (const path of ["/refund", "/refund/*", "/dispute/*", "/control/*"]) {
    app.use(path, async (c, next) => {
      if (c.req.header("authorization") !== `Bearer ${secretKey}`) return failure(c, 401, "Invalid key");
      return next();
    });
  }

  app.post("/refund", async (c) => {
    const parsed = RefundBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return failure(c, 400, parsed.error.issues[0]?.message ?? "Invalid request");
    const { transaction, amount, customer_note, merchant_note } = parsed.data;
    const table = sandboxPaystackTransactions;
    const [paid] = await db.select().from(table).where(eq(table.reference, transaction)).limit(1);
    if (paid?.status !== "success") return failure(c, 400, "Transaction not found or not successful");
    const kobo = amount ?? paid.amountKobo - paid.refundedKobo;
    // Claimed atomically: parallel refunds cannot take back more than was paid.
    const [claimed] = await db
      .update(table)
      .set({ refundedKobo: sql`${table.refundedKobo} + ${kobo}` })
      .where(
        and(eq(table.reference, transaction), sql`${table.refundedKobo} + ${kobo} <= ${table.amountKobo}`),
      )
      .returning();
    if (!claimed || kobo <= 0) {
      return failure(c, 400, "Refund amount cannot be more than the unrefunded transaction amount");
    }
    const [row] = await db
      .insert(sandboxPaystackRefunds)
      .values({
        transactionReference: transaction,
        amountKobo: kobo,
        customerNote: customer_note ?? null,
        merchantNote: merchant_note ?? null,
        createdAt: now(),
      })
      .returning();
    if (!row) throw new Error("Sandbox refund was not recorded");
    if (refundDelayMs !== null) {
      setTimeout(() => {
        moveRefund(row.id, "processed").catch((error: unknown) =>
          console.error("Sandbox refund could not be processed:", error),
        );
      }, refundDelayMs).unref?.();
    }
    return c.json({
      status: true,
      message: "Refund has been queued for processing",
      data: presentCreatedRefund(row, claimed),
    });
  });

  app.get("/refund", async (c) => {
    const parsed = ListRefundsQuery.safeParse(c.req.query());
    if (!parsed.success) return failure(c, 400, parsed.error.issues[0]?.message ?? "Invalid request");
    const { transaction, perPage, page } = parsed.data;
    const table = sandboxPaystackRefunds;
    const rows = await db
      .select()
      .from(table)
      .where(transaction ? eq(table.transactionReference, transaction) : undefined)
      .orderBy(desc(table.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const [counted] = await db
      .select({ total: count() })
      .from(table)
      .where(transaction ? eq(table.transactionReference, transaction) : undefined);
    const paid = new Map<string, SandboxRow | undefined>();
    for (const row of rows)
      if (!paid.has(row.transactionReference))
        paid.set(row.transactionReference, await paidOf(row.transactionReference));
    const total = counted?.total ?? 0;
    return c.json({
      status: true,
      message: "Refunds retrieved",
      data: rows.map((row) => presentRefund(row, paid.get(row.transactionReference))),
      meta: {
        total,
        skipped: (page - 1) * perPage,
        perPage: String(perPage),
        page,
        pageCount: Math.max(1, Math.ceil(total / perPage)),
        failedRefundCount: rows.filter((row) => row.status === "failed").length,
      },
    });
  });

  app.get("/refund/:id", async (c) => {
    const id = Number(c.req.param("id"));
    const [row] = Number.isSafeInteger(id)
      ? await db.select().from(sandboxPaystackRefunds).where(eq(sandboxPaystackRefunds.id, id))
      : [];
    if (!row) return failure(c, 404, "Refund not found");
    const data = presentRefund(row, await paidOf(row.transactionReference));
    return c.json({ status: true, message: "Refund retrieved", data });
  });

  app.get("/dispute/:id", async (c) => {
    const id = Number(c.req.param("id"));
    const [row] = Number.isSafeInteger(id)
      ? await db.select().from(sandboxPaystackDisputes).where(eq(sandboxPaystackDisputes.id, id))
      : [];
    if (!row) return failure(c, 404, "Dispute not found");
    const data = presentDispute(row, await paidOf(row.transactionReference));
    return c.json({ status: true, message: "Dispute retrieved", data });
  });

  /** Moves a refund on, as the provider's processing would, and sends its webhook. */
  app.post("/control/refund/:id", async (c) => {
    const parsed = MoveRefundBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return failure(c, 400, "Unknown refund status");
    const row = await moveRefund(Number(c.req.param("id")), parsed.data.status);
    if (!row) return failure(c, 404, "Refund not found");
    const data = presentRefund(row, await paidOf(row.transactionReference));
    return c.json({ status: true, message: "Refund moved", data });
  });

  /** Opens a chargeback on a paid transaction and sends `charge.dispute.create`. */
  app.post("/control/dispute", async (c) => {
    const parsed = OpenDisputeBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return failure(c, 400, "A transaction reference is needed");
    const [paid] = await db
      .select()
      .from(sandboxPaystackTransactions)
      .where(eq(sandboxPaystackTransactions.reference, parsed.data.transaction));
    if (paid?.status !== "success") return failure(c, 400, "Transaction not found or not successful");
    const at = now();
    const [row] = await db
      .insert(sandboxPaystackDisputes)
      .values({
        transactionReference: paid.reference,
        amountKobo: paid.amountKobo,
        dueAt: new Date(at.getTime() + DISPUTE_DAYS * 24 * 60 * 60 * 1000),
        createdAt: at,
      })
      .returning();
    if (!row) throw new Error("Sandbox dispute was not recorded");
    const data = presentDispute(row, paid);
    await send("charge.dispute.create", data);
    return c.json({ status: true, message: "Dispute opened", data });
  });

  /** Resolves a chargeback and sends `charge.dispute.resolve`. */
  app.post("/control/dispute/:id/resolve", async (c) => {
    const parsed = ResolveDisputeBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return failure(c, 400, "Unknown resolution");
    const [row] = await db
      .update(sandboxPaystackDisputes)
      .set({ status: "resolved", resolution: parsed.data.resolution })
      .where(eq(sandboxPaystackDisputes.id, Number(c.req.param("id"))))
      .returning();
    if (!row) return failure(c, 404, "Dispute not found");
    const data = presentDispute(row, await paidOf(row.transactionReference));
    await send("charge.dispute.resolve", data);
    return c.json({ status: true, message: "Dispute resolved", data });
  });
}
