/**
 * The console's payments: the list (keyed by its filters in the address), one payment, the totals
 * for a period, upcoming renewals, and the refund writes, which read again what they change.
 */
import { atom, computed } from "nanostores";
import { call, keyOf, keysOf, send } from "@/lib/api/call";
import { saveFile } from "@/lib/save-file";
import * as calls from "@/shared/api/all-calls";
import { TOURNAMENT_READS } from "./console/common";
import { $consoleRouter } from "./console-router";
import { createFetcherStore, createMutatorStore } from "./fetcher";
import { $token } from "./session";

const settings = { dedupeTime: 10_000, onErrorRetry: false as const };

const listSearch = computed($consoleRouter, (page) =>
  page?.route === "payments" ? new URLSearchParams(page.search).toString() : null,
);
const paymentId = computed($consoleRouter, (page) => (page?.route === "payment" ? page.params.id : null));
const paramsOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

/** Every read of the payments: the list, its totals and one payment. */
export const PAYMENT_READS = [calls.staffPayments, calls.staffPaymentTotals, calls.staffPayment];

export const $paymentList = createFetcherStore(keyOf(calls.staffPayments, { query: listSearch }), {
  fetcher: (_, search) => call(calls.staffPayments, { query: paramsOf(String(search)) }),
  ...settings,
});

/** The totals' period comes from the list's address: period, and from/to for a range. */
const totalsSearch = computed($consoleRouter, (page) => {
  if (page?.route !== "payments") return null;
  const { period, totalsFrom, totalsTo } = page.search as Record<string, string | undefined>;
  const query: Record<string, string> = { period: period ?? "this-month" };
  if (period === "range" && totalsFrom && totalsTo) Object.assign(query, { from: totalsFrom, to: totalsTo });
  return new URLSearchParams(query).toString();
});
export const $paymentTotals = createFetcherStore(keyOf(calls.staffPaymentTotals, { query: totalsSearch }), {
  fetcher: (_, search) => call(calls.staffPaymentTotals, { query: paramsOf(String(search)) }),
  ...settings,
});

export const $payment = createFetcherStore(keyOf(calls.staffPayment, { params: { id: paymentId } }), {
  fetcher: (_, id) => call(calls.staffPayment, { params: { id: String(id) } }),
  ...settings,
});

/** The renewals' page comes from the address. */
const renewalsSearch = computed($consoleRouter, (page) =>
  page?.route === "renewals" ? new URLSearchParams(page.search).toString() : null,
);
export const $renewals = createFetcherStore(
  keyOf(calls.staffRenewals, { query: renewalsSearch, scope: $token }),
  {
    fetcher: (_, search) => call(calls.staffRenewals, { query: paramsOf(String(search)) }),
    ...settings,
  },
);

/** The provider's settlements against the club's payments, read while the Reconciliation screen is open. */
const onReconciliation = computed($consoleRouter, (page) =>
  page?.route === "reconciliation" ? "open" : null,
);
export const $reconciliation = createFetcherStore(
  keyOf(calls.staffReconciliation, { scope: [onReconciliation, $token] }),
  {
    fetcher: () => call(calls.staffReconciliation),
    ...settings,
  },
);

/** `player`: the line of a family training payment being refunded (docs/decisions/0200-household-checkout.md). */
type RefundInput = { id: string; amount?: number | undefined; reason: string; player?: string | undefined };
type RefundAnswer = Awaited<ReturnType<typeof call<typeof calls.refundPayment>>>;
type TicketsAnswer = Awaited<ReturnType<typeof call<typeof calls.refundTournamentTickets>>>;

export const $refundPayment = createMutatorStore<RefundInput, RefundAnswer>(
  async ({ data, revalidate }) => {
    const { id, amount, reason, player } = data;
    const result = await call(calls.refundPayment, {
      params: { id },
      body: {
        reason,
        ...(amount === undefined ? {} : { amount }),
        ...(player === undefined ? {} : { player }),
      },
    });
    revalidate(keysOf(...PAYMENT_READS));
    return result;
  },
  { throttleCalls: true },
);

export type { TicketsAnswer };

export const $refundTournamentTickets = createMutatorStore<{ id: string; reason: string }, TicketsAnswer>(
  async ({ data, revalidate }) => {
    const answer = await call(calls.refundTournamentTickets, {
      params: { id: data.id },
      body: { reason: data.reason },
    });
    // Tickets were voided: the sold counts, the payments and what a refund would still do change.
    revalidate(keysOf(...TOURNAMENT_READS, ...PAYMENT_READS));
    return answer;
  },
  { throttleCalls: true },
);

/** The tournament whose ticket refunds an open dialog previews (admins); null when none is open. */
const $previewedTournament = atom<string | null>(null);

/** Shows, or stops showing (null), what refunding a tournament's tickets would do. */
export function previewTicketRefunds(id: string | null): void {
  $previewedTournament.set(id);
}

/** What refunding the previewed tournament's tickets would do, asked afresh each time it opens. */
export const $ticketRefundsPreview = createFetcherStore(
  keyOf(calls.refundTournamentTicketsPreview, { params: { id: $previewedTournament } }),
  {
    fetcher: (_, id) => call(calls.refundTournamentTicketsPreview, { params: { id: String(id) } }),
    dedupeTime: 0,
    onErrorRetry: false,
  },
);

/** The CSV of the payments matching the filters, saved by the browser under the server's file name. */
export async function downloadPaymentsCsv(filters: Record<string, string>): Promise<void> {
  const response = await send(calls.staffPaymentsExport, { query: filters });
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "payments.csv";
  saveFile(blob, name);
}
