/**
 * Tournament events, entries and waiting lists as members and visitors read them
 * (docs/decisions/0230-tournament-events.md, 0231-entries-by-staff.md, 0232-waiting-lists.md).
 * Fees in naira, dates as ISO 8601.
 */
import { z } from "zod";
import { EVENT_GENDERS, LEVELS, MATCH_KINDS, WAITLIST_STATUSES } from "../../domain/lists";
import { Id } from "./common";

export const TournamentEvent = z.object({
  _id: Id,
  tournamentId: Id,
  name: z.string(),
  gender: z.enum(EVENT_GENDERS),
  kind: z.enum(MATCH_KINDS),
  /** Admits players younger than this on the cut-off day; null: no upper limit. */
  underAge: z.number().int().nullable(),
  /** Admits players at least this old on the cut-off day; null: no lower limit. */
  minAge: z.number().int().nullable(),
  /** The Lagos day (YYYY-MM-DD) on which ages count. */
  ageCutoff: z.string(),
  /** The levels admitted; empty: every level. */
  levels: z.array(z.enum(LEVELS)),
  /** Entries taken at most (doubles: pairs); null: no limit. */
  capacity: z.number().int().nullable(),
  /** The entry fee in naira (paid members pay 5% less). */
  fee: z.number(),
  /** Members enter until then (ISO); null: until the tournament's day. */
  entryDeadline: z.string().nullable(),
  /** Members may enter now. */
  entriesOpen: z.boolean(),
  entries: z.number().int(),
  /** Places left now; null: no limit. Zero: the event is full and keeps a waiting list. */
  placesLeft: z.number().int().nullable(),
  /** Players waiting in line. */
  waiting: z.number().int(),
});
export type TournamentEvent = z.infer<typeof TournamentEvent>;

// GET /tournaments/{tourId}/events
export const TournamentEventsResponse = z.object({ events: z.array(TournamentEvent) });
export type TournamentEventsResponse = z.infer<typeof TournamentEventsResponse>;

/** One event as the acting player sees it: whether they may enter, are entered or wait in line. */
export const EventChoice = TournamentEvent.extend({
  /** Why the event does not admit this player, in one sentence; null: it does. */
  refusal: z.string().nullable(),
  /** Their entry standing in it, with the partner of a doubles entry. */
  entry: z
    .object({
      _id: Id,
      partner: z.string().nullable(),
      partnerConfirmed: z.boolean(),
    })
    .nullable(),
  /** Their place on its waiting list, when in line or offered a place. */
  waitlist: z
    .object({
      status: z.enum(WAITLIST_STATUSES),
      /** When an offered place must be paid for (ISO). */
      offerEndsAt: z.string().nullable(),
      /** 1 for the next in line. */
      position: z.number().int(),
    })
    .nullable(),
});
export type EventChoice = z.infer<typeof EventChoice>;

// GET /tournaments/{tourId}/events/mine (for the X-Player player)
export const EventChoicesResponse = z.object({ events: z.array(EventChoice) });
export type EventChoicesResponse = z.infer<typeof EventChoicesResponse>;

export const EventParams = z.object({ tourId: Id, eventId: Id });

// POST /tournaments/{tourId}/events/{eventId}/enter
export const EnterEventRequest = z.object({
  /** A doubles entry's partner, by member id. */
  partnerId: Id.optional(),
  /** Or by email or username, as the Buy Ticket dialog names them (0251). */
  partner: z.string().trim().toLowerCase().min(1).max(254).optional(),
});

// POST and DELETE /tournaments/{tourId}/events/{eventId}/waitlist
export const WaitlistResponse = z.object({ message: z.string() });

// POST /entries/{ticketId}/partner (the partner, or their guardian)
export const TicketIdParam = z.object({ ticketId: Id });
export const ConfirmPartnerResponse = z.object({ message: z.string() });

// DELETE /entries/{ticketId}/partner: the partner (or their guardian) declines; the entry is withdrawn
export const DeclinePartnerResponse = z.object({ message: z.string() });

/** A doubles entry waiting for the acting player to confirm as partner. */
export const PartnerRequest = z.object({
  ticketId: Id,
  tournamentName: z.string(),
  /** When the tournament starts (ISO). */
  tournamentDate: z.string(),
  eventName: z.string(),
  /** The player who entered the pair. */
  playerName: z.string(),
  /** The partner may confirm until then, when entries close (ISO). */
  confirmBy: z.string(),
});
export type PartnerRequest = z.infer<typeof PartnerRequest>;

// GET /entries/partner-requests
export const PartnerRequestsResponse = z.object({ requests: z.array(PartnerRequest) });
export type PartnerRequestsResponse = z.infer<typeof PartnerRequestsResponse>;
