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
import {
  CONSOLE_ROLES,
  MATCH_KINDS,
  MATCH_OUTCOMES,
  MATCH_SIDES,
  MATCH_STATUSES,
  TOURNAMENT_CATEGORIES,
} from "../domain/lists";
import { MEDIA_FORMATS, MEDIA_WIDTHS } from "../domain/media";
import { parseScore } from "../domain/tennis-score";
import { BillingPlanOption, Id, Level, PlanCategory, TrainingKey } from "./contract";

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

export const StaffCoach = z.object({
  _id: Id,
  coachName: z.string(),
  imageUrl: z.string(),
  bioInfo: z.string(),
  level: z.string(),
  price: z.number(),
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

export const StaffPlan = z.object({
  _id: Id,
  category: PlanCategory,
  planName: z.string(),
  planPrice: z.number(),
  priceInfo: z.string(),
  description: z.string(),
  note: z.string(),
  planImage: z.string(),
  filterPrams: z.array(z.string()),
  billingPlans: z.array(BillingPlanOption),
  version: Version,
  updatedAt: z.string(),
});
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
  playedOn: z.string().refine(isLocalDate, "Use a real date as YYYY-MM-DD"),
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
    localDate: z.string().refine(isLocalDate, "Use a real date as YYYY-MM-DD"),
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
// POST /staff/tournaments/{id}/draw/result: a draw match's result, from its upper player's side
export const DrawResultRequest = z
  .object({
    round: z.number().int().min(1),
    index: z.number().int().min(0),
    outcome: z.enum(MATCH_OUTCOMES),
    score: z.string().max(60),
    sideOut: z.enum(MATCH_SIDES).optional(),
    playedOn: z.string().refine(isLocalDate, "Use a real date as YYYY-MM-DD"),
  })
  .superRefine((input, ctx) => {
    const check = parseScore(input.score, input.outcome, input.sideOut);
    if (!check.ok) ctx.addIssue({ code: "custom", path: ["score"], message: check.message });
  });
