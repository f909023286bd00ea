/** The contract's schemas of the console's calls: competition: matches, friendlies, draws, the ladder and ratings (gathered by ../console-contract.ts). */
import { z } from "zod";
import { clubInstant, isLocalTime } from "../../domain/club-time";
import { MATCH_KINDS, MATCH_OUTCOMES, MATCH_SIDES, MATCH_STATUSES } from "../../domain/lists";
import { DEFAULT_MATCH_MINUTES, MAX_MATCH_MINUTES, MIN_MATCH_MINUTES } from "../../domain/order-of-play";
import { DEFAULT_TIE_BREAKS, TIE_BREAKS, tieBreakProblem } from "../../domain/round-robin";
import { parseScore } from "../../domain/tennis-score";
import { Id } from "../../domain/validation";
import {
  DrawPlayer,
  MatchPlayerInput,
  PageQuery,
  pageOf,
  StaffDay,
  StaffDraw,
  StaffMatch,
  Text,
  Version,
} from "./common.staff";

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

export const MatchesQuery = PageQuery.extend({ status: z.enum(MATCH_STATUSES).optional() });

export const StaffMatchesResponse = pageOf(StaffMatch);

export const StaffMatchResponse = z.object({ match: StaffMatch });

/** Members staff can pick as players, by name. */
export const StaffPlayer = z.object({ _id: Id, fullName: z.string(), email: z.string().nullable() });

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

/** A draw match in the order of play: planned on a court at a time, or still to plan. */
export const OrderOfPlayMatch = z.object({
  /** Its place in the draw, e.g. "main:1:0". */
  key: z.string(),
  label: z.string(),
  players: z.array(z.object({ userId: Id, name: z.string() })),
  /** Null while it is not planned. */
  court: z.string().nullable(),
  startsAt: z.string().nullable(),
  minutes: z.number().int(),
  /** The plan's version; null while it is not planned. */
  version: z.number().int().nullable(),
  /** Whether its players were told this court and time. */
  told: z.boolean(),
  /** Played: its result's score. */
  score: z.string().nullable(),
});

export type OrderOfPlayMatch = z.infer<typeof OrderOfPlayMatch>;

// GET /staff/tournaments/{id}/order-of-play: the planned matches by time, then those still to plan
export const StaffOrderOfPlayResponse = z.object({
  publishedAt: z.string().nullable(),
  /** The tournament's events, each saying whether it is played as round-robin groups. */
  events: z.array(z.object({ _id: Id, name: z.string(), groups: z.boolean() })),
  matches: z.array(OrderOfPlayMatch),
});

// PUT /staff/tournaments/{id}/order-of-play: a draw match on a court at a Lagos date and time
export const PlanMatchRequest = z
  .object({
    key: z.string().min(1).max(120),
    localDate: StaffDay,
    localTime: z.string().refine(isLocalTime, "Use a time as HH:MM (24-hour)"),
    court: Text(60),
    minutes: z
      .number()
      .int()
      .min(MIN_MATCH_MINUTES, `A match takes from ${MIN_MATCH_MINUTES} to ${MAX_MATCH_MINUTES} minutes`)
      .max(MAX_MATCH_MINUTES, `A match takes from ${MIN_MATCH_MINUTES} to ${MAX_MATCH_MINUTES} minutes`)
      .default(DEFAULT_MATCH_MINUTES),
    /** The plan read, to move a planned match; null to plan it the first time. */
    version: Version.nullable(),
  })
  .transform((input) => ({
    ...input,
    startsAt: clubInstant({ date: input.localDate, time: input.localTime }),
  }));

export type PlanMatchRequest = z.input<typeof PlanMatchRequest>;

// POST /staff/tournaments/{id}/order-of-play/remove: takes a planned match off the order of play
export const UnplanMatchRequest = z.object({ key: z.string().min(1).max(120), version: Version });

const GroupPlayer = z.object({ userId: Id, name: z.string(), rating: z.number().nullable() });

export const GroupStanding = z.object({
  userId: Id,
  name: z.string(),
  position: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  setsWon: z.number().int(),
  setsLost: z.number().int(),
  gamesWon: z.number().int(),
  gamesLost: z.number().int(),
  tiedWithAbove: z.boolean(),
});

export const GroupMatchView = z.object({
  /** Its place in the group's schedule (0 first). */
  index: z.number().int(),
  round: z.number().int(),
  a: GroupPlayer,
  b: GroupPlayer,
  score: z.string().nullable(),
  winner: z.enum(MATCH_SIDES).nullable(),
  /** The stored result a correction or deletion starts from; null while unplayed. */
  result: z
    .object({ matchId: Id, outcome: z.enum(MATCH_OUTCOMES), playedOn: z.string(), version: z.number().int() })
    .nullable(),
});

export const StaffGroup = z.object({
  name: z.string(),
  players: z.array(GroupPlayer),
  matches: z.array(GroupMatchView),
  standings: z.array(GroupStanding),
  complete: z.boolean(),
});

export type StaffGroup = z.infer<typeof StaffGroup>;

// GET /staff/events/{id}/groups: an event's round-robin groups (null before they are made) and its entrants
export const StaffGroupsResponse = z.object({
  event: z.object({ _id: Id, name: z.string(), tournamentId: Id, tournamentName: z.string() }),
  groups: z
    .object({
      groups: z.array(StaffGroup),
      tieBreaks: z.array(z.enum(TIE_BREAKS)),
      published: z.boolean(),
      version: z.number().int(),
    })
    .nullable(),
  entrants: z.array(GroupPlayer),
  /**
   * The knock-out of the group finishers (docs/decisions/0245), once made; its players' seeds are
   * their places in the knock-out's seeding (group winners first).
   */
  knockout: StaffDraw.extend({ perGroup: z.number().int() }).nullable(),
});

export type StaffGroupsResponse = z.infer<typeof StaffGroupsResponse>;

// POST /staff/events/{id}/groups: makes (again, until published) the groups in the club's tie-break order
export const MakeGroupsRequest = z
  .object({
    groups: z.number().int().min(1).max(16),
    tieBreaks: z.array(z.enum(TIE_BREAKS)).default([...DEFAULT_TIE_BREAKS]),
  })
  .superRefine((input, ctx) => {
    const problem = tieBreakProblem(input.tieBreaks);
    if (problem) ctx.addIssue({ code: "custom", path: ["tieBreaks"], message: problem });
  });

// POST /staff/events/{id}/groups/result: a group match's result, from its first player's side
export const GroupResultRequest = z
  .object({
    group: z.number().int().min(0),
    index: z.number().int().min(0),
    outcome: z.enum(MATCH_OUTCOMES),
    score: z.string().max(60),
    sideOut: z.enum(MATCH_SIDES).optional(),
    playedOn: StaffDay,
  })
  .superRefine((input, ctx) => {
    const check = parseScore(input.score, input.outcome, input.sideOut);
    if (!check.ok) ctx.addIssue({ code: "custom", path: ["score"], message: check.message });
  });

// PUT /staff/events/{id}/groups/result: a played group match's corrected result, with the match's version
export const GroupCorrectionRequest = z
  .object({
    group: z.number().int().min(0),
    index: z.number().int().min(0),
    outcome: z.enum(MATCH_OUTCOMES),
    score: z.string().max(60),
    sideOut: z.enum(MATCH_SIDES).optional(),
    playedOn: StaffDay,
    version: Version,
  })
  .superRefine((input, ctx) => {
    const check = parseScore(input.score, input.outcome, input.sideOut);
    if (!check.ok) ctx.addIssue({ code: "custom", path: ["score"], message: check.message });
  });

// POST /staff/events/{id}/groups/result/delete: takes a played group match's result away, with its id and version
export const DeleteGroupResultRequest = z.object({
  group: z.number().int().min(0),
  index: z.number().int().min(0),
  matchId: Id,
  version: Version,
});

// POST /staff/events/{id}/knockout: makes the knock-out of the best one or two of each complete group;
// making it again (until published) sends the version of the one read, null the first time
export const MakeKnockoutRequest = z.object({
  perGroup: z.union([z.literal(1), z.literal(2)]),
  version: Version.nullable(),
});

// GET /staff/tournaments/{id}/consolation: the consolation draw of the main draw's first-match losers
export const StaffConsolationResponse = z.object({
  /** Null until it is made. */
  draw: StaffDraw.nullable(),
  /** Whether it can be made now, and if not why ("Every player's first match ..."). */
  ready: z.boolean(),
  problem: z.string().nullable(),
});

export type StaffConsolationResponse = z.infer<typeof StaffConsolationResponse>;

// POST /staff/tournaments/{id}/consolation: makes (again, until published) the consolation draw;
// null the first time, else the version read
export const MakeConsolationRequest = z.object({ version: Version.nullable() });
