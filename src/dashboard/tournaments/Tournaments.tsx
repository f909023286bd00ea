/** Tournaments (/u/tournaments): Next Tour, Tours Won and the tournaments a member can buy a ticket for. */
import { useStore } from "@nanostores/react";
import { useMemo, useState } from "react";
import type { Tournament } from "@/shared/api/contract";
import { formatDateNG } from "@/shared/domain/dates";
import { formatNaira } from "@/shared/domain/format";
import { $matchSummary, EMPTY_MATCH_SUMMARY } from "@/stores/matches";
import { $tournaments, tournamentPaidStore } from "@/stores/tournaments";
import { confirmPayButton, ticketButton } from "../payments/button-states";
import { usePayment } from "../payments/use-payment";
import { Dialog } from "../ui/Dialog";
import { Loading } from "../ui/Loading";
import { ScreenHeader } from "../ui/ScreenHeader";
import { nextTourName, upcomingTournaments } from "./tournament-list";
import "./tournaments.css";

function TournamentCard({
  tournament,
  processing,
  onBuy,
}: {
  tournament: Tournament;
  processing: boolean;
  onBuy: () => void;
}) {
  const { data: alreadyPaid = false } = useStore(tournamentPaidStore(tournament._id));
  const button = ticketButton({ alreadyPaid, processing });
  return (
    <li className="dash-card dash-tour">
      <img
        className="dash-tour__image"
        src={tournament.tournamentImgURL}
        alt=""
        width="400"
        height="225"
        loading="lazy"
      />
      <h2 className="dash-tour__name">{tournament.name}</h2>
      <p className="dash-tour__meta">
        <time dateTime={tournament.date}>{formatDateNG(tournament.date)}</time> · {tournament.location}
      </p>
      <p className="dash-tour__price">{formatNaira(tournament.price)}</p>
      <button type="button" className="btn btn-primary" disabled={button.disabled} onClick={onBuy}>
        {button.label}
      </button>
    </li>
  );
}

export function Tournaments() {
  const { data: tours, loading } = useStore($tournaments);
  const { data: summary = EMPTY_MATCH_SUMMARY } = useStore($matchSummary);
  const upcoming = useMemo(() => upcomingTournaments(tours ?? [], new Date()), [tours]);
  const [selected, setSelected] = useState<Tournament | null>(null);
  const payment = usePayment();
  const payButton = confirmPayButton(payment.processing !== null);

  function closeDialog() {
    setSelected(null);
    payment.clearError();
  }

  function payForSelected() {
    if (!selected) return;
    const { _id, name, price } = selected;
    void payment.pay({ type: "Ticket", key: _id, plan: name, price, duration: "" }, false);
  }

  return (
    <>
      <ScreenHeader title="Tournaments">Buy a ticket and play with the community.</ScreenHeader>
      <div className="dash-tour-stats">
        <section className="dash-card">
          <h2 className="dash-card__label">Next Tour</h2>
          <p className="dash-card__figure">{nextTourName(upcoming)}</p>
        </section>
        <section className="dash-card">
          <h2 className="dash-card__label">Tours Won</h2>
          <p className="dash-card__figure">{summary.matchesWon}</p>
        </section>
      </div>

      {loading && !tours ? (
        <Loading label="Loading tournaments..." />
      ) : upcoming.length === 0 ? (
        <section className="dash-empty">
          <h2>The ATP Tours</h2>
          <p>Tournaments you can join would be showed here</p>
        </section>
      ) : (
        <ul className="dash-tour-grid">
          {upcoming.map((tournament) => (
            <TournamentCard
              key={tournament._id}
              tournament={tournament}
              processing={payment.processing?.type === "Ticket" && payment.processing.key === tournament._id}
              onBuy={() => setSelected(tournament)}
            />
          ))}
        </ul>
      )}

      <Dialog
        open={selected !== null}
        title="Buy Ticket"
        onClose={closeDialog}
        dismissible={payment.processing === null}
      >
        {selected && (
          <>
            <p>You are about to pay for the selected tournament</p>
            <dl className="dash-tour__summary">
              <dt>Tournament</dt>
              <dd>{selected.name}</dd>
              <dt>Date</dt>
              <dd>{formatDateNG(selected.date)}</dd>
              <dt>Price</dt>
              <dd>{formatNaira(selected.price)}</dd>
            </dl>
            {payment.error && (
              <p className="dash-alert" role="alert">
                {payment.error}
              </p>
            )}
            <div className="dash-dialog__actions">
              <button
                type="button"
                className="btn btn-outline"
                onClick={closeDialog}
                disabled={payment.processing !== null}
              >
                Cancel
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={payButton.disabled}
                onClick={payForSelected}
              >
                {payButton.label}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
