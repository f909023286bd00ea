/**
 * Reconciliation (staff): the provider's settlements of the last 30 days, each with the gross it
 * processed, its fees and the net it paid out beside the club's own figures, and every difference
 * flagged; then the club's payments of settled days that no settlement carries.
 */
import { useStore } from "@nanostores/react";
import { errorMessage } from "@/lib/api/client";
import type { ReconciledSettlement } from "@/shared/api/console-contract";
import { formatNaira } from "@/shared/domain/format";
import { flagText } from "@/shared/domain/reconciliation";
import { $reconciliation } from "@/stores/console-payments";
import { Loading } from "@/ui/Loading";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";
import { ListTable } from "../ui/ListScreen";

const naira = (kobo: number) => formatNaira(kobo / 100);

function SettlementCard({ settlement }: { settlement: ReconciledSettlement }) {
  const titleId = `settlement-${settlement.id}`;
  const rows = [
    { label: "Gross", provider: settlement.grossKobo, club: settlement.clubGrossKobo },
    { label: "Fees", provider: settlement.feesKobo, club: settlement.clubFeesKobo },
    { label: "Net", provider: settlement.netKobo, club: settlement.clubNetKobo },
  ];
  return (
    <article className="console-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="console-card__title">
        Settlement {settlement.id}, paid out {lagosTime(settlement.settledAt)}
      </h3>
      <p>
        {settlement.payments} {settlement.payments === 1 ? "payment" : "payments"}.{" "}
        {settlement.flags.length === 0
          ? "Matches the club's payments."
          : `${settlement.flags.length} ${settlement.flags.length === 1 ? "difference" : "differences"} to look at.`}
      </p>
      <ListTable
        rows={rows}
        error={undefined}
        caption={`Settlement ${settlement.id}: the provider's figures and the club's`}
        loadingLabel="Loading settlement..."
        empty="No figures."
        rowKey={(row) => row.label}
        columns={[
          { label: "Figure", cell: (row) => row.label },
          { label: "Provider", cell: (row) => naira(row.provider) },
          { label: "Club", cell: (row) => naira(row.club) },
        ]}
      />
      {settlement.flags.length > 0 && (
        <ul aria-label={`Differences in settlement ${settlement.id}`}>
          {settlement.flags.map((flag) => (
            <li key={flagText(flag)}>{flagText(flag)}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

export function Reconciliation() {
  const { data, error } = useStore($reconciliation);
  return (
    <section>
      <ConsoleHeader
        title="Reconciliation"
        lead="The provider's settlements of the last 30 days, net of its fees, beside the club's payments, with every difference flagged."
      />
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Loading label="Loading settlements..." />
      ) : (
        <>
          <h2>Settlements</h2>
          {data.settlements.length === 0 ? (
            <p>The provider has paid out no settlement in the last 30 days.</p>
          ) : (
            data.settlements.map((settlement) => (
              <SettlementCard key={settlement.id} settlement={settlement} />
            ))
          )}
          <h2>Paid here, not settled</h2>
          {data.unsettled.length === 0 ? (
            <p>Every payment of a settled day is in a settlement.</p>
          ) : (
            <ul aria-label="Payments of settled days in no settlement">
              {data.unsettled.map((flag) => (
                <li key={flagText(flag)}>{flagText(flag)}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
