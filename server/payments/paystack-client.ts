/**
 * The one payment code path: Paystack's HTTP API (initialize, verify, charge authorization, refunds
 * and disputes), whether it points at Paystack itself or at the built-in sandbox. Answers are
 * parsed, never trusted blindly: the top-level `status` only says the call worked; `data.status`
 * says whether money moved.
 */
import { z } from "zod";
import { PaystackInit } from "@/shared/api/contract";

export class PaystackError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

/** The error for a request whose answer never came: the network failed, or the time ran out. */
export function unreachable(cause: unknown): PaystackError {
  return new PaystackError(
    `Paystack could not be reached: ${cause instanceof Error ? cause.message : cause}`,
  );
}

/**
 * Whether a failed call may still have been carried out: no answer came (timeout, network), the
 * provider broke down (5xx), or it said yes in a shape we could not read. Only a 4xx is a clear
 * refusal, after which nothing was done.
 */
export function outcomeUnknown(error: unknown): boolean {
  const status = error instanceof PaystackError ? error.httpStatus : undefined;
  return status === undefined || status < 400 || status >= 500;
}

const Authorization = z.object({
  authorization_code: z.string(),
  reusable: z.boolean().optional(),
  last4: z.string().nullish(),
  card_type: z.string().nullish(),
  bank: z.string().nullish(),
  exp_month: z.string().nullish(),
  exp_year: z.string().nullish(),
});

/** What verify (and charge authorization) say about a transaction. */
export const PaystackTransaction = z.object({
  /** Paystack's numeric id for the transaction (settlements name transactions by it). */
  id: z.number().int().nullish(),
  /** success | failed | abandoned | reversed, or ongoing / pending / processing / queued while undecided. */
  status: z.string(),
  reference: z.string(),
  /** Kobo. */
  amount: z.number().int(),
  currency: z.string(),
  paid_at: z.string().nullish(),
  /** Kobo Paystack keeps of a successful payment; it settles the amount less this. */
  fees: z.number().int().nullish(),
  channel: z.string().nullish(),
  gateway_response: z.string().nullish(),
  customer: z.object({ email: z.string() }).nullish(),
  authorization: Authorization.partial().nullish(),
});
export type PaystackTransaction = z.infer<typeof PaystackTransaction>;

const RefundFields = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  /** pending | processing | processed | failed | needs-attention */
  status: z.string(),
  /** Kobo. */
  amount: z.number().int(),
  currency: z.string(),
  merchant_note: z.string().nullish(),
  /** The refunded transaction's reference, beside its id in fetch and list answers. */
  transaction_reference: z.string().nullish(),
});

/**
 * A refund as the provider reports it: create carries the transaction, fetch names it by id with
 * its reference beside; either way callers read `transaction.reference`.
 */
export const PaystackRefund = RefundFields.extend({
  transaction: z.union([z.object({ reference: z.string() }).passthrough(), z.number()]),
}).transform(({ transaction, ...refund }, ctx) => {
  const reference = typeof transaction === "object" ? transaction.reference : refund.transaction_reference;
  if (!reference) {
    ctx.addIssue({ code: "custom", message: "The refund names no transaction reference" });
    return z.NEVER;
  }
  return { ...refund, transaction: { reference } };
});
export type PaystackRefund = z.infer<typeof PaystackRefund>;

/**
 * A refund as the provider lists it: the transaction may be named by its id only, so callers
 * list by reference and match on the merchant note they sent.
 */
const ListedRefund = RefundFields.extend({
  transaction: z.union([z.object({ reference: z.string() }).passthrough(), z.number(), z.string()]).nullish(),
});
export type ListedRefund = z.infer<typeof ListedRefund>;

/** A settlement: one payout of a day's payments, net of the provider's fees. */
export const PaystackSettlement = z.object({
  id: z.number().int(),
  status: z.string(),
  currency: z.string(),
  /** Kobo paid out: processed less fees (and any deductions). */
  total_amount: z.number().int(),
  total_fees: z.number().int(),
  /** Kobo of the payments it pays out, before fees. */
  total_processed: z.number().int(),
  settlement_date: z.string(),
});
export type PaystackSettlement = z.infer<typeof PaystackSettlement>;

/** Paging as Paystack's lists report it. */
const PageMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});

export interface TransactionQuery {
  status?: "success" | "failed" | "abandoned" | "reversed";
  /** Created at or after. */
  from?: Date;
  /** Created before. */
  to?: Date;
}

/** A chargeback as the provider reports it. */
export const PaystackDispute = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  resolution: z.string().nullish(),
  refund_amount: z.number().int().nullish(),
  /** Paystack's name for when the answer is due; older answers said `due_at`. */
  dueAt: z.string().nullish(),
  due_at: z.string().nullish(),
  transaction: z.object({ reference: z.string() }).passthrough(),
});
export type PaystackDispute = z.infer<typeof PaystackDispute>;

export interface RefundRequest {
  /** The payment's reference. */
  transaction: string;
  /** Kobo. */
  amount: number;
  merchant_note: string;
  customer_note?: string;
}

const Envelope = z.object({ status: z.boolean(), message: z.string().default("") });
const TransactionEnvelope = Envelope.extend({ data: PaystackTransaction });

export interface InitializeRequest {
  email: string;
  /** Kobo. */
  amount: number;
  reference: string;
  callback_url: string;
  metadata: Record<string, unknown>;
  /** The payment methods the checkout offers (Paystack's channel names). */
  channels?: readonly string[];
}

export interface ChargeAuthorizationRequest {
  email: string;
  /** Kobo. */
  amount: number;
  authorization_code: string;
  reference: string;
  metadata: Record<string, unknown>;
}

export interface PaystackClient {
  initialize(request: InitializeRequest): Promise<z.infer<typeof PaystackInit>>;
  /** The provider's view of a transaction; null when it does not know the reference. `signal` gives up early. */
  verify(reference: string, signal?: AbortSignal): Promise<PaystackTransaction | null>;
  chargeAuthorization(request: ChargeAuthorizationRequest): Promise<PaystackTransaction>;
  /** Asks the provider to give money back; throws PaystackError when it refuses. */
  createRefund(request: RefundRequest): Promise<PaystackRefund>;
  /** The provider's view of a refund; null when it does not know the id. */
  fetchRefund(id: string): Promise<PaystackRefund | null>;
  /** The refunds the provider holds for a transaction (`GET /refund?transaction=`), newest first. */
  listRefunds(reference: string): Promise<ListedRefund[]>;
  /** The provider's view of a dispute; null when it does not know the id. */
  fetchDispute(id: string): Promise<PaystackDispute | null>;
  /** A transaction by the provider's numeric id; null when it does not know it. */
  fetchTransaction(id: number): Promise<PaystackTransaction | null>;
  /** Every transaction matching the query, page after page (`GET /transaction`). */
  listTransactions(query: TransactionQuery): Promise<PaystackTransaction[]>;
  /** The settlements paid out, newest first, every page (`GET /settlement`). */
  listSettlements(query?: { from?: Date; to?: Date }): Promise<PaystackSettlement[]>;
  /** The transactions one settlement pays out, every page; null when the provider does not know it. */
  settlementTransactions(id: number): Promise<PaystackTransaction[] | null>;
}

export interface PaystackClientOptions {
  baseUrl: string;
  secretKey: string;
  /** How requests travel; the in-process sandbox passes its own app's fetch. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** Refunds listed at once: far more than one payment ever has. */
const REFUND_PAGE_SIZE = 100;
/** Records asked for per page of a list: Paystack's largest page. */
const LIST_PAGE_SIZE = 100;
/** A list longer than this many pages is cut short rather than read for ever. */
const MAX_PAGES = 50;

export function createPaystackClient({
  baseUrl,
  secretKey,
  fetch: send = fetch,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: PaystackClientOptions): PaystackClient {
  async function call(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await send(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: signal
          ? AbortSignal.any([AbortSignal.timeout(timeoutMs), signal])
          : AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unreachable(error);
    }
    const json: unknown = await response.json().catch(() => null);
    return { status: response.status, json };
  }

  function parse<S extends z.ZodType>(
    schema: S,
    answer: { status: number; json: unknown },
    call: string,
  ): z.output<S> {
    const failure = Envelope.safeParse(answer.json);
    if (answer.status >= 300 || !failure.success || !failure.data.status) {
      const message = failure.success ? failure.data.message : "unreadable answer";
      throw new PaystackError(`Paystack ${call} failed (${answer.status}): ${message}`, answer.status);
    }
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success)
      throw new PaystackError(`Paystack ${call} answered an unexpected shape`, answer.status);
    return parsed.data;
  }

  /** Reads a paged list to its end (or MAX_PAGES). */
  async function pages<S extends z.ZodType>(
    path: string,
    filters: Record<string, string>,
    item: S,
    name: string,
  ): Promise<z.output<S>[]> {
    const envelope = Envelope.extend({ data: z.array(item), meta: PageMeta });
    const all: z.output<S>[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const query = new URLSearchParams({ ...filters, perPage: String(LIST_PAGE_SIZE), page: String(page) });
      const answer = parse(envelope, await call("GET", `${path}?${query}`), name);
      all.push(...answer.data);
      if (page >= answer.meta.pageCount || answer.data.length === 0) break;
    }
    return all;
  }

  return {
    async initialize(request) {
      const answer = await call("POST", "/transaction/initialize", { ...request, currency: "NGN" });
      return parse(PaystackInit, answer, "initialize");
    },

    async verify(reference, signal) {
      const answer = await call(
        "GET",
        `/transaction/verify/${encodeURIComponent(reference)}`,
        undefined,
        signal,
      );
      // Paystack answers an unknown reference with 400 and status false.
      if (answer.status === 400 || answer.status === 404) return null;
      return parse(TransactionEnvelope, answer, "verify").data;
    },

    async chargeAuthorization(request) {
      // Paystack takes a charge's metadata as a JSON string.
      const body = { ...request, metadata: JSON.stringify(request.metadata), currency: "NGN" };
      const answer = await call("POST", "/transaction/charge_authorization", body);
      return parse(TransactionEnvelope, answer, "charge authorization").data;
    },

    async createRefund(request) {
      const answer = await call("POST", "/refund", { ...request, currency: "NGN" });
      return parse(Envelope.extend({ data: PaystackRefund }), answer, "refund").data;
    },

    async fetchRefund(id) {
      const answer = await call("GET", `/refund/${encodeURIComponent(id)}`);
      if (answer.status === 400 || answer.status === 404) return null;
      return parse(Envelope.extend({ data: PaystackRefund }), answer, "fetch refund").data;
    },

    async listRefunds(reference) {
      const query = new URLSearchParams({ transaction: reference, perPage: String(REFUND_PAGE_SIZE) });
      const answer = await call("GET", `/refund?${query}`);
      return parse(Envelope.extend({ data: z.array(ListedRefund) }), answer, "list refunds").data;
    },

    async fetchTransaction(id) {
      const answer = await call("GET", `/transaction/${encodeURIComponent(String(id))}`);
      if (answer.status === 400 || answer.status === 404) return null;
      return parse(TransactionEnvelope, answer, "fetch transaction").data;
    },

    async listTransactions({ status, from, to }) {
      const filters: Record<string, string> = {
        ...(status ? { status } : {}),
        ...(from ? { from: from.toISOString() } : {}),
        ...(to ? { to: to.toISOString() } : {}),
      };
      return pages("/transaction", filters, PaystackTransaction, "list transactions");
    },

    async listSettlements({ from, to } = {}) {
      const filters: Record<string, string> = {
        ...(from ? { from: from.toISOString() } : {}),
        ...(to ? { to: to.toISOString() } : {}),
      };
      return pages("/settlement", filters, PaystackSettlement, "list settlements");
    },

    async settlementTransactions(id) {
      const path = `/settlement/${encodeURIComponent(String(id))}/transactions`;
      try {
        return await pages(path, {}, PaystackTransaction, "settlement transactions");
      } catch (error) {
        if (error instanceof PaystackError && (error.httpStatus === 400 || error.httpStatus === 404))
          return null;
        throw error;
      }
    },

    async fetchDispute(id) {
      const answer = await call("GET", `/dispute/${encodeURIComponent(id)}`);
      if (answer.status === 400 || answer.status === 404) return null;
      return parse(Envelope.extend({ data: PaystackDispute }), answer, "fetch dispute").data;
    },
  };
}
