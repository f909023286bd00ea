/**
 * Tournaments: upcoming (soonest first), past (latest first) or all, with tickets sold, searched
 * and paged on the server; edit, create, and cancel after a question that names the tickets sold.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Dialog } from "@/dashboard/ui/Dialog";
import { Loading } from "@/dashboard/ui/Loading";
import { errorMessage } from "@/lib/api/client";
import type { StaffTournament } from "@/shared/api/console-contract";
import { formatNaira } from "@/shared/domain/format";
import { $cancelTournament, $consoleMe, $tournamentList, runWrite } from "@/stores/console";
import { consoleHref } from "@/stores/console-router";
import { DEFAULT_TICKET_REFUND_REASON, RefundTicketsDialog, refundTickets } from "../payments/RefundTickets";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";
import { Pager, SearchForm } from "../ui/ListControls";
import { Notice } from "../ui/Notice";
import { cancelQuestion, soldText, statusText } from "./tournament-texts";

const PATH = "/staff/tournaments";
const VIEWS = [
  { when: "upcoming", label: "Upcoming" },
  { when: "past", label: "Past" },
  { when: "all", label: "All" },
] as const;

export function TournamentList({ search }: { search: Record<string, string | undefined> }) {
  const { data, error, loading } = useStore($tournamentList);
  const when = search.when ?? "upcoming";
  const [cancelling, setCancelling] = useState<StaffTournament | null>(null);
  const [refunding, setRefunding] = useState<StaffTournament | null>(null);
  const admin = useStore($consoleMe).data?.user.consoleRole === "admin";

  return (
    <section>
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
      <nav className="console-tabs" aria-label="Which tournaments">
        {VIEWS.map((view) => (
          <a
            key={view.when}
            className="console-tabs__tab"
            href={consoleHref(PATH, {
              ...search,
              when: view.when === "upcoming" ? undefined : view.when,
              page: undefined,
            })}
            aria-current={view.when === when ? "page" : undefined}
          >
            {view.label}
          </a>
        ))}
      </nav>
      <SearchForm path={PATH} params={search} label="Search by name or location" />
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Loading label="Loading tournaments..." />
      ) : data.items.length === 0 ? (
        <div className="dash-empty">
          <p>{search.q ? `No tournaments match “${search.q}”.` : "No tournaments here yet."}</p>
        </div>
      ) : (
        <div className="console-table-wrap" aria-busy={loading}>
          <table className="console-table">
            <caption className="visually-hidden">Tournaments</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Starts</th>
                <th scope="col">Location</th>
                <th scope="col">Price</th>
                <th scope="col">Tickets sold</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((t) => (
                <tr key={t._id}>
                  <th scope="row" data-label="Name">
                    {t.name}
                    <span className="console-table__sub">{t.category === "juniors" ? "Juniors" : "ATP"}</span>
                  </th>
                  <td data-label="Starts">{lagosTime(t.startsAt)}</td>
                  <td data-label="Location">{t.location}</td>
                  <td data-label="Price">{formatNaira(t.price)}</td>
                  <td data-label="Tickets sold" className="console-tournament-sold">
                    {soldText(t)}
                  </td>
                  <td data-label="Status">
                    <span
                      className={`console-badge is-${t.cancelled ? "failed" : t.soldOut ? "busy" : "ok"}`}
                    >
                      {statusText(t)}
                    </span>
                  </td>
                  <td className="console-table__actions">
                    {t.cancelled && admin && t.ticketsSold > 0 && (
                      <button type="button" className="btn btn-outline" onClick={() => setRefunding(t)}>
                        Refund tickets<span className="visually-hidden"> of {t.name}</span>
                      </button>
                    )}
                    {!t.cancelled && (
                      <>
                        <a className="btn btn-outline" href={`/staff/tournaments/${t._id}`}>
                          Edit<span className="visually-hidden"> {t.name}</span>
                        </a>
                        <button type="button" className="btn btn-outline" onClick={() => setCancelling(t)}>
                          Cancel<span className="visually-hidden"> {t.name}</span>
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
  const { loading } = useStore($cancelTournament);
  const [message, setMessage] = useState<string | null>(null);
  const [refund, setRefund] = useState(true);
  const offerRefund = admin && (tournament?.ticketsSold ?? 0) > 0;

  const close = () => {
    setMessage(null);
    onClose();
  };

  async function cancel() {
    if (!tournament) return;
    try {
      await runWrite($cancelTournament, {
        id: tournament._id,
        version: tournament.version,
        confirm: tournament.ticketsSold > 0,
      });
      if (offerRefund && refund) await refundTickets(tournament._id, DEFAULT_TICKET_REFUND_REASON);
      close();
    } catch (failure) {
      setMessage(errorMessage(failure));
    }
  }

  return (
    <Dialog
      open={tournament !== null}
      title={tournament ? `Cancel ${tournament.name}?` : "Cancel tournament"}
      onClose={close}
      dismissible={!loading}
      closeLabel="Keep it"
    >
      {tournament && (
        <>
          <p>{cancelQuestion(tournament)}</p>
          {offerRefund && (
            <label className="console-choice">
              <input type="checkbox" checked={refund} onChange={(e) => setRefund(e.target.checked)} /> Also
              refund every ticket in full (each holder is told)
            </label>
          )}
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
      )}
    </Dialog>
  );
}
