/** The contract's schemas of the members' and the site's calls: pieces several areas share: errors, ids, lists, entities (gathered by ../contract.ts). */
import { z } from "zod";
import {
  COACH_STATUSES,
  CONSOLE_ROLES,
  LEVELS,
  MATCH_KINDS,
  MATCH_SIDES,
  MATCH_STATUSES,
  MEMBERSHIP_KEYS,
  PLAN_CATEGORIES,
  REFUND_STATUSES,
  SIGNUP_ROLES,
  TRAINING_DURATIONS,
  TRAINING_KEYS,
  TRANSACTION_TYPES,
  USER_ROLES,
} from "../../domain/lists";
import { Id } from "../../domain/validation";

export const ErrorBody = z.object({ message: z.string() });

export type ErrorBody = z.infer<typeof ErrorBody>;

export const MessageBody = z.object({ message: z.string() });

export type MessageBody = z.infer<typeof MessageBody>;

export { Id };

/** Roles and levels a member signs up with; every closed list lives in src/shared/domain/lists.ts. */
export const ROLES = SIGNUP_ROLES;

export { LEVELS, MEMBERSHIP_KEYS, PLAN_CATEGORIES, TRAINING_DURATIONS, TRAINING_KEYS, TRANSACTION_TYPES };

export const Level = z.enum(LEVELS);

export type Level = z.infer<typeof Level>;

export const MembershipKey = z.enum(MEMBERSHIP_KEYS);

export type MembershipKey = z.infer<typeof MembershipKey>;

export const TrainingKey = z.enum(TRAINING_KEYS);

export type TrainingKey = z.infer<typeof TrainingKey>;

export const TrainingDuration = z.enum(TRAINING_DURATIONS);

export type TrainingDuration = z.infer<typeof TrainingDuration>;

export const PlanCategory = z.enum(PLAN_CATEGORIES);

export type PlanCategory = z.infer<typeof PlanCategory>;

export const User = z.object({
  _id: Id,
  fullName: z.string(),
  /** Null for a junior without a login of their own (docs/decisions/0160-families.md). */
  email: z.string().nullable(),
  username: z.string(),
  dob: z.string(),
  phoneNumber: z.string(),
  role: z.enum(USER_ROLES),
  level: Level,
  picture: z.string().nullable(),
});

export type User = z.infer<typeof User>;

export const Membership = z.object({
  /** Membership key (monthly, quarterly, yearly) or "none". */
  plan: z.string(),
  /** "Paid" while active, else "none". */
  status: z.string(),
  endDate: z.string().nullable(),
});

export type Membership = z.infer<typeof Membership>;

export const Training = z.object({
  /** Training package key or "none". */
  plan: z.string(),
  status: z.string(),
  endDate: z.string().nullable(),
});

export type Training = z.infer<typeof Training>;

export const BillingData = z.object({ membership: Membership, training: Training });

export type BillingData = z.infer<typeof BillingData>;

export const CoachAssignmentStatus = z.enum(COACH_STATUSES);

export const CoachInfo = z.object({
  status: z.string(),
  coachId: z.string().nullable(),
});

export type CoachInfo = z.infer<typeof CoachInfo>;

/** The signed-in user as `/me` returns it: the profile plus what the top bar needs. */
export const UserData = User.extend({
  membership: Membership,
  training: Training,
  coachInfo: CoachInfo,
  autoRenew: z.boolean(),
  /** What the user may do in the club console (`/staff`): member (nothing), staff or admin. */
  consoleRole: z.enum(CONSOLE_ROLES).optional(),
  /** The coach profile staff linked this account to, for accounts that signed up as Coach. */
  linkedCoach: z.object({ _id: Id, coachName: z.string() }).nullable().optional(),
  /**
   * The account's place in a family: whether it guards a junior (the top bar's player switcher
   * loads only then) and whether it is a junior itself (adults are offered "Add a child").
   * Absent from answers kept on a device before it was sent.
   */
  family: z.object({ guardian: z.boolean(), junior: z.boolean() }).optional(),
});

export type UserData = z.infer<typeof UserData>;

export const Tournament = z.object({
  _id: Id,
  name: z.string(),
  /** ISO date-time string. */
  date: z.string(),
  location: z.string(),
  time: z.string(),
  /** Ticket price in naira. */
  price: z.number(),
  tournamentImgURL: z.string(),
  /** Present and true when every ticket is sold (paid tickets reached the capacity). */
  soldOut: z.boolean().optional(),
  /** Present and true when the club called it off: no tickets are sold. */
  cancelled: z.boolean().optional(),
  /** Present when ticket sales open later: when they open to everyone (ISO date-time). */
  salesOpenAt: z.string().optional(),
  /** Present with salesOpenAt when paid members may buy this many days earlier. */
  memberEarlyDays: z.number().int().optional(),
});

export type Tournament = z.infer<typeof Tournament>;

export const CoachComment = z.object({
  _id: Id,
  userID: z.object({ fullName: z.string() }).nullable(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
});

export type CoachComment = z.infer<typeof CoachComment>;

export const Coach = z.object({
  _id: Id,
  id: Id,
  coachName: z.string(),
  imageUrl: z.string(),
  bioInfo: z.string(),
  level: Level,
  /** Monthly coaching fee in naira. */
  price: z.number(),
  /** Average rating, 0 when there are no reviews. */
  avgRate: z.number(),
  /** Reviews, newest first. */
  comment: z.array(CoachComment),
  /** Present and true when the coach left the club: shown for history, not offered for pairing. */
  retired: z.boolean().optional(),
});

export type Coach = z.infer<typeof Coach>;

export const BillingPlanOption = z.object({
  /** Months. */
  interval: z.number().int().positive(),
  discountPercentage: z.number().min(0).max(100),
});

export type BillingPlanOption = z.infer<typeof BillingPlanOption>;

export const Plan = z.object({
  _id: Id,
  category: PlanCategory,
  planName: z.string(),
  /** Monthly price in naira. */
  planPrice: z.number(),
  priceInfo: z.string(),
  description: z.string(),
  note: z.string(),
  planImage: z.string(),
  /** Coach levels this plan pairs with. */
  filterPrams: z.array(z.string()),
  billingPlans: z.array(BillingPlanOption),
});

export type Plan = z.infer<typeof Plan>;

export const TrainingPackage = z.object({
  key: TrainingKey,
  name: z.string(),
  info: z.string(),
  /** Member discount in percent. */
  discount: z.number(),
  /** First: the 1-month price, second: the 3-month price, in naira. */
  plans: z.array(z.object({ label: z.string(), price: z.number() })).length(2),
});

export type TrainingPackage = z.infer<typeof TrainingPackage>;

export const Ticket = z.object({
  _id: Id,
  tournament: Tournament,
  token: z.string(),
  /** The signed pass in the QR code (src/shared/domain/ticket-pass.ts). */
  pass: z.string(),
  price: z.number(),
  createdAt: z.string(),
  /** Its payment was refunded: the ticket no longer admits anyone. */
  voided: z.boolean(),
  /** A doubles entry's partner and whether they confirmed; null for any other ticket. */
  doubles: z.object({ partner: z.string(), confirmed: z.boolean() }).nullable().optional(),
  /** The entry was withdrawn (by staff, or as its partner declined). */
  withdrawn: z.boolean().optional(),
  /** When the gate let it in; null until then. */
  checkedInAt: z.string().nullable().optional(),
});

export type Ticket = z.infer<typeof Ticket>;

export const MatchResult = z.object({
  _id: Id,
  tournamentName: z.string(),
  opponent: z.string(),
  score: z.string(),
  won: z.boolean(),
  playedAt: z.string(),
});

export type MatchResult = z.infer<typeof MatchResult>;

export const MatchSummary = z.object({
  cMatch: z.object({
    rank: z.number().nullable(),
    improvement: z.string(),
    totalMatches: z.number().int().min(0),
  }),
  matchesWon: z.number().int().min(0),
  /** The newest page of the member's matches, newest first; `moreMatches` when earlier ones remain. */
  matches: z.array(MatchResult),
  moreMatches: z.boolean().optional(),
  /** The member's rating after each of their latest rated matches, oldest first (docs/ratings.md). */
  ratingHistory: z.array(z.object({ at: z.string(), rating: z.number() })).optional(),
});

export type MatchSummary = z.infer<typeof MatchSummary>;

/**
 * A match of the member's still to be played or settled: a friendly staff scheduled, its score
 * reported by one player and awaiting the other's confirmation, or disputed (with staff); or their
 * next match in a published tournament draw, whose result staff enter.
 */
export const OpenMatch = z.object({
  _id: Id,
  status: z.enum(MATCH_STATUSES),
  kind: z.enum(MATCH_KINDS),
  /** "Friendly", or the tournament and round. */
  event: z.string(),
  scheduledAt: z.string().nullable(),
  court: z.string().nullable(),
  partner: z.string().nullable(),
  opponents: z.string(),
  /** The reported score from the member's side, once reported. */
  score: z.string().nullable(),
  /** Whether the member may report the score now, or confirm (or dispute) the one reported. */
  canReport: z.boolean(),
  canConfirm: z.boolean(),
  /** A draw match's tournament: when it starts and where; null for a friendly. */
  draw: z.object({ startsAt: z.string(), venue: z.string() }).nullable(),
});

export type OpenMatch = z.infer<typeof OpenMatch>;

export const Notification = z.object({
  _id: Id,
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** When the member marked it read; null while unread. */
  readAt: z.string().nullable(),
});

export type Notification = z.infer<typeof Notification>;

/** A refund of one of the member's payments, as their billing history and receipt show it, with its reason. */
export const TransactionRefund = z.object({
  _id: Id,
  /** Naira. */
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  date: z.string(),
  /** Why it was refunded, as the member's notification said. */
  reason: z.string(),
});

export type TransactionRefund = z.infer<typeof TransactionRefund>;

/**
 * One player's line of a family training payment (docs/decisions/0200-household-checkout.md): whose
 * training, which package and for how long, its own price, the household discount and what it cost.
 */
export const PaymentLine = z.object({
  /** The player's id; null once their data was deleted. */
  player: Id.nullable(),
  playerName: z.string(),
  package: TrainingKey,
  duration: TrainingDuration,
  /** What it says on the receipt: "Regular training, 1 Month". */
  description: z.string(),
  /** Naira: the price on its own, the household discount, and what the line cost. */
  price: z.number(),
  discount: z.number(),
  amount: z.number(),
  /** Naira refunded on this line (refunds not failed). */
  refunded: z.number(),
});

export type PaymentLine = z.infer<typeof PaymentLine>;

export const Transaction = z.object({
  _id: Id,
  type: z.string(),
  /** Naira. */
  amount: z.number(),
  /** pending | complete | failed | abandoned */
  status: z.string(),
  date: z.string(),
  reference: z.string(),
  description: z.string(),
  /** How it was paid (card, bank_transfer, ussd), once the provider said; absent before. */
  channel: z.string().nullish(),
  /** Its refunds, oldest first (failed ones too, so the member sees what was tried). */
  refunds: z.array(TransactionRefund).default([]),
  /** Whether the card holder disputed it with their bank (staff follow it up). */
  disputed: z.boolean().default(false),
  /** A family training payment's line per player; empty for any other payment. */
  lines: z.array(PaymentLine).default([]),
});

export type Transaction = z.infer<typeof Transaction>;

export const CoachMember = z.object({
  fullName: z.string(),
  level: Level,
  /** The member's running membership plan key, or "none". */
  plan: z.string(),
  status: CoachAssignmentStatus,
  /** When the member was assigned to the coach (or ordered the pairing, while Pending). */
  since: z.string(),
  /** A junior's guardians, to call (docs/decisions/0160-families.md); empty for an adult. */
  guardians: z.array(z.object({ fullName: z.string(), phoneNumber: z.string() })),
  /** A junior's medical notes, for their coach (and staff) only; null when none are kept. */
  medicalNotes: z.string().nullable(),
});

export type CoachMember = z.infer<typeof CoachMember>;

// GET /tournaments/draws: the published draws, players by public name (first name and initial), no ids
export const PublicDrawPlayer = z.object({
  name: z.string(),
  /** 1 for the top seed; null when not seeded. */
  seed: z.number().int().nullable(),
});

export const PublicDrawMatch = z.object({
  roundName: z.string(),
  /** Null: a bye in the first round, not decided yet later. */
  a: PublicDrawPlayer.nullable(),
  b: PublicDrawPlayer.nullable(),
  winner: z.enum(MATCH_SIDES).nullable(),
  score: z.string().nullable(),
});

/** A published knock-out played after another draw (docs/decisions/0245): its rounds and medallists. */
export const PublicBracket = z.object({
  rounds: z.array(z.array(PublicDrawMatch)),
  /** The final's winner and runner-up, by public name, once the final is played. */
  medallists: z.object({ winner: z.string(), runnerUp: z.string() }).nullable(),
});

export type PublicBracket = z.infer<typeof PublicBracket>;

export const PublicDraw = z.object({
  tournamentId: Id,
  tournamentName: z.string(),
  /** ISO date-time string. */
  date: z.string(),
  rounds: z.array(z.array(PublicDrawMatch)),
  /** The final's winner and runner-up, by public name, once the final is played. */
  medallists: z.object({ winner: z.string(), runnerUp: z.string() }).nullable(),
  /** The published consolation draw of the first-match losers, if there is one. */
  consolation: PublicBracket.nullable(),
});

export type PublicDraw = z.infer<typeof PublicDraw>;

// GET /matches/draws: the published draws the member plays in, as the public page shows them,
// with the member's own places marked
const MemberDrawPlayer = PublicDrawPlayer.extend({ you: z.boolean() });

export const MemberDraw = PublicDraw.extend({
  rounds: z.array(
    z.array(PublicDrawMatch.extend({ a: MemberDrawPlayer.nullable(), b: MemberDrawPlayer.nullable() })),
  ),
});

export type MemberDraw = z.infer<typeof MemberDraw>;

export const IdParam = z.object({ id: Id });

// GET /me/free-session
export const FreeSession = z.object({
  /** A paid quarterly or yearly member: one free training session this quarter. */
  eligible: z.boolean(),
  /** "2026-Q4" (Lagos). */
  quarter: z.string(),
  /** "October to December 2026". */
  quarterLabel: z.string(),
  /** When staff redeemed this quarter's session; null while it is unused. */
  redeemedAt: z.string().nullable(),
});

export type FreeSession = z.infer<typeof FreeSession>;

export const FriendlyOpponent = z.object({
  _id: Id,
  /** As the club's public pages name the player: juniors by first name and initial. */
  name: z.string(),
});

export type FriendlyOpponent = z.infer<typeof FriendlyOpponent>;
