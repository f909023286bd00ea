/**
 * The console's calls on tournament events, entries and waiting lists (see ../staff-calls.ts);
 * schemas in contract/events.staff.ts.
 */
import type { CallDeclaration } from "../call-declaration";

export const staffEvents = {
  method: "GET",
  path: "/staff/tournaments/:id/events",
  access: "staff",
  params: "IdParam",
  response: "StaffEventsResponse",
} as const satisfies CallDeclaration;

/** Adds an event to a tournament (audited). */
export const createEvent = {
  method: "POST",
  path: "/staff/tournaments/:id/events",
  access: "staff",
  params: "IdParam",
  body: "CreateEventRequest",
  response: "StaffEventResponse",
} as const satisfies CallDeclaration;

/** Edits an event (audited; a stale version is refused). */
export const updateEvent = {
  method: "PUT",
  path: "/staff/events/:id",
  access: "staff",
  params: "IdParam",
  body: "UpdateEventRequest",
  response: "StaffEventResponse",
} as const satisfies CallDeclaration;

/** An event's entries and waiting list. */
export const eventEntries = {
  method: "GET",
  path: "/staff/events/:id/entries",
  access: ["treasurer", "staff"],
  params: "IdParam",
  response: "EventEntriesResponse",
} as const satisfies CallDeclaration;

/** Adds a late or walk-in entry, its fee taken by hand against a receipt (audited). */
export const addEntry = {
  method: "POST",
  path: "/staff/events/:id/entries",
  access: ["treasurer", "staff"],
  params: "IdParam",
  body: "AddEntryRequest",
  response: "EventEntriesResponse",
} as const satisfies CallDeclaration;

/** Withdraws an entry, with or without a refund; its place goes to the waiting list (audited). */
export const withdrawEntry = {
  method: "POST",
  path: "/staff/entries/:id/withdraw",
  access: ["treasurer", "staff"],
  params: "IdParam",
  body: "WithdrawEntryRequest",
  response: "EventEntriesResponse",
} as const satisfies CallDeclaration;
