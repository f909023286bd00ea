/**
 * Newsletter subscribers: confirmed, pending and unsubscribed with their dates, paged on the
 * server; the confirmed ones download as a CSV for the club's mailing tool.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Loading } from "@/dashboard/ui/Loading";
import { errorMessage } from "@/lib/api/client";
import { newsletterCsv } from "@/lib/api/console-calls";
import { $subscribers } from "@/stores/console";
import { consoleHref } from "@/stores/console-router";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";
import { Pager, SearchForm } from "../ui/ListControls";

const PATH = "/staff/newsletter";
const VIEWS = [
  { status: undefined, label: "All" },
  { status: "confirmed", label: "Confirmed" },
  { status: "pending", label: "Pending" },
  { status: "unsubscribed", label: "Unsubscribed" },
] as const;
const STATUS_LABELS = { confirmed: "Confirmed", pending: "Pending", unsubscribed: "Unsubscribed" };

export function Newsletter({ search }: { search: Record<string, string | undefined> }) {
  const { data, error, loading } = useStore($subscribers);
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setExporting(true);
    setFailure(null);
    try {
      const file = await newsletterCsv();
      const url = URL.createObjectURL(file);
      const link = document.createElement("a");
      link.href = url;
      link.download = `newsletter-confirmed-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section>
      <ConsoleHeader
        title="Newsletter"
        lead="Only confirmed subscribers receive the newsletter."
        actions={
          <button type="button" className="btn btn-primary" onClick={download} disabled={exporting}>
            {exporting ? "Preparing..." : "Export confirmed (CSV)"}
          </button>
        }
      />
      {failure && (
        <p className="dash-alert" role="alert">
          {failure}
        </p>
      )}
      <nav className="console-tabs" aria-label="Which subscribers">
        {VIEWS.map((view) => (
          <a
            key={view.label}
            className="console-tabs__tab"
            href={consoleHref(PATH, { q: search.q, status: view.status })}
            aria-current={view.status === search.status ? "page" : undefined}
          >
            {view.label}
          </a>
        ))}
      </nav>
      <SearchForm path={PATH} params={search} label="Search by email" />
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Loading label="Loading subscribers..." />
      ) : data.items.length === 0 ? (
        <div className="dash-empty">
          <p>No subscribers here.</p>
        </div>
      ) : (
        <div className="console-table-wrap" aria-busy={loading}>
          <table className="console-table">
            <caption className="visually-hidden">Newsletter subscribers</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
                <th scope="col">Signed up</th>
                <th scope="col">Confirmed</th>
                <th scope="col">Unsubscribed</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((s) => (
                <tr key={s._id}>
                  <th scope="row" data-label="Email">
                    {s.email}
                  </th>
                  <td data-label="Status">{STATUS_LABELS[s.status]}</td>
                  <td data-label="Signed up">{lagosTime(s.requestedAt)}</td>
                  <td data-label="Confirmed">{s.confirmedAt ? lagosTime(s.confirmedAt) : "—"}</td>
                  <td data-label="Unsubscribed">{s.unsubscribedAt ? lagosTime(s.unsubscribedAt) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
    </section>
  );
}
