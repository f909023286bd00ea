/**
 * The API contract: one zod schema per request and response of every call the site and the
 * dashboard make (docs/product.md, Calls), shared by the server (validation) and the browser (types).
 *
 * Conventions
 * - Ids are opaque strings (`_id`), 24 lowercase hex characters for records the server creates.
 * - Money crosses the API in whole naira (`price`, `amount`, `planPrice`); the database keeps kobo.
 * - Dates cross the API as ISO 8601 strings.
 * - Every failure is `{ message }` with a 4xx/5xx status (`ErrorBody`).
 *
 * Naming (here and in every zod schema of src/ and server/): a schema is a PascalCase noun with no
 * "Schema" suffix, and its type carries the same name (`export const Plan = z.object(...)` then
 * `export type Plan = z.infer<typeof Plan>`). A call's schemas are named after the call with
 * `Request`, `Query` or `Response`; a form's after the form with `Input`. Lowercase names are left
 * for building blocks that are not exported.
 */
import { z } from "zod";
import { isLocalDate } from "../domain/club-time";
import {
  COACH_STATUSES,
  CONSOLE_ROLES,
  LEVELS,
  MATCH_KINDS,
  MATCH_OUTCOMES,
  MATCH_SIDES,
  MATCH_STATUSES,
  MEMBERSHIP_KEYS,
  PLAN_CATEGORIES,
  REFUND_STATUSES,
  SIGNUP_ROLES,
  TICKET_NOT_ISSUED_REASONS,
  TRAINING_DURATIONS,
  TRAINING_KEYS,
  TRANSACTION_TYPES,
  USER_ROLES,
} from "../domain/lists";
import { parseScore } from "../domain/tennis-score";
import {
  ContactInput,
  ForgotPasswordInput,
  Id,
  LoginInput,
  NewsletterInput,
  ReviewInput,
  SignupInput,
} from "../domain/validation";

/* ----------------------------------------------------------------------------------------- */
/* Shared pieces                                                                              */
/* ----------------------------------------------------------------------------------------- */

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

/** Path flag for auto-renew: "true" | "false". */
export const BooleanParam = z.enum(["true", "false"]).transform((v) => v === "true");

/* ----------------------------------------------------------------------------------------- */
/* Entities                                                                                   */
/* ----------------------------------------------------------------------------------------- */

export const User = z.object({
  _id: Id,
  fullName: z.string(),
  email: z.string(),
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
});
export type Ticket = z.infer<typeof Ticket>;

/** The public keys that verify ticket passes: the current key first, then retired ones. */
export const TicketKeysResponse = z.object({
  keys: z.array(z.object({ keyId: z.string(), publicKey: z.string() })),
});
export type TicketKeysResponse = z.infer<typeof TicketKeysResponse>;

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
  matches: z.array(MatchResult),
  /** The member's rating after each rated match, oldest first (docs/ratings.md). */
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
});
export type Transaction = z.infer<typeof Transaction>;

export const PaystackInit = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({
    authorization_url: z.string(),
    access_code: z.string(),
    reference: z.string(),
  }),
});

/* ----------------------------------------------------------------------------------------- */
/* Calls: request and response of each                                                        */
/* ----------------------------------------------------------------------------------------- */

// POST /signUser
export const SignUserRequest = LoginInput;
export const SignUserResponse = z.object({
  message: z.string(),
  data: z.object({ user: User, auth: z.object({ token: z.string() }) }),
});
export type SignUserResponse = z.infer<typeof SignUserResponse>;

// POST /createUser
export const CreateUserRequest = SignupInput;
export const CreateUserResponse = z.object({ message: z.string(), data: User });

// POST /verify
export const VerifyRequest = z.object({ token: z.string().max(4096) });
export const VerifyResponse = z.object({ isValid: z.boolean() });

// GET /me
export const MeResponse = z.object({ userData: UserData });

// GET /coach/me/members?page=: a linked coach's own members (Pending or Assigned), by name, and reviews
export const CoachMembersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const CoachMember = z.object({
  fullName: z.string(),
  level: Level,
  /** The member's running membership plan key, or "none". */
  plan: z.string(),
  status: CoachAssignmentStatus,
  /** When the member was assigned to the coach (or ordered the pairing, while Pending). */
  since: z.string(),
});
export type CoachMember = z.infer<typeof CoachMember>;
export const CoachOwnReview = z.object({
  _id: Id,
  rating: z.number().int(),
  comment: z.string(),
  reviewerName: z.string(),
  createdAt: z.string(),
});
export const CoachMembersResponse = z.object({
  coach: z.object({ _id: Id, coachName: z.string() }),
  members: z.array(CoachMember),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** The newest reviews of the coach. */
  reviews: z.array(CoachOwnReview),
});
export type CoachMembersResponse = z.infer<typeof CoachMembersResponse>;

// POST /logout (ends this token) and POST /logout-all (ends every token of the member)
export const LogoutResponse = MessageBody;
export type LogoutResponse = z.infer<typeof LogoutResponse>;

// DELETE /delUserData: the member confirms with their password.
export const DeleteUserRequest = z.object({
  password: z
    .string({ error: "Enter your password to delete your account" })
    .min(1, "Enter your password to delete your account")
    .max(200),
});
export type DeleteUserRequest = z.infer<typeof DeleteUserRequest>;
export const DeleteUserResponse = z.object({
  message: z.string(),
  emailSent: z.boolean(),
  userEmail: z.string(),
});
export type DeleteUserResponse = z.infer<typeof DeleteUserResponse>;

// POST /forgot-password
export const ForgotPasswordRequest = ForgotPasswordInput;
export const ForgotPasswordResponse = MessageBody;

// POST /reset-password — the email identifies which code is being redeemed.
export const ResetPasswordRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  resetCode: z.string().regex(/^\d{6}$/, "The reset code is 6 digits"),
  newPassword: z.string().min(8, "Use at least 8 characters").max(200),
});
export const ResetPasswordResponse = z.object({ message: z.string(), success: z.boolean() });

// POST /subscribe-newsletter
export const NewsletterRequest = NewsletterInput;
export const NewsletterResponse = MessageBody;

// POST /newsletter/confirm, POST /newsletter/unsubscribe: the token from the mail's link.
export const NewsletterTokenRequest = z.object({ token: z.string().min(1).max(200) });
export const NewsletterTokenResponse = MessageBody;

// POST /contact
export const ContactRequest = ContactInput;
export const ContactResponse = MessageBody;

// GET /tour/admin/getTournaments
export const TournamentsResponse = z.object({ tours: z.array(Tournament) });

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
export const PublicDraw = z.object({
  tournamentId: Id,
  tournamentName: z.string(),
  /** ISO date-time string. */
  date: z.string(),
  rounds: z.array(z.array(PublicDrawMatch)),
  /** The final's winner and runner-up, by public name, once the final is played. */
  medallists: z.object({ winner: z.string(), runnerUp: z.string() }).nullable(),
});
export type PublicDraw = z.infer<typeof PublicDraw>;
export const PublicDrawsResponse = z.object({ draws: z.array(PublicDraw) });

// GET /matches/draws: the published draws the member plays in, as the public page shows them,
// with the member's own places marked
const MemberDrawPlayer = PublicDrawPlayer.extend({ you: z.boolean() });
export const MemberDraw = PublicDraw.extend({
  rounds: z.array(
    z.array(PublicDrawMatch.extend({ a: MemberDrawPlayer.nullable(), b: MemberDrawPlayer.nullable() })),
  ),
});
export type MemberDraw = z.infer<typeof MemberDraw>;
export const MemberDrawsResponse = z.object({ draws: z.array(MemberDraw) });

// GET /ladder: the club ladder, best ranked adults and juniors by public name (adults by full
// name unless they chose first name and initial, juniors always by first name and initial)
export const LadderRow = z.object({ rank: z.number().int(), name: z.string(), rating: z.number() });
export const PublicLadderResponse = z.object({ adults: z.array(LadderRow), juniors: z.array(LadderRow) });
export type PublicLadderResponse = z.infer<typeof PublicLadderResponse>;

// GET /coach/getCoaches/all
export const CoachesResponse = z.object({ coaches: z.array(Coach) });
// GET /coach/getCoach/{id}
export const CoachResponse = z.object({ coach: Coach });

// POST /coach/user/comment
export const ReviewRequest = ReviewInput.extend({ coachId: Id });
export const ReviewResponse = z.object({ message: z.string(), comment: CoachComment });

// GET /plan/getPlans/{children|adult|special}
export const PlansResponse = z.object({ plans: z.array(Plan) });
// GET /plan/training-packages
export const TrainingPackagesResponse = z.object({ packages: z.array(TrainingPackage) });

// GET /notifications (oldest first; the client reverses)
export const NotificationsResponse = z.object({ notifications: z.array(Notification) });
// GET /notifications/unread
export const UnreadNotificationsResponse = z.object({ unread: z.number().int() });
// POST /notifications/:id/read, POST /notifications/read-all
export const NotificationParam = z.object({ id: Id });
export const MarkReadResponse = z.object({ message: z.string(), unread: z.number().int() });
// GET and PUT /notifications/settings: mail a copy of each notification
export const NotificationSettings = z.object({ notificationMail: z.boolean() });

// GET /match/getUserMatches — the member's tickets
export const UserTicketsResponse = z.object({ matches: z.array(Ticket) });
// GET /me/ladder: whether the member is listed on the public club ladder, and by full
// name (adults) or first name and initial; a junior is always shown by first name and initial
export const LadderSetting = z.object({
  onLadder: z.boolean(),
  ladderFullName: z.boolean(),
  junior: z.boolean(),
});
// PUT /me/ladder: one setting or both; answers the LadderSetting saved
export const LadderSettingChange = z
  .object({ onLadder: z.boolean().optional(), ladderFullName: z.boolean().optional() })
  .refine((change) => change.onLadder !== undefined || change.ladderFullName !== undefined, {
    message: "Say onLadder, ladderFullName or both",
  });
// GET /matchCustom/user — the member's match summary
export const MatchSummaryResponse = MatchSummary;

// POST /match/matchCheck
export const MatchCheckRequest = z.object({ tournamentId: Id, userId: Id.optional() });
export const MatchCheckResponse = z.object({ match: z.boolean() });

// GET /tour/register/{tourId}, POST /billing/pay/membership/{plan}/{autoRenew},
// POST /billing/pay/training/{package}/{duration}, POST /billing/pay/pairing/{planId}/{months}
export const PaymentLinkResponse = z.object({ paystackResponse: PaystackInit });
export type PaymentLinkResponse = z.infer<typeof PaymentLinkResponse>;
/** A free tournament's ticket, issued at once without a checkout. */
export const FreeTicketResponse = z.object({
  message: z.string(),
  ticket: z.object({ tournamentId: z.string(), token: z.string() }),
});
/** GET /tour/register/{tourId}: the checkout link, or, for a free tournament, the ticket itself. */
export const TicketOrderResponse = z.union([PaymentLinkResponse, FreeTicketResponse]);
export const PairingRequest = z.object({ coachId: Id });

// GET /match/{id}/matchCallback?tx_ref=&reference=
export const TicketCallbackQuery = z.object({
  tx_ref: z.string().max(100).optional(),
  trxref: z.string().max(100).optional(),
  reference: z.string().max(100).optional(),
});
// GET /billing/pay/callback?tx_ref=
export const BillingCallbackQuery = TicketCallbackQuery;
/**
 * `duplicate` is present, and true, only for a second payment for something the member already had
 * (docs/decisions/0092-duplicate-payments.md): `status` still says success, the money arrived, and
 * it is being refunded in full. Clients that do not know the flag read the answer as before.
 * `notIssued` is present only for a ticket paid for after its tournament sold out or was cancelled:
 * the money arrived, no ticket was issued, and the payment is being refunded in full.
 */
export const CallbackResponse = z.object({
  message: z.string(),
  status: z.string(),
  duplicate: z.literal(true).optional(),
  notIssued: z.enum(TICKET_NOT_ISSUED_REASONS).optional(),
});

// GET /billing/pay/info
export const BillingInfoResponse = z.object({ data: BillingData });

// GET /billing/pay/me
export const BillingMeResponse = z.object({
  membership: Membership,
  training: Training,
  autoRenew: z.boolean(),
  hasSavedCard: z.boolean(),
});

// POST /billing/pay/set/autoRenew
export const AutoRenewRequest = z.object({ autoRenew: z.boolean() });
export const AutoRenewResponse = z.object({ message: z.string(), autoRenew: z.boolean() });

// GET /assigncoach/getUserCoach
export const UserCoachResponse = z.object({ coachInfo: CoachInfo });

// GET /transaction/all
export const TransactionsResponse = z.object({ trans: z.array(Transaction) });

/* ----------------------------------------------------------------------------------------- */
/* Path parameters (each call's `:name` segments, as strings from the URL)                     */
/* ----------------------------------------------------------------------------------------- */

export const IdParam = z.object({ id: Id });
export const TourIdParam = z.object({ tourId: Id });
export const PlanCategoryParam = z.object({ category: PlanCategory });
export const MembershipPayParams = z.object({ plan: MembershipKey, autoRenew: BooleanParam });
export const TrainingPayParams = z.object({ package: TrainingKey, duration: TrainingDuration });
export const PairingPayParams = z.object({
  planId: Id,
  months: z
    .string()
    .regex(/^[1-9]\d?$/, "Months must be a whole number from 1 to 99")
    .transform(Number),
});

/* Free training session ---------------------------------------------------------------------- */

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
export const FreeSessionResponse = z.object({ freeSession: FreeSession });
// GET /matches/open — the member's friendlies to play, confirm or settle, and next draw matches
export const OpenMatchesResponse = z.object({ matches: z.array(OpenMatch) });
/** A score from the reporting player's side: how it ended, the score, who retired or did not play. */
const ScoreFromMySide = z.object({
  outcome: z.enum(MATCH_OUTCOMES),
  score: z.string().max(60),
  /** Who retired or did not turn up (retirements and walkovers): the reporter's side or the other. */
  sideOut: z.enum(["mine", "theirs"]).optional(),
});
function checkScoreFromMySide(input: z.output<typeof ScoreFromMySide>, ctx: z.RefinementCtx) {
  const check = parseScore(
    input.score,
    input.outcome,
    input.sideOut === undefined ? undefined : input.sideOut === "mine" ? "a" : "b",
  );
  if (!check.ok) ctx.addIssue({ code: "custom", path: ["score"], message: check.message });
}
// POST /matches/:id/report — the score from the reporting player's side
export const ReportScoreRequest = ScoreFromMySide.superRefine(checkScoreFromMySide);
export type ReportScoreRequest = z.input<typeof ReportScoreRequest>;
// GET /friendlies/opponents?q= — the members a member may report a friendly against, found by name
export const FriendlyOpponentsQuery = z.object({
  q: z.string().trim().min(2, "Type at least 2 letters of the name").max(60),
});
export const FriendlyOpponent = z.object({
  _id: Id,
  /** As the club's public pages name the player: juniors by first name and initial. */
  name: z.string(),
});
export type FriendlyOpponent = z.infer<typeof FriendlyOpponent>;
export const FriendlyOpponentsResponse = z.object({ opponents: z.array(FriendlyOpponent) });
// POST /friendlies — a friendly the member arranged and played; the opponent confirms or disputes it
export const ReportFriendlyRequest = ScoreFromMySide.extend({
  opponentId: Id,
  /** The day it was played, in Lagos. */
  playedOn: z.string().refine(isLocalDate, "Use a real date as YYYY-MM-DD"),
}).superRefine(checkScoreFromMySide);
export type ReportFriendlyRequest = z.input<typeof ReportFriendlyRequest>;
export const OpenMatchResponse = z.object({ match: OpenMatch });
