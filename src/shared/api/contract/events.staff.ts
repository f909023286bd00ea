/**
 * Tournament events, entries and waiting lists in the console (docs/decisions/0230-tournament-events.md,
 * 0231-entries-by-staff.md, 0232-waiting-lists.md). Fees in naira, dates as ISO 8601.
 */
import { z } from "zod";
import { isLocalDate } from "../../domain/club-time";
import { HAND_CHANNELS, RECEIPT_NUMBER_MAX, RECEIPT_NUMBER_PATTERN } from "../../domain/hand-payments";
import { EVENT_GENDERS, LEVELS, MATCH_KINDS, WAITLIST_STATUSES } from "../../domain/lists";
import { Id } from "./common";
import { Version } from "./common.staff";
import { TournamentEvent } from "./events";

const age = z.number().int().min(1, "At least 1").max(120, "At most 120").nullable();

/** What staff set on an event. */
export const EventFields = z
  .object({
    name: z.string().trim().min(1, "Name the event").max(80, "At most 80 characters"),
    gender: z.enum(EVENT_GENDERS),
    kind: z.enum(MATCH_KINDS),
    underAge: age,
    minAge: age,
    /** The Lagos day on which ages count, YYYY-MM-DD. */
    ageCutoff: z.string().refine(isLocalDate, "Use a real date as YYYY-MM-DD"),
    levels: z.array(z.enum(LEVELS)).max(LEVELS.length),
    capacity: z.number().int().min(0, "At least 0").max(10_000).nullable(),
    fee: z.number().min(0, "At least 0").max(10_000_000).multipleOf(0.01, "At most two decimals"),
    /** The last moment members may enter (ISO); null: until the tournament's day. */
    entryDeadline: z.iso.datetime({ offset: true }).nullable(),
  })
  .refine((e) => e.underAge === null || e.minAge === null || e.minAge < e.underAge, {
    message: "The lower age must be below the upper age",
    path: ["minAge"],
  });
export type EventFields = z.infer<typeof EventFields>;

// POST /staff/tournaments/{id}/events
export const CreateEventRequest = EventFields;
// PUT /staff/events/{id}
export const UpdateEventRequest = z.intersection(EventFields, z.object({ version: Version }));

export const StaffEvent = TournamentEvent.extend({ version: Version });
export type StaffEvent = z.infer<typeof StaffEvent>;

// GET /staff/tournaments/{id}/events
export const StaffEventsResponse = z.object({ events: z.array(StaffEvent) });
export const StaffEventResponse = z.object({ event: StaffEvent });

const Person = z.object({ _id: Id, fullName: z.string(), age: z.number().int() });

export const StaffEntry = z.object({
  _id: Id,
  player: Person,
  partner: Person.nullable(),
  partnerConfirmed: z.boolean(),
  /** "card", "cash", "bank_deposit", "free" (nothing to pay). */
  paidBy: z.string(),
  price: z.number(),
  /** Added by staff (late or walk-in) rather than entered by the member. */
  addedByStaff: z.boolean(),
  withdrawnAt: z.string().nullable(),
  /** Its payment was refunded in full. */
  voided: z.boolean(),
  createdAt: z.string(),
});
export type StaffEntry = z.infer<typeof StaffEntry>;

export const StaffWaitlistPlace = z.object({
  _id: Id,
  player: Person,
  status: z.enum(WAITLIST_STATUSES),
  offerEndsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffWaitlistPlace = z.infer<typeof StaffWaitlistPlace>;

// GET /staff/events/{id}/entries, and the answer of adding and withdrawing
export const EventEntriesResponse = z.object({
  event: StaffEvent,
  tournamentName: z.string(),
  entries: z.array(StaffEntry),
  waitlist: z.array(StaffWaitlistPlace),
});
export type EventEntriesResponse = z.infer<typeof EventEntriesResponse>;

/** The money of a late or walk-in entry, taken by hand against a receipt. */
export const HandEntryPayment = z.object({
  channel: z.enum(HAND_CHANNELS),
  receiptNumber: z
    .string()
    .trim()
    .min(1, "Enter the receipt number")
    .max(RECEIPT_NUMBER_MAX, `At most ${RECEIPT_NUMBER_MAX} characters`)
    .regex(RECEIPT_NUMBER_PATTERN, "Letters and digits, with single dashes or slashes between them"),
  /** The Lagos day the money was received, YYYY-MM-DD; not after today. */
  receivedOn: z.string().refine(isLocalDate, "Use a real date as YYYY-MM-DD"),
  /** Naira received: the entry's price for this player. */
  amount: z.number().positive("Enter an amount above zero").multipleOf(0.01, "At most two decimals"),
});

// POST /staff/events/{id}/entries
export const AddEntryRequest = z.object({
  /** The player, by the email or username of their profile (a child's username). */
  player: z.string().trim().toLowerCase().min(1, "Enter the player's email or username").max(254),
  /** A doubles entry's partner, likewise. */
  partner: z.string().trim().toLowerCase().max(254).optional(),
  /** Null for a free event. */
  payment: HandEntryPayment.nullable(),
});
export type AddEntryRequest = z.infer<typeof AddEntryRequest>;

// POST /staff/entries/{id}/withdraw
export const WithdrawEntryRequest = z.object({
  /** Give the entry's payment back in full (by hand when it was paid by hand). */
  refund: z.boolean(),
  reason: z.string().trim().min(1, "Say why the entry is withdrawn").max(300),
});
