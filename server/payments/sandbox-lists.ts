/**
 * The sandbox's lists, as Paystack answers them: `GET /transaction` (paged with `perPage` and
 * `page`, filtered by `status` and by creation time `from`/`to`), `GET /transaction/:id` (Paystack's
 * numeric id), `GET /settlement` and `GET /settlement/:id/transactions`.
 *
 * Paystack pays a day's successful payments out the next day, less its fees. The sandbox does the
 * same without keeping anything: a Lagos calendar day's successful payments form one settlement,
 * numbered by that day (`20261126`), paid out on the following day once that day has begun.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sum } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { z } from "zod";
import type { Database } from "../db/client";
import { sandboxPaystackTransactions } from "../db/schema";
import {
  presentListedTransaction,
  SANDBOX_INTEGRATION,
  type SandboxRow,
  sandboxFeeKobo,
} from "./sandbox-present";

export interface SandboxListOptions {
  db: Database;
  secretKey: string;
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Lagos keeps West Africa Time all year: UTC+1. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** The Lagos calendar day of an instant, as YYYYMMDD. */
function lagosDay(at: Date): number {
  const shifted = new Date(at.getTime() + LAGOS_OFFSET_MS);
  return shifted.getUTCFullYear() * 10_000 + (shifted.getUTCMonth() + 1) * 100 + shifted.getUTCDate();
}

/** Midnight in Lagos at the start of a YYYYMMDD day. */
function lagosMidnight(day: number): Date {
  const utc = Date.UTC(Math.floor(day / 10_000), (Math.floor(day / 100) % 100) - 1, day % 100);
  return new Date(utc - LAGOS_OFFSET_MS);
}

const Paging = z.object({
  perPage: z.coerce.number().int().min(1).max(100).optional(),
  /** The name Paystack's published description gives `perPage` on `GET /transaction`. */
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

const ListTransactionsQuery = Paging.extend({
  status: z.enum(["success", "failed", "abandoned", "reversed"]).optional(),
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
});

const ListSettlementsQuery = Paging.extend({
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
});

const DEFAULT_PAGE_SIZE = 50;

function pageMeta(total: number, perPage: number, page: number) {
  return {
    total,
    skipped: (page - 1) * perPage,
    perPage,
    page,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** The sandbox's stored statuses for a status Paystack filters by (pending rows report `abandoned`). */
function storedStatuses(status: string): string[] {
  return status === "abandoned" ? ["abandoned", "pending"] : [status];
}

export function addSandboxLists(app: Hono, { db, secretKey, now }: SandboxListOptions) {
  const table = sandboxPaystackTransactions;
  const failure = (c: Context, status: 400 | 401 | 404, message: string) =>
    c.json({ status: false, message }, status);

  app.use("/settlement", async (c, next) => {
    if (c.req.header("authorization") !== `Bearer ${secretKey}`) return failure(c, 401, "Invalid key");
    return next();
  });
  app.use("/settlement/*", async (c, next) => {
    if (c.req.header("authorization") !== `Bearer ${secretKey}`) return failure(c, 401, "Invalid key");
    return next();
  });
  app.use("/transaction", async (c, next) => {
    if (c.req.header("authorization") !== `Bearer ${secretKey}`) return failure(c, 401, "Invalid key");
    return next();
  });

  app.get("/transaction", async (c) => {
    const parsed = ListTransactionsQuery.safeParse(c.req.query());
    if (!parsed.success) return failure(c, 400, parsed.error.issues[0]?.message ?? "Invalid request");
    const { status, from, to, page } = parsed.data;
    const perPage = parsed.data.perPage ?? parsed.data.per_page ?? DEFAULT_PAGE_SIZE;
    const where = and(
      status ? inArray(table.status, storedStatuses(status)) : undefined,
      from ? gte(table.createdAt, new Date(from)) : undefined,
      to ? lt(table.createdAt, new Date(to)) : undefined,
    );
    const [totals] = await db
      .select({ total: count(), volume: sum(table.amountKobo) })
      .from(table)
      .where(where);
    const rows = await db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return c.json({
      status: true,
      message: "Transactions retrieved",
      data: rows.map(presentListedTransaction),
      meta: { ...pageMeta(totals?.total ?? 0, perPage, page), total_volume: Number(totals?.volume ?? 0) },
    });
  });

  app.get("/transaction/:id", async (c) => {
    const id = Number(c.req.param("id"));
    const [row] =
      Number.isSafeInteger(id) && id > 0
        ? await db.select().from(table).where(eq(table.id, id)).limit(1)
        : [];
    if (!row) return failure(c, 404, "Transaction not found");
    return c.json({ status: true, message: "Transaction retrieved", data: presentListedTransaction(row) });
  });

  /** Successful payments of Lagos days that have been paid out (before today), oldest first. */
  async function settledRows(): Promise<SandboxRow[]> {
    const today = lagosMidnight(lagosDay(now()));
    return db
      .select()
      .from(table)
      .where(and(eq(table.status, "success"), isNotNull(table.paidAt), lt(table.paidAt, today)))
      .orderBy(asc(table.paidAt), asc(table.id));
  }

  function presentSettlement(day: number, rows: SandboxRow[]) {
    const processed = rows.reduce((total, row) => total + row.amountKobo, 0);
    const fees = rows.reduce((total, row) => total + sandboxFeeKobo(row.amountKobo), 0);
    const settledAt = new Date(lagosMidnight(day).getTime() + DAY_MS + 9 * 60 * 60 * 1000).toISOString();
    return {
      id: day,
      domain: "test",
      status: "success",
      currency: "NGN",
      integration: SANDBOX_INTEGRATION,
      total_amount: processed - fees,
      effective_amount: processed - fees,
      total_fees: fees,
      total_processed: processed,
      deductions: null,
      settlement_date: settledAt,
      settled_by: null,
      createdAt: settledAt,
      updatedAt: settledAt,
    };
  }

  function byDay(rows: SandboxRow[]): Map<number, SandboxRow[]> {
    const days = new Map<number, SandboxRow[]>();
    for (const row of rows) {
      const day = lagosDay(row.paidAt ?? row.createdAt);
      days.set(day, [...(days.get(day) ?? []), row]);
    }
    return days;
  }

  app.get("/settlement", async (c) => {
    const parsed = ListSettlementsQuery.safeParse(c.req.query());
    if (!parsed.success) return failure(c, 400, parsed.error.issues[0]?.message ?? "Invalid request");
    const { from, to, page } = parsed.data;
    const perPage = parsed.data.perPage ?? parsed.data.per_page ?? DEFAULT_PAGE_SIZE;
    const settlements = [...byDay(await settledRows())]
      .map(([day, rows]) => presentSettlement(day, rows))
      .filter((s) => !from || s.settlement_date >= new Date(from).toISOString())
      .filter((s) => !to || s.settlement_date < new Date(to).toISOString())
      .sort((a, b) => b.id - a.id);
    return c.json({
      status: true,
      message: "Settlements retrieved",
      data: settlements.slice((page - 1) * perPage, page * perPage),
      meta: pageMeta(settlements.length, perPage, page),
    });
  });

  app.get("/settlement/:id/transactions", async (c) => {
    const parsed = Paging.safeParse(c.req.query());
    if (!parsed.success) return failure(c, 400, parsed.error.issues[0]?.message ?? "Invalid request");
    const { page } = parsed.data;
    const perPage = parsed.data.perPage ?? parsed.data.per_page ?? DEFAULT_PAGE_SIZE;
    const rows = byDay(await settledRows()).get(Number(c.req.param("id")));
    if (!rows) return failure(c, 404, "Settlement not found");
    return c.json({
      status: true,
      message: "Settlement transactions retrieved",
      data: rows.slice((page - 1) * perPage, page * perPage).map(presentListedTransaction),
      meta: pageMeta(rows.length, perPage, page),
    });
  });
}
