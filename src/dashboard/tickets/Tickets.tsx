/** Tickets (/u/tickets): the tickets bought, each viewable as a QR code to show at the tournament. */
import { useStore } from "@nanostores/react";
import { Suspense, useEffect, useState } from "react";
import { keepAppOffline } from "@/lib/offline/keep-app";
import type { Ticket } from "@/shared/api/contract";
import { formatDateNG, formatDateTime24 } from "@/shared/domain/date-display";
import { formatTicketPrice } from "@/shared/domain/ticket-price";
import { icsFileName, tournamentIcs, whatsAppShareUrl } from "@/shared/domain/tournament-calendar";
import { waitingForPartnerText } from "@/shared/domain/tournament-events";
import { $earlierTickets, $tickets, $ticketsBought, showEarlierTickets } from "@/stores/tickets";
import { Dialog } from "@/ui/Dialog";
import { Loading } from "@/ui/Loading";
import { retryableLazy } from "@/ui/retryable-lazy";
import { ScreenHeader } from "@/ui/ScreenHeader";
import { ShownPlayerName } from "../family/PlayerName";
import { PendingPartnerRequests } from "../tournaments/PendingPartnerRequests";
import "./tickets.css";

const TicketQrCode = retryableLazy(() => import("./TicketQrCode"));

const calendarTournament = (ticket: Ticket) => ({
  id: ticket.tournament._id,
  name: ticket.tournament.name,
  startsAt: ticket.tournament.date,
  location: ticket.tournament.location,
});

/** Saves the tournament's .ics file, which the phone offers to add to its calendar. */
function downloadIcs(ticket: Ticket) {
  const file = new Blob([tournamentIcs(calendarTournament(ticket), location.origin, new Date())], {
    type: "text/calendar;charset=utf-8",
  });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(file);
  link.download = icsFileName(ticket.tournament.name);
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

function TicketDialog({ ticket, onClose }: { ticket: Ticket | null; onClose: () => void }) {
  return (
    <Dialog open={ticket !== null} title="Your Ticket" onClose={onClose}>
      {ticket && (
        <div className="dash-ticket">
          <div className="dash-ticket__qr">
            <Suspense fallback={<p className="dash-loading">Loading QR code...</p>}>
              <TicketQrCode
                value={ticket.pass}
                label={`QR code of your ticket for ${ticket.tournament.name}`}
              />
            </Suspense>
          </div>
          <dl className="dash-ticket__details">
            <dt>Player</dt>
            <dd>
              <ShownPlayerName />
            </dd>
            <dt>Token</dt>
            <dd className="dash-ticket__token">{ticket.token}</dd>
            <dt>Name</dt>
            <dd>{ticket.tournament.name}</dd>
            <dt>Date</dt>
            <dd>{formatDateNG(ticket.tournament.date)}</dd>
            <dt>Venue</dt>
            <dd>{ticket.tournament.location}</dd>
            {ticket.checkedInAt && (
              <>
                <dt>Checked in</dt>
                <dd>{formatDateTime24(ticket.checkedInAt)}</dd>
              </>
            )}
          </dl>
          <p className="dash-ticket__note">This would be needed for joining the tournament</p>
          <div className="dash-ticket__actions">
            <button type="button" className="btn btn-secondary" onClick={() => downloadIcs(ticket)}>
              Add to calendar
            </button>
            <a
              className="btn btn-secondary"
              href={whatsAppShareUrl(calendarTournament(ticket), location.origin)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Share to WhatsApp
              <span className="visually-hidden"> (the tournament, not your ticket; opens WhatsApp)</span>
            </a>
          </div>
        </div>
      )}
    </Dialog>
  );
}

export function Tickets() {
  const { data: newest, loading } = useStore($tickets);
  const bought = useStore($ticketsBought);
  const earlier = useStore($earlierTickets);
  const tickets = newest && [...newest, ...earlier.items];
  const more = earlier.more ?? bought?.more ?? false;

  useEffect(() => {
    // The tickets page and its QR code open without network at the gate once opened here.
    void keepAppOffline("/u");
    void import("./TicketQrCode");
  }, []);
  const [viewing, setViewing] = useState<Ticket | null>(null);

  return (
    <>
      <ScreenHeader title="Tickets">Your tickets for the club's tournaments.</ScreenHeader>
      <PendingPartnerRequests />
      {loading && !tickets ? (
        <Loading label="Loading tickets..." />
      ) : !tickets || tickets.length === 0 ? (
        <section className="dash-empty">
          <h2>No tickets yet</h2>
          <p>Tickets you buy for tournaments show up here.</p>
          <a className="btn btn-primary" href="/u/tournaments">
            Buy a ticket
          </a>
        </section>
      ) : (
        <>
          <section className="dash-card dash-tickets__count">
            <h2 className="dash-card__label">Tickets bought</h2>
            <p className="dash-card__figure">{bought?.total ?? tickets.length}</p>
          </section>
          <ul className="dash-tickets">
            {tickets.map((ticket) => (
              <li key={ticket._id} className="dash-card dash-tickets__item">
                <img
                  className="dash-tickets__image"
                  src={ticket.tournament.tournamentImgURL}
                  alt=""
                  width="160"
                  height="90"
                  loading="lazy"
                />
                <div className="dash-tickets__info">
                  <h3 className="dash-tickets__name">{ticket.tournament.name}</h3>
                  <p className="dash-tickets__meta">
                    {formatTicketPrice(ticket.price)} · {ticket.tournament.location} ·{" "}
                    <time dateTime={ticket.tournament.date}>{formatDateNG(ticket.tournament.date)}</time>
                  </p>
                  {ticket.doubles && !ticket.voided && !ticket.withdrawn && (
                    <p className="dash-tickets__partner">
                      {ticket.doubles.confirmed
                        ? `Doubles with ${ticket.doubles.partner}`
                        : waitingForPartnerText(ticket.doubles.partner)}
                    </p>
                  )}
                  {ticket.checkedInAt && (
                    <p className="dash-tickets__checked-in">
                      Checked in at the gate: {formatDateTime24(ticket.checkedInAt)}
                    </p>
                  )}
                </div>
                {ticket.voided ? (
                  <p className="dash-tickets__void">Void: refunded</p>
                ) : ticket.withdrawn ? (
                  <p className="dash-tickets__void">Withdrawn</p>
                ) : (
                  <button type="button" className="btn btn-outline" onClick={() => setViewing(ticket)}>
                    View Ticket<span className="visually-hidden"> for {ticket.tournament.name}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
          {(more || earlier.failed) && (
            <p className="dash-tickets__earlier">
              <button
                type="button"
                className="btn btn-outline"
                disabled={earlier.loading}
                onClick={() => void showEarlierTickets()}
              >
                {earlier.loading ? "Loading earlier tickets..." : "Show earlier tickets"}
              </button>
              {earlier.failed && <span role="alert"> Could not load earlier tickets.</span>}
            </p>
          )}
        </>
      )}
      <TicketDialog ticket={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
