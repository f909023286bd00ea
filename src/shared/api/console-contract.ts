/**
 * The club console's calls (`/staff/...`): one zod schema per request and response, shared by the
 * server (validation) and the `/staff` app (types). Same conventions as contract.ts: ids `_id`,
 * money in whole naira, dates as ISO 8601, failures `{ message }`.
 *
 * Every editable record carries `version`; a save sends the version it was read at and is refused
 * with 409 when someone saved in between.
 */
import { z } from "zod";
import { AUDIT_ACTIONS } from "../domain/audit-actions";
import { clubInstant, isLocalDate, isLocalTime } from "../domain/club-time";
import { admitReasonProblem, deviceNameProblem } from "../domain/gate";
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
} from "../domain/lists";
import { MEDIA_FORMATS, MEDIA_WIDTHS } from "../domain/media";
import { MEMBER_STANDINGS } from "../domain/member-standing";
import { MONEY_PERIODS } from "../domain/money-period";
import { isStaffDate, isStaffInstant, staffDateMessage } from "../domain/staff-dates";
import { parseScore } from "../domain/tennis-score";
import { MAX_MEMBER_EARLY_DAYS } from "../domain/ticket-sales";
import { TOURNAMENT_STATUS_KINDS } from "../domain/tournament-status";
import { SignupInput } from "../domain/validation";
import {
  BillingPlanOption,
  Coach,
  CoachAssignmentStatus,
  Id,
  Level,
  MembershipKey,
  Plan,
  TrainingKey,
} from "./contract";

/* Shared pieces --------------------------------------------------------------------------- */

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
const PageFields = {
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Items matching the filters, over all pages. */
  total: z.number().int(),
};

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), ...PageFields });

export const IMAGE_REF_MESSAGE = "Use an uploaded image, a /images/ path or a Sanity image (cdn.sanity.io)";

const Text = (max: number) => z.string().trim().min(1, "Required").max(max);
/** Naira, whole, within what an integer kobo column holds. */
const Naira = z.number().int("Whole naira only").min(0).max(20_000_000);

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
const StaffDay = z.string().superRefine((value, ctx) => {
  const now = new Date();
  if (!isLocalDate(value)) ctx.addIssue({ code: "custom", message: "Use a real date as YYYY-MM-DD" });
  else if (!isStaffDate(value, now)) ctx.addIssue({ code: "custom", message: staffDateMessage(now) });
});

export const Actor = z.object({ _id: Id, fullName: z.string(), email: z.string() });

/* Users and roles (admins) ---------------------------------------------------------------- */

export const ConsoleUser = z.object({
  _id: Id,
  fullName: z.string(),
  email: z.string(),
  consoleRole: ConsoleRole,
  createdAt: z.string(),
});
export type ConsoleUser = z.infer<typeof ConsoleUser>;

// GET /staff/users?q=&role=&page=&pageSize=
export const UsersQuery = PageQuery.extend({ role: ConsoleRole.optional() });
export const UsersResponse = pageOf(ConsoleUser);

// POST /staff/users/{id}/role
export const SetRoleRequest = z.object({ role: ConsoleRole });
export const SetRoleResponse = z.object({ message: z.string(), user: ConsoleUser });

// GET /staff/me: who the console is talking to, and what they may do
export const ConsoleMeResponse = z.object({ user: ConsoleUser });

/* Coach assignments (staff) --------------------------------------------------------------- */

// GET /assigncoach/pending?page=&pageSize= (oldest first)
export const PendingAssignmentsQuery = PageQuery.omit({ q: true });
export const PendingAssignment = z.object({
  _id: Id,
  status: z.literal("Pending"),
  member: z.object({ _id: Id, fullName: z.string(), email: z.string(), level: Level }),
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

/** A page of them; the rows keep their first name, `assignments`, which clients already read. */
export const PendingAssignmentsResponse = z.object({
  assignments: z.array(PendingAssignment),
  ...PageFields,
});
// POST /assigncoach/{assignmentId}/confirm
export const ConfirmAssignmentResponse = z.object({
  message: z.string(),
  assignment: z.object({ _id: Id, status: z.literal("Assigned"), coachId: Id, assignedAt: z.string() }),
});
// POST /assigncoach/{assignmentId}/end
export const EndAssignmentResponse = z.object({
  message: z.string(),
  assignment: z.object({ _id: Id, status: z.literal("Ended"), coachId: Id, endedAt: z.string() }),
});

export const AssignmentParam = z.object({ assignmentId: Id });

/* Members (staff) ------------------------------------------------------------------------ */

export { MEMBER_STANDINGS };
export const MemberStanding = z.enum(MEMBER_STANDINGS);

const PeriodState = z.enum(PERIOD_STATES);

/** A paid period: its plan or package key and end, or null when the member has none running. */
const Period = z.object({ plan: z.string(), endDate: z.string() }).nullable();

export const StaffMemberSummary = z.object({
  _id: Id,
  fullName: z.string(),
  email: z.string(),
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

// GET /staff/members?q=&plan=&training=&coach=&standing=&page=&pageSize= (by name)
// q matches name, email, phone or username; plan and training also take "none".
export const MembersQuery = PageQuery.extend({
  plan: z.union([MembershipKey, z.literal("none")]).optional(),
  training: z.union([TrainingKey, z.literal("none")]).optional(),
  coach: Id.optional(),
  standing: z.enum(["lapsed", "expiring"]).optional(),
});
export type MembersQuery = z.input<typeof MembersQuery>;
export const StaffMembersResponse = pageOf(StaffMemberSummary);

export const StaffMember = StaffMemberSummary.extend({
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

/** The newest entries of a member's list, and how many there are in all. */
const Newest = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const MemberTicket = z.object({
  _id: Id,
  tournamentName: z.string(),
  tournamentDate: z.string(),
  price: z.number(),
  boughtAt: z.string(),
});
export const MemberTransaction = z.object({
  _id: Id,
  reference: z.string(),
  kind: z.string(),
  description: z.string(),
  amount: z.number(),
  status: z.string(),
  createdAt: z.string(),
  /** Naira given back so far (refunds that did not fail). */
  refunded: z.number().default(0),
  /** A dispute (chargeback) of it is open. */
  disputed: z.boolean().default(false),
});
export const MemberNotification = z.object({
  _id: Id,
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export const MemberReview = z.object({
  _id: Id,
  coachName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
});

/** The private staff note; version 0 while none was written. */
export const StaffNote = z.object({
  note: z.string(),
  version: z.number().int().min(0),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type StaffNote = z.infer<typeof StaffNote>;

// GET /staff/members/{id}
export const StaffMemberResponse = z.object({
  member: StaffMember,
  tickets: Newest(MemberTicket),
  transactions: Newest(MemberTransaction),
  notifications: Newest(MemberNotification),
  reviews: Newest(MemberReview),
  note: StaffNote,
});
export type StaffMemberResponse = z.infer<typeof StaffMemberResponse>;

// PUT /staff/members/{id}: level and contact details; never the password.
export const UpdateMemberRequest = SignupInput.pick({ email: true, phoneNumber: true, level: true }).extend({
  version: Version,
});
export type UpdateMemberRequest = z.input<typeof UpdateMemberRequest>;
export const UpdateMemberResponse = z.object({ message: z.string(), member: StaffMember });

// PUT /staff/members/{id}/note
export const SaveNoteRequest = z.object({
  note: z.string().trim().max(4000),
  /** The version the note was read at: 0 when there was none. */
  version: z.number().int().min(0),
});
export const SaveNoteResponse = z.object({ message: z.string(), note: StaffNote });

// POST /staff/members/{id}/resend: a payment's receipt or a ticket's mail, again.
export const ResendMailRequest = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("receipt"), transactionId: Id }),
  z.object({ kind: z.literal("ticket"), ticketId: Id }),
]);
export type ResendMailRequest = z.infer<typeof ResendMailRequest>;
export const ResendMailResponse = z.object({ message: z.string(), to: z.string() });

// PUT /staff/members/{id}/coach-link: link a Coach account to its coach profile, or unlink (null).
export const LinkCoachRequest = z.object({ coachId: Id.nullable() });
export const LinkCoachResponse = z.object({ message: z.string(), member: StaffMember });
const Reason = z.string().trim().min(3, "Give a reason of a few words").max(500);
// POST /assigncoach/{assignmentId}/end
export const EndAssignmentRequest = z.object({ reason: Reason });
// POST /assigncoach/{assignmentId}/reassign: confirmed with another coach whose level fits
export const ReassignAssignmentRequest = z.object({ coachId: Id, reason: Reason.optional() });
export const ReassignAssignmentResponse = ConfirmAssignmentResponse;

// GET /staff/assignments/history?member=&page=&pageSize= (newest first)
export const AssignmentHistoryQuery = PageQuery.omit({ q: true }).extend({ member: Id.optional() });
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
export const AssignmentHistoryResponse = pageOf(AssignmentEvent);

/* Messages: notifications, contact inbox, newsletter (staff) ------------------------------- */

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

// POST /staff/notifications
export const SendNotificationRequest = z.object({
  /** Made once per send by the console: a retried or doubled send is written once. */
  requestKey: z.string().trim().min(8).max(64),
  audience: Audience,
  title: Text(120),
  message: Text(2000),
});
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
export const SendNotificationResponse = z.object({ message: z.string(), broadcast: Broadcast });
// GET /staff/notifications/audience?kind=&id=: how many members a group reaches now, by the
// same rule as the send
export const AudienceQuery = z
  .object({ kind: z.enum(AUDIENCE_KINDS), id: z.string().optional() })
  .pipe(Audience);
export const AudienceCountResponse = z.object({
  /** The group in words, as the sent list names it. */
  label: z.string(),
  members: z.number().int(),
});
// GET /staff/notifications?page=&pageSize= (newest first)
export const BroadcastsQuery = PageQuery.omit({ q: true });
export const BroadcastsResponse = pageOf(Broadcast);

// GET /staff/contact?status=&page=&pageSize= (newest first)
export const ContactQuery = PageQuery.extend({ status: z.enum(["new", "handled"]).optional() });
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
export const ContactMessagesResponse = pageOf(ContactMessage);
export const ContactParam = z.object({ id: Id });
// POST /staff/contact/{id}/reply: stored with the message, which becomes handled, then mailed;
// 503 when the mail fails (the reply is kept: the same text sent again mails it)
export const ContactReplyRequest = z.object({ reply: Text(5000) });
// POST /staff/contact/{id}/status
export const ContactStatusRequest = z.object({ status: z.enum(["new", "handled"]) });
export const ContactMessageResponse = z.object({ message: z.string(), contact: ContactMessage });

// GET /staff/newsletter?status=&q=&page=&pageSize= (newest first); CSV at /staff/newsletter.csv
export const NewsletterQuery = PageQuery.extend({ status: z.enum(NEWSLETTER_STATUSES).optional() });
export const Subscriber = z.object({
  _id: Id,
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  requestedAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof Subscriber>;
export const SubscribersResponse = pageOf(Subscriber);

/* Audit log (admins) ---------------------------------------------------------------------- */

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

/** An instant in a staff filter, its Lagos date within the staff window. */
const IsoInstant = z.iso.datetime({ offset: true }).superRefine((value, ctx) => {
  const now = new Date();
  if (!isStaffInstant(value, now)) ctx.addIssue({ code: "custom", message: staffDateMessage(now) });
});

// GET /staff/audit?actor=&action=&entityType=&entityId=&from=&to=&page=&pageSize= (newest first)
export const AuditQuery = PageQuery.omit({ q: true })
  .extend({
    /** A user id or email. */
    actor: z.string().trim().min(1).max(254).optional(),
    /** One kind of action (AUDIT_ACTIONS). */
    action: z.enum(AUDIT_ACTIONS).optional(),
    entityType: z.string().trim().min(1).max(40).optional(),
    entityId: z.string().trim().min(1).max(64).optional(),
    /** From this instant, inclusive. */
    from: IsoInstant.optional(),
    /** Before this instant. */
    to: IsoInstant.optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: "from must not be after to",
    path: ["from"],
  });
export const AuditResponse = pageOf(AuditEntry);

/* Tournaments ----------------------------------------------------------------------------- */

export const TournamentCategory = z.enum(TOURNAMENT_CATEGORIES);

const TournamentFields = z.object({
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
const withStart = <T extends { localDate: string; localTime: string; salesOpenDate: string | null }>(
  input: T,
) => ({
  ...input,
  startsAt: clubInstant({ date: input.localDate, time: input.localTime }),
  salesOpenAt: input.salesOpenDate ? clubInstant({ date: input.salesOpenDate, time: "00:00" }) : null,
});

// POST /staff/tournaments
export const CreateTournamentRequest = TournamentFields.transform(withStart);
export type TournamentInput = z.input<typeof CreateTournamentRequest>;
// PUT /staff/tournaments/{id}
export const UpdateTournamentRequest = TournamentFields.extend({ version: Version }).transform(withStart);

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

// GET /staff/tournaments?when=upcoming|past|all&q=&page=&pageSize=
// Upcoming soonest first, past latest first.
export const TournamentsQuery = PageQuery.extend({
  when: z.enum(["upcoming", "past", "all"]).default("upcoming"),
});
export const StaffTournamentsResponse = pageOf(StaffTournament);
// GET /staff/tournaments/{id}, and the answer of create, edit and cancel
export const StaffTournamentResponse = z.object({ tournament: StaffTournament });

// POST /staff/tournaments/{id}/cancel
export const CancelTournamentRequest = z.object({
  version: Version,
  /** Needed when tickets were sold: the 409 says how many. */
  confirm: z.boolean().optional(),
});

/* Coaches --------------------------------------------------------------------------------- */

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

// GET /staff/coaches?q=&retired=true|false&page=&pageSize=
export const CoachesQuery = PageQuery.extend({ retired: z.enum(["true", "false"]).optional() });
export const StaffCoachesResponse = pageOf(StaffCoach);
// POST /staff/coaches, PUT /staff/coaches/{id}, POST /staff/coaches/{id}/retire, GET /staff/coaches/{id}
export const CreateCoachRequest = CoachInput;
export const UpdateCoachRequest = CoachInput.extend({ version: Version });
export const RetireCoachRequest = z.object({ version: Version });
export const StaffCoachResponse = z.object({ coach: StaffCoach });

/* Plans and training packages (admins) ---------------------------------------------------- */

export const PlanInput = z.object({
  planName: Text(120),
  /** Monthly price in naira. */
  planPrice: Naira,
  priceInfo: Text(200),
  description: Text(2000),
  note: z.string().trim().max(500),
  planImage: ImageRef,
  /** Coach levels this plan pairs with. */
  filterPrams: z.array(Level).min(1, "Choose at least one coach level").max(10),
  billingPlans: z
    .array(BillingPlanOption.extend({ interval: z.number().int().min(1).max(36) }))
    .min(1, "Offer at least one duration")
    .max(12)
    .refine((options) => new Set(options.map((o) => o.interval)).size === options.length, {
      message: "Each duration once",
    }),
});

/** A plan as the public pages show it, with what an edit needs. */
export const StaffPlan = Plan.extend({ version: Version, updatedAt: z.string() });
export type StaffPlan = z.infer<typeof StaffPlan>;

// GET /staff/plans (every category, in page order)
export const StaffPlansResponse = z.object({ plans: z.array(StaffPlan) });
// PUT /staff/plans/{id}
export const UpdatePlanRequest = PlanInput.extend({ version: Version });
export const StaffPlanResponse = z.object({ plan: StaffPlan });

export const TrainingPackageInput = z.object({
  /** 1-month price in naira. */
  oneMonth: Naira,
  /** 3-month price in naira. */
  threeMonths: Naira,
  /** Member discount in percent. */
  discount: z.number().int().min(0).max(100),
});

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

// GET /staff/training-packages
export const TrainingPackageParam = z.object({ key: TrainingKey });
export const StaffTrainingPackagesResponse = z.object({ packages: z.array(StaffTrainingPackage) });
// PUT /staff/training-packages/{key}
export const UpdateTrainingPackageRequest = TrainingPackageInput.extend({ version: Version });
export const StaffTrainingPackageResponse = z.object({
  package: StaffTrainingPackage,
  /** Members on auto-renew told of the new price. */
  membersTold: z.number().int(),
});

/* Media ----------------------------------------------------------------------------------- */

export { MEDIA_FORMATS, MEDIA_WIDTHS };

export const MediaVariant = z.object({
  width: z.number().int(),
  format: z.enum(MEDIA_FORMATS),
  url: z.string(),
});
// POST /staff/media (multipart field "file", or the image as the raw body)
export const MediaResponse = z.object({
  hash: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The widest WebP: what an image field stores. */
  url: z.string(),
  variants: z.array(MediaVariant),
});
export type MediaResponse = z.infer<typeof MediaResponse>;

/* Publishing ------------------------------------------------------------------------------ */

// GET /staff/site-status
export const SiteStatusResponse = z.object({
  /** up-to-date: the last build is good and nothing changed since; rebuilding: a change waits or a build runs. */
  state: z.enum(["up-to-date", "rebuilding", "failed"]),
  /** Why the last build failed, when it did. */
  reason: z.string().nullable(),
  lastGoodBuildAt: z.string().nullable(),
  /** Changes waiting for the next build. */
  pendingChanges: z.number().int(),
});
export type SiteStatusResponse = z.infer<typeof SiteStatusResponse>;

/* Payments, refunds and disputes ---------------------------------------------------------- */

/** Filters of the payments list and its CSV export; days are Lagos calendar days, both inclusive. */
const PaymentFilters = z.object({
  type: z.enum(TRANSACTION_KINDS).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  /** A member id, or part of a member's name or email. */
  member: z.string().trim().min(1).max(100).optional(),
  from: StaffDay.optional(),
  to: StaffDay.optional(),
});

const orderedDays = <T extends { from?: string | undefined; to?: string | undefined }>(q: T) =>
  !q.from || !q.to || q.from <= q.to;
const orderedDaysError = { message: "The first day must not be after the last day", path: ["from"] };

// GET /staff/payments?type=&status=&member=&from=&to=&page=&pageSize= (newest first)
export const PaymentsQuery = PageQuery.omit({ q: true })
  .extend(PaymentFilters.shape)
  .refine(orderedDays, orderedDaysError);
// GET /staff/payments/export (CSV, admins)
export const PaymentsExportQuery = PaymentFilters.refine(orderedDays, orderedDaysError);

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
  member: z.object({ _id: Id, fullName: z.string(), email: z.string() }).nullable(),
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
  createdAt: z.string(),
});
export type StaffPayment = z.infer<typeof StaffPayment>;
export const PaymentsResponse = pageOf(StaffPayment);
export const StaffPaymentResponse = z.object({ payment: StaffPayment });

// GET /staff/payments/totals?period=this-month|last-month|range&from=&to=
export const PaymentTotalsQuery = z
  .object({
    period: z.enum(MONEY_PERIODS).default("this-month"),
    from: StaffDay.optional(),
    to: StaffDay.optional(),
  })
  .refine((q) => q.period !== "range" || (q.from && q.to), {
    message: "A range needs a first and a last day",
    path: ["from"],
  })
  .refine(orderedDays, orderedDaysError);
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
export const PaymentTotalsResponse = z.object({
  /** The instants covered, [from, to). */
  from: z.string(),
  to: z.string(),
  totals: z.array(PaymentTotal),
  all: PaymentTotal.omit({ type: true }),
});
export type PaymentTotalsResponse = z.infer<typeof PaymentTotalsResponse>;

// POST /staff/payments/{id}/refunds (admins): no amount refunds all that is left
export const RefundRequest = z.object({
  /** Naira, to the kobo. */
  amount: z
    .number()
    .positive("Enter an amount above zero")
    .multipleOf(0.01, "At most two decimals")
    .optional(),
  reason: Text(500),
});
export const RefundResponse = z.object({ message: z.string(), payment: StaffPayment });

// POST /staff/tournaments/{id}/refund-tickets (admins): every ticket of a cancelled tournament
export const RefundTicketsRequest = z.object({ reason: Text(500) });
export const RefundTicketsResponse = z.object({
  message: z.string(),
  /** Tickets whose refund the provider accepted. */
  refunded: z.number().int(),
  /** Tickets whose refund got no answer from the provider: checked with it later, not to be redone. */
  unconfirmed: z.number().int(),
  /** Tickets it refused or could not be reached for; try again later. */
  failed: z.number().int(),
  /** Holders of tickets without an online payment, only told. */
  told: z.number().int(),
  /** Each ticket without an online payment and what happened to it, for staff to settle by hand. */
  toldOnly: z.array(
    z.object({
      ticketId: z.string(),
      fullName: z.string(),
      email: z.string(),
      /** Naira the ticket was issued at (0 for a free one). */
      price: z.number(),
      /** What happened, in words. */
      outcome: z.string(),
    }),
  ),
});

// GET /staff/tournaments/{id}/refund-tickets/preview (admins): what refunding the tickets would do
export const RefundTicketsPreviewResponse = z.object({
  /** Holders of valid tickets: every one is told. */
  holders: z.number().int(),
  /** Tickets refunded online, and the naira refunded in all. */
  refunds: z.number().int(),
  refundAmount: z.number(),
  /** Holders without an online payment, only told. */
  toldOnly: z.number().int(),
});

// GET /staff/renewals: memberships with auto-renew on that end in the next 14 days (a page at a
// time), whether each will be charged, and the last run of the renewal job
export const RenewalsQuery = PageQuery.omit({ q: true });
export const UpcomingRenewal = z.object({
  member: z.object({ _id: Id, fullName: z.string(), email: z.string() }),
  plan: z.string(),
  endsAt: z.string(),
  /** Naira the renewal will charge. */
  amount: z.number(),
  /** A saved card to charge: without one the membership lapses. */
  hasCard: z.boolean(),
  /** The channel of the member's last completed payment (card, bank_transfer, ussd ...), if any. */
  lastChannel: z.string().nullable(),
  /** Whether the renewal job will charge the saved card; otherwise the membership lapses. */
  renewsOnCard: z.boolean(),
});
export const RenewalRun = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  renewed: z.number().int(),
  failed: z.number().int(),
  lapsed: z.number().int(),
  unsettled: z.number().int(),
});
export const RenewalsResponse = pageOf(UpcomingRenewal).extend({ lastRun: RenewalRun.nullable() });
export type RenewalsResponse = z.infer<typeof RenewalsResponse>;
/* Reconciliation with the provider's settlements ---------------------------------------- */

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
// GET /staff/reconciliation
export const ReconciliationResponse = z.object({
  settlements: z.array(ReconciledSettlement),
  /** The club's fulfilled payments of settled days that no settlement carries. */
  unsettled: z.array(ReconciliationFlagSchema),
});
export type ReconciliationResponse = z.infer<typeof ReconciliationResponse>;
/* Free training sessions ------------------------------------------------------------------- */

export const StaffFreeSession = z.object({
  member: z.object({ _id: Id, fullName: z.string(), email: z.string() }),
  /** The membership plan that earns it: quarterly or yearly. */
  plan: z.string(),
  /** When this quarter's session was redeemed, and by whom; null while unused. */
  redeemedAt: z.string().nullable(),
  redeemedBy: z.string().nullable(),
});
export type StaffFreeSession = z.infer<typeof StaffFreeSession>;
// GET /staff/free-sessions: paid quarterly and yearly members, by name
export const StaffFreeSessionsResponse = z.object({
  quarter: z.string(),
  quarterLabel: z.string(),
  members: z.array(StaffFreeSession),
});
// POST /staff/free-sessions/{userId}/redeem
export const FreeSessionParam = z.object({ userId: Id });
export const RedeemFreeSessionResponse = z.object({ message: z.string() });
/* Check-in at the gate --------------------------------------------------------------------- */

export const ScanOutcome = z.enum(SCAN_OUTCOMES);

/** A scanned QR code (the signed pass) or a typed ticket token. */
const ScanCode = z.string().trim().min(1).max(300);
/** The scanner's name for itself, kept on the device. */
const DeviceId = z.string().trim().min(1).max(60);
/** The name staff gave the phone ("Main gate"), said wherever its scans are. */
/** A problem sentence from a domain rule, as a zod check (the browser runs the rule without zod). */
const ruled = (problem: (value: string) => string | null) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: "custom", message });
    });

export const DeviceName = ruled(deviceNameProblem);

export const CheckInParam = z.object({ tournamentId: Id });

export const ScanRequest = z.object({
  code: ScanCode,
  deviceId: DeviceId,
  deviceName: DeviceName.optional(),
});

/** What a scan found, with what the gate needs to say it. */
export const ScanResult = z.object({
  outcome: ScanOutcome,
  message: z.string(),
  /** The ticket, when the code is one of ours. */
  ticket: z.object({ _id: Id, holder: z.string(), token: z.string(), tournamentName: z.string() }).nullable(),
  /** The admission this scan met or made: when and at which device. */
  checkIn: z
    .object({
      at: z.string(),
      deviceId: z.string(),
      deviceName: z.string().nullable(),
      staff: z.string().nullable(),
    })
    .nullable(),
});
export type ScanResult = z.infer<typeof ScanResult>;

export const SyncScansRequest = z.object({
  deviceId: DeviceId,
  deviceName: DeviceName.optional(),
  scans: z
    .array(
      z.object({
        code: ScanCode,
        scannedAt: z.iso.datetime({ offset: true }),
        /** Whether the device let the holder in while offline. */
        admittedOffline: z.boolean(),
      }),
    )
    .min(1)
    .max(500),
});

export const DoubleAdmission = z.object({
  ticketId: Id,
  holder: z.string(),
  token: z.string(),
  first: z.object({ at: z.string(), deviceId: z.string() }),
  second: z.object({ at: z.string(), deviceId: z.string() }),
});
export type DoubleAdmission = z.infer<typeof DoubleAdmission>;

export const SyncScansResponse = z.object({
  results: z.array(ScanResult),
  doubleAdmissions: z.array(DoubleAdmission),
});
export type SyncScansResponse = z.infer<typeof SyncScansResponse>;

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

/** The live picture of one tournament's gate. */
export const CheckInStatusResponse = z.object({
  tournament: z.object({
    _id: Id,
    name: z.string(),
    startsAt: z.string(),
    location: z.string(),
    cancelled: z.boolean(),
  }),
  /** People let in: tickets checked in, and people staff let in without one. */
  admitted: z.number().int(),
  /** Of those, let in without a ticket. */
  withoutTicket: z.number().int(),
  remaining: z.number().int(),
  log: z.array(ScanLogEntry),
  doubleAdmissions: z.array(DoubleAdmission),
});
export type CheckInStatusResponse = z.infer<typeof CheckInStatusResponse>;

/** What a scanner keeps on the device to check tickets with no network. */
export const GatePackResponse = z.object({
  tournament: z.object({ _id: Id, name: z.string() }),
  keys: z.array(z.object({ keyId: z.string(), publicKey: z.string() })),
  tickets: z.array(
    z.object({
      _id: Id,
      token: z.string(),
      holder: z.string(),
      checkedInAt: z.string().nullable(),
      /** The device (its name, else its id) and staff member that let the ticket in. */
      checkedInOn: z.string().nullable().optional(),
      checkedInBy: z.string().nullable().optional(),
    }),
  ),
  /** Tickets of this tournament that must be refused, with their tokens so a typed one is known too. */
  void: z.array(z.object({ _id: Id, token: z.string() })),
  /**
   * Tickets of the club's other current tournaments (ids and tokens, no holders), so a ticket brought
   * to the wrong gate is "wrong tournament", or void, offline as online.
   */
  elsewhere: z.array(
    z.object({ _id: Id, token: z.string(), tournamentId: Id, tournamentName: z.string(), void: z.boolean() }),
  ),
  /** The gate's counters when the pack was made, for a phone that reopens with no network. */
  counts: z.object({ admitted: z.number().int(), remaining: z.number().int() }).optional(),
  at: z.string(),
});
export type GatePackResponse = z.infer<typeof GatePackResponse>;

/** Staff let someone in who has no ticket (lost phone, guest of the club): always with a reason. */
export const AdmitWithoutTicketRequest = z.object({
  reason: ruled(admitReasonProblem),
  deviceId: DeviceId,
  deviceName: DeviceName.optional(),
});
export const AdmitWithoutTicketResponse = z.object({ message: z.string(), entry: ScanLogEntry });

// GET /staff/check-in/{tournamentId}/holders?q=
export const HolderSearchQuery = z.object({
  q: z.string().trim().min(2, "Type at least two letters of the name").max(80),
});
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
export const HolderSearchResponse = z.object({ holders: z.array(HolderMatch), more: z.boolean() });
export type HolderSearchResponse = z.infer<typeof HolderSearchResponse>;
/* Match results (docs/ratings.md) ---------------------------------------------------------- */

/** A player of a side: a member by id, or a guest from outside the club by name. */
export const MatchPlayerInput = z.union([
  z.object({ userId: Id }),
  z.object({ guestName: z.string().trim().min(2, "Enter the guest's name").max(80) }),
]);
export type MatchPlayerInput = z.infer<typeof MatchPlayerInput>;

const ResultFields = z.object({
  kind: z.enum(MATCH_KINDS),
  sideA: z.array(MatchPlayerInput).min(1).max(2),
  sideB: z.array(MatchPlayerInput).min(1).max(2),
  outcome: z.enum(MATCH_OUTCOMES),
  /** From side A's point of view: `6-4 3-6 10-7`; empty for a walkover. */
  score: z.string().max(60),
  /** The side that retired or did not turn up (retirements and walkovers only). */
  sideOut: z.enum(MATCH_SIDES).optional(),
  /** The day it was played, in Lagos. */
  playedOn: StaffDay,
  /** Null for a friendly. */
  tournamentId: Id.nullable(),
  round: z.string().trim().max(40).optional(),
});

type ResultFieldsOut = z.output<typeof ResultFields>;

/** A side is one player in singles and two in doubles, and no member plays twice in a match. */
function checkSides(
  input: { kind: string; sideA: readonly MatchPlayerInput[]; sideB: readonly MatchPlayerInput[] },
  ctx: z.RefinementCtx,
) {
  const size = input.kind === "singles" ? 1 : 2;
  for (const side of ["sideA", "sideB"] as const)
    if (input[side].length !== size)
      ctx.addIssue({
        code: "custom",
        path: [side],
        message: input.kind === "singles" ? "A singles side is one player" : "A doubles side is two players",
      });
  const members = [...input.sideA, ...input.sideB].flatMap((p) => ("userId" in p ? [p.userId] : []));
  if (new Set(members).size !== members.length)
    ctx.addIssue({ code: "custom", path: ["sideB"], message: "A player can only be in a match once" });
}

/** The rules a whole result follows: side sizes, distinct players, a real tennis score. */
function checkResult(input: ResultFieldsOut, ctx: z.RefinementCtx) {
  checkSides(input, ctx);
  const check = parseScore(input.score, input.outcome, input.sideOut);
  if (!check.ok) ctx.addIssue({ code: "custom", path: ["score"], message: check.message });
}

// POST /staff/matches
export const RecordResultRequest = ResultFields.superRefine(checkResult);
export type RecordResultRequest = z.input<typeof RecordResultRequest>;
// PUT /staff/matches/{id}: a correction, which replays every later rating
export const CorrectResultRequest = ResultFields.extend({ version: Version }).superRefine(checkResult);

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

export const MatchesQuery = PageQuery.extend({ status: z.enum(MATCH_STATUSES).optional() });
export const StaffMatchesResponse = pageOf(StaffMatch);
export const StaffMatchResponse = z.object({ match: StaffMatch });

/** Members staff can pick as players, by name. */
export const StaffPlayer = z.object({ _id: Id, fullName: z.string(), email: z.string() });
export const StaffPlayersResponse = z.object({ players: z.array(StaffPlayer) });

// POST /staff/friendlies: a friendly between members, at a Lagos date and time, on a court
export const ScheduleFriendlyRequest = z
  .object({
    kind: z.enum(MATCH_KINDS),
    sideA: z
      .array(z.object({ userId: Id }))
      .min(1)
      .max(2),
    sideB: z
      .array(z.object({ userId: Id }))
      .min(1)
      .max(2),
    localDate: StaffDay,
    localTime: z.string().refine(isLocalTime, "Use a time as HH:MM (24-hour)"),
    court: Text(120),
  })
  .superRefine(checkSides)
  .transform((input) => ({
    ...input,
    startsAt: clubInstant({ date: input.localDate, time: input.localTime }),
  }));
export type ScheduleFriendlyRequest = z.input<typeof ScheduleFriendlyRequest>;

/* Tournament draws (docs/decisions/0101-draws.md) ------------------------------------------- */

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
// GET /staff/tournaments/{id}/draw: the draw (null before it is made) and the entrants
export const StaffDrawResponse = z.object({ draw: StaffDraw.nullable(), entrants: z.array(DrawPlayer) });
// POST /staff/tournaments/{id}/draw/swap: two first-round places, before publishing
export const SwapDrawRequest = z.object({
  from: z.number().int().min(0),
  to: z.number().int().min(0),
  version: Version,
});
export const PublishDrawRequest = z.object({ version: Version });
const DrawResultFields = z.object({
  round: z.number().int().min(1),
  index: z.number().int().min(0),
  outcome: z.enum(MATCH_OUTCOMES),
  score: z.string().max(60),
  sideOut: z.enum(MATCH_SIDES).optional(),
  playedOn: StaffDay,
});
function checkDrawScore(input: z.infer<typeof DrawResultFields>, ctx: z.RefinementCtx) {
  const check = parseScore(input.score, input.outcome, input.sideOut);
  if (!check.ok) ctx.addIssue({ code: "custom", path: ["score"], message: check.message });
}
// POST /staff/tournaments/{id}/draw/result: a draw match's result, from its upper player's side
export const DrawResultRequest = DrawResultFields.superRefine(checkDrawScore);
// PUT /staff/tournaments/{id}/draw/result: a played draw match's corrected result, with the match's version
export const DrawCorrectionRequest = DrawResultFields.extend({ version: Version }).superRefine(
  checkDrawScore,
);
// POST /staff/tournaments/{id}/draw/result/clear: takes a played draw match's result away (its
// winner leaves the next round), with the match's id and version, only while the next round's match is unplayed
export const ClearDrawResultRequest = z.object({
  round: z.number().int().min(1),
  index: z.number().int().min(0),
  /** The result read: a result entered again since then is another one, and is not cleared. */
  matchId: Id,
  version: Version,
});
