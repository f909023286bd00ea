/**
 * Matches as the server reads them: matches with their players, the confirmed ones as the ratings
 * read them (docs/ratings.md), and a member's summary for the dashboard from their own matches and
 * the kept ratings (server/lib/ratings.ts).
 */

import { and, asc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { StaffDraw, StaffMatch } from "@/shared/api/console-contract";
import type { MatchSummary } from "@/shared/api/contract";
import { clubInstant, clubLocal } from "@/shared/domain/club-time";
import { bracket, medallists, roundName } from "@/shared/domain/draw";
import type { MatchSide } from "@/shared/domain/lists";
import { improvementText, type RatedResult } from "@/shared/domain/player-rating";
import { flipScore, parseScore } from "@/shared/domain/tennis-score";
import type { Database } from "../db/client";
import { clubMatches, clubMatchPlayers } from "../db/schema";
import type { Tx } from "../payments/grants";
import { memberRank, memberRating } from "./kept-ratings";

type MatchRow = typeof clubMatches.$inferSelect;
type PlayerRow = typeof clubMatchPlayers.$inferSelect;

export interface LoadedMatch {
  row: MatchRow;
  sideA: PlayerRow[];
  sideB: PlayerRow[];
}

export const FRIENDLY = "Friendly";

/** A result is dated at midday in Lagos on the day it was played. */
export function resultPlayedAt(playedOn: string): Date {
  return clubInstant({ date: playedOn, time: "12:00" });
}

/** Matches with their players; all of them, or the given ids. */
export function loadMatches(db: Database | Tx, ids?: readonly string[]): Promise<LoadedMatch[]> {
  if (ids && ids.length === 0) return Promise.resolve([]);
  return loadMatchesWhere(db, ids ? inArray(clubMatches.id, [...ids]) : undefined);
}

/** The matches that meet a condition on `club_matches`, with their players. */
export async function loadMatchesWhere(db: Database | Tx, where: SQL | undefined): Promise<LoadedMatch[]> {
  const [rows, players] = await Promise.all([
    db.select().from(clubMatches).where(where),
    db
      .select()
      .from(clubMatchPlayers)
      .where(
        // `= any(array(...))`, not `in (...)`: PostgreSQL runs the condition once (its own indexes)
        // and looks the players up by match, where `in` may hash every player of the club.
        where
          ? sql`${clubMatchPlayers.matchId} = any(array(${db.select({ id: clubMatches.id }).from(clubMatches).where(where)}))`
          : undefined,
      )
      .orderBy(asc(clubMatchPlayers.slot)),
  ]);
  const bySide = new Map<string, PlayerRow[]>();
  for (const player of players) {
    const key = `${player.matchId}:${player.side}`;
    bySide.set(key, [...(bySide.get(key) ?? []), player]);
  }
  return rows.map((row) => ({
    row,
    sideA: bySide.get(`${row.id}:a`) ?? [],
    sideB: bySide.get(`${row.id}:b`) ?? [],
  }));
}

/** The side that retired or gave a walkover, from the stored score and winner. */
export function sideOutOf(row: MatchRow): MatchSide | null {
  if (row.outcome !== "retired" && row.outcome !== "walkover") return null;
  return row.winner === "a" ? "b" : row.winner === "b" ? "a" : null;
}

/**
 * A confirmed result as the ratings read it; null when it is not rated: a walkover, a match with a
 * guest, or one without games.
 */
export function ratedResult({ row, sideA, sideB }: LoadedMatch): RatedResult | null {
  if (row.status !== "confirmed" || row.outcome === "walkover" || !row.playedAt) return null;
  if (row.gamesA + row.gamesB === 0) return null;
  const ids = (side: PlayerRow[]) => side.map((p) => p.userId);
  const a = ids(sideA);
  const b = ids(sideB);
  if (a.length === 0 || b.length === 0 || [...a, ...b].some((id) => id === null)) return null;
  return {
    id: row.id,
    playedAt: row.playedAt,
    sideA: a as string[],
    sideB: b as string[],
    gamesA: row.gamesA,
    gamesB: row.gamesB,
  };
}

/**
 * A tournament's draw results: its confirmed draw matches by place (`round:index`), and the member
 * who won at each place (docs/decisions/0101-draws.md).
 */
export function drawResults(matches: readonly LoadedMatch[], tournamentId: string) {
  return resultsByPlace(
    matches.filter(
      ({ row }) =>
        row.tournamentId === tournamentId &&
        row.drawRound !== null &&
        row.status === "confirmed" &&
        // Group matches and the matches of stage draws have places of their own (0237, 0245).
        row.drawEventId === null &&
        row.stageDrawId === null,
    ),
  );
}

/** A knock-out's confirmed results by place ("round:index"), and the winner at each place. */
export function resultsByPlace(matches: readonly LoadedMatch[]) {
  const byPlace = new Map<string, LoadedMatch>();
  const winners = new Map<string, string>();
  for (const match of matches) {
    const key = `${match.row.drawRound}:${match.row.drawIndex}`;
    byPlace.set(key, match);
    const id = (match.row.winner === "a" ? match.sideA : match.sideB)[0]?.userId;
    if (id) winners.set(key, id);
  }
  return { byPlace, winners };
}

export type DrawPeople = ReadonlyMap<string, { name: string; rating: number | null }>;

/** A drawn player as the console shows them: name and rating (a withdrawn one by that word) and seed. */
function drawPlayer(people: DrawPeople, seeds: readonly string[], id: string | null) {
  if (id === null) return null;
  return {
    userId: id,
    name: people.get(id)?.name ?? "Withdrawn player",
    rating: people.get(id)?.rating ?? null,
    seed: seeds.indexOf(id) + 1 || null,
  };
}

/**
 * A single-elimination draw as the console shows it, from its stored first round and its results:
 * the tournament's main draw (0101) and the stage draws (0245) alike.
 */
export function staffBracket(
  row: {
    tournamentId: string;
    slots: (string | null)[];
    seeds: string[];
    publishedAt: Date | null;
    version: number;
  },
  { byPlace, winners }: ReturnType<typeof resultsByPlace>,
  people: DrawPeople,
): StaffDraw {
  const player = (id: string | null) => drawPlayer(people, row.seeds, id);
  const size = row.slots.length;
  const rounds = bracket(row.slots, winners);
  const final = medallists(rounds);
  return {
    tournamentId: row.tournamentId,
    published: row.publishedAt !== null,
    rounds: rounds.map((round) =>
      round.map((m) => {
        const result = byPlace.get(`${m.round}:${m.index}`);
        return {
          round: m.round,
          roundName: roundName(m.round, size),
          index: m.index,
          a: player(m.a),
          b: player(m.b),
          winner: m.winner,
          playable: m.playable,
          score: result?.row.score ?? null,
          matchId: result?.row.id ?? null,
          result: result?.row.outcome
            ? {
                outcome: result.row.outcome,
                sideOut: sideOutOf(result.row),
                playedOn: result.row.playedAt ? clubLocal(result.row.playedAt).date : "",
                version: result.row.version,
              }
            : null,
        };
      }),
    ),
    medallists: final
      ? { winner: player(final.winner)?.name ?? "", runnerUp: player(final.runnerUp)?.name ?? "" }
      : null,
    version: row.version,
  };
}

export function presentMatch({ row, sideA, sideB }: LoadedMatch): StaffMatch {
  const player = (p: PlayerRow) => ({ userId: p.userId, name: p.name });
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    tournamentId: row.tournamentId,
    tournamentName: row.tournamentName ?? FRIENDLY,
    round: row.round,
    outcome: row.outcome,
    score: row.score,
    sideOut: sideOutOf(row),
    winner: row.winner,
    sideA: sideA.map(player),
    sideB: sideB.map(player),
    playedAt: row.playedAt?.toISOString() ?? null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    court: row.court,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Which side a member played on, if any. */
export function sideOf(match: LoadedMatch, userId: string): MatchSide | null {
  if (match.sideA.some((p) => p.userId === userId)) return "a";
  if (match.sideB.some((p) => p.userId === userId)) return "b";
  return null;
}

const names = (side: PlayerRow[]) => side.map((p) => p.name).join(" / ");

/** The score from one side's point of view. */
export function scoreFor(row: MatchRow, side: MatchSide): string {
  if (!row.score || !row.outcome) return "";
  if (side === "a") return row.score;
  const sideOut = sideOutOf(row) ?? undefined;
  const check = parseScore(row.score, row.outcome, sideOut);
  return check.ok ? flipScore(check.score).text : row.score;
}

/**
 * The member's ranking card, progress tracker and matches list: confirmed results they played,
 * newest first, walkovers listed but not counted as played.
 */
/** The ids of the matches a member plays in, as a subquery. */
export function matchIdsOf(db: Database | Tx, userId: string) {
  return db
    .select({ id: clubMatchPlayers.matchId })
    .from(clubMatchPlayers)
    .where(eq(clubMatchPlayers.userId, userId));
}

/**
 * The condition "the member plays in it" on `club_matches`, through the players' index: as
 * `= any(array(...))` PostgreSQL looks their matches up by id, where `in (...)` read every match of
 * the club once the member had a few hundred (docs/decisions/0220-a-club-at-scale.md).
 */
export function playsIn(db: Database | Tx, userId: string): SQL {
  return sql`${clubMatches.id} = any(array(${matchIdsOf(db, userId)}))`;
}

export async function memberSummary(db: Database | Tx, userId: string, now: Date): Promise<MatchSummary> {
  const [matches, rating, rank] = await Promise.all([
    loadMatchesWhere(
      db,
      and(playsIn(db, userId), eq(clubMatches.status, "confirmed"), isNotNull(clubMatches.playedAt)),
    ),
    memberRating(db, userId, now),
    memberRank(db, userId, now),
  ]);
  const own = matches
    .flatMap((match) => {
      const side = sideOf(match, userId);
      return side && match.row.status === "confirmed" && match.row.playedAt ? [{ match, side }] : [];
    })
    .toSorted(
      (x, y) =>
        (y.match.row.playedAt?.getTime() ?? 0) - (x.match.row.playedAt?.getTime() ?? 0) ||
        (x.match.row.id < y.match.row.id ? 1 : -1),
    );
  const played = own.filter(({ match }) => match.row.outcome !== "walkover");
  const won = played.filter(({ match, side }) => match.row.winner === side).length;
  return {
    cMatch: {
      rank,
      improvement: improvementText(rating, now),
      totalMatches: played.length,
    },
    matchesWon: won,
    matches: own.map(({ match, side }) => ({
      _id: match.row.id,
      tournamentName: [match.row.tournamentName ?? FRIENDLY, match.row.round].filter(Boolean).join(", "),
      opponent: names(side === "a" ? match.sideB : match.sideA),
      score: scoreFor(match.row, side),
      won: match.row.winner === side,
      playedAt: match.row.playedAt!.toISOString(),
    })),
    ratingHistory: (rating?.history ?? []).map((p) => ({
      at: p.at.toISOString(),
      rating: p.rating,
    })),
  };
}
