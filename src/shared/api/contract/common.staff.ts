/** The contract's schemas of the console's calls: pieces several areas share: errors, ids, lists, entities (gathered by ../console-contract.ts). */
import { z } from "zod";
import { clubInstant, isLocalDate, isLocalTime } from "../../domain/club-time";
import {
  AUDIENCE_KINDS,
  CONSOLE_ROLES,
  MATCH_KINDS,
  MATCH_OUTCOMES,
  MATCH_SIDES,
  MATCH_STATUSES,
  NEWSLETTER_STATUSES,
  PERIOD_STATES,
  REFUND_CAUSES,
  REFUND_STATUSES,
  SCAN_OUTCOMES,
  TOURNAMENT_CATEGORIES,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
} from "../../domain/lists";
import { MEMBER_STANDINGS } from "../../domain/member-standing";
import { isStaffDate, staffDateMessage } from "../../domain/staff-dates";
import { MAX_MEMBER_EARLY_DAYS } from "../../domain/ticket-sales";
import { TOURNAMENT_STATUS_KINDS } from "../../domain/tournament-status";
import { Id } from "../../domain/validation";
import { Coach, CoachAssignmentStatus, Level, PaymentLine, Plan, TrainingKey } from "./common";

export { CONSOLE_ROLES, TOURNAMENT_CATEGORIES };

export const ConsoleRole = z.enum(CONSOLE_ROLES);

export type ConsoleRole = z.infer<typeof ConsoleRole>;

export const Version = z.number().int().min(1);

/** Query of every list: 1-based page, page size up to 100, an optional search text. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
});

export type PageQuery = z.infer<typeof PageQuery>;

/** What every paged answer carries beside its rows. */
export const PageFields = {
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Items matching the filters, over all pages. */
  total: z.number().int(),
};

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), ...PageFields });

export const IMAGE_REF_MESSAGE = "Use an uploaded image, a /images/ path or a Sanity image (cdn.sanity.io)";

export const Text = (max: number) => z.string().trim().min(1, "Required").max(max);

/** Naira, whole, within what an integer kobo column holds. */
export const Naira = z.number().int("Whole naira only").min(0).max(20_000_000);

/**
 * An image: an uploaded one (`/api/media/...`), one of the site's own (`/images/...`), or one on
 * the Sanity Studio's CDN (`https://cdn.sanity.io/images/...`). Never another site's address (a
 * tracking pixel, a picture that changes after review), `javascript:` or `data:`.
 */
export const ImageRef = z
  .string()
  .trim()
  .max(500)
  .regex(
    /^(\/api\/media\/[a-f0-9]{64}-\d+\.(webp|avif)|\/images\/[\w./-]+|https:\/\/cdn\.sanity\.io\/images\/[\w-]+\/[\w-]+\/[\w.-]+(\?[\w=&.,%-]*)?)$/,
    { message: IMAGE_REF_MESSAGE },
  );

/**
 * A Lagos calendar date staff enter (tournament days, results, friendlies, filters): a real date
 * from 2000-01-01 to ten years ahead (src/shared/domain/staff-dates.ts).
 */
export const StaffDay = z.string().superRefine((value, ctx) => {
  const now = new Date();
  if (!isLocalDate(value)) ctx.addIssue({ code: "custom", message: "Use a real date as YYYY-MM-DD" });
  else if (!isStaffDate(value, now)) ctx.addIssue({ code: "custom", message: staffDateMessage(now) });
});

export const Actor = z.object({ _id: Id, fullName: z.string(), email: z.string() });

export const ConsoleUser = z.object({
  _id: Id,
  fullName: z.string(),
  email: z.string().nullable(),
  consoleRole: ConsoleRole,
  createdAt: z.string(),
});

export type ConsoleUser = z.infer<typeof ConsoleUser>;

export const PendingAssignment = z.object({
  _id: Id,
  status: z.literal("Pending"),
  member: z.object({ _id: Id, fullName: z.string(), email: z.string().nullable(), level: Level }),
  coach: z.object({ _id: Id, coachName: z.string(), level: Level }),
  planName: z.string().nullable(),
  months: z.number().nullable(),
  /** The member's membership plan, when they have a running one. */
  membershipPlan: z.string().nullable(),
  /** Coach levels the assignment may go to: the plan's levels, or the member's level. */
  fitLevels: z.array(z.string()),
  createdAt: z.string(),
});

export type PendingAssignment = z.infer<typeof PendingAssignment>;

export { MEMBER_STANDINGS };

export const MemberStanding = z.enum(MEMBER_STANDINGS);

const PeriodState = z.enum(PERIOD_STATES);

/** A paid period: its plan or package key and end, or null when the member has none running. */
const Period = z.object({ plan: z.string(), endDate: z.string() }).nullable();

export const StaffMemberSummary = z.object({
  _id: Id,
  fullName: z.string(),
  email: z.string().nullable(),
  username: z.string(),
  phoneNumber: z.string(),
  /** The role chosen at signup: student or coach. */
  role: z.string(),
  level: Level,
  /** The running membership, if any. */
  membership: Period,
  /** Where the membership stands: active, expiring this month, lapsed, none ever. */
  standing: MemberStanding,
  training: Period,
  /** The running coach assignment (Pending or Assigned), if any. */
  coach: z.object({ _id: Id, coachName: z.string(), status: CoachAssignmentStatus }).nullable(),
  createdAt: z.string(),
});

export type StaffMemberSummary = z.infer<typeof StaffMemberSummary>;

export const StaffMember = StaffMemberSummary.extend({
  /** The number could not be read when numbers moved to E.164 (docs/decisions/0191-phone-numbers-in-e164.md): staff should correct it. */
  phoneNeedsFix: z.boolean(),
  dob: z.string(),
  consoleRole: ConsoleRole,
  membership: z
    .object({
      plan: z.string(),
      status: PeriodState,
      endDate: z.string(),
      autoRenew: z.boolean(),
    })
    .nullable(),
  training: z.object({ plan: z.string(), status: PeriodState, endDate: z.string() }).nullable(),
  assignment: z
    .object({
      _id: Id,
      coach: z.object({ _id: Id, coachName: z.string() }),
      status: CoachAssignmentStatus,
      orderedAt: z.string(),
      assignedAt: z.string().nullable(),
      endsAt: z.string().nullable(),
      endedAt: z.string().nullable(),
    })
    .nullable(),
  /** What happened to the member's coach assignments, newest first (from the audit log and the row's dates). */
  assignmentHistory: z.array(z.object({ at: z.string(), what: z.string(), by: z.string().nullable() })),
  /** The coach profile this account is linked to (accounts that signed up as Coach). */
  linkedCoach: z.object({ _id: Id, coachName: z.string() }).nullable(),
  /** Bumped by every correction of level or contact details. */
  version: Version,
});

export type StaffMember = z.infer<typeof StaffMember>;

/** The private staff note; version 0 while none was written. */
export const StaffNote = z.object({
  note: z.string(),
  version: z.number().int().min(0),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

export type StaffNote = z.infer<typeof StaffNote>;

export const AssignmentEvent = z.object({
  _id: Id,
  /** confirmed | reassigned | ended */
  event: z.string(),
  member: z.object({ _id: Id, fullName: z.string() }).nullable(),
  coachName: z.string().nullable(),
  reason: z.string().nullable(),
  actorEmail: z.string(),
  at: z.string(),
});

export type AssignmentEvent = z.infer<typeof AssignmentEvent>;

export { AUDIENCE_KINDS };

/** Who a notification goes to. `id` names the member, tournament or coach for those kinds. */
export const Audience = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("member"), id: Id }),
  z.object({ kind: z.literal("everyone") }),
  z.object({ kind: z.literal("paid") }),
  z.object({ kind: z.literal("free") }),
  z.object({ kind: z.literal("tournament"), id: Id }),
  z.object({ kind: z.literal("coach"), id: Id }),
]);

export type Audience = z.infer<typeof Audience>;

export const Broadcast = z.object({
  _id: Id,
  audience: z.object({ kind: z.enum(AUDIENCE_KINDS), id: z.string().optional() }),
  /** The chosen member's, tournament's or coach's name; null for the other groups (or when gone). */
  audienceName: z.string().nullable(),
  title: z.string(),
  message: z.string(),
  recipients: z.number().int(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
});

export type Broadcast = z.infer<typeof Broadcast>;

export const ContactMessage = z.object({
  _id: Id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  status: z.enum(["new", "handled"]),
  reply: z.string().nullable(),
  /** When the reply was mailed; null with a reply means it is kept but its mail has not gone yet. */
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});

export type ContactMessage = z.infer<typeof ContactMessage>;

export const Subscriber = z.object({
  _id: Id,
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  requestedAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});

export type Subscriber = z.infer<typeof Subscriber>;

export const AuditEntry = z.object({
  _id: Id,
  actor: z.object({ _id: Id.nullable(), email: z.string() }),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** The name of each member, coach, tournament or ticket the entry's ids point at, as known now. */
  names: z.record(z.string(), z.string()),
  at: z.string(),
});

export type AuditEntry = z.infer<typeof AuditEntry>;

export const TournamentCategory = z.enum(TOURNAMENT_CATEGORIES);

export const TournamentFields = z.object({
  name: Text(120),
  category: TournamentCategory,
  /** The start in Lagos time: a calendar date and a 24-hour clock time. */
  localDate: StaffDay,
  localTime: z.string().refine(isLocalTime, "Use a time as HH:MM (24-hour)"),
  location: Text(200),
  /** Ticket price in naira. */
  price: Naira,
  /** Tickets on sale at most; null for no limit. */
  capacity: z.number().int().min(1).max(100_000).nullable(),
  image: ImageRef,
  /** The Lagos date ticket sales open to everyone (from midnight); null: on sale at once. */
  salesOpenDate: StaffDay.nullable().default(null),
  /** How many days before that paid members may buy. */
  memberEarlyDays: z.number().int().min(0).max(MAX_MEMBER_EARLY_DAYS).default(0),
});

export const withStart = <T extends { localDate: string; localTime: string; salesOpenDate: string | null }>(
  input: T,
) => ({
  ...input,
  startsAt: clubInstant({ date: input.localDate, time: input.localTime }),
  salesOpenAt: input.salesOpenDate ? clubInstant({ date: input.salesOpenDate, time: "00:00" }) : null,
});

// POST /staff/tournaments
export const CreateTournamentRequest = TournamentFields.transform(withStart);

export type TournamentInput = z.input<typeof CreateTournamentRequest>;

export const StaffTournament = z.object({
  _id: Id,
  name: z.string(),
  category: TournamentCategory,
  /** The start, unambiguous. */
  startsAt: z.string(),
  /** The same start as Lagos sees it. */
  localDate: z.string(),
  localTime: z.string(),
  /** As the cards show it: "9:00 AM". */
  time: z.string(),
  location: z.string(),
  price: z.number(),
  capacity: z.number().nullable(),
  /** Lagos date sales open to everyone; null: on sale at once. */
  salesOpenDate: z.string().nullable(),
  memberEarlyDays: z.number().int(),
  ticketsSold: z.number().int(),
  soldOut: z.boolean(),
  cancelled: z.boolean(),
  cancelledAt: z.string().nullable(),
  cancelledBy: Actor.nullable(),
  /** Where it stands now (on sale, sold out, finished ...): `tournamentStatus` decides it. */
  status: z.object({
    kind: z.enum(TOURNAMENT_STATUS_KINDS),
    label: z.string(),
    detail: z.string().nullable(),
  }),
  image: z.string(),
  version: Version,
  updatedAt: z.string(),
});

export type StaffTournament = z.infer<typeof StaffTournament>;

export const CoachInput = z.object({
  coachName: Text(120),
  imageUrl: ImageRef,
  bioInfo: Text(2000),
  level: Level,
  /** Monthly coaching fee in naira. */
  price: Naira,
});

export type CoachInput = z.infer<typeof CoachInput>;

export const StaffCoach = Coach.pick({
  _id: true,
  coachName: true,
  imageUrl: true,
  bioInfo: true,
  level: true,
  price: true,
}).extend({
  retired: z.boolean(),
  retiredAt: z.string().nullable(),
  /** Members with this coach, pending or assigned. */
  members: z.number().int(),
  version: Version,
  updatedAt: z.string(),
});

export type StaffCoach = z.infer<typeof StaffCoach>;

/** A plan as the public pages show it, with what an edit needs. */
export const StaffPlan = Plan.extend({ version: Version, updatedAt: z.string() });

export type StaffPlan = z.infer<typeof StaffPlan>;

export const StaffTrainingPackage = z.object({
  key: TrainingKey,
  name: z.string(),
  info: z.string(),
  oneMonth: z.number(),
  threeMonths: z.number(),
  discount: z.number(),
  version: Version,
  updatedAt: z.string(),
});

export type StaffTrainingPackage = z.infer<typeof StaffTrainingPackage>;

export const Refund = z.object({
  _id: Id,
  /** Naira. */
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  cause: z.enum(REFUND_CAUSES),
  reason: z.string(),
  requestedBy: z.string().nullable(),
  /** The admin who made it, by name; null for one the system made (paid twice) or a deleted account. */
  requestedByName: z.string().nullable(),
  problem: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Refund = z.infer<typeof Refund>;

export const Dispute = z.object({
  _id: Id,
  status: z.string(),
  resolution: z.string().nullable(),
  /** Naira, when the provider said. */
  amount: z.number().nullable(),
  dueAt: z.string().nullable(),
  createdAt: z.string(),
});

export type Dispute = z.infer<typeof Dispute>;

export const StaffPayment = z.object({
  _id: Id,
  reference: z.string(),
  type: z.enum(TRANSACTION_KINDS),
  status: z.enum(TRANSACTION_STATUSES),
  /** Naira. */
  amount: z.number(),
  description: z.string(),
  member: z.object({ _id: Id, fullName: z.string(), email: z.string().nullable() }).nullable(),
  /** Confirmed with the provider and given: the payment's `complete` status came from verify. */
  verified: z.boolean(),
  /** How it was paid: the provider's channel, or "cash" / "bank_deposit" for money taken by hand. */
  channel: z.string().nullable(),
  /** The club's receipt for money taken by hand; null for online payments. */
  receiptNumber: z.string().nullable(),
  /** Naira given back or on its way back (refunds not failed). */
  refunded: z.number(),
  /** Naira that may still be refunded. */
  refundable: z.number(),
  refunds: z.array(Refund),
  disputes: z.array(Dispute),
  /** A family training payment's line per player, each refunded on its own; empty otherwise. */
  lines: z.array(PaymentLine),
  createdAt: z.string(),
});

export type StaffPayment = z.infer<typeof StaffPayment>;

export const PaymentTotal = z.object({
  type: z.enum(TRANSACTION_KINDS),
  /** Completed payments in the period, naira. */
  paid: z.number(),
  count: z.number().int(),
  /** Refunds made in the period (not failed), naira. */
  refunded: z.number(),
  /** paid less refunded. */
  net: z.number(),
});

export type PaymentTotal = z.infer<typeof PaymentTotal>;

export const ReconciliationFlagSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("not-in-club"), reference: z.string(), amountKobo: z.number().int() }),
  z.object({ kind: z.literal("not-settled"), reference: z.string(), amountKobo: z.number().int() }),
  z.object({
    kind: z.literal("amount-differs"),
    reference: z.string(),
    providerKobo: z.number().int(),
    clubKobo: z.number().int(),
  }),
  z.object({
    kind: z.literal("fee-differs"),
    reference: z.string(),
    providerKobo: z.number().int(),
    clubKobo: z.number().int(),
  }),
  z.object({
    kind: z.literal("totals-differ"),
    what: z.enum(["gross", "fees", "net"]),
    settlementKobo: z.number().int(),
    paymentsKobo: z.number().int(),
  }),
]);

export const ReconciledSettlement = z.object({
  id: z.number().int(),
  /** When the provider paid it out (ISO). */
  settledAt: z.string(),
  /** Kobo, as the provider reports the settlement. */
  grossKobo: z.number().int(),
  feesKobo: z.number().int(),
  netKobo: z.number().int(),
  /** Kobo, the club's payments in it. */
  clubGrossKobo: z.number().int(),
  clubFeesKobo: z.number().int(),
  clubNetKobo: z.number().int(),
  payments: z.number().int(),
  flags: z.array(ReconciliationFlagSchema),
});

export type ReconciledSettlement = z.infer<typeof ReconciledSettlement>;

export const StaffFreeSession = z.object({
  member: z.object({ _id: Id, fullName: z.string(), email: z.string().nullable() }),
  /** The membership plan that earns it: quarterly or yearly. */
  plan: z.string(),
  /** When this quarter's session was redeemed, and by whom; null while unused. */
  redeemedAt: z.string().nullable(),
  redeemedBy: z.string().nullable(),
});

export type StaffFreeSession = z.infer<typeof StaffFreeSession>;

export const ScanOutcome = z.enum(SCAN_OUTCOMES);

export const DoubleAdmission = z.object({
  ticketId: Id,
  holder: z.string(),
  token: z.string(),
  first: z.object({ at: z.string(), deviceId: z.string() }),
  second: z.object({ at: z.string(), deviceId: z.string() }),
});

export type DoubleAdmission = z.infer<typeof DoubleAdmission>;

export const ScanLogEntry = z.object({
  _id: Id,
  outcome: ScanOutcome,
  holder: z.string().nullable(),
  token: z.string().nullable(),
  deviceId: z.string(),
  deviceName: z.string().nullable(),
  scannedAt: z.string(),
  offline: z.boolean(),
  doubleAdmission: z.boolean(),
  /** Let in by staff without a ticket, and why. */
  withoutTicket: z.string().nullable(),
});

export type ScanLogEntry = z.infer<typeof ScanLogEntry>;

/** A ticket of the tournament whose holder's name matches, with whether it may still come in. */
export const HolderMatch = z.object({
  _id: Id,
  holder: z.string(),
  token: z.string(),
  void: z.boolean(),
  checkIn: z
    .object({
      at: z.string(),
      deviceId: z.string(),
      deviceName: z.string().nullable(),
      staff: z.string().nullable(),
    })
    .nullable(),
});

export type HolderMatch = z.infer<typeof HolderMatch>;

/** A player of a side: a member by id, or a guest from outside the club by name. */
export const MatchPlayerInput = z.union([
  z.object({ userId: Id }),
  z.object({ guestName: z.string().trim().min(2, "Enter the guest's name").max(80) }),
]);

export type MatchPlayerInput = z.infer<typeof MatchPlayerInput>;

export const MatchPlayer = z.object({ userId: Id.nullable(), name: z.string() });

export const StaffMatch = z.object({
  _id: Id,
  kind: z.enum(MATCH_KINDS),
  status: z.enum(MATCH_STATUSES),
  tournamentId: Id.nullable(),
  /** The tournament's name, or "Friendly". */
  tournamentName: z.string(),
  round: z.string().nullable(),
  outcome: z.enum(MATCH_OUTCOMES).nullable(),
  score: z.string().nullable(),
  sideOut: z.enum(MATCH_SIDES).nullable(),
  winner: z.enum(MATCH_SIDES).nullable(),
  sideA: z.array(MatchPlayer),
  sideB: z.array(MatchPlayer),
  playedAt: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  court: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});

export type StaffMatch = z.infer<typeof StaffMatch>;

export const DrawPlayer = z.object({
  userId: Id,
  name: z.string(),
  /** Null while the player has no rated match. */
  rating: z.number().nullable(),
  /** 1 for the top seed; null when not seeded. */
  seed: z.number().int().nullable(),
});

export const DrawMatch = z.object({
  round: z.number().int(),
  roundName: z.string(),
  index: z.number().int(),
  /** Null: a bye in the first round, not decided yet later. */
  a: DrawPlayer.nullable(),
  b: DrawPlayer.nullable(),
  winner: Id.nullable(),
  playable: z.boolean(),
  score: z.string().nullable(),
  matchId: Id.nullable(),
  /** The stored result as a correction starts from it (its score is `score`); null before a result. */
  result: z
    .object({
      outcome: z.enum(MATCH_OUTCOMES),
      sideOut: z.enum(MATCH_SIDES).nullable(),
      playedOn: z.string(),
      /** The match's version: a correction sends it back (optimistic check). */
      version: z.number().int(),
    })
    .nullable(),
});

export const StaffDraw = z.object({
  tournamentId: Id,
  published: z.boolean(),
  rounds: z.array(z.array(DrawMatch)),
  medallists: z.object({ winner: z.string(), runnerUp: z.string() }).nullable(),
  version: z.number().int(),
});

export type StaffDraw = z.infer<typeof StaffDraw>;
