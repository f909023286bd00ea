/**
 * The club's database. Money is integer kobo; ids are 24 lowercase hex characters (`newId`), so demo
 * records can carry fixed ids and API ids look alike whatever created them.
 */
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { BillingPlanOption } from "@/shared/api/contract";
import {
  ASSIGNMENT_STATUSES,
  type AssignmentStatus,
  CONSENT_SOURCES,
  CONSOLE_ROLES,
  type ConsentSource,
  type ConsoleRole,
  EVENT_GENDERS,
  type EventGender,
  GUARDIAN_RELATIONSHIPS,
  GUARDIANSHIP_STATUSES,
  type GuardianRelationship,
  type GuardianshipStatus,
  LEVELS,
  type Level,
  MATCH_KINDS,
  MATCH_OUTCOMES,
  MATCH_SIDES,
  MATCH_STATUSES,
  type MatchKind,
  type MatchOutcome,
  type MatchSide,
  type MatchStatus,
  MEMBERSHIP_KEYS,
  MESSAGE_CHANNELS,
  MESSAGE_KIND_NAMES,
  MESSAGE_STATUSES,
  type MembershipKey,
  type MessageChannel,
  type MessageKind,
  type MessageStatus,
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
  PLAN_CATEGORIES,
  PLAYER_GENDERS,
  type PlanCategory,
  type PlayerGender,
  REFUND_CAUSES,
  REFUND_STATUSES,
  type RefundCause,
  type RefundStatus,
  SCAN_OUTCOMES,
  type ScanOutcome,
  STAGE_DRAW_KINDS,
  type StageDrawKind,
  TICKET_ROLES,
  type TicketRole,
  TOURNAMENT_CATEGORIES,
  type TournamentCategory,
  TRAINING_DURATIONS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  type TrainingDuration,
  type TrainingKey,
  type TransactionKind,
  type TransactionStatus,
  USER_ROLES,
  type UserRole,
  WAITLIST_STATUSES,
  type WaitlistStatus,
} from "@/shared/domain/lists";
import { HOUSEHOLD_DISCOUNT_MAX_PERCENT } from "@/shared/domain/pricing";
import type { TieBreak } from "@/shared/domain/round-robin";
import {
  ATTENDANCE_MARKS,
  type AttendanceMark,
  GROUP_KINDS,
  type GroupKind,
  PLACE_STATES,
  type PlaceState,
  type WeeklyTime,
} from "@/shared/domain/training-sessions";
import { newId } from "../lib/ids";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => newId());
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * `column in ('a', 'b', ...)` with the values written into the SQL: for a check constraint, from one
 * of the closed lists of src/shared/domain/lists.ts, so the database accepts exactly the values the
 * API does; and for a fixed list in a prepared statement, so PostgreSQL can plan it once (see
 * ./prepared.ts).
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(literals)})`;
}

/** A record's edit counter: a save names the version it started from, so a stale save is refused. */
const version = () => integer("version").notNull().default(1);
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The text the members search reads through `users_search_trgm_idx`: name, email, phone and username
 * in lower case, one per line. A search whose pattern this text does not contain matches none of the four.
 */
export function memberSearchText(t: {
  fullName: AnyPgColumn;
  email: AnyPgColumn;
  phoneNumber: AnyPgColumn;
  username: AnyPgColumn;
}) {
  return sql`lower(${t.fullName} || E'\\n' || coalesce(${t.email}, '') || E'\\n' || ${t.phoneNumber} || E'\\n' || ${t.username})`;
}

export const users = pgTable(
  "users",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    /**
     * Always stored lowercased. Null for a junior without a login of their own (under 13, or not
     * asked for): their guardians sign in (docs/decisions/0160-families.md).
     */
    email: text("email"),
    username: text("username").notNull(),
    /** `scrypt$N$r$p$<salt>$<key>`: the cost travels with the hash, see lib/passwords.ts. */
    passwordHash: text("password_hash"),
    dob: date("dob", { mode: "string" }).notNull(),
    /** E.164 (+2348031234567); as it was given when the migration to E.164 could not read it. */
    phoneNumber: text("phone_number").notNull(),
    /** The number could not be read as a phone number when numbers moved to E.164: staff should correct it. */
    phoneNeedsFix: boolean("phone_needs_fix").notNull().default(false),
    role: text("role").$type<UserRole>().notNull(),
    level: text("level").$type<Level>().notNull(),
    /**
     * As the member or a guardian gave it, or staff recorded it: needed to enter a boys', girls',
     * men's or women's event (docs/decisions/0230-tournament-events.md); null: not given.
     */
    gender: text("gender").$type<PlayerGender>(),
    picture: text("picture"),
    /**
     * Renew the membership with the saved card when its period ends
     * (docs/decisions/0011-auto-renew.md).
     */
    autoRenew: boolean("auto_renew").notNull().default(false),
    /**
     * Bumped on a password reset and by "Sign out everywhere"; tokens signed for an older version
     * stop working.
     */
    tokenVersion: integer("token_version").notNull().default(0),
    /** Console access, read from here on every console call, never from the token. */
    consoleRole: text("console_role").$type<ConsoleRole>().notNull().default("member"),
    /** Bumped by each staff correction of the member's level or contact details (stale saves: 409). */
    version: version(),
    /** Mail a copy of each club notification; the member can turn it off in their settings. */
    notificationMail: boolean("notification_mail").notNull().default(true),
    /**
     * Listed on the public club ladder while ranked; the member can leave it from Matches
     * (docs/decisions/0111-leaving-the-public-ladder.md). Their own rank is unaffected.
     */
    onLadder: boolean("on_ladder").notNull().default(true),
    /**
     * An adult is named on the public ladder and in published draws by full name while this holds,
     * by first name and initial once they turn it off; juniors always by first name and initial
     * (`publicPlayerName`, docs/decisions/0102-public-draws-and-ladder.md).
     */
    ladderFullName: boolean("ladder_full_name").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    /** The console's members list, by name a page at a time. */
    index("users_name_idx").on(t.fullName, t.id),
    /**
     * The console's members search (`%q%` over name, email, phone and username): trigrams of the
     * four in lower case, so a search reads the members it may match, not every member
     * (docs/decisions/0286-member-search-and-result-count.md). `memberSearchText` is the same text.
     */
    index("users_search_trgm_idx").using("gin", sql`${memberSearchText(t)} gin_trgm_ops`),
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    check("users_role_check", oneOf(t.role, USER_ROLES)),
    check("users_console_role_check", oneOf(t.consoleRole, CONSOLE_ROLES)),
    check("users_level_check", oneOf(t.level, LEVELS)),
    check("users_gender_check", sql`${t.gender} is null or ${oneOf(t.gender, PLAYER_GENDERS)}`),
  ],
);

/**
 * An account manages a player (docs/decisions/0160-families.md): a guardian and a junior. Invited
 * rows name the invited email and the SHA-256 of the mailed token; only the account signed in with
 * that email can accept, which makes the row active and names the guardian.
 */
export const guardianships = pgTable(
  "guardianships",
  {
    id: id(),
    guardianId: text("guardian_id").references(() => users.id, { onDelete: "cascade" }),
    playerId: text("player_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    relationship: text("relationship").$type<GuardianRelationship>().notNull(),
    status: text("status").$type<GuardianshipStatus>().notNull(),
    /** The address an open invitation was sent to; kept lowercased. */
    invitedEmail: text("invited_email"),
    /** SHA-256 (hex) of the invitation's mailed token; cleared once accepted. */
    tokenHash: text("token_hash"),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    acceptedAt: at("accepted_at"),
  },
  (t) => [
    check("guardianships_relationship_check", oneOf(t.relationship, GUARDIAN_RELATIONSHIPS)),
    check("guardianships_status_check", oneOf(t.status, GUARDIANSHIP_STATUSES)),
    check(
      "guardianships_state_check",
      sql`(${t.status} = 'active' and ${t.guardianId} is not null) or (${t.status} = 'invited' and ${t.invitedEmail} is not null and ${t.tokenHash} is not null)`,
    ),
    uniqueIndex("guardianships_pair_unique")
      .on(t.guardianId, t.playerId)
      .where(sql`${t.guardianId} is not null`),
    uniqueIndex("guardianships_invitation_unique")
      .on(t.playerId, t.invitedEmail)
      .where(sql`${t.status} = 'invited'`),
    uniqueIndex("guardianships_token_unique").on(t.tokenHash),
    index("guardianships_player_idx").on(t.playerId),
  ],
);

/**
 * A guardian's consent to the club processing a junior's data (NDPA 2023 s.31): who gave it, as
 * what, for which version of the consent text, when, and how (online, or a paper form staff
 * recorded). The latest row counts; an older version than the current text asks again.
 */
export const consents = pgTable(
  "consents",
  {
    id: id(),
    playerId: text("player_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    givenBy: text("given_by").references(() => users.id, { onDelete: "set null" }),
    /** The consenting guardian's name as it was, kept if their account goes. */
    givenByName: text("given_by_name").notNull(),
    relationship: text("relationship").$type<GuardianRelationship>().notNull(),
    version: integer("version").notNull(),
    photoConsent: boolean("photo_consent").notNull(),
    source: text("source").$type<ConsentSource>().notNull(),
    /** The staff member who recorded a paper form. */
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    givenAt: at("given_at").notNull().defaultNow(),
  },
  (t) => [
    check("consents_relationship_check", oneOf(t.relationship, GUARDIAN_RELATIONSHIPS)),
    check("consents_source_check", oneOf(t.source, CONSENT_SOURCES)),
    check("consents_version_check", sql`${t.version} >= 1`),
    // Only a paper form names the staff member who recorded it (null again if their account goes).
    check("consents_recorded_by_check", sql`${t.source} = 'paper' or ${t.recordedBy} is null`),
    index("consents_player_idx").on(t.playerId, t.givenAt),
  ],
);

/**
 * What only a junior has: an emergency contact, medical notes (the child's coach and staff only)
 * and whether the club may show them in public photos.
 */
export const juniorDetails = pgTable("junior_details", {
  playerId: text("player_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emergencyContactName: text("emergency_contact_name").notNull(),
  emergencyContactPhone: text("emergency_contact_phone").notNull(),
  medicalNotes: text("medical_notes").notNull().default(""),
  photoConsent: boolean("photo_consent").notNull().default(false),
  /** When the player, turned 18, was invited to take over their profile (once). */
  takeOverInvitedAt: at("take_over_invited_at"),
  /** SHA-256 (hex) of the take-over link's token, while it is open. */
  takeOverTokenHash: text("take_over_token_hash"),
  updatedAt: updatedAt(),
});

export const coaches = pgTable(
  "coaches",
  {
    id: id(),
    coachName: text("coach_name").notNull(),
    imageUrl: text("image_url").notNull(),
    bioInfo: text("bio_info").notNull(),
    level: text("level").$type<Level>().notNull(),
    /** Monthly coaching fee. */
    priceKobo: integer("price_kobo").notNull(),
    /** Set when the coach leaves: off the public list and the membership flow, history kept. */
    retiredAt: at("retired_at"),
    version: version(),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [check("coaches_level_check", oneOf(t.level, LEVELS))],
);

export const coachReviews = pgTable(
  "coach_reviews",
  {
    id: id(),
    coachId: text("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    /** Null once the author deleted their account: the review stays, shown as Anonymous User. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One review per member and coach; posting again replaces it.
    uniqueIndex("coach_reviews_coach_user_unique").on(t.coachId, t.userId),
    check("coach_reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A member's coach: Pending after a paid pairing order until staff confirm it, then Assigned
 * (docs/decisions/0007-coach-pairing-order.md), and Ended once the paid period is over or staff end
 * it. One row per member: a new order replaces an ended assignment.
 */
export const coachAssignments = pgTable(
  "coach_assignments",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    coachId: text("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "restrict" }),
    status: text("status").$type<AssignmentStatus>().notNull(),
    /** The membership-page plan and months the pairing was bought with, when it came from that flow. */
    planId: text("plan_id").references(() => plans.id, { onDelete: "set null" }),
    months: integer("months"),
    transactionId: text("transaction_id").references(() => transactions.id, { onDelete: "set null" }),
    assignedAt: at("assigned_at"),
    /**
     * When the paid period that came with the coach ends: the pairing's months or the training
     * period. Null on assignments older than this column; those end with the member's training.
     */
    endsAt: at("ends_at"),
    /** When it became Ended: its period was over (stamped by the housekeeping job) or staff ended it. */
    endedAt: at("ended_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coach_assignments_user_unique").on(t.userId),
    check("coach_assignments_status_check", oneOf(t.status, ASSIGNMENT_STATUSES)),
  ],
);

/**
 * A member account whose signup role is Coach, linked by staff to the coach profile it belongs to,
 * so the coach sees their own members and reviews in the dashboard
 * (docs/decisions/0080-coach-accounts.md). One account per coach profile and one profile per
 * account: both keys are unique, so two links racing for either cannot both be stored.
 */
export const coachAccounts = pgTable(
  "coach_accounts",
  {
    coachId: text("coach_id")
      .primaryKey()
      .references(() => coaches.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    linkedAt: at("linked_at").notNull(),
    linkedBy: text("linked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("coach_accounts_user_unique").on(t.userId)],
);

/**
 * Staff's private note on a member: never shown to the member or in their data export;
 * one per member, versioned like every console edit.
 */
export const memberNotes = pgTable("member_notes", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  note: text("note").notNull(),
  version: version(),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});

export const tournaments = pgTable(
  "tournaments",
  {
    id: id(),
    name: text("name").notNull(),
    /** The start: date and time, an unambiguous instant (entered as Lagos local time). */
    date: at("date").notNull(),
    location: text("location").notNull(),
    /** As shown on the cards, e.g. "9:00 AM". */
    time: text("time").notNull(),
    priceKobo: integer("price_kobo").notNull(),
    imageUrl: text("image_url").notNull(),
    category: text("category").$type<TournamentCategory>().notNull().default("ATP"),
    /** Tickets on sale at most; null: no limit. */
    capacity: integer("capacity"),
    /** When ticket sales open to everyone; null: on sale from the start. */
    salesOpenAt: at("sales_open_at"),
    /** How many days before salesOpenAt paid members may buy. */
    memberEarlyDays: integer("member_early_days").notNull().default(0),
    /** Admits players of any age; otherwise a juniors event admits under-18s, any other adults only. */
    openToAllAges: boolean("open_to_all_ages").notNull().default(false),
    /** When staff published the order of play: from then on players are told their match times. */
    orderOfPlayPublishedAt: at("order_of_play_published_at"),
    cancelledAt: at("cancelled_at"),
    cancelledBy: text("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    version: version(),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index("tournaments_date_idx").on(t.date),
    check("tournaments_category_check", oneOf(t.category, TOURNAMENT_CATEGORIES)),
    check("tournaments_capacity_check", sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check("tournaments_price_check", sql`${t.priceKobo} >= 0`),
    check("tournaments_member_early_days_check", sql`${t.memberEarlyDays} between 0 and 60`),
  ],
);

/**
 * An event of a tournament (docs/decisions/0230-tournament-events.md): who it admits (ages on the
 * cut-off date in Lagos, gender, levels), singles or doubles, how many entries it takes and its fee.
 * An entry is a ticket naming the event; a doubles entry is one ticket for the pair.
 */
export const tournamentEvents = pgTable(
  "tournament_events",
  {
    id: id(),
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    /** As the entry lists and draws show it, e.g. "Under-12 Boys' Singles". */
    name: text("name").notNull(),
    gender: text("gender").$type<EventGender>().notNull().default("open"),
    kind: text("kind").$type<MatchKind>().notNull().default("singles"),
    /** Admits players younger than this on the cut-off date ("Under-12": 12); null: no upper limit. */
    underAge: integer("under_age"),
    /** Admits players at least this old on the cut-off date; null: no lower limit. */
    minAge: integer("min_age"),
    /** The Lagos calendar day (YYYY-MM-DD) on which players' ages count. */
    ageCutoff: date("age_cutoff", { mode: "string" }).notNull(),
    /** The levels admitted; empty: every level. */
    levels: jsonb("levels").$type<Level[]>().notNull().default([]),
    /** Entries (doubles: pairs) taken at most; null: no limit. A full event keeps a waiting list. */
    capacity: integer("capacity"),
    /** The entry fee; null: the tournament's price (an event made from the tournament's own fields). */
    feeKobo: integer("fee_kobo"),
    /** Members enter until then; after it only staff add entries. Null: until the tournament's day. */
    entryDeadline: at("entry_deadline"),
    /** The event's place in the tournament's list. */
    position: integer("position").notNull().default(0),
    version: version(),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index("tournament_events_tournament_idx").on(t.tournamentId, t.position),
    check("tournament_events_gender_check", oneOf(t.gender, EVENT_GENDERS)),
    check("tournament_events_kind_check", oneOf(t.kind, MATCH_KINDS)),
    check("tournament_events_capacity_check", sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check("tournament_events_fee_check", sql`${t.feeKobo} is null or ${t.feeKobo} >= 0`),
    check(
      "tournament_events_ages_check",
      sql`(${t.underAge} is null or ${t.underAge} between 1 and 120) and (${t.minAge} is null or ${t.minAge} between 0 and 120) and (${t.underAge} is null or ${t.minAge} is null or ${t.minAge} < ${t.underAge})`,
    ),
  ],
);

export const tickets = pgTable(
  "tickets",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "restrict" }),
    /** The code in the ticket's QR code, shown at the gate. */
    token: text("token").notNull(),
    priceKobo: integer("price_kobo").notNull(),
    transactionId: text("transaction_id").references(() => transactions.id, { onDelete: "set null" }),
    /** Set when the ticket's payment was refunded: the ticket no longer admits anyone. */
    voidedAt: at("voided_at"),
    /** A player's entry (in the draw) or a spectator's seat; entries unless said otherwise. */
    role: text("role").$type<TicketRole>().notNull().default("player"),
    /** The event an entry is for; null exactly for a spectator's ticket. */
    eventId: text("event_id").references(() => tournamentEvents.id, { onDelete: "restrict" }),
    /** A doubles entry's second player, who confirms the pairing (`partnerConfirmedAt`). */
    partnerId: text("partner_id").references(() => users.id, { onDelete: "set null" }),
    partnerConfirmedAt: at("partner_confirmed_at"),
    /** Taken out of the event by staff (injury, no-show): the place is free again; refunded or not. */
    withdrawnAt: at("withdrawn_at"),
    withdrawnBy: text("withdrawn_by").references(() => users.id, { onDelete: "set null" }),
    /** Added by staff (a late or walk-in entry, paid by hand) rather than bought by the member. */
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("tickets_role_check", oneOf(t.role, TICKET_ROLES)),
    check("tickets_event_check", sql`(${t.role} = 'spectator') = (${t.eventId} is null)`),
    check("tickets_partner_check", sql`${t.partnerId} is null or ${t.partnerId} <> ${t.userId}`),
    uniqueIndex("tickets_token_unique").on(t.token),
    // One ticket per member, tournament and event (one spectator's ticket): fulfilment is
    // idempotent and "Already Paid" is a lookup.
    unique("tickets_user_event_unique").on(t.userId, t.tournamentId, t.eventId).nullsNotDistinct(),
    // A tournament's tickets (tickets sold, the gate, refunds) without reading every ticket of the club.
    index("tickets_tournament_idx").on(t.tournamentId),
    index("tickets_event_idx").on(t.eventId),
    // A member's tickets a page at a time, newest first (docs/decisions/0265-a-members-reads-bounded.md).
    index("tickets_user_created_idx").on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * An event's waiting list (docs/decisions/0232-waiting-lists.md): players in line for a full event,
 * first come first served. A freed place is offered to the next in line, who pays by `offerEndsAt`;
 * an offered place counts against the capacity until it is paid or lapses.
 */
export const eventWaitlist = pgTable(
  "event_waitlist",
  {
    id: id(),
    eventId: text("event_id")
      .notNull()
      .references(() => tournamentEvents.id, { onDelete: "cascade" }),
    /** The player in line. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The account that put them in line (the player, a guardian, or staff). */
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    /** The order of arrival in line: first come, first served. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    status: text("status").$type<WaitlistStatus>().notNull().default("waiting"),
    offeredAt: at("offered_at"),
    offerEndsAt: at("offer_ends_at"),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    check("event_waitlist_status_check", oneOf(t.status, WAITLIST_STATUSES)),
    check("event_waitlist_offer_check", sql`(${t.status} = 'offered') <= (${t.offerEndsAt} is not null)`),
    // In line once at a time.
    uniqueIndex("event_waitlist_live_unique")
      .on(t.eventId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index("event_waitlist_line_idx").on(t.eventId, t.status, t.seq),
  ],
);

/** A ticket let in at the gate: one row per ticket, so only one scan can admit it. */
export const ticketCheckIns = pgTable("ticket_check_ins", {
  ticketId: text("ticket_id")
    .primaryKey()
    .references(() => tickets.id, { onDelete: "cascade" }),
  tournamentId: text("tournament_id")
    .notNull()
    .references(() => tournaments.id, { onDelete: "cascade" }),
  /** The scanner's own name for itself, kept on the device. */
  deviceId: text("device_id").notNull(),
  /** The name staff gave the phone ("Main gate") when it admitted the ticket. */
  deviceName: text("device_name"),
  staffId: text("staff_id").references(() => users.id, { onDelete: "set null" }),
  /** When the device scanned it (offline scans arrive later). */
  admittedAt: at("admitted_at").notNull(),
  recordedAt: at("recorded_at").notNull(),
});

/** Every scan at the gate, whatever it found: the scan log. */
export const ticketScans = pgTable(
  "ticket_scans",
  {
    id: id(),
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    ticketId: text("ticket_id").references(() => tickets.id, { onDelete: "set null" }),
    outcome: text("outcome").$type<ScanOutcome>().notNull(),
    deviceId: text("device_id").notNull(),
    /** The name staff gave the phone ("Main gate") when it scanned. */
    deviceName: text("device_name"),
    staffId: text("staff_id").references(() => users.id, { onDelete: "set null" }),
    scannedAt: at("scanned_at").notNull(),
    recordedAt: at("recorded_at").notNull(),
    /** Scanned without network and synced later. */
    offline: boolean("offline").notNull().default(false),
    /** The device let the holder in offline, but another scan had admitted the ticket first. */
    doubleAdmission: boolean("double_admission").notNull().default(false),
    /** Let in by staff without a ticket (no ticket on the row), and why. */
    withoutTicketReason: text("without_ticket_reason"),
  },
  (t) => [
    index("ticket_scans_tournament_idx").on(t.tournamentId, t.recordedAt),
    check("ticket_scans_outcome_check", oneOf(t.outcome, SCAN_OUTCOMES)),
    check(
      "ticket_scans_without_ticket_check",
      sql`${t.withoutTicketReason} is null or (${t.ticketId} is null and ${t.outcome} = 'admitted')`,
    ),
  ],
);

/**
 * Matches: a recorded result (tournament or friendly) or a scheduled friendly awaiting its score.
 * Ratings are not stored: they are replayed from the confirmed matches (docs/ratings.md).
 */
export const clubMatches = pgTable(
  "club_matches",
  {
    id: id(),
    kind: text("kind").$type<MatchKind>().notNull(),
    /** Null for a friendly. */
    tournamentId: text("tournament_id").references(() => tournaments.id, { onDelete: "set null" }),
    /** The tournament's name when recorded (kept if the tournament goes). */
    tournamentName: text("tournament_name"),
    round: text("round"),
    status: text("status").$type<MatchStatus>().notNull(),
    /** The score and how it ended; null while only scheduled. Written from side a's point of view. */
    outcome: text("outcome").$type<MatchOutcome>(),
    score: text("score"),
    winner: text("winner").$type<MatchSide>(),
    gamesA: integer("games_a").notNull().default(0),
    gamesB: integer("games_b").notNull().default(0),
    /** When a friendly is due, and where. */
    scheduledAt: at("scheduled_at"),
    court: text("court"),
    playedAt: at("played_at"),
    /** A draw match's place: its round (1 = first) and position from the top of the bracket. */
    drawRound: integer("draw_round"),
    drawIndex: integer("draw_index"),
    /**
     * A round-robin group match's event (docs/decisions/0237-round-robin-events.md): its place is
     * then the group (`draw_round`, 1 = Group A) and the match's position in the group's schedule.
     */
    drawEventId: text("draw_event_id").references(() => tournamentEvents.id, { onDelete: "restrict" }),
    /**
     * A match of a stage draw (a knock-out after groups, a consolation draw: docs/decisions/0245):
     * its place is then the round and position in that draw.
     */
    stageDrawId: text("stage_draw_id").references(() => stageDraws.id, { onDelete: "restrict" }),
    /** The player who reported the score, awaiting the other side's confirmation. */
    reportedBy: text("reported_by").references(() => users.id, { onDelete: "set null" }),
    version: version(),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index("club_matches_played_idx").on(t.playedAt),
    // One result per place of a draw.
    uniqueIndex("club_matches_draw_place_unique")
      .on(t.tournamentId, t.drawRound, t.drawIndex)
      .where(sql`${t.drawEventId} is null and ${t.stageDrawId} is null`),
    // One result per place of an event's groups.
    uniqueIndex("club_matches_group_place_unique")
      .on(t.drawEventId, t.drawRound, t.drawIndex)
      .where(sql`${t.drawEventId} is not null`),
    // One result per place of a stage draw.
    uniqueIndex("club_matches_stage_place_unique")
      .on(t.stageDrawId, t.drawRound, t.drawIndex)
      .where(sql`${t.stageDrawId} is not null`),
    check("club_matches_kind_check", oneOf(t.kind, MATCH_KINDS)),
    check("club_matches_status_check", oneOf(t.status, MATCH_STATUSES)),
    check("club_matches_outcome_check", sql`${t.outcome} is null or ${oneOf(t.outcome, MATCH_OUTCOMES)}`),
    check("club_matches_winner_check", sql`${t.winner} is null or ${oneOf(t.winner, MATCH_SIDES)}`),
  ],
);

/**
 * A tournament's single-elimination draw: the first round's places (member ids, null for a bye),
 * made by staff from the ticket holders who play, adjusted and then published. Later rounds follow
 * from the draw matches' results (src/shared/domain/draw.ts).
 */
export const tournamentDraws = pgTable(
  "tournament_draws",
  {
    tournamentId: text("tournament_id")
      .primaryKey()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    slots: jsonb("slots").$type<(string | null)[]>().notNull(),
    seeds: jsonb("seeds").$type<string[]>().notNull(),
    publishedAt: at("published_at"),
    /** The final's winner and runner-up, once it is played: the tournament's medallists. */
    winnerId: text("winner_id").references(() => users.id, { onDelete: "set null" }),
    runnerUpId: text("runner_up_id").references(() => users.id, { onDelete: "set null" }),
    version: version(),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  // The draws still open (published, no winner yet): a member's open matches read only these.
  (t) => [
    index("tournament_draws_open_idx")
      .on(t.tournamentId)
      .where(sql`${t.publishedAt} is not null and ${t.winnerId} is null`),
  ],
);

/**
 * An event played as round-robin groups (docs/decisions/0237-round-robin-events.md): its entries
 * split into groups by rating, each playing everyone in its group; standings by the tie-breaks in
 * the order the club set. Its players are left out of the tournament's knock-out draw.
 */
export const eventDraws = pgTable(
  "event_draws",
  {
    eventId: text("event_id")
      .primaryKey()
      .references(() => tournamentEvents.id, { onDelete: "cascade" }),
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    /** Each group's players (member ids), in seeding order. */
    groups: jsonb("groups").$type<string[][]>().notNull(),
    tieBreaks: jsonb("tie_breaks").$type<TieBreak[]>().notNull(),
    publishedAt: at("published_at"),
    version: version(),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [index("event_draws_tournament_idx").on(t.tournamentId)],
);

/**
 * A draw played after another (docs/decisions/0245-knock-out-after-groups-and-consolation.md): the
 * knock-out of an event's group finishers, or the consolation draw of the players who lost their
 * first match in a knock-out (an event's, or the tournament's main draw when `event_id` is null).
 * As in the main draw only the first round is stored; results are `club_matches` rows naming it.
 */
export const stageDraws = pgTable(
  "stage_draws",
  {
    id: id(),
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    eventId: text("event_id").references(() => tournamentEvents.id, { onDelete: "cascade" }),
    kind: text("kind").$type<StageDrawKind>().notNull(),
    slots: jsonb("slots").$type<(string | null)[]>().notNull(),
    /** The players in seeding order (group finish for a knock-out, main-draw place for a consolation). */
    seeds: jsonb("seeds").$type<string[]>().notNull(),
    /** A knock-out after groups: how many of each group go through (1 or 2). */
    perGroup: integer("per_group"),
    publishedAt: at("published_at"),
    winnerId: text("winner_id").references(() => users.id, { onDelete: "set null" }),
    runnerUpId: text("runner_up_id").references(() => users.id, { onDelete: "set null" }),
    version: version(),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("stage_draws_unique").on(t.tournamentId, sql`coalesce(${t.eventId}, '')`, t.kind),
    check("stage_draws_kind_check", oneOf(t.kind, STAGE_DRAW_KINDS)),
  ],
);

/**
 * A tournament's order of play (docs/decisions/0236-order-of-play.md): a draw match on a court at
 * a time. The match is named by its place (`match_key`, e.g. "main:1:0"); its players are kept as
 * they were when it was planned, for the clash rules (src/shared/domain/order-of-play.ts).
 */
export const orderOfPlay = pgTable(
  "order_of_play",
  {
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    matchKey: text("match_key").notNull(),
    /** As the order of play names the match, e.g. "Semi-final". */
    label: text("label").notNull(),
    court: text("court").notNull(),
    startsAt: at("starts_at").notNull(),
    minutes: integer("minutes").notNull(),
    /** The members playing (both sides). */
    players: jsonb("players").$type<string[]>().notNull(),
    /** When the players were last told this court and time; null: not told yet. */
    toldAt: at("told_at"),
    version: version(),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.matchKey] }),
    index("order_of_play_starts_idx").on(t.tournamentId, t.startsAt),
    check("order_of_play_minutes_check", sql`${t.minutes} between 15 and 240`),
  ],
);

/**
 * How many matches the club has, kept by a trigger on `club_matches` (created by its migration) so
 * the console's results list counts them without reading them
 * (docs/decisions/0286-member-search-and-result-count.md). One row, `id` 1, once there is a match. A
 * backup restore loads it as it was kept.
 */
export const clubMatchTotals = pgTable(
  "club_match_totals",
  {
    id: integer("id").primaryKey(),
    matches: integer("matches").notNull().default(0),
  },
  (t) => [check("club_match_totals_one_row", sql`${t.id} = 1`)],
);

/**
 * Each member's record of listed matches, kept by a trigger on `club_match_players` (created by its
 * migration, never written by the server): matches played (walkovers not counted) and won, as the
 * member's listed rows stand, so the overview's summary reads two numbers whatever the member's
 * history (docs/decisions/0289-the-members-kept-record.md). Like the kept ratings it references no
 * member: a deleted account's row is left at nought by its rows' `user_id` going null. A backup
 * restore loads it as it was kept.
 */
export const memberMatchRecords = pgTable("member_match_records", {
  userId: text("user_id").primaryKey(),
  played: integer("played").notNull().default(0),
  won: integer("won").notNull().default(0),
});

/** Who played a match: a member, or a guest from outside the club by name. */
/** How a listed match ended for a side: a walkover counts as neither played nor won. */
export type PlayerResult = "won" | "lost" | "walkover";

export const clubMatchPlayers = pgTable(
  "club_match_players",
  {
    matchId: text("match_id")
      .notNull()
      .references(() => clubMatches.id, { onDelete: "cascade" }),
    side: text("side").$type<MatchSide>().notNull(),
    /** 1, or 2 for the second player of a doubles side. */
    slot: integer("slot").notNull(),
    /** Null for a guest (or a member whose account was deleted). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The guest's name, or the member's name when the match was recorded. */
    name: text("name").notNull(),
    /**
     * Kept by the database from the match (the triggers of migration 0017, never written by the
     * server): its date while it is a confirmed result, else null, so a member's matches list reads
     * its pages from the index below (docs/decisions/0265-a-members-reads-bounded.md).
     */
    listedAt: at("listed_at"),
    /** Kept with `listedAt`: how the match ended for this side. */
    result: text("result").$type<PlayerResult>(),
    /**
     * Kept by the database from the match's other rows (the triggers of migration 0023, never written
     * by the server): the other side's names as recorded, joined by " / " in slot order, so a page of
     * the member's matches reads its opponents from its own rows
     * (docs/decisions/0289-the-members-kept-record.md).
     */
    opponent: text("opponent").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.side, t.slot] }),
    index("club_match_players_user_idx").on(t.userId),
    index("club_match_players_listed_idx")
      .on(t.userId, t.listedAt, t.matchId, t.result)
      .where(sql`${t.listedAt} is not null`),
    // The member's matches still open (scheduled, reported, disputed) or otherwise unlisted.
    index("club_match_players_unlisted_idx").on(t.userId, t.matchId).where(sql`${t.listedAt} is null`),
    check("club_match_players_side_check", oneOf(t.side, MATCH_SIDES)),
    check("club_match_players_slot_check", sql`${t.slot} in (1, 2)`),
  ],
);

/**
 * Kept ratings (docs/decisions/0152-kept-ratings.md): each member's rating after each rated match,
 * unrounded, replayed from a changed result's date on (`keepRatings` in server/lib/ratings.ts).
 * Neither table references matches or users: their rows change only under the ratings' lock, so a
 * deleted match or account never locks them from outside it; the replay removes what is left.
 */
export const ratingPoints = pgTable(
  "rating_points",
  {
    matchId: text("match_id").notNull(),
    userId: text("user_id").notNull(),
    playedAt: at("played_at").notNull(),
    rating: doublePrecision("rating").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.userId] }),
    // A member's points newest first (and the last before a date) read from the index alone.
    index("rating_points_user_idx").on(t.userId, t.playedAt, t.matchId, t.rating),
    index("rating_points_played_idx").on(t.playedAt),
  ],
);

/** Each rated member's current rating (unrounded), rated matches and last rated match. */
export const playerRatings = pgTable("player_ratings", {
  userId: text("user_id").primaryKey(),
  rating: doublePrecision("rating").notNull(),
  ratedMatches: integer("rated_matches").notNull(),
  lastPlayed: at("last_played").notNull(),
});

/**
 * One row: a new random `version` with every change to what the ranks read (`player_ratings`, a
 * member's birth date, a member deleted), written by the database's triggers (migration 0020), so a
 * server keeps the club's ratings for ranking and reads only this to know they still stand
 * (server/lib/kept-ratings.ts, docs/decisions/0276-match-reads-prepared.md). No row: none since the
 * tables were emptied.
 */
export const rankingsVersion = pgTable(
  "rankings_version",
  {
    id: integer("id").primaryKey(),
    version: text("version").notNull(),
  },
  (t) => [check("rankings_version_one_row", sql`${t.id} = 1`)],
);

/**
 * One row: a new random `version` with every change to the club's results as a member's summary
 * reads them (`club_matches`, `club_match_players`, `rating_points`), written by the database's
 * triggers (migration 0025). With `rankings_version` it tells a server that a summary it keeps
 * still stands (server/lib/competition.ts, docs/decisions/0299-reads-at-a-big-clubs-size.md). No row:
 * none since the tables were emptied.
 */
export const resultsVersion = pgTable(
  "results_version",
  {
    id: integer("id").primaryKey(),
    version: text("version").notNull(),
  },
  (t) => [check("results_version_one_row", sql`${t.id} = 1`)],
);

/**
 * Replays still to run from a date on: a migration that changes how ratings are computed adds one,
 * and the server runs it after migrating, before it serves.
 */
export const ratingReplaysDue = pgTable("rating_replays_due", {
  fromAt: at("from_at").primaryKey(),
});

/** Coaching plans of the membership pages (children, adult, special). */
export const plans = pgTable(
  "plans",
  {
    id: id(),
    category: text("category").$type<PlanCategory>().notNull(),
    planName: text("plan_name").notNull(),
    /** Monthly price. */
    planPriceKobo: integer("plan_price_kobo").notNull(),
    priceInfo: text("price_info").notNull(),
    description: text("description").notNull(),
    note: text("note").notNull(),
    planImage: text("plan_image").notNull(),
    /** Coach levels this plan pairs with. */
    filterPrams: jsonb("filter_prams").$type<string[]>().notNull(),
    /** Duration options; discountPercentage is taken off the plan part. */
    billingPlans: jsonb("billing_plans").$type<BillingPlanOption[]>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    version: version(),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index("plans_category_idx").on(t.category, t.sortOrder),
    check("plans_category_check", oneOf(t.category, PLAN_CATEGORIES)),
  ],
);

/** Training packages keyed regular, standard, premium, family, couples. */
export const trainingPackages = pgTable("training_packages", {
  key: text("key").$type<TrainingKey>().primaryKey(),
  name: text("name").notNull(),
  info: text("info").notNull(),
  /** Member discount in percent. */
  discountPercent: integer("discount_percent").notNull(),
  oneMonthKobo: integer("one_month_kobo").notNull(),
  threeMonthsKobo: integer("three_months_kobo").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  version: version(),
  updatedAt: updatedAt(),
});

/**
 * The paid membership plans' prices, one row per plan (docs/decisions/0215-membership-prices-in-the-database.md):
 * the list price new purchases pay, and while a change's notice runs, the price auto-renewals of
 * periods starting before `renewalPriceUntil` still pay.
 */
export const membershipPrices = pgTable(
  "membership_prices",
  {
    key: text("key").$type<MembershipKey>().primaryKey(),
    priceKobo: integer("price_kobo").notNull(),
    /** Whole US dollars, shown to members outside Nigeria. */
    priceUsd: integer("price_usd").notNull(),
    renewalKobo: integer("renewal_kobo"),
    renewalPriceUntil: at("renewal_price_until"),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("membership_prices_key_check", oneOf(t.key, MEMBERSHIP_KEYS)),
    check("membership_prices_positive_check", sql`${t.priceKobo} > 0 and ${t.priceUsd} > 0`),
    check(
      "membership_prices_renewal_check",
      sql`(${t.renewalKobo} is null) = (${t.renewalPriceUntil} is null)`,
    ),
  ],
);

/**
 * A member's membership: one row per member, extended or switched by each paid period. Active while
 * `endsAt` is in the future; the payments history lives in `transactions`.
 */
export const memberships = pgTable("memberships", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  plan: text("plan").$type<MembershipKey>().notNull(),
  startsAt: at("starts_at").notNull(),
  endsAt: at("ends_at").notNull(),
  /** When the last renewal with the saved card was tried, so a period is charged at most once. */
  lastRenewalAttemptAt: at("last_renewal_attempt_at"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** A member's training subscription: one row per member, like memberships. */
export const trainingSubscriptions = pgTable(
  "training_subscriptions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    packageKey: text("package_key")
      .notNull()
      .references(() => trainingPackages.key, { onDelete: "restrict" }),
    duration: text("duration").$type<TrainingDuration>().notNull(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [check("training_subscriptions_duration_check", oneOf(t.duration, TRAINING_DURATIONS))],
);

/**
 * Every payment the club asked for. Given value only once verified with the provider; `fulfilledAt`
 * marks the one fulfilment. Kept, anonymised, when the member deletes their account
 * (docs/decisions/0012-account-deletion.md).
 */
export const transactions = pgTable(
  "transactions",
  {
    id: id(),
    /** The player the payment is for (a junior when a guardian pays for them). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The account that paid: the player themself, or their guardian (docs/decisions/0160-families.md). */
    payerId: text("payer_id").references(() => users.id, { onDelete: "set null" }),
    /** The provider reference; unique so browser return and webhook fulfil it once. */
    reference: text("reference").notNull(),
    kind: text("kind").$type<TransactionKind>().notNull(),
    amountKobo: integer("amount_kobo").notNull(),
    currency: text("currency").notNull().default("NGN"),
    status: text("status").$type<TransactionStatus>().notNull().default("pending"),
    description: text("description").notNull(),
    /** What the payment buys (plan key, tournament id, duration, ...), read back at fulfilment. */
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    fulfilledAt: at("fulfilled_at"),
    /** Recovery's tries that left the payment unsettled (provider unreachable or still processing). */
    recoveryAttempts: integer("recovery_attempts").notNull().default(0),
    /** Recovery leaves the payment alone until then, after a try that left it unsettled. */
    nextRecoveryAt: at("next_recovery_at"),
    /**
     * Names the member and the order a checkout was opened for, while that checkout may be handed
     * out again instead of a new one (payments/checkout.ts); unique, so concurrent pay calls for the
     * same order open one checkout.
     */
    checkoutKey: text("checkout_key"),
    /** The provider's checkout page and its key, kept so the same checkout can be handed out again. */
    authorizationUrl: text("authorization_url"),
    accessCode: text("access_code"),
    /** When a return page last asked the provider about this payment; reloads soon after are answered from the row. */
    verifiedAt: at("verified_at"),
    /** How the member paid, as the provider names it (card, bank_transfer, ussd); null until the provider says. */
    channel: text("channel"),
    /** The provider's own id for the payment, kept at verification (its settlements name payments by it). */
    providerId: bigint("provider_id", { mode: "number" }),
    /** The provider's fee on the payment, in kobo, kept at verification: it settles the amount less this. */
    feesKobo: integer("fees_kobo"),
    /** When the provider says the money was paid, kept at verification. */
    paidAt: at("paid_at"),
    /**
     * The club's receipt for money taken by hand (channel cash or bank_deposit): unique, so the same
     * receipt is recorded, and gives what it paid for, once (docs/decisions/0180-cash-and-bank-deposits.md).
     */
    receiptNumber: text("receipt_number"),
    /**
     * The provider's settlement that paid this payment out, and when, noted whenever the club reads
     * the provider's settlements (Reconciliation, the daily catch-up); null until then.
     */
    settlementId: bigint("settlement_id", { mode: "number" }),
    settledAt: at("settled_at"),
    /** The staff member who recorded a payment taken by hand; null for online payments. */
    recordedBy: text("recorded_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("transactions_reference_unique").on(t.reference),
    uniqueIndex("transactions_receipt_number_unique")
      .on(t.receiptNumber)
      .where(sql`${t.receiptNumber} is not null`),
    uniqueIndex("transactions_checkout_key_unique")
      .on(t.checkoutKey)
      .where(sql`${t.checkoutKey} is not null`),
    // A member's history in its order (newest first, then by id), read without a sort (migration 0024).
    index("transactions_user_idx").on(t.userId, t.createdAt, t.id),
    index("transactions_payer_idx").on(t.payerId, t.createdAt),
    // The console's payments, newest first, a page at a time (docs/decisions/0220-a-club-at-scale.md).
    index("transactions_created_idx").on(t.createdAt, t.id),
    check("transactions_kind_check", oneOf(t.kind, TRANSACTION_KINDS)),
    check("transactions_status_check", oneOf(t.status, TRANSACTION_STATUSES)),
    check("transactions_amount_check", sql`${t.amountKobo} >= 0`),
  ],
);

/** Keys of `transactions.metadata` that identify a person, removed when they delete their account. */
export const PERSONAL_METADATA_KEYS = [
  "email",
  "fullName",
  "phoneNumber",
  "username",
  "userId",
  "customer",
] as const;

/** A reusable card authorization from the provider, charged for auto-renewals. One per member. */
export const cardAuthorizations = pgTable("card_authorizations", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  authorizationCode: text("authorization_code").notNull(),
  /** The email the provider knows the card by; charge_authorization needs it. */
  email: text("email").notNull(),
  last4: text("last4"),
  cardType: text("card_type"),
  bank: text("bank"),
  expMonth: text("exp_month"),
  expYear: text("exp_year"),
  createdAt: createdAt(),
});

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    /** When the member marked it read; null while unread. */
    readAt: at("read_at"),
    /** The staff notice it was written for, when staff wrote it. */
    broadcastId: text("broadcast_id").references(() => broadcasts.id, { onDelete: "set null" }),
    /**
     * Its mail copy: `pending` until it is claimed for sending after the commit, then `sent`; null
     * when no copy is mailed (the member opted out). Claiming flips the row, so it is mailed once.
     */
    mailState: text("mail_state").$type<"pending" | "sent">(),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    // The unread count in the side menu, on every dashboard screen: the member's unread ones only.
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    index("notifications_mail_idx").on(t.broadcastId).where(sql`${t.mailState} = 'pending'`),
  ],
);

/**
 * A notification staff wrote to a member or a group. The request key the console sends with it
 * is unique, so a retried or doubled send writes (and mails) it once.
 */
export const broadcasts = pgTable("broadcasts", {
  id: id(),
  requestKey: text("request_key").notNull().unique(),
  /** Who it went to, as the console chose it: `{ kind, id? }`. */
  audience: jsonb("audience").$type<{ kind: string; id?: string }>().notNull(),
  title: text("title").notNull(),
  message: text("message").notNull(),
  recipients: integer("recipients").notNull(),
  sentBy: text("sent_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * Newsletter sign-ups, with double opt-in: pending until the confirmation link in the mail is
 * opened, confirmed from then on (only these receive the newsletter), unsubscribed through the link
 * in every newsletter mail. Addresses from before double opt-in start pending: they never confirmed.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    status: text("status").$type<NewsletterStatus>().notNull().default("pending"),
    /** The last sign-up, when the last confirmation link was sent. */
    requestedAt: at("requested_at").notNull().defaultNow(),
    confirmedAt: at("confirmed_at"),
    unsubscribedAt: at("unsubscribed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_unique").on(t.email),
    check("newsletter_subscribers_status_check", oneOf(t.status, NEWSLETTER_STATUSES)),
  ],
);

export const contactMessages = pgTable("contact_messages", {
  id: id(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phoneNumber: text("phone_number").notNull(),
  message: text("message").notNull(),
  /** When staff marked it handled (a reply marks it too); null while new. */
  handledAt: at("handled_at"),
  /** The club's reply, mailed from the console. */
  reply: text("reply"),
  /** When the reply was mailed; null with a reply stored means its mail could not be sent yet. */
  repliedAt: at("replied_at"),
  repliedBy: text("replied_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** The one live password reset code of a member (docs/decisions/0010-password-reset-codes.md). */
export const passwordResetCodes = pgTable("password_reset_codes", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** HMAC-SHA256 of the code; the code itself is only ever in the member's mail. */
  codeHash: text("code_hash").notNull(),
  expiresAt: at("expires_at").notNull(),
  /** Tries so far, each counted before the code is compared; the code is void at 5. */
  attempts: integer("attempts").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Tokens ended by a logout before they expire: checked on every signed-in call. A row is only
 * needed until the token's own expiry, then it is pruned.
 */
export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    /** The token's `jti` claim (inside the signed part, so it cannot be altered). */
    tokenId: text("token_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: at("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("revoked_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * Money given back on a payment, one row per refund (docs/decisions/0090-refunds.md). The row is
 * written before the provider is asked, under a lock on the payment, so parallel refunds can never
 * add up to more than was paid; a refund the provider refused is `failed` and no longer counts.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    transactionId: text("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "restrict" }),
    /** The provider's id of the refund; null until the provider accepted it. */
    providerRefundId: text("provider_refund_id"),
    amountKobo: integer("amount_kobo").notNull(),
    status: text("status").$type<RefundStatus>().notNull().default("pending"),
    cause: text("cause").$type<RefundCause>().notNull(),
    reason: text("reason").notNull(),
    /** The admin who asked for it; null for automatic refunds or once their account is deleted. */
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The player whose line of a household payment this refund is for (its training is what it takes
     * back, docs/decisions/0200-household-checkout.md); null on every other payment.
     */
    playerId: text("player_id").references(() => users.id, { onDelete: "set null" }),
    /** What the provider said when it refused or failed the refund. */
    problem: text("problem"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("refunds_transaction_idx").on(t.transactionId),
    uniqueIndex("refunds_provider_unique")
      .on(t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
    check("refunds_status_check", oneOf(t.status, REFUND_STATUSES)),
    check("refunds_cause_check", oneOf(t.cause, REFUND_CAUSES)),
    check("refunds_amount_check", sql`${t.amountKobo} > 0`),
  ],
);

/**
 * What each Lagos day took per kind of payment: completed payments (by the day they were made),
 * refunds that count (by the day they were asked) and every payment asked for, kept by triggers on `transactions` and `refunds`
 * (created by its migration), so the console's totals over years read a row per day and kind
 * (docs/decisions/0270-console-lists-at-scale.md). A backup restore loads it as it was kept.
 */
export const paymentDayTotals = pgTable(
  "payment_day_totals",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").$type<TransactionKind>().notNull(),
    paidKobo: bigint("paid_kobo", { mode: "number" }).notNull().default(0),
    paidCount: integer("paid_count").notNull().default(0),
    refundedKobo: bigint("refunded_kobo", { mode: "number" }).notNull().default(0),
    /** Every payment asked for that day, whatever its status (the payments list's count). */
    payments: integer("payments").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] })],
);

/**
 * A chargeback the member's bank opened on a payment: flagged for staff with the provider's
 * deadline. Nothing is taken back until staff decide.
 */
export const paymentDisputes = pgTable(
  "payment_disputes",
  {
    id: id(),
    transactionId: text("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "restrict" }),
    providerDisputeId: text("provider_dispute_id").notNull(),
    /** The provider's status, e.g. awaiting-merchant-feedback, pending, resolved. */
    status: text("status").notNull(),
    /** merchant-accepted, declined, ... once resolved. */
    resolution: text("resolution"),
    amountKobo: integer("amount_kobo"),
    /** When the club must answer the provider by. */
    dueAt: at("due_at"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_disputes_provider_unique").on(t.providerDisputeId),
    // The billing history asks, for each payment of a page, whether a dispute of it is open.
    index("payment_disputes_transaction_idx").on(t.transactionId),
  ],
);

/**
 * Settings of the whole club an admin changes in the console, one row (id 1): the household
 * discount on the second and later players' training in one checkout
 * (docs/decisions/0201-household-discount.md).
 */
export const clubSettings = pgTable(
  "club_settings",
  {
    id: integer("id").primaryKey(),
    householdDiscountPercent: integer("household_discount_percent").notNull().default(0),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("club_settings_single_check", sql`${t.id} = 1`),
    check(
      "club_settings_household_discount_check",
      sql`${t.householdDiscountPercent} between 0 and ${sql.raw(String(HOUSEHOLD_DISCOUNT_MAX_PERCENT))}`,
    ),
  ],
);

/** Every run of the auto-renewal job and what came of it, for the console. */
export const renewalRuns = pgTable(
  "renewal_runs",
  {
    id: id(),
    startedAt: at("started_at").notNull(),
    finishedAt: at("finished_at"),
    renewed: integer("renewed").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    lapsed: integer("lapsed").notNull().default(0),
    unsettled: integer("unsettled").notNull().default(0),
  },
  (t) => [index("renewal_runs_started_idx").on(t.startedAt)],
);

/**
 * The daily catch-up with the provider (payments/catch-up.ts): one row per Lagos day, claimed by the
 * run that does it, with what it fulfilled and the provider's payments it could not match.
 */
export const paymentCatchUps = pgTable("payment_catch_ups", {
  /** The Lagos day, YYYY-MM-DD. */
  day: text("day").primaryKey(),
  startedAt: at("started_at").notNull(),
  finishedAt: at("finished_at"),
  /** Successful payments the provider had that we had not fulfilled, fulfilled by this run. */
  fulfilled: integer("fulfilled").notNull().default(0),
  /** The provider's successful payments that match none of ours, or match with another amount. */
  unmatched: jsonb("unmatched")
    .$type<{ reference: string; amountKobo: number; paidAt: string | null; problem: string }[]>()
    .notNull()
    .default([]),
});

export type UserRow = typeof users.$inferSelect;
/** A user with a login of their own: who a token belongs to (every signed-in caller). */
export type AccountRow = UserRow & { email: string; passwordHash: string };
export type RefundRow = typeof refunds.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;

/**
 * Free training sessions redeemed: at most one per member and calendar quarter (Lagos), which
 * the primary key holds however many staff press Redeem at once.
 */
export const freeSessionRedemptions = pgTable(
  "free_session_redemptions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "2026-Q4" */
    quarter: text("quarter").notNull(),
    redeemedAt: at("redeemed_at").notNull(),
    redeemedBy: text("redeemed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quarter] })],
);

/**
 * Renewal notices sent (payments/renewal-notices.ts): one row per member, kind and the period or
 * card expiry it is about; the primary key makes concurrent housekeeping runs send each once.
 */
export const renewalNotices = pgTable(
  "renewal_notices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** renew_by_hand | card_renewal | card_expiring */
    kind: text("kind").notNull(),
    /** The membership end (ISO) or the card's expiry month (YYYY-MM). */
    key: text("key").notNull(),
    sentAt: at("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.key] })],
);

/**
 * The built-in Paystack sandbox's own records: what Paystack keeps on its side. In
 * the database so every server instance, and a restarted one, answers the same.
 */
export const sandboxPaystackTransactions = pgTable(
  "sandbox_paystack_transactions",
  {
    reference: text("reference").primaryKey(),
    /** Paystack's numeric transaction id (`GET /transaction/:id`). */
    id: bigserial("id", { mode: "number" }).notNull(),
    /** The checkout page's key; null for charges of a saved card, which have no checkout. */
    accessCode: text("access_code"),
    email: text("email").notNull(),
    amountKobo: integer("amount_kobo").notNull(),
    currency: text("currency").notNull().default("NGN"),
    callbackUrl: text("callback_url"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    /** pending until the checkout is used, then success, failed or abandoned; ongoing while a bank transfer is awaited. */
    status: text("status").notNull().default("pending"),
    /** How the customer paid: card, bank_transfer or ussd (Paystack's channel names). */
    channel: text("channel"),
    /** When an awaited bank transfer arrives (status ongoing until then). */
    settleAt: at("settle_at"),
    authorizationCode: text("authorization_code"),
    /** Set by the first Pay or Cancel: an authorization URL works once. */
    checkoutUsedAt: at("checkout_used_at"),
    /** Kobo given back so far by the sandbox's refunds. */
    refundedKobo: integer("refunded_kobo").notNull().default(0),
    paidAt: at("paid_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sandbox_paystack_transactions_access_code_unique").on(t.accessCode),
    index("sandbox_paystack_transactions_authorization_idx").on(t.authorizationCode),
    uniqueIndex("sandbox_paystack_transactions_id_unique").on(t.id),
    index("sandbox_paystack_transactions_paid_idx").on(t.paidAt),
  ],
);

/** The sandbox's refunds, as the provider keeps them. */
export const sandboxPaystackRefunds = pgTable("sandbox_paystack_refunds", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  transactionReference: text("transaction_reference").notNull(),
  amountKobo: integer("amount_kobo").notNull(),
  status: text("status").notNull().default("pending"),
  customerNote: text("customer_note"),
  merchantNote: text("merchant_note"),
  createdAt: createdAt(),
});

/** Disputes opened in the sandbox (by tests, or by hand in demo mode). */
export const sandboxPaystackDisputes = pgTable("sandbox_paystack_disputes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  transactionReference: text("transaction_reference").notNull(),
  amountKobo: integer("amount_kobo").notNull(),
  status: text("status").notNull().default("awaiting-merchant-feedback"),
  resolution: text("resolution"),
  dueAt: at("due_at").notNull(),
  createdAt: createdAt(),
});

/**
 * Counters behind the rate limits and the slowed failed logins, shared by every server instance.
 * The key names the rule and an HMAC of who is counted (IP, email), never the IP or email itself.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    windowEndsAt: at("window_ends_at").notNull(),
  },
  (t) => [index("rate_limit_counters_window_idx").on(t.windowEndsAt)],
);

/**
 * Requests to rebuild the static site after its data changed. Whichever instance finds the newest
 * request older than the debounce claims them all at once, so a burst of edits on any number of
 * instances makes one build.
 */
export const siteBuildRequests = pgTable(
  "site_build_requests",
  {
    id: id(),
    reason: text("reason").notNull(),
    requestedAt: at("requested_at").notNull(),
    claimedAt: at("claimed_at"),
  },
  (t) => [index("site_build_requests_open_idx").on(t.requestedAt).where(sql`${t.claimedAt} is null`)],
);

/**
 * Every console write: who did what to which record, its state before and after. Written in the
 * same database transaction as the write itself, so neither exists without the other.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    /** Null once the actor's account is deleted; their email at the time stays in `actorEmail`. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** e.g. tournament.create, tournament.cancel, coach.retire, user.role */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    at: at("at").notNull(),
    /** Insertion order, so entries written within one instant still list newest first. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.seq),
    index("audit_log_actor_idx").on(t.actorId, t.at),
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.at),
  ],
);

/**
 * Uploaded images, addressed by the SHA-256 of the uploaded file, so every replica serves the same
 * bytes and a second upload of the same file is the same image.
 */
export const media = pgTable("media", {
  hash: text("hash").primaryKey(),
  /** What the upload was, by its content: jpeg, png, webp, heif. */
  sourceFormat: text("source_format").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** The re-encoded copies of an image: WebP and AVIF at a few widths, EXIF removed. */
export const mediaVariants = pgTable(
  "media_variants",
  {
    hash: text("hash")
      .notNull()
      .references(() => media.hash, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [uniqueIndex("media_variants_key").on(t.hash, t.width, t.format)],
);

/** One row per site build attempt, so every instance can say whether the public site is current. */
export const siteBuilds = pgTable(
  "site_builds",
  {
    id: id(),
    startedAt: at("started_at").notNull(),
    finishedAt: at("finished_at"),
    /** Null while running. */
    ok: boolean("ok"),
    /** Why it failed, in a sentence; never a stack trace. */
    error: text("error"),
  },
  (t) => [index("site_builds_started_idx").on(t.startedAt)],
);

/**
 * The last run of each job that runs once per interval across all replicas (the payments
 * housekeeping, calls to the static host's deploy hook). A replica starts a run only by moving
 * `started_at` forward in one conditional upsert, which succeeds for one replica per interval.
 */
export const jobRuns = pgTable("job_runs", {
  /** housekeeping, deploy-hook */
  name: text("name").primaryKey(),
  startedAt: at("started_at").notNull(),
  /** Null while running, or when the run was lost with its replica. */
  finishedAt: at("finished_at"),
  /** Null while running. */
  ok: boolean("ok"),
});

/**
 * The mail outbox: every message is written here in the transaction of what it reports, then
 * delivered after the commit by `server/mail/mail-outbox.ts`, which claims rows with a lease so one
 * sender delivers each (docs/decisions/0120-transactional-mail-outbox.md).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    replyTo: text("reply_to"),
    /** Further headers, such as List-Unsubscribe. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /**
     * What its delivery settles: a contact reply's `repliedAt`, a notification's mail copy; a reset
     * code's row is deleted once delivered (it holds the code).
     */
    about: text("about").$type<"contact-reply" | "notification" | "reset-code">(),
    aboutId: text("about_id"),
    createdAt: at("created_at").notNull(),
    /** Delivery tries so far; each failure pushes `nextAttemptAt` further out. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull(),
    /** A sender's claim: others leave the row alone until it lapses (a sender that died mid-send). */
    claimToken: text("claim_token"),
    claimedUntil: at("claimed_until"),
    sentAt: at("sent_at"),
    /** Why the last try failed, in a sentence. */
    lastError: text("last_error"),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index("mail_outbox_about_idx").on(t.aboutId),
    index("mail_outbox_sent_idx").on(t.sentAt),
  ],
);

/**
 * A member's choices for messages beyond the dashboard (docs/decisions/0190-messages-on-members-channels.md):
 * the channels they opted in to (email: `users.notification_mail`), their order, and the kinds of
 * message they turned off. No row: nothing opted in, the default order, every kind on.
 */
export const messageSettings = pgTable("message_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  optedIn: jsonb("opted_in").$type<MessageChannel[]>().notNull().default([]),
  channelOrder: jsonb("channel_order")
    .$type<MessageChannel[]>()
    .notNull()
    .default([...MESSAGE_CHANNELS]),
  kindsOff: jsonb("kinds_off").$type<MessageKind[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** Every opt-in and opt-out: who, when, which consent text, and how (the settings screen, a STOP reply). */
export const messageConsents = pgTable(
  "message_consents",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").$type<MessageChannel>().notNull(),
    granted: boolean("granted").notNull(),
    /** The consent text's version the member agreed to; null for an opt-out. */
    textVersion: text("text_version"),
    /** settings, whatsapp-reply, sms-reply, push-gone */
    via: text("via").notNull(),
    at: at("at").notNull(),
  },
  (t) => [
    index("message_consents_user_idx").on(t.userId, t.at),
    check("message_consents_channel_check", oneOf(t.channel, MESSAGE_CHANNELS)),
  ],
);

/** A browser where the member installed the dashboard and allowed notifications (Web Push). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/**
 * The messages outbox: one row per message to one member on a channel beyond the dashboard, written
 * in the transaction of what it reports and sent after the commit by `server/messaging/outbox.ts`,
 * which claims rows with a lease (like the mail outbox), tries the member's channels in order and
 * records where the message went and whether it arrived.
 */
export const messageOutbox = pgTable(
  "message_outbox",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<MessageKind>().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** May break quiet hours (a cancellation of something held today). */
    urgent: boolean("urgent").notNull().default(false),
    /** The dashboard notification it copies; its mail copy is the email channel. */
    notificationId: text("notification_id").references(() => notifications.id, { onDelete: "set null" }),
    broadcastId: text("broadcast_id").references(() => broadcasts.id, { onDelete: "set null" }),
    /**
     * By email it goes as a mail of its own (a notification's mail copy the outbox took over, a
     * confirmation); false: the event mails the member itself (a receipt), so email adds nothing.
     */
    mailCopy: boolean("mail_copy").notNull().default(false),
    /** Sent on this channel or not at all (the confirmation of an opt-in). */
    onlyChannel: text("only_channel").$type<MessageChannel>(),
    status: text("status").$type<MessageStatus>().notNull().default("queued"),
    /** The channel it went out on (or is being tried on). */
    channel: text("channel").$type<MessageChannel>(),
    /** Channels that failed for it, in order. */
    failedChannels: jsonb("failed_channels").$type<MessageChannel[]>().notNull().default([]),
    /** The provider's id of what it sent (wamid, Termii message_id), to match delivery reports. */
    providerId: text("provider_id"),
    costKobo: integer("cost_kobo").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull(),
    claimToken: text("claim_token"),
    claimedUntil: at("claimed_until"),
    lastError: text("last_error"),
    createdAt: at("created_at").notNull(),
    sentAt: at("sent_at"),
    deliveredAt: at("delivered_at"),
  },
  (t) => [
    index("message_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    uniqueIndex("message_outbox_provider_unique").on(t.channel, t.providerId),
    uniqueIndex("message_outbox_notification_unique").on(t.notificationId),
    index("message_outbox_broadcast_idx").on(t.broadcastId),
    index("message_outbox_user_idx").on(t.userId, t.createdAt),
    check("message_outbox_kind_check", oneOf(t.kind, MESSAGE_KIND_NAMES)),
    check("message_outbox_status_check", oneOf(t.status, MESSAGE_STATUSES)),
  ],
);

/** The club's SMS budget: what an admin allows a month (kobo), and what each Lagos month spent. */
export const smsBudget = pgTable("sms_budget", {
  /** `club` for the monthly allowance, else a month (YYYY-MM) and its spending. */
  key: text("key").primaryKey(),
  limitKobo: integer("limit_kobo"),
  spentKobo: integer("spent_kobo").notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * What the demo stand-ins of WhatsApp, Termii and Web Push received (demo mode only), listed at
 * `/dev/messages`.
 */
export const standInMessages = pgTable("stand_in_messages", {
  id: id(),
  /** whatsapp, sms, push */
  provider: text("provider").notNull(),
  providerId: text("provider_id").notNull().unique(),
  recipient: text("recipient").notNull(),
  body: text("body").notNull(),
  at: at("at").notNull(),
});

/**
 * Training groups (docs/decisions/0170-training-sessions.md): a coach, a court or venue, a level
 * band and a capacity for one training package, meeting at weekly Lagos times between two dates
 * less the exception days; or one session (one-off, or a private lesson for one player). Its
 * sessions are written out as rows when it is set up, so each can be cancelled, attended and noted.
 */
export const trainingGroups = pgTable(
  "training_groups",
  {
    id: id(),
    name: text("name").notNull(),
    kind: text("kind").$type<GroupKind>().notNull(),
    packageKey: text("package_key")
      .notNull()
      .references(() => trainingPackages.key, { onDelete: "restrict" }),
    coachId: text("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "restrict" }),
    venue: text("venue").notNull(),
    levels: jsonb("levels").$type<Level[]>().notNull(),
    capacity: integer("capacity").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    minutes: integer("minutes").notNull(),
    weekly: jsonb("weekly").$type<WeeklyTime[]>().notNull(),
    exceptions: jsonb("exceptions").$type<string[]>().notNull().default([]),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("training_groups_kind_check", oneOf(t.kind, GROUP_KINDS)),
    check("training_groups_capacity_check", sql`${t.capacity} between 1 and 40`),
    index("training_groups_coach_idx").on(t.coachId),
  ],
);

/** One session of a group, with its coach and venue copied so clashes are one indexed query. */
export const trainingSessions = pgTable(
  "training_sessions",
  {
    id: id(),
    groupId: text("group_id")
      .notNull()
      .references(() => trainingGroups.id, { onDelete: "cascade" }),
    coachId: text("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "restrict" }),
    venue: text("venue").notNull(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    /** Called off by the club (rain): its players were told and given a make-up credit. */
    cancelledAt: at("cancelled_at"),
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("training_sessions_group_start_unique").on(t.groupId, t.startsAt),
    index("training_sessions_coach_idx").on(t.coachId, t.startsAt),
    index("training_sessions_start_idx").on(t.startsAt),
  ],
);

/**
 * A player's place in a group: `placed`, or on its waiting list (`waiting`, in `queuedAt` order)
 * with a place `offered` until `offeredUntil`. One row per player and group.
 */
export const groupPlaces = pgTable(
  "group_places",
  {
    groupId: text("group_id")
      .notNull()
      .references(() => trainingGroups.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text("state").$type<PlaceState>().notNull(),
    queuedAt: at("queued_at").notNull(),
    /** Order of joining, which the waiting list follows (two joins may share a timestamp). */
    position: bigserial("position", { mode: "number" }).notNull(),
    offeredUntil: at("offered_until"),
    placedAt: at("placed_at"),
    placedBy: text("placed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    check("group_places_state_check", oneOf(t.state, PLACE_STATES)),
    index("group_places_user_idx").on(t.userId),
  ],
);

/**
 * A player's mark at a session: set by the coach (or staff), or `excused` by the player's own
 * "Can't come" before the start. The latest `markedAt` wins, so a phone syncing marks it took
 * offline does not overwrite a later one.
 */
export const sessionAttendance = pgTable(
  "session_attendance",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mark: text("mark").$type<AttendanceMark>().notNull(),
    /** The player said "Can't come" themselves. */
    toldByPlayer: boolean("told_by_player").notNull().default(false),
    markedAt: at("marked_at").notNull(),
    markedBy: text("marked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    check("session_attendance_mark_check", oneOf(t.mark, ATTENDANCE_MARKS)),
    index("session_attendance_user_idx").on(t.userId),
  ],
);

/** The coach's note on a player at a session: private to coach and staff unless shared. */
export const sessionNotes = pgTable(
  "session_notes",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    note: text("note").notNull(),
    shared: boolean("shared").notNull().default(false),
    writtenBy: text("written_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    // The member's schedule reads their shared notes.
    index("session_notes_user_idx").on(t.userId),
  ],
);

/** A make-up session owed for a session the club cancelled; staff mark it used when honoured. */
export const makeUpCredits = pgTable(
  "make_up_credits",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    issuedAt: at("issued_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    usedBy: text("used_by").references(() => users.id, { onDelete: "set null" }),
    usedNote: text("used_note"),
  },
  (t) => [uniqueIndex("make_up_credits_user_session_unique").on(t.userId, t.sessionId)],
);

/** A member's private calendar feed: the token in its address; a new one revokes the old. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_unique").on(t.token)],
);

/** Reminders sent the day before a session: one per player and session however often the job runs. */
export const sessionReminders = pgTable(
  "session_reminders",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: at("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);
