/** Auto-renewals (staff): who renews in the next 14 days, and how the last run of the renewal job went. */
import { useStore } from "@nanostores/react";
import { Loading } from "@/dashboard/ui/Loading";
import { errorMessage } from "@/lib/api/client";
import { formatNaira } from "@/shared/domain/format";
import { $renewals } from "@/stores/console-payments";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";
import { ListTable } from "../ui/ListScreen";

export function Renewals() {
  const { data, error } = useStore($renewals);
  return (
    <section>
      <ConsoleHeader
        title="Auto-renewals"
        lead="Memberships the saved card renews in the next 14 days, and the last renewal run."
      />
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Loading label="Loading renewals..." />
      ) : (
        <>
          <section aria-labelledby="last-run-title">
            <h2 id="last-run-title">Last run</h2>
            {data.lastRun ? (
              <p>
                Started {lagosTime(data.lastRun.startedAt)}
                {data.lastRun.finishedAt ? "" : " and did not finish (it is retried on the next run)"}:{" "}
                {data.lastRun.renewed} renewed, {data.lastRun.failed} card declined, {data.lastRun.lapsed}{" "}
                without a card, {data.lastRun.unsettled} still being settled.
              </p>
            ) : (
              <p>The renewal job has not run yet.</p>
            )}
          </section>
          <h2>Next 14 days</h2>
          <ListTable
            rows={data.upcoming}
            error={undefined}
            caption="Renewals in the next 14 days"
            loadingLabel="Loading renewals..."
            empty="Nobody renews in the next 14 days."
            rowKey={(r) => r.member._id}
            columns={[
              {
                label: "Member",
                cell: (r) => (
                  <>
                    {r.member.fullName}
                    <span className="console-table__sub">{r.member.email}</span>
                  </>
                ),
              },
              { label: "Plan", cell: (r) => r.plan },
              { label: "Renews", cell: (r) => lagosTime(r.endsAt) },
              { label: "Amount", cell: (r) => formatNaira(r.amount) },
              { label: "Card", cell: (r) => (r.hasCard ? "Saved" : "None: it will lapse") },
            ]}
          />
        </>
      )}
    </section>
  );
}
