/** Tournaments (/u/tournaments): Next Tour, Tours Won and the tournaments a member can buy a ticket for. */
import { useStore } from "@nanostores/react";
import { useMemo, useState } from "react";
import type { Tournament } from "@/shared/api/contract";
import { formatDateNG } from "@/shared/domain/dates";
import { formatNaira } from "@/shared/domain/format";
import { MEMBER_TICKET_DISCOUNT_PERCENT, ticketPrice } from "@/shared/domain/pricing";
import { isPaid } from "@/shared/domain/subscription";
import { formatTicketPrice } from "@/shared/domain/ticket-price";
import {
  canBuyTicket,
  inMemberEarlySales,
  salesOpenFor,
  type TicketSales,
} from "@/shared/domain/ticket-sales";
import { $matchSummary, EMPTY_MATCH_SUMMARY } from "@/stores/matches";
import { $tournaments, tournamentPaidStore } from "@/stores/tournaments";
import { Dialog } from "@/ui/Dialog";
import { Loading } from "@/ui/Loading";
import { ScreenHeader } from "@/ui/ScreenHeader";
import { useMemberPlans } from "../billing/member-plans";
import { confirmPayButton, ticketButton } from "../payments/button-states";
import { usePayment } from "../payments/use-payment";
import { EventPicker, SPECTATOR } from "./EventPicker";
import { nextTourName, upcomingTournaments } from "./tournament-list";
import "./tournaments.css";

/** The listed price, and for a paid member their 5% lower price; Free for a free tournament. */
function TicketPrice({ listed, price }: { listed: number; price: number }) {
  if (listed === 0) return <p className="dash-tour__price">Free</p>;
  if (price === listed) return <p className="dash-tour__price">{formatNaira(listed)}</p>;
  return (
    <p className="dash-tour__price">
      <s className="dash-tour__listed">
        <span className="visually-hidden">Listed price </span>
        {formatNaira(listed)}
      </s>{" "}
      {formatNaira(price)}{" "}
      <span className="dash-tour__perk">Member price, {MEMBER_TICKET_DISCOUNT_PERCENT}% off</span>
    </p>
  );
}

function salesOf(tournament: Tournament): TicketSales {
  return {
    salesOpenAt: tournament.salesOpenAt ? new Date(tournament.salesOpenAt) : null,
    memberEarlyDays: tournament.memberEarlyDays ?? 0,
  };
}

/** When sales open later, or paid members are buying ahead of everyone: one line saying so. */
function SalesNote({ sales, paidMember, now }: { sales: TicketSales; paidMember: boolean; now: Date }) {
  const everyone = salesOpenFor(sales, false);
  if (!everyone) return null;
  const opens = formatDateNG(everyone.toISOString());
  if (!canBuyTicket(sales, paidMember, now)) {
    const own = formatDateNG(salesOpenFor(sales, paidMember)?.toISOString());
    const early =
      !paidMember && sales.memberEarlyDays > 0
        ? ` Paid members from ${formatDateNG(salesOpenFor(sales, true)?.toISOString())}.`
        : "";
    return (
      <p className="dash-tour__sales">
        On sale from {own}.{early}
      </p>
    );
  }
  if (paidMember && inMemberEarlySales(sales, now))
    return (
      <p className="dash-tour__sales">Early access for paid members: on sale to everyone from {opens}.</p>
    );
  return null;
}

function TournamentCard({
  tournament,
  price,
  paidMember,
  processing,
  onBuy,
}: {
  tournament: Tournament;
  /** What this member pays. */
  price: number;
  paidMember: boolean;
  processing: boolean;
  onBuy: () => void;
}) {
  const { data: alreadyPaid = false } = useStore(tournamentPaidStore(tournament._id));
  const now = new Date();
  const sales = salesOf(tournament);
  const onSale = canBuyTicket(sales, paidMember, now);
  const bought = ticketButton({ alreadyPaid, processing });
  const button = !alreadyPaid && !onSale ? { label: "Not on sale yet", disabled: true } : bought;
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
      <TicketPrice listed={tournament.price} price={price} />
      <SalesNote sales={sales} paidMember={paidMember} now={now} />
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
  const [eventId, setEventId] = useState<string | null>(null);
  const [partner, setPartner] = useState<string | null>(null);
  const payment = usePayment();
  const payButton = confirmPayButton(payment.processing !== null, selected?.price === 0);
  const paidMember = isPaid(useMemberPlans().membership);
  const priceOf = (tournament: Tournament) => ticketPrice(tournament.price, paidMember);

  function closeDialog() {
    setSelected(null);
    setEventId(null);
    setPartner(null);
    payment.clearError();
  }

  function payForSelected() {
    if (!selected) return;
    const { _id, name } = selected;
    void payment.pay(
      {
        type: "Ticket",
        key: _id,
        ...(eventId === SPECTATOR
          ? { spectator: true as const }
          : eventId
            ? { event: eventId, ...(partner?.trim() ? { partner: partner.trim() } : {}) }
            : {}),
        plan: name,
        price: priceOf(selected),
        duration: "",
      },
      false,
    );
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
              price={priceOf(tournament)}
              paidMember={paidMember}
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
              <dd>{formatTicketPrice(selected.price)}</dd>
              {priceOf(selected) !== selected.price && (
                <>
                  <dt>Member discount</dt>
                  <dd>
                    -{formatNaira(selected.price - priceOf(selected))} ({MEMBER_TICKET_DISCOUNT_PERCENT}% off
                    for paid members)
                  </dd>
                  <dt>You pay</dt>
                  <dd>{formatNaira(priceOf(selected))}</dd>
                </>
              )}
            </dl>
            <EventPicker
              tourId={selected._id}
              paidMember={paidMember}
              spectatorPrice={selected.price}
              chosen={eventId}
              onChoose={setEventId}
              partner={partner}
              onPartner={setPartner}
            />
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
                disabled={payButton.disabled || eventId === null || partner?.trim() === ""}
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
