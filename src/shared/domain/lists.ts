/**
 * The club's closed lists: every set of values the product knows by name. Each is spelled here once,
 * as an `as const` array; the API's zod enums (src/shared/api/contract.ts, console-contract.ts), the database's
 * check constraints (server/db/schema.ts), the demo data and the screens all take it from here.
 * Adding a value is one edit here (and a migration when the database checks the column).
 *
 * This file imports nothing, so any page can read a list without shipping zod.
 */

/** The role a visitor signs up with (docs/decisions/0002-signup-role-values.md). */
export const SIGNUP_ROLES = ["student", "coach"] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

/** How each signup role reads on the signup form. */
export const SIGNUP_ROLE_LABELS: Readonly<Record<SignupRole, string>> = {
  student: "Student",
  coach: "Coach",
};

/** The `role` a user record carries: a signup role, or staff for club staff created by hand. */
export const USER_ROLES = [...SIGNUP_ROLES, "staff"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * What a user may do in the club console, apart from the role they signed up with: members
 * nothing, gate volunteers check tickets in, treasurers the money, staff the day-to-day work,
 * admins also prices and who is staff (docs/decisions/0183-treasurer-and-gate-roles.md).
 */
export const CONSOLE_ROLES = ["member", "gate", "treasurer", "staff", "admin"] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/**
 * Player levels, which are also coach levels: a member signs up with one, a coach has one, and a
 * plan names the levels of the coaches it pairs with. "amatuer" is the club's spelling, kept as
 * stored data.
 */
export const LEVELS = [
  "kids amatuer",
  "kids mid-level",
  "kids professional",
  "adult amatuer",
  "adult mid-level",
  "adult professional",
] as const;
export type Level = (typeof LEVELS)[number];

/** The categories of the coaching plans on the membership pages, one page each. */
export const PLAN_CATEGORIES = ["children", "adult", "special"] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];

/** The paid membership plans (the free plan is not bought, so it has no key here). */
export const MEMBERSHIP_KEYS = ["monthly", "quarterly", "yearly"] as const;
export type MembershipKey = (typeof MEMBERSHIP_KEYS)[number];

/** The training packages, in display order. */
export const TRAINING_KEYS = ["regular", "standard", "premium", "family", "couples"] as const;
export type TrainingKey = (typeof TRAINING_KEYS)[number];

/** The training packages shown apart as Special Training Plans; the others are the standard ones. */
export const SPECIAL_TRAINING_KEYS: readonly TrainingKey[] = ["family", "couples"];

/** How long a training package is bought for. */
export const TRAINING_DURATIONS = ["1month", "3months"] as const;
export type TrainingDuration = (typeof TRAINING_DURATIONS)[number];

/** Months of each training duration. */
export const TRAINING_DURATION_MONTHS: Readonly<Record<TrainingDuration, 1 | 3>> = {
  "1month": 1,
  "3months": 3,
};

/** How a training duration reads in a sentence ("Standard training, 3 months"). */
export const TRAINING_DURATION_LABELS: Readonly<Record<TrainingDuration, string>> = {
  "1month": "1 month",
  "3months": "3 months",
};

/** How a training duration reads on its own, as a choice on a button ("3 Months"). */
export const TRAINING_DURATION_TITLES: Readonly<Record<TrainingDuration, string>> = {
  "1month": "1 Month",
  "3months": "3 Months",
};

/**
 * What a payment buys. `household`: training for several of an account's players in one checkout,
 * one line per player (docs/decisions/0200-household-checkout.md).
 */
export const TRANSACTION_KINDS = ["ticket", "membership", "training", "pairing", "household"] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** How each kind of payment is labelled: the `type` of a transaction or payment selection. */
export const TRANSACTION_KIND_LABELS = {
  ticket: "Ticket",
  membership: "Membership Package",
  training: "Training Package",
  pairing: "Coach Pairing",
  household: "Family Training",
} as const satisfies Record<TransactionKind, string>;

/** The shorter names the club console gives each kind in its lists and filters ("Coach pairing"). */
export const TRANSACTION_KIND_NAMES: Readonly<Record<TransactionKind, string>> = {
  ticket: "Ticket",
  membership: "Membership",
  training: "Training",
  pairing: "Coach pairing",
  household: "Family training",
};

/** The labels of TRANSACTION_KIND_LABELS, in the order of TRANSACTION_KINDS. */
export const TRANSACTION_TYPES = [
  TRANSACTION_KIND_LABELS.ticket,
  TRANSACTION_KIND_LABELS.membership,
  TRANSACTION_KIND_LABELS.training,
  TRANSACTION_KIND_LABELS.pairing,
  TRANSACTION_KIND_LABELS.household,
] as const;

/** Where a payment stands (docs/decisions/0045-payment-outcome-statuses.md). */
export const TRANSACTION_STATUSES = ["pending", "complete", "failed", "abandoned"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * Where a refund stands in the provider's words: queued, being processed, paid back, failed, or
 * waiting for the customer's bank details (docs/decisions/0090-refunds.md).
 */
export const PROVIDER_REFUND_STATUSES = [
  "pending",
  "processing",
  "processed",
  "failed",
  "needs-attention",
] as const;

/**
 * Where a refund stands: as the provider reports it, or `unconfirmed` while the provider's answer
 * to our request never came (a timeout, a network error) and the server is checking with it whether
 * it took the refund on (docs/decisions/0113-unconfirmed-refunds-and-demo-housekeeping.md).
 */
export const REFUND_STATUSES = [...PROVIDER_REFUND_STATUSES, "unconfirmed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How the console and the member's billing history name each refund state. */
export const REFUND_STATUS_NAMES: Record<RefundStatus, string> = {
  pending: "Queued",
  processing: "Processing",
  processed: "Refunded",
  failed: "Failed",
  "needs-attention": "Needs bank details",
  unconfirmed: "Awaiting confirmation",
};

/**
 * Why a refund was made: staff decided, a second payment for something already held, a ticket
 * paid for after its tournament sold out or was cancelled (so none was issued), or a doubles entry
 * withdrawn because the partner it named declined (docs/decisions/0251-doubles-partners.md).
 */
export const REFUND_CAUSES = ["staff", "duplicate", "not-issued", "partner-declined"] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

/** How each refund cause reads in the console. */
export const REFUND_CAUSE_LABELS: Readonly<Record<RefundCause, string>> = {
  staff: "By staff",
  duplicate: "Paid twice",
  "not-issued": "No ticket issued",
  "partner-declined": "Doubles partner declined",
};

/** Why a paid ticket was not issued after all: its tournament was cancelled, or it sold out. */
export const TICKET_NOT_ISSUED_REASONS = ["cancelled", "sold-out"] as const;
export type TicketNotIssued = (typeof TICKET_NOT_ISSUED_REASONS)[number];

/** A coach assignment as stored: awaiting staff, confirmed, or over. */
export const ASSIGNMENT_STATUSES = ["Pending", "Assigned", "Ended"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/**
 * Where a member's paid membership or training period stands in the console: running (Paid) or over
 * (Ended); `periodState` in src/shared/domain/subscription.ts decides.
 */
export const PERIOD_STATES = ["Paid", "Ended"] as const;
export type PeriodState = (typeof PERIOD_STATES)[number];

/** A member's coach as the API reports it: a stored status, or None without an assignment. */
export const COACH_STATUSES = [...ASSIGNMENT_STATUSES, "None"] as const;

/** Tournament categories. */
export const TOURNAMENT_CATEGORIES = ["juniors", "ATP"] as const;
export type TournamentCategory = (typeof TOURNAMENT_CATEGORIES)[number];

/** How each tournament category reads on screen. */
export const TOURNAMENT_CATEGORY_LABELS: Readonly<Record<TournamentCategory, string>> = {
  juniors: "Juniors",
  ATP: "ATP",
};

/** Newsletter sign-ups, with double opt-in (docs/decisions/0062-newsletter-double-opt-in.md). */
export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** Who staff can write a notification to: one member, or a group. */
export const AUDIENCE_KINDS = ["member", "everyone", "paid", "free", "tournament", "coach"] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
/**
 * What a scan at the gate found (docs/decisions/0106-gate-check-in.md): admitted; already checked in;
 * void (refunded or its tournament cancelled); a ticket of another tournament; not a ticket of ours.
 */
export const SCAN_OUTCOMES = ["admitted", "already", "void", "wrong-tournament", "unknown"] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];
/** A match between two players, or two pairs. */
export const MATCH_KINDS = ["singles", "doubles"] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** The two sides of a match; a score is written from side a's point of view. */
export const MATCH_SIDES = ["a", "b"] as const;
export type MatchSide = (typeof MATCH_SIDES)[number];

/** How a match ended (src/shared/domain/tennis-score.ts). */
export const MATCH_OUTCOMES = ["completed", "retired", "walkover"] as const;
export type MatchOutcome = (typeof MATCH_OUTCOMES)[number];

/**
 * Where a match stands: scheduled (no score yet), reported by a player and awaiting the other's
 * confirmation, disputed (for staff to settle), or confirmed (counts for ratings).
 */
export const MATCH_STATUSES = ["scheduled", "reported", "disputed", "confirmed"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/**
 * What a tournament ticket is for: a player's entry (in the draw) or a seat to watch. Tickets are
 * entries unless the tournament also sells spectator tickets (docs/decisions/0101-draws.md).
 */
export const TICKET_ROLES = ["player", "spectator"] as const;
export type TicketRole = (typeof TICKET_ROLES)[number];

/**
 * Who a tournament event admits by gender (docs/decisions/0230-tournament-events.md): boys and girls
 * events are juniors' in name, men and women adults'; the age limits are the event's own.
 */
export const EVENT_GENDERS = ["boys", "girls", "men", "women", "open"] as const;
export type EventGender = (typeof EVENT_GENDERS)[number];

/** A player's gender as the club records it for entries to boys', girls', men's and women's events. */
export const PLAYER_GENDERS = ["female", "male"] as const;
export type PlayerGender = (typeof PLAYER_GENDERS)[number];

/**
 * Where a place on an event's waiting list stands: waiting in line, offered a freed place (to pay
 * by the offer's deadline), entered (paid), lapsed (the deadline passed) or left (taken off by the
 * player or staff).
 */
export const WAITLIST_STATUSES = ["waiting", "offered", "entered", "lapsed", "left"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * The channels a message reaches a member on besides the dashboard (docs/decisions/0190-messages-on-members-channels.md),
 * in the default order: WhatsApp, SMS, a push to the installed dashboard, then email.
 */
export const MESSAGE_CHANNELS = ["whatsapp", "sms", "push", "email"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** A channel's name, as members and staff read it. */
export const CHANNEL_NAMES: Record<MessageChannel, string> = {
  whatsapp: "WhatsApp",
  sms: "SMS",
  push: "Notifications on this device",
  email: "Email",
};

/**
 * Every kind of message the club sends, one line each: its name in the member's settings, and
 * whether it may break quiet hours when the event it reports is today (a cancellation). A member can
 * turn off every kind but the confirmation that a channel was turned on.
 */
export const MESSAGE_KINDS = {
  // The answer to the member's own opt-in goes at once, quiet hours or not: they are waiting for it.
  "channel-confirmation": {
    label: "Confirmations of your message settings",
    urgentToday: false,
    atOnce: true,
  },
  "ticket-confirmed": { label: "Tickets confirmed", urgentToday: false },
  "match-time": { label: "Match times", urgentToday: false },
  "draw-published": { label: "Draws published", urgentToday: false },
  "doubles-partner": { label: "Doubles partners", urgentToday: false },
  "tournament-cancelled": { label: "Tournaments cancelled and refunds", urgentToday: true },
  "payment-pending": { label: "Payments pending", urgentToday: false },
  "payment-received": { label: "Payments received", urgentToday: false },
  "renewal-due": { label: "Renewals due", urgentToday: false },
  "staff-message": { label: "Messages from the club staff", urgentToday: false },
  coaching: { label: "Your coach", urgentToday: false },
} as const satisfies Record<string, { label: string; urgentToday: boolean; atOnce?: boolean }>;
export type MessageKind = keyof typeof MESSAGE_KINDS;
export const MESSAGE_KIND_NAMES = Object.keys(MESSAGE_KINDS) as [MessageKind, ...MessageKind[]];
/** The kinds a member chooses among in their settings. */
export const CHOOSABLE_MESSAGE_KINDS: readonly MessageKind[] = MESSAGE_KIND_NAMES.filter(
  (kind) => kind !== "channel-confirmation",
);

/** Where a message stands in the outbox: waiting (or held for quiet hours), handed to a provider, confirmed delivered, or given up. */
export const MESSAGE_STATUSES = ["queued", "sent", "delivered", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** The player levels a child is added with: the kids' levels of `LEVELS` (docs/decisions/0160-families.md). */
export const KIDS_LEVELS = [
  "kids amatuer",
  "kids mid-level",
  "kids professional",
] as const satisfies readonly Level[];
export type KidsLevel = (typeof KIDS_LEVELS)[number];

/** How a guardian is related to the player they manage, as they say it when consenting. */
export const GUARDIAN_RELATIONSHIPS = [
  "mother",
  "father",
  "parent",
  "legal guardian",
  "grandparent",
  "other relative",
] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];

/** A guardianship is invited (mailed, not yet accepted) or active (the guardian manages the player). */
export const GUARDIANSHIP_STATUSES = ["invited", "active"] as const;
export type GuardianshipStatus = (typeof GUARDIANSHIP_STATUSES)[number];

/** Where a guardian's consent came from: given in the dashboard, or a paper form staff recorded. */
export const CONSENT_SOURCES = ["online", "paper"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * Draws played after another (docs/decisions/0245-knock-out-after-groups-and-consolation.md): the
 * knock-out of an event's group finishers, and the consolation draw of a knock-out's first-match losers.
 */
export const STAGE_DRAW_KINDS = ["knockout", "consolation"] as const;
export type StageDrawKind = (typeof STAGE_DRAW_KINDS)[number];
