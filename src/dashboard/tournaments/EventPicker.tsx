/**
 * In the Buy Ticket dialog: for whom (the account's players) and which event. Each event says why it
 * does not admit the chosen player (the server's own sentence), or that it is full, with its waiting
 * list (docs/decisions/0230-tournament-events.md, 0232-waiting-lists.md).
 */
import { useStore } from "@nanostores/react";
import { useEffect, useId } from "react";
import type { EventChoice } from "@/shared/api/contract";
import { formatNaira } from "@/shared/domain/format";
import { ticketPrice } from "@/shared/domain/pricing";
import { waitingForPartnerText } from "@/shared/domain/tournament-events";
import { $joinWaitlist, eventChoicesStore } from "@/stores/events";
import { $family, choosePlayer } from "@/stores/family";
import { $actingPlayer } from "@/stores/session";
import { Loading } from "@/ui/Loading";

function placesText(event: EventChoice): string {
  if (event.placesLeft === null) return "Places open";
  if (event.placesLeft === 0) return `Full: ${event.waiting} in line`;
  return `${event.placesLeft} of ${event.capacity} places left`;
}

function EventStatus({ event }: { event: EventChoice }) {
  if (event.entry?.partner && !event.entry.partnerConfirmed)
    return <p className="dash-event__note">Entered · {waitingForPartnerText(event.entry.partner)}</p>;
  if (event.entry) return <p className="dash-event__note">Entered</p>;
  if (event.waitlist?.status === "offered")
    return <p className="dash-event__note">A place is offered: pay to take it</p>;
  if (event.waitlist) return <p className="dash-event__note">Number {event.waitlist.position} in line</p>;
  if (event.refusal) return <p className="dash-event__refusal">{event.refusal}</p>;
  if (!event.entriesOpen) return <p className="dash-event__note">Entries closed</p>;
  return null;
}

/**
 * The choice of a spectator's ticket rather than an event: a seat for the account holder
 * (docs/decisions/0240-spectator-tickets.md). Event ids are never this word.
 */
export const SPECTATOR = "spectator";

/** Whether the chosen player can pay to enter the event now. */
export function canEnter(event: EventChoice): boolean {
  if (event.entry || event.refusal || !event.entriesOpen) return false;
  return event.placesLeft !== 0 || event.waitlist?.status === "offered";
}

export function EventPicker({
  tourId,
  paidMember,
  spectatorPrice,
  chosen,
  onChoose,
  partner,
  onPartner,
}: {
  tourId: string;
  paidMember: boolean;
  /** The tournament's listed price, which a spectator pays (less 5% for paid members). */
  spectatorPrice: number;
  chosen: string | null;
  onChoose: (eventId: string | null) => void;
  /** A doubles event's partner as typed (email or username); null while the chosen event is singles. */
  partner: string | null;
  onPartner: (partner: string | null) => void;
}) {
  const id = useId();
  const { data: family } = useStore($family);
  const acting = useStore($actingPlayer);
  const { data, loading } = useStore(eventChoicesStore(tourId));
  const waitlist = useStore($joinWaitlist);
  const players = family?.players ?? [];
  const self = players.find((p) => p.self);
  // A spectator's ticket is the account holder's own seat.
  const forSelf = acting === null || acting === self?._id;
  // A tournament of one event the player may enter: it is the choice.
  const events = data?.events ?? [];
  const only = events.length === 1 && canEnter(events[0]!) ? events[0]!._id : null;
  // A choice the shown player cannot enter is dropped: picked for the player before (the list of
  // the new one still loading), it would let the guardian pay for an entry the child already has.
  const unenterable = events.some((event) => event._id === chosen && !canEnter(event));
  useEffect(() => {
    if (unenterable) onChoose(null);
    else if (only && chosen === null) onChoose(only);
  }, [unenterable, only, chosen, onChoose]);
  // A doubles event asks for the partner; any other forgets one typed before.
  const doubles = events.find((event) => event._id === chosen)?.kind === "doubles";
  useEffect(() => {
    if (doubles && partner === null) onPartner("");
    if (!doubles && partner !== null) onPartner(null);
  }, [doubles, partner, onPartner]);
  return (
    <div className="dash-events">
      {self && players.length > 1 && (
        <p className="dash-events__player">
          <label htmlFor={`${id}-player`}>For whom</label>
          <select
            id={`${id}-player`}
            value={acting ?? self._id}
            onChange={(e) => {
              onChoose(null);
              choosePlayer(e.target.value, self._id);
            }}
          >
            {players.map((player) => (
              <option key={player._id} value={player._id}>
                {player.self ? `${player.fullName} (you)` : player.fullName}
              </option>
            ))}
          </select>
        </p>
      )}
      {loading && !data ? (
        <Loading label="Loading events..." />
      ) : (
        <fieldset className="dash-events__list">
          <legend>Event</legend>
          {(data?.events ?? []).map((event) => (
            <div key={event._id} className="dash-event">
              <input
                type="radio"
                id={`${id}-${event._id}`}
                name={`${id}-event`}
                value={event._id}
                checked={chosen === event._id}
                disabled={!canEnter(event)}
                onChange={() => onChoose(event._id)}
                aria-describedby={`${id}-${event._id}-about`}
              />
              <label htmlFor={`${id}-${event._id}`}>
                {event.name} · {event.fee === 0 ? "Free" : formatNaira(ticketPrice(event.fee, paidMember))}
              </label>
              <div id={`${id}-${event._id}-about`}>
                <p className="dash-event__note">{placesText(event)}</p>
                <EventStatus event={event} />
              </div>
              {event.placesLeft === 0 && !event.refusal && !event.entry && !event.waitlist && (
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={waitlist.loading}
                  onClick={() => void $joinWaitlist.mutate({ tourId, eventId: event._id })}
                >
                  Join the waiting list
                </button>
              )}
            </div>
          ))}
          {forSelf && (
            <div className="dash-event">
              <input
                type="radio"
                id={`${id}-spectator`}
                name={`${id}-event`}
                value={SPECTATOR}
                checked={chosen === SPECTATOR}
                onChange={() => onChoose(SPECTATOR)}
                aria-describedby={`${id}-spectator-about`}
              />
              <label htmlFor={`${id}-spectator`}>
                Spectator ticket ·{" "}
                {spectatorPrice === 0 ? "Free" : formatNaira(ticketPrice(spectatorPrice, paidMember))}
              </label>
              <div id={`${id}-spectator-about`}>
                <p className="dash-event__note">A seat to watch; enters no event.</p>
              </div>
            </div>
          )}
        </fieldset>
      )}
      {partner !== null && (
        <p className="dash-events__partner">
          <label htmlFor={`${id}-partner`}>Partner's email or username</label>
          <input
            id={`${id}-partner`}
            type="text"
            autoComplete="off"
            maxLength={254}
            required
            value={partner}
            onChange={(e) => onPartner(e.target.value)}
            aria-describedby={`${id}-partner-help`}
          />
          <span id={`${id}-partner-help`} className="dash-event__note">
            They confirm on their dashboard; until then the pair is not drawn.
          </span>
        </p>
      )}
      {waitlist.data && (
        <p className="dash-alert" role="status">
          {waitlist.data}
        </p>
      )}
      {waitlist.error && (
        <p className="dash-alert" role="alert">
          {waitlist.error.message}
        </p>
      )}
    </div>
  );
}
