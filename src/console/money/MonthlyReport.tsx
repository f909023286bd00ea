/**
 * The monthly report (staff), for the club's accountant: a Lagos month's income by kind and channel,
 * refunds, the provider's fees and the net, each tournament's tickets, and what is outstanding. On
 * screen, printed (the print styles leave the console's frame out) and as CSV.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { MonthlyReportResponse } from "@/shared/api/console-contract";
import { formatDateNG, keptFormat } from "@/shared/domain/date-display";
import { formatNaira } from "@/shared/domain/format";
import { TRANSACTION_KIND_LABELS } from "@/shared/domain/lists";
import { UNKNOWN_CHANNEL } from "@/shared/domain/monthly-report";
import { channelLabel } from "@/shared/domain/payment-channels";
import { $monthlyReport, downloadMonthlyReportCsv, thisMonth } from "@/stores/console/money";
import { consoleHref, openConsolePath } from "@/stores/console-router";
import { Loading } from "@/ui/Loading";
import { ConsoleHeader } from "../ui/Header";
import { ListTable } from "../ui/ListScreen";

const naira = (kobo: number) => formatNaira(kobo / 100);
const channelName = (channel: string) => (channel === UNKNOWN_CHANNEL ? "Not known" : channelLabel(channel));

const monthAndYear = keptFormat("en-NG", { month: "long", year: "numeric", timeZone: "UTC" });

/** "November 2026" for "2026-11". */
function monthTitle(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return monthAndYear(new Date(Date.UTC(year, m - 1, 1)));
}

export function MonthlyReport({ search }: { search: Record<string, string | undefined> }) {
  const month = search.month ?? thisMonth();
  const { data, error } = useStore($monthlyReport);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function download() {
    setDownloadError(null);
    try {
      await downloadMonthlyReportCsv(month);
    } catch (failure) {
      setDownloadError(errorMessage(failure));
    }
  }

  return (
    <section className="console-report">
      <ConsoleHeader
        title={`Monthly report: ${monthTitle(month)}`}
        lead="Income by kind and channel, refunds, the provider's fees and what the club keeps, each tournament's tickets, and what is still outstanding, on the Lagos calendar."
      />
      <div className="console-toolbar console-report__tools">
        <div className="field console-field">
          <label htmlFor="report-month">Month</label>
          <input
            id="report-month"
            type="month"
            value={month}
            max={thisMonth()}
            onChange={(event) => {
              if (event.target.value)
                openConsolePath(consoleHref("/staff/monthly-report", { month: event.target.value }));
            }}
          />
        </div>
        <button type="button" className="btn btn-outline" onClick={download}>
          Download CSV
        </button>
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          Print
        </button>
      </div>
      {downloadError && (
        <p className="dash-alert" role="alert">
          {downloadError}
        </p>
      )}
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data || data.month !== month ? (
        <Loading label="Loading the report..." />
      ) : (
        <ReportBody report={data} />
      )}
    </section>
  );
}

function ReportBody({ report }: { report: MonthlyReportResponse }) {
  const { totals, outstanding } = report;
  const summary = [
    { label: "Income", kobo: totals.grossKobo },
    { label: "Refunds", kobo: totals.refundsKobo },
    { label: "Provider's fees", kobo: totals.feesKobo },
    { label: "Net (income less refunds and fees)", kobo: totals.netKobo },
  ];
  return (
    <>
      <h2>Summary</h2>
      <dl className="console-report__summary" aria-label="The month's totals">
        {summary.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{naira(line.kobo)}</dd>
          </div>
        ))}
      </dl>

      <h2>Income by kind and channel</h2>
      <ListTable
        rows={report.income}
        error={undefined}
        caption="Income by kind and channel"
        loadingLabel="Loading income..."
        empty="No payments this month."
        rowKey={(l) => `${l.kind}-${l.channel}`}
        columns={[
          { label: "Kind", cell: (l) => TRANSACTION_KIND_LABELS[l.kind] },
          { label: "Channel", cell: (l) => channelName(l.channel) },
          { label: "Payments", cell: (l) => l.count },
          { label: "Income", cell: (l) => naira(l.grossKobo) },
          { label: "Fees", cell: (l) => naira(l.feesKobo) },
        ]}
      />

      <h2>Refunds</h2>
      <ListTable
        rows={report.refunds}
        error={undefined}
        caption="Refunds by kind"
        loadingLabel="Loading refunds..."
        empty="No refunds this month."
        rowKey={(l) => l.kind}
        columns={[
          { label: "Kind", cell: (l) => TRANSACTION_KIND_LABELS[l.kind] },
          { label: "Refunds", cell: (l) => l.count },
          { label: "Amount", cell: (l) => naira(l.amountKobo) },
        ]}
      />

      <h2>Tournaments</h2>
      <ListTable
        rows={report.tournaments}
        error={undefined}
        caption="Tickets per tournament"
        loadingLabel="Loading tournaments..."
        empty="No tickets sold or refunded this month."
        rowKey={(l) => l.tournamentId}
        columns={[
          { label: "Tournament", cell: (l) => l.name },
          { label: "Tickets sold", cell: (l) => l.ticketsSold },
          { label: "Refunded", cell: (l) => l.ticketsRefunded },
          { label: "Income", cell: (l) => naira(l.grossKobo) },
          { label: "Refunds", cell: (l) => naira(l.refundsKobo) },
          { label: "Net", cell: (l) => naira(l.netKobo) },
        ]}
      />

      <h2>Outstanding</h2>
      <h3>Bank transfers awaited</h3>
      <ListTable
        rows={outstanding.pendingTransfers}
        error={undefined}
        caption="Bank transfers the provider has not confirmed"
        loadingLabel="Loading..."
        empty="No bank transfer is awaited."
        rowKey={(p) => p.reference}
        columns={[
          { label: "Reference", cell: (p) => p.reference },
          { label: "Member", cell: (p) => p.member?.fullName ?? "(deleted account)" },
          { label: "Amount", cell: (p) => naira(p.amountKobo) },
          { label: "Started", cell: (p) => formatDateNG(p.createdAt) },
        ]}
      />
      <h3>Failed renewals</h3>
      <ListTable
        rows={outstanding.failedRenewals}
        error={undefined}
        caption="Renewals the saved card did not pay"
        loadingLabel="Loading..."
        empty="No renewal failed this month."
        rowKey={(p) => p.reference}
        columns={[
          { label: "Reference", cell: (p) => p.reference },
          { label: "Member", cell: (p) => p.member?.fullName ?? "(deleted account)" },
          { label: "Amount", cell: (p) => naira(p.amountKobo) },
          { label: "Tried", cell: (p) => formatDateNG(p.createdAt) },
        ]}
      />
      <h3>Lapsed members</h3>
      <ListTable
        rows={outstanding.lapsedMembers}
        error={undefined}
        caption="Memberships that ended this month and were not renewed"
        loadingLabel="Loading..."
        empty="No membership lapsed this month."
        rowKey={(l) => l.member._id}
        columns={[
          { label: "Member", cell: (l) => l.member.fullName },
          { label: "Email", cell: (l) => l.member.email },
          { label: "Plan", cell: (l) => l.plan },
          { label: "Ended", cell: (l) => formatDateNG(l.endedAt) },
        ]}
      />
    </>
  );
}
