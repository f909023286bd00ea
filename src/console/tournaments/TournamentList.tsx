/**
 * Tournaments: upcoming (soonest first), past (latest first) or all, with tickets sold, searched
 * and paged on the server; edit, create, and cancel after a question that names the tickets sold and,
 * for admins refunding them at once, says who will be refunded and told, then what happened.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { StaffTournament } from "@/shared/api/console-contract";
import { formatNaira } from "@/shared/domain/format";
import { TOURNAMENT_CATEGORY_LABELS } from "@/shared/domain/lists";
import { hasRole } from "@/shared/domain/roles";
import { $consoleMe, runWrite } from "@/stores/console/common";
import { $cancelTournament, $tournamentList } from "@/stores/console/tournaments";
import { $refundTournamentTickets, type TicketsAnswer } from "@/stores/console-payments";
import { Dialog } from "@/ui/Dialog";
import {
  DEFAULT_TICKET_REFUND_REASON,
  RefundOutcome,
  RefundPlan,
  RefundTicketsDialog,
  refundTickets,
} from "../payments/RefundTickets";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, ListTabs, Pager, SearchForm } from "../ui/ListScreen";
import { Notice } from "../ui/Notice";
import { useDialogWrite } from "../ui/use-dialog-write";
import { TournamentStatusBadge } from "./TournamentStatusBadge";
import { cancelQuestion, soldText } from "./tournament-texts";

const PATH = "/staff/tournaments";
const VIEWS = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
  { value: "all", label: "All" },
];

export function TournamentList({ search }: { search: Record<string, string | undefined> }) {
  const { data, error, loading } = useStore($tournamentList);
  const [cancelling, setCancelling] = useState<StaffTournament | null>(null);
  const [refunding, setRefunding] = useState<StaffTournament | null>(null);
  const role = useStore($consoleMe).data?.user.consoleRole;
  const admin = role !== undefined && hasRole(role, "admin");

  return (
    <section className="console-tournaments">
      <ConsoleHeader
        title="Tournaments"
        lead="Times are Lagos time. Changes appear on the public site after it rebuilds."
        actions={
          <a className="btn btn-primary" href="/staff/tournaments/new">
            New tournament
          </a>
        }
      />
      <Notice />
      <ListTabs path={PATH} search={search} param="when" label="Which tournaments" views={VIEWS} />
      <SearchForm path={PATH} params={search} label="Search by name or location" />
      <ListTable
        rows={data?.items}
        error={error}
        loading={loading}
        caption="Tournaments"
        loadingLabel="Loading tournaments..."
        empty={search.q ? `No tournaments match “${search.q}”.` : "No tournaments here yet."}
        rowKey={(t) => t._id}
        columns={[
          {
            label: "Name",
            cell: (t) => (
              <>
                {t.name}
                <span className="console-table__sub">{TOURNAMENT_CATEGORY_LABELS[t.category]}</span>
              </>
            ),
          },
          { label: "Starts", cell: (t) => lagosTime(t.startsAt) },
          { label: "Location", cell: (t) => t.location },
          { label: "Price", cell: (t) => formatNaira(t.price) },
          {
            label: "Tickets sold",
            cell: soldText,
            className: "console-tournament-sold",
          },
          {
            label: "Status",
            cell: (t) => <TournamentStatusBadge status={t.status} />,
          },
        ]}
        actions={(t) =>
          t.cancelled ? (
            admin &&
            t.ticketsSold > 0 && (
              <button type="button" className="btn btn-outline" onClick={() => setRefunding(t)}>
                Refund tickets<span className="visually-hidden"> of {t.name}</span>
              </button>
            )
          ) : (
            <>
              <a className="btn btn-outline" href={`/staff/tournaments/${t._id}`}>
                Edit<span className="visually-hidden"> {t.name}</span>
              </a>
              <a className="btn btn-outline" href={`/staff/tournaments/${t._id}/events`}>
                Events<span className="visually-hidden"> of {t.name}</span>
              </a>
              <a className="btn btn-outline" href={`/staff/tournaments/${t._id}/draw`}>
                Draw<span className="visually-hidden"> of {t.name}</span>
              </a>
              <a className="btn btn-outline" href={`/staff/tournaments/${t._id}/order-of-play`}>
                Order of play<span className="visually-hidden"> of {t.name}</span>
              </a>
              {t.status.kind !== "finished" && (
                <button type="button" className="btn btn-outline" onClick={() => setCancelling(t)}>
                  Cancel<span className="visually-hidden"> {t.name}</span>
                </button>
              )}
            </>
          )
        }
      />
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
      <CancelDialog tournament={cancelling} admin={admin} onClose={() => setCancelling(null)} />
      <RefundTicketsDialog tournament={refunding} onClose={() => setRefunding(null)} />
    </section>
  );
}

function CancelDialog({
  tournament,
  admin,
  onClose,
}: {
  tournament: StaffTournament | null;
  admin: boolean;
  onClose: () => void;
}) {
  const cancelling = useStore($cancelTournament).loading;
  const refunding = useStore($refundTournamentTickets).loading;
  const loading = cancelling || refunding;
  const [refund, setRefund] = useState(true);
  const [outcome, setOutcome] = useState<TicketsAnswer | null>(null);
  const offerRefund = admin && (tournament?.ticketsSold ?? 0) > 0;
  const { message, close, run } = useDialogWrite(() => {
    setOutcome(null);
    onClose();
  });

  function cancel() {
    if (!tournament) return;
    const alsoRefund = offerRefund && refund;
    void run(
      async () => {
        await runWrite($cancelTournament, {
          id: tournament._id,
          version: tournament.version,
          confirm: tournament.ticketsSold > 0,
        });
        // The dialog stays open to say what the refunds did.
        if (alsoRefund) setOutcome(await refundTickets(tournament._id, DEFAULT_TICKET_REFUND_REASON));
        else close();
      },
      { stayOpen: true },
    );
  }

  return (
    <Dialog
      open={tournament !== null}
      title={tournament ? `Cancel ${tournament.name}?` : "Cancel tournament"}
      onClose={close}
      dismissible={!loading}
      closeLabel={outcome ? "Close" : "Keep it"}
    >
      {tournament &&
        (outcome ? (
          <>
            <p>{tournament.name} is cancelled.</p>
            <RefundOutcome answer={outcome} />
            <div className="dash-dialog__actions">
              <button type="button" className="btn btn-primary" onClick={close}>
                Done
              </button>
            </div>
          </>
        ) : (
          <>
            <p>{cancelQuestion(tournament, offerRefund)}</p>
            {offerRefund && (
              <label className="console-choice">
                <input type="checkbox" checked={refund} onChange={(e) => setRefund(e.target.checked)} /> Also
                refund every ticket in full (each holder is told)
              </label>
            )}
            {offerRefund &&
              (refund ? (
                <RefundPlan tournamentId={tournament._id} />
              ) : (
                <p className="console-refund-plan">
                  Nobody is refunded or told now; you can refund the tickets later from this list.
                </p>
              ))}
            {message && (
              <p className="dash-alert" role="alert">
                {message}
              </p>
            )}
            <div className="dash-dialog__actions">
              <button type="button" className="btn btn-outline" onClick={close} disabled={loading}>
                Keep the tournament
              </button>
              <button
                type="button"
                className="btn btn-primary console-danger"
                onClick={cancel}
                disabled={loading}
              >
                {loading ? "Cancelling..." : "Cancel the tournament"}
              </button>
            </div>
          </>
        ))}
    </Dialog>
  );
}
