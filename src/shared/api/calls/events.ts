/**
 * The members' and visitors' calls on tournament events, entries and waiting lists (see ../calls.ts);
 * schemas in contract/events.ts.
 */
import type { CallDeclaration } from "../call-declaration";

/**
 * The events of every tournament the public site builds a page for (not cancelled, from the last
 * `RECENT_TOURNAMENT_DAYS` days on), in tournament date order, each tournament's in its own order.
 */
export const publicEvents = {
  method: "GET",
  path: "/tournaments/events",
  access: "anyone",
  response: "TournamentEventsResponse",
} as const satisfies CallDeclaration;

/** A tournament's events with their places left, for the public page and the dashboard. */
export const tournamentEvents = {
  method: "GET",
  path: "/tournaments/:tourId/events",
  access: "anyone",
  params: "TourIdParam",
  response: "TournamentEventsResponse",
} as const satisfies CallDeclaration;

/** The events as the acting player sees them: admitted or why not, entered, in line. */
export const eventChoices = {
  method: "GET",
  path: "/tournaments/:tourId/events/mine",
  access: "player",
  params: "TourIdParam",
  response: "EventChoicesResponse",
} as const satisfies CallDeclaration;

/** Enters the acting player in an event: a checkout link, or the ticket of a free event. */
export const enterEvent = {
  method: "POST",
  path: "/tournaments/:tourId/events/:eventId/enter",
  access: "player",
  params: "EventParams",
  body: "EnterEventRequest",
  response: "TicketOrderResponse",
} as const satisfies CallDeclaration;

/** Puts the acting player in line for a full event. */
export const joinWaitlist = {
  method: "POST",
  path: "/tournaments/:tourId/events/:eventId/waitlist",
  access: "player",
  params: "EventParams",
  response: "WaitlistResponse",
} as const satisfies CallDeclaration;

/** Takes the acting player out of the line (an offered place goes to the next). */
export const leaveWaitlist = {
  method: "DELETE",
  path: "/tournaments/:tourId/events/:eventId/waitlist",
  access: "player",
  params: "EventParams",
  response: "WaitlistResponse",
} as const satisfies CallDeclaration;

/** The doubles entries naming the acting player as partner, not yet confirmed. */
export const partnerRequests = {
  method: "GET",
  path: "/entries/partner-requests",
  access: "player",
  response: "PartnerRequestsResponse",
} as const satisfies CallDeclaration;

/** The acting player confirms they partner a doubles entry. */
export const confirmPartner = {
  method: "POST",
  path: "/entries/:ticketId/partner",
  access: "player",
  params: "TicketIdParam",
  response: "ConfirmPartnerResponse",
} as const satisfies CallDeclaration;

/** The acting player declines to partner a doubles entry: it is withdrawn and its fee refunded. */
export const declinePartner = {
  method: "DELETE",
  path: "/entries/:ticketId/partner",
  access: "player",
  params: "TicketIdParam",
  response: "DeclinePartnerResponse",
} as const satisfies CallDeclaration;
