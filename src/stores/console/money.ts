/**
 * The console's money screens: recording cash and bank deposits (with the upcoming tournaments a
 * ticket may be for), the monthly report of the month in the address, and the files staff download.
 */
import { computed } from "nanostores";
import { type BodyOf, call, keyOf, keysOf, send } from "@/lib/api/call";
import { saveFile } from "@/lib/save-file";
import * as calls from "@/shared/api/all-calls";
import { clubLocal } from "@/shared/domain/club-time";
import { PAYMENT_READS } from "../console-payments";
import { $consoleRouter } from "../console-router";
import { createFetcherStore, createMutatorStore } from "../fetcher";
import { $token } from "../session";
import { TOURNAMENT_READS } from "./common";

const settings = { dedupeTime: 10_000, onErrorRetry: false as const };

/** The tournaments a ticket paid by hand may be for, read while the form is open. */
const onHandPayment = computed($consoleRouter, (page) => (page?.route === "handPayment" ? "open" : null));
export const $handPaymentTournaments = createFetcherStore(
  keyOf(calls.staffTournaments, { query: "pageSize=100&when=upcoming", scope: [onHandPayment, $token] }),
  {
    fetcher: async () =>
      (await call(calls.staffTournaments, { query: { pageSize: 100, when: "upcoming" } })).items,
    ...settings,
  },
);

type HandPaymentInput = BodyOf<typeof calls.recordHandPayment>;
type HandPaymentAnswer = Awaited<ReturnType<typeof call<typeof calls.recordHandPayment>>>;

export const $recordHandPayment = createMutatorStore<HandPaymentInput, HandPaymentAnswer>(
  async ({ data, revalidate }) => {
    const answer = await call(calls.recordHandPayment, { body: data });
    // The payment is in the lists and totals now, and a ticket takes a seat.
    revalidate(keysOf(...PAYMENT_READS, calls.monthlyReport, ...TOURNAMENT_READS));
    return answer;
  },
  { throttleCalls: true },
);

/** This Lagos month as YYYY-MM. */
export function thisMonth(now = new Date()): string {
  return clubLocal(now).date.slice(0, 7);
}

/** The report's month comes from the address (`?month=YYYY-MM`), this month when it has none. */
const reportMonth = computed($consoleRouter, (page) =>
  page?.route === "monthlyReport"
    ? ((page.search as Record<string, string | undefined>).month ?? thisMonth())
    : null,
);
export const $monthlyReport = createFetcherStore(
  keyOf(calls.monthlyReport, { query: ["month=", reportMonth], scope: $token }),
  {
    fetcher: (_, month) => call(calls.monthlyReport, { query: { month: String(month) } }),
    ...settings,
  },
);

async function download(response: Response, fallback: string): Promise<void> {
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallback;
  saveFile(blob, name);
}

/** The monthly report as CSV, saved under the server's file name. */
export async function downloadMonthlyReportCsv(month: string): Promise<void> {
  await download(await send(calls.monthlyReportCsv, { query: { month } }), `monthly-report-${month}.csv`);
}

/** The payments matching the filters, with their refunds, as an XLSX workbook. */
export async function downloadPaymentsWorkbook(filters: Record<string, string>): Promise<void> {
  await download(await send(calls.staffPaymentsWorkbook, { query: filters }), "payments.xlsx");
}
