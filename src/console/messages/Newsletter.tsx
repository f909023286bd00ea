/**
 * Newsletter subscribers: confirmed, pending and unsubscribed with their dates, paged on the
 * server; the confirmed ones download as a CSV for the club's mailing tool.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";
import { newsletterCsv } from "@/lib/api/console-calls";
import { $subscribers } from "@/stores/console/messages";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, ListTabs, Pager, SearchForm } from "../ui/ListScreen";

const PATH = "/staff/newsletter";
const VIEWS = [
  { value: "", label: "All" },
  { value: "confirmed", label: "Confirmed" },
  { value: "pending", label: "Pending" },
  { value: "unsubscribed", label: "Unsubscribed" },
];
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
      <ListTabs path={PATH} search={search} param="status" label="Which subscribers" views={VIEWS} />
      <SearchForm path={PATH} params={search} label="Search by email" />
      <ListTable
        rows={data?.items}
        error={error}
        loading={loading}
        caption="Newsletter subscribers"
        loadingLabel="Loading subscribers..."
        empty="No subscribers here."
        rowKey={(s) => s._id}
        columns={[
          { label: "Email", cell: (s) => s.email },
          { label: "Status", cell: (s) => STATUS_LABELS[s.status] },
          { label: "Signed up", cell: (s) => lagosTime(s.requestedAt) },
          { label: "Confirmed", cell: (s) => (s.confirmedAt ? lagosTime(s.confirmedAt) : "—") },
          { label: "Unsubscribed", cell: (s) => (s.unsubscribedAt ? lagosTime(s.unsubscribedAt) : "—") },
        ]}
      />
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
    </section>
  );
}
