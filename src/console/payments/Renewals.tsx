/** Auto-renewals (staff): who renews in the next 14 days, and how the last run of the renewal job went. */
import { useStore } from "@nanostores/react";
import { Loading } from "@/dashboard/ui/Loading";
import { errorMessage } from "@/lib/api/client";
import { formatNaira } from "@/shared/domain/format";
import { $renewals } from "@/stores/console-payments";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";

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
          {data.upcoming.length === 0 ? (
            <div className="dash-empty">
              <p>Nobody renews in the next 14 days.</p>
            </div>
          ) : (
            <div className="console-table-wrap">
              <table className="console-table">
                <caption className="visually-hidden">Renewals in the next 14 days</caption>
                <thead>
                  <tr>
                    <th scope="col">Member</th>
                    <th scope="col">Plan</th>
                    <th scope="col">Renews</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Card</th>
                  </tr>
                </thead>
                <tbody>
                  {data.upcoming.map((r) => (
                    <tr key={r.member._id}>
                      <th scope="row">
                        {r.member.fullName}
                        <span className="console-table__sub">{r.member.email}</span>
                      </th>
                      <td data-label="Plan">{r.plan}</td>
                      <td data-label="Renews">{lagosTime(r.endsAt)}</td>
                      <td data-label="Amount">{formatNaira(r.amount)}</td>
                      <td data-label="Card">{r.hasCard ? "Saved" : "None: it will lapse"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
