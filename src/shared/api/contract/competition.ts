/** The contract's schemas of the members' and the site's calls: competition: matches, friendlies, draws, the ladder and ratings (gathered by ../contract.ts). */
import { z } from "zod";
import { isLocalDate } from "../../domain/club-time";
import { MATCH_OUTCOMES } from "../../domain/lists";
import { parseScore } from "../../domain/tennis-score";
import { Id } from "../../domain/validation";
import { FriendlyOpponent, MemberDraw, OpenMatch, PublicBracket, PublicDraw } from "./common";

export const PublicDrawsResponse = z.object({ draws: z.array(PublicDraw) });

export const MemberDrawsResponse = z.object({ draws: z.array(MemberDraw) });

/** A match of a published order of play: when, where, who by public name, and its score once played. */
export const PublicPlannedMatch = z.object({
  /** ISO date-time string. */
  startsAt: z.string(),
  court: z.string(),
  label: z.string(),
  /** Each side by public name. */
  a: z.string(),
  b: z.string(),
  score: z.string().nullable(),
  winner: z.enum(["a", "b"]).nullable(),
});

/** A published round-robin event: each group's table and results, players by public name. */
export const PublicGroups = z.object({
  tournamentId: Id,
  tournamentName: z.string(),
  /** ISO date-time string: the tournament's start. */
  date: z.string(),
  eventId: Id,
  eventName: z.string(),
  groups: z.array(
    z.object({
      name: z.string(),
      standings: z.array(
        z.object({
          position: z.number().int(),
          name: z.string(),
          played: z.number().int(),
          won: z.number().int(),
          lost: z.number().int(),
          setsWon: z.number().int(),
          setsLost: z.number().int(),
          gamesWon: z.number().int(),
          gamesLost: z.number().int(),
        }),
      ),
      matches: z.array(
        z.object({
          a: z.string(),
          b: z.string(),
          score: z.string().nullable(),
          winner: z.enum(["a", "b"]).nullable(),
        }),
      ),
      complete: z.boolean(),
    }),
  ),
  /** The published knock-out of the group finishers, if there is one (docs/decisions/0245). */
  knockout: PublicBracket.nullable(),
  /**
   * The event's medallists: the knock-out's finalists once its final is played; without a
   * knock-out, a one-group event's first and second once every match is played.
   */
  medallists: z.object({ winner: z.string(), runnerUp: z.string() }).nullable(),
});

export type PublicGroups = z.infer<typeof PublicGroups>;

// GET /tournaments/groups: published round-robin events of tournaments not cancelled, newest first
export const PublicGroupsResponse = z.object({ events: z.array(PublicGroups) });

export const PublicOrderOfPlay = z.object({ tournamentId: Id, matches: z.array(PublicPlannedMatch) });

export type PublicOrderOfPlay = z.infer<typeof PublicOrderOfPlay>;

// GET /tournaments/order-of-play: the published orders of play of tournaments not cancelled
export const PublicOrdersOfPlayResponse = z.object({ orders: z.array(PublicOrderOfPlay) });

// GET /ladder: the club ladder, best ranked adults and juniors by public name (adults by full
// name unless they chose first name and initial, juniors always by first name and initial)
export const LadderRow = z.object({ rank: z.number().int(), name: z.string(), rating: z.number() });

export const PublicLadderResponse = z.object({ adults: z.array(LadderRow), juniors: z.array(LadderRow) });

export type PublicLadderResponse = z.infer<typeof PublicLadderResponse>;

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

export const FriendlyOpponentsResponse = z.object({ opponents: z.array(FriendlyOpponent) });

// POST /friendlies — a friendly the member arranged and played; the opponent confirms or disputes it
export const ReportFriendlyRequest = ScoreFromMySide.extend({
  opponentId: Id,
  /** The day it was played, in Lagos. */
  playedOn: z.string().refine(isLocalDate, "Use a real date as YYYY-MM-DD"),
}).superRefine(checkScoreFromMySide);

export type ReportFriendlyRequest = z.input<typeof ReportFriendlyRequest>;

export const OpenMatchResponse = z.object({ match: OpenMatch });
