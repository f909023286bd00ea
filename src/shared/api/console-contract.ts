/**
 * The club console's calls (`/staff/...`): one zod schema per request and response, shared by the
 * server (validation) and the `/staff` app (types). Same conventions as contract.ts: ids `_id`,
 * money in whole naira, dates as ISO 8601, failures `{ message }`.
 *
 * Every editable record carries `version`; a save sends the version it was read at and is refused
 * with 409 when someone saved in between.
 */
import { z } from "zod";
import { clubInstant, isLocalDate, isLocalTime } from "../domain/club-time";
import { CONSOLE_ROLES, TOURNAMENT_CATEGORIES } from "../domain/lists";
import { MEDIA_FORMATS, MEDIA_WIDTHS } from "../domain/media";
import { BillingPlanOption, Coach, Id, Level, Plan, TrainingKey } from "./contract";

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

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Items matching the filters, over all pages. */
    total: z.number().int(),
  });

const Text = (max: number) => z.string().trim().min(1, "Required").max(max);
/** Naira, whole, within what an integer kobo column holds. */
const Naira = z.number().int("Whole naira only").min(0).max(20_000_000);

/**
 * An image: an uploaded one (`/api/media/...`), one of the site's own (`/images/...`), or an https
 * address. Never `javascript:` or `data:`.
 */
export const ImageRef = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/api\/media\/[a-f0-9]{64}-\d+\.(webp|avif)|\/images\/[\w./-]+|https:\/\/[^\s"'<>]+)$/, {
    message: "Use an uploaded image, a /images/ path or an https address",
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

// GET /assigncoach/pending (oldest first)
export const PendingAssignment = z.object({
  _id: Id,
  status: z.literal("Pending"),
  member: z.object({ _id: Id, fullName: z.string(), email: z.string(), level: z.string() }),
  coach: z.object({ _id: Id, coachName: z.string(), level: z.string() }),
  planName: z.string().nullable(),
  months: z.number().nullable(),
  createdAt: z.string(),
});
export type PendingAssignment = z.infer<typeof PendingAssignment>;

export const PendingAssignmentsResponse = z.object({ assignments: z.array(PendingAssignment) });
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

/* Audit log (admins) ---------------------------------------------------------------------- */

export const AuditEntry = z.object({
  _id: Id,
  actor: z.object({ _id: Id.nullable(), email: z.string() }),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const IsoInstant = z.iso.datetime({ offset: true });

// GET /staff/audit?actor=&entityType=&entityId=&from=&to=&page=&pageSize= (newest first)
export const AuditQuery = PageQuery.omit({ q: true })
  .extend({
    /** A user id or email. */
    actor: z.string().trim().min(1).max(254).optional(),
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
  localDate: z.string().refine(isLocalDate, "Use a real date as YYYY-MM-DD"),
  localTime: z.string().refine(isLocalTime, "Use a time as HH:MM (24-hour)"),
  location: Text(200),
  /** Ticket price in naira. */
  price: Naira,
  /** Tickets on sale at most; null for no limit. */
  capacity: z.number().int().min(1).max(100_000).nullable(),
  image: ImageRef,
});
const withStart = <T extends { localDate: string; localTime: string }>(input: T) => ({
  ...input,
  startsAt: clubInstant({ date: input.localDate, time: input.localTime }),
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
  ticketsSold: z.number().int(),
  soldOut: z.boolean(),
  cancelled: z.boolean(),
  cancelledAt: z.string().nullable(),
  cancelledBy: Actor.nullable(),
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
