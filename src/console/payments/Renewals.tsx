/**
 * Auto-renewals (staff): memberships with auto-renew on that end in the next 14 days, a page at a
 * time, whether the saved card will be charged (the renewal job's own rule), and how the last run of
 * the renewal job went.
 */
import { useStore } from "@nanostores/react";
import { errorMessage } from "@/lib/api/client";
import type { RenewalsResponse } from "@/shared/api/console-contract";
import { formatNaira } from "@/shared/domain/format";
import { channelLabel } from "@/shared/domain/payment-channels";
import { $renewals } from "@/stores/console-payments";
import { Loading } from "@/ui/Loading";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, Pager } from "../ui/ListScreen";

const PATH = "/staff/renewals";

/** What the renewal job will do with this membership when it ends. */
function renewalText(
  r: Pick<RenewalsResponse["items"][number], "hasCard" | "renewsOnCard" | "lastChannel">,
): string {
  if (r.renewsOnCard) return "Charged to the saved card";
  if (!r.hasCard) return "Lapses: no saved card";
  return `Lapses: last paid by ${channelLabel(r.lastChannel).toLowerCase()}, asked to renew by hand`;
}

export function Renewals({ search }: { search: Record<string, string | undefined> }) {
  const { data, error } = useStore($renewals);
  return (
    <section>
      <ConsoleHeader
        title="Auto-renewals"
        lead="Memberships with auto-renew on that end in the next 14 days, whether the saved card is charged, and the last renewal run."
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
                lapsed without a charge (no card, or not paying by card), {data.lastRun.unsettled} still being
                settled.
              </p>
            ) : (
              <p>The renewal job has not run yet.</p>
            )}
          </section>
          <h2>Next 14 days</h2>
          <ListTable
            rows={data.items}
            error={undefined}
            caption="Auto-renew memberships ending in the next 14 days"
            loadingLabel="Loading renewals..."
            empty="No membership with auto-renew on ends in the next 14 days."
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
              { label: "Renewal", cell: renewalText },
            ]}
          />
          <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
        </>
      )}
    </section>
  );
}
