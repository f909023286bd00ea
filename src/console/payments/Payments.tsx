/**
 * Payments (staff): totals per kind for a period of the Lagos calendar, then every payment, newest
 * first, filtered by type, status, member and days, a page at a time on the server. Staff export
 * the filtered list as CSV or XLSX for the club's accounts (audited).
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";
import { isOpenDispute } from "@/shared/domain/disputes";
import { formatNaira } from "@/shared/domain/format";
import { TRANSACTION_KINDS, TRANSACTION_STATUSES } from "@/shared/domain/lists";
import { downloadPaymentsWorkbook } from "@/stores/console/money";
import { $paymentList, $paymentTotals, downloadPaymentsCsv } from "@/stores/console-payments";
import { consoleHref, openConsolePath } from "@/stores/console-router";
import { lagosTime } from "../publishing";
import { ConsoleField } from "../ui/ConsoleField";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, Pager } from "../ui/ListScreen";
import { DisputedBadge, PaymentDetailsLink } from "./PaymentLinks";
import { KIND_NAMES, paymentTone, paymentWitness, STATUS_NAMES } from "./payment-texts";

const PATH = "/staff/payments";
const FILTERS = ["type", "status", "member", "from", "to"] as const;
type Search = Record<string, string | undefined>;

const PERIODS = [
  { value: "this-month", label: "This month" },
  { value: "last-month", label: "Last month" },
  { value: "range", label: "Chosen days" },
] as const;

function Totals({ search }: { search: Search }) {
  const { data, error } = useStore($paymentTotals);
  const [period, setPeriod] = useState(search.period ?? "this-month");
  const [from, setFrom] = useState(search.totalsFrom ?? "");
  const [to, setTo] = useState(search.totalsTo ?? "");
  return (
    <section className="console-section" aria-labelledby="totals-title">
      <h2 id="totals-title">Totals</h2>
      <form
        className="console-filters"
        aria-label="Period of the totals"
        onSubmit={(event) => {
          event.preventDefault();
          const range = period === "range";
          openConsolePath(
            consoleHref(PATH, {
              ...search,
              period,
              totalsFrom: range ? from : undefined,
              totalsTo: range ? to : undefined,
            }),
          );
        }}
      >
        <ConsoleField id="totals-period" label="Period">
          <select id="totals-period" value={period} onChange={(e) => setPeriod(e.target.value)}>
            {PERIODS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </ConsoleField>
        {period === "range" && (
          <>
            <ConsoleField id="totals-from" label="First day">
              <input
                id="totals-from"
                type="date"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                required
              />
            </ConsoleField>
            <ConsoleField id="totals-to" label="Last day">
              <input id="totals-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} required />
            </ConsoleField>
          </>
        )}
        <button type="submit" className="btn btn-outline">
          Show totals
        </button>
      </form>
      <ListTable
        rows={data && [...data.totals, { ...data.all, type: "all" as const }]}
        error={error}
        caption="Totals per kind of payment, in naira"
        loadingLabel="Adding up..."
        empty="Nothing was paid in this period."
        rowKey={(t) => t.type}
        columns={[
          { label: "Kind", cell: (t) => (t.type === "all" ? "All" : KIND_NAMES[t.type]) },
          { label: "Payments", cell: (t) => t.count },
          { label: "Paid", cell: (t) => formatNaira(t.paid) },
          { label: "Refunded", cell: (t) => formatNaira(t.refunded) },
          {
            label: "Net",
            cell: (t) => (t.type === "all" ? <strong>{formatNaira(t.net)}</strong> : formatNaira(t.net)),
          },
        ]}
      />
    </section>
  );
}

export function Payments({ search }: { search: Search }) {
  const { data, error, loading } = useStore($paymentList);
  const [filters, setFilters] = useState(() =>
    Object.fromEntries(FILTERS.map((name) => [name, search[name] ?? ""])),
  );
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const set = (name: (typeof FILTERS)[number]) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [name]: event.target.value }));
  const applied = Object.fromEntries(FILTERS.filter((n) => search[n]).map((n) => [n, search[n] as string]));

  async function exportFile(format: "csv" | "xlsx") {
    setExporting(true);
    setExportError(null);
    try {
      await (format === "csv" ? downloadPaymentsCsv(applied) : downloadPaymentsWorkbook(applied));
    } catch (failure) {
      setExportError(errorMessage(failure));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section>
      <ConsoleHeader
        title="Payments"
        lead="Every payment with the provider's reference, refunds and disputes. Amounts in naira, days in Lagos time."
        actions={
          <>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => exportFile("csv")}
              disabled={exporting}
            >
              {exporting ? "Exporting..." : "Export CSV"}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => exportFile("xlsx")}
              disabled={exporting}
            >
              {exporting ? "Exporting..." : "Export XLSX"}
            </button>
          </>
        }
      />
      {exportError && (
        <p className="dash-alert" role="alert">
          {exportError}
        </p>
      )}
      <Totals search={search} />
      <h2>All payments</h2>
      <form
        className="console-filters"
        aria-label="Filter payments"
        onSubmit={(event) => {
          event.preventDefault();
          const kept = { period: search.period, totalsFrom: search.totalsFrom, totalsTo: search.totalsTo };
          openConsolePath(consoleHref(PATH, { ...kept, ...filters }));
        }}
      >
        <ConsoleField id="payments-type" label="Kind">
          <select id="payments-type" value={filters.type} onChange={set("type")}>
            <option value="">All kinds</option>
            {TRANSACTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_NAMES[kind]}
              </option>
            ))}
          </select>
        </ConsoleField>
        <ConsoleField id="payments-status" label="Status">
          <select id="payments-status" value={filters.status} onChange={set("status")}>
            <option value="">Any status</option>
            {TRANSACTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_NAMES[status]}
              </option>
            ))}
          </select>
        </ConsoleField>
        <ConsoleField id="payments-member" label="Member (name or email)">
          <input
            id="payments-member"
            type="search"
            value={filters.member}
            onChange={set("member")}
            maxLength={100}
          />
        </ConsoleField>
        <ConsoleField id="payments-from" label="From (Lagos date)">
          <input id="payments-from" type="date" value={filters.from} onChange={set("from")} />
        </ConsoleField>
        <ConsoleField id="payments-to" label="To (Lagos date)">
          <input id="payments-to" type="date" value={filters.to} onChange={set("to")} />
        </ConsoleField>
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
      </form>
      <ListTable
        rows={data?.items}
        error={error}
        loading={loading}
        caption="Payments, newest first"
        loadingLabel="Loading payments..."
        empty="No payments match these filters."
        rowKey={(p) => p._id}
        columns={[
          {
            label: "Payment",
            cell: (p) => (
              <>
                {p.description}
                <span className="console-table__sub">
                  {KIND_NAMES[p.type]} · {lagosTime(p.createdAt)}
                </span>
              </>
            ),
          },
          { label: "Member", cell: (p) => (p.member ? p.member.fullName : "Deleted account") },
          {
            label: "Amount",
            cell: (p) => (
              <>
                {formatNaira(p.amount)}
                {p.refunded > 0 && (
                  <span className="console-table__sub">{formatNaira(p.refunded)} refunded</span>
                )}
              </>
            ),
          },
          {
            label: "Status",
            cell: (p) => (
              <>
                <span className={`console-badge is-${paymentTone(p.status)}`}>{STATUS_NAMES[p.status]}</span>
                {paymentWitness(p) && <span className="console-table__sub">{paymentWitness(p)}</span>}
                {p.disputes.some((d) => isOpenDispute(d.status)) && <DisputedBadge />}
              </>
            ),
          },
          { label: "Reference", cell: (p) => <code>{p.reference}</code> },
        ]}
        actions={(p) => <PaymentDetailsLink payment={p} />}
      />
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
    </section>
  );
}
