/**
 * Matches as the server reads them: matches with their players, the confirmed ones as the ratings
 * read them (docs/ratings.md), and a member's summary for the dashboard from their own matches and
 * the kept ratings (server/lib/ratings.ts).
 */

import { and, asc, desc, eq, inArray, isNotNull, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { StaffDraw, StaffMatch } from "@/shared/api/console-contract";
import type { MatchResult, MatchSummary } from "@/shared/api/contract";
import { clubInstant, clubLocal } from "@/shared/domain/club-time";
import { bracket, medallists, roundName } from "@/shared/domain/draw";
import type { MatchSide } from "@/shared/domain/lists";
import {
  INITIAL_RATING,
  improvementLine,
  improvementSince,
  type RatedResult,
  rankingFigures,
} from "@/shared/domain/player-rating";
import { flipScore, parseScore } from "@/shared/domain/tennis-score";
import type { Database } from "../db/client";
import { jsonList } from "../db/json-list";
import { preparedPer } from "../db/prepared";
import {
  clubMatches,
  clubMatchPlayers,
  memberMatchRecords,
  playerRatings,
  ratingPoints,
  resultsVersion,
  users,
} from "../db/schema";
import type { Tx } from "../payments/grants";
import { keptRatingOf, rankingsVersionColumn, rankOfKept } from "./kept-ratings";

type MatchRow = typeof clubMatches.$inferSelect;
/** A player of a loaded match: the kept opponents are for the member's lists only. */
type PlayerRow = Omit<typeof clubMatchPlayers.$inferSelect, "opponent">;

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
export function sideOutOf(row: Pick<MatchRow, "outcome" | "winner">): MatchSide | null {
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

/** The score from one side's point of view. */
export function scoreFor(row: Pick<MatchRow, "score" | "outcome" | "winner">, side: MatchSide): string {
  if (!row.score || !row.outcome) return "";
  if (side === "a") return row.score;
  const sideOut = sideOutOf(row) ?? undefined;
  const check = parseScore(row.score, row.outcome, sideOut);
  return check.ok ? flipScore(check.score).text : row.score;
}

/**
 * "The member plays in it and it is not a listed result": their scheduled, reported and disputed
 * matches among a few rows (`club_match_players_unlisted_idx`), never their whole history.
 */
export function playsInUnlisted(db: Database | Tx, userId: string | Placeholder): SQL {
  const unlisted = db
    .select({ id: clubMatchPlayers.matchId })
    .from(clubMatchPlayers)
    .where(and(eq(clubMatchPlayers.userId, userId), isNull(clubMatchPlayers.listedAt)));
  return sql`${clubMatches.id} = any(array(${unlisted}))`;
}

/** The member's matches a page holds, newest first (docs/decisions/0265-a-members-reads-bounded.md). */
export const MEMBER_MATCHES_PAGE = 20;

/** The rated matches the summary's rating history holds: the member's latest. */
export const RATING_HISTORY_POINTS = 50;

/** The rows of a page of the member's matches (`memberMatchesPage`), after `after` when given. */
function matchesPage(db: Database, userId: string | Placeholder, after: SQL | undefined) {
  // The page's rows first (the index, newest first, stopping at the page), then their matches.
  const page = db
    .select({
      matchId: clubMatchPlayers.matchId,
      side: clubMatchPlayers.side,
      listedAt: clubMatchPlayers.listedAt,
      opponent: clubMatchPlayers.opponent,
    })
    .from(clubMatchPlayers)
    .where(and(eq(clubMatchPlayers.userId, userId), isNotNull(clubMatchPlayers.listedAt), after))
    .orderBy(desc(clubMatchPlayers.listedAt), desc(clubMatchPlayers.matchId))
    .limit(MEMBER_MATCHES_PAGE + 1)
    .as("page");
  return db
    .select({
      id: clubMatches.id,
      tournamentName: clubMatches.tournamentName,
      round: clubMatches.round,
      score: clubMatches.score,
      outcome: clubMatches.outcome,
      winner: clubMatches.winner,
      playedAt: page.listedAt,
      side: page.side,
      opponent: page.opponent,
    })
    .from(page)
    .innerJoin(clubMatches, eq(clubMatches.id, page.matchId))
    .orderBy(desc(page.listedAt), desc(page.matchId));
}

/** The newest page: every summary asks it, so it is prepared once per database. */
const newestMatches = preparedPer((db) =>
  matchesPage(db, sql.placeholder("userId"), undefined).prepare("newest_member_matches"),
);

/**
 * A page of the member's matches list: confirmed results they played (walkovers too), newest first
 * (by date, then id), each with the opponents' names and the score from the member's side; the
 * page after the match `before` when given (null when that is not one of the listed matches).
 * Read from the member's listed rows (`club_match_players_listed_idx`, kept by the database), so a
 * page costs the same whatever the member's history. Ids are lowercase hex, so the database orders
 * them as the code does.
 */
export async function memberMatchesPage(
  db: Database,
  userId: string,
  before?: string,
): Promise<{ matches: MatchResult[]; more: boolean } | null> {
  const listed = and(eq(clubMatchPlayers.userId, userId), isNotNull(clubMatchPlayers.listedAt));
  if (before !== undefined) {
    const [from] = await db
      .select({ id: clubMatchPlayers.matchId })
      .from(clubMatchPlayers)
      .where(and(listed, eq(clubMatchPlayers.matchId, before)))
      .limit(1);
    if (!from) return null;
  }
  const rows =
    before === undefined
      ? await newestMatches(db).execute({ userId })
      : await matchesPage(
          db,
          userId,
          sql`(${clubMatchPlayers.listedAt}, ${clubMatchPlayers.matchId}) < (select b.listed_at, b.match_id from ${clubMatchPlayers} b where b.user_id = ${userId} and b.match_id = ${before})`,
        );
  return presentPage(rows);
}

/** A page's rows as read (the page and one more, which says earlier ones remain). */
interface PageRow {
  id: string;
  tournamentName: string | null;
  round: string | null;
  score: string | null;
  outcome: MatchRow["outcome"];
  winner: MatchRow["winner"];
  playedAt: Date | null;
  side: MatchSide;
  opponent: string;
}

function presentPage(rows: readonly PageRow[]): { matches: MatchResult[]; more: boolean } {
  return {
    matches: rows.slice(0, MEMBER_MATCHES_PAGE).map((row) => ({
      _id: row.id,
      tournamentName: [row.tournamentName ?? FRIENDLY, row.round].filter(Boolean).join(", "),
      opponent: row.opponent,
      score: scoreFor(row, row.side),
      won: row.winner === row.side,
      playedAt: row.playedAt!.toISOString(),
    })),
    more: rows.length > MEMBER_MATCHES_PAGE,
  };
}

/** The newest page's row as the summary's statement sends it: a JSON array, in `PageRow`'s order. */
type PageJson = [
  string,
  string | null,
  string | null,
  string | null,
  PageRow["outcome"],
  PageRow["winner"],
  string,
  MatchSide,
  string,
];

/**
 * The newest page of the member's matches as one JSON column of the summary's statement: the same
 * rows, order and opponents as `matchesPage` (the member's listed rows, newest first, and one more).
 */
function newestPageColumn(userId: Placeholder) {
  return sql<
    string | null
  >`(select json_agg(json_build_array(m.id, m.tournament_name, m.round, m.score, m.outcome, m.winner, p.listed_at, p.side, p.opponent) order by p.listed_at desc, p.match_id desc)::text from (select l.match_id, l.side, l.listed_at, l.opponent from ${clubMatchPlayers} l where l.user_id = ${userId} and l.listed_at is not null order by l.listed_at desc, l.match_id desc limit ${sql.raw(String(MEMBER_MATCHES_PAGE + 1))}) p join ${clubMatches} m on m.id = p.match_id)`;
}

/**
 * A timestamp as JavaScript's `toISOString()` writes it ("2026-11-23T11:09:14.927Z"), made by the
 * database, so a read that only passes moments on parses no date.
 */
function isoInstant(column: SQL) {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The member's figures in one statement, prepared once per database: matches played (walkovers
 * not counted) and won, their kept rating, the rating the improvement line compares with (at or
 * before `since`), their latest rating points, the version of the ratings the rank reads, and
 * their newest page of matches (docs/decisions/0280-the-summary-in-one-statement.md).
 */
const memberFigures = preparedPer((db) => {
  const userId = sql.placeholder("userId");
  return db
    .select({
      dob: users.dob,
      rating: playerRatings.rating,
      ratedMatches: playerRatings.ratedMatches,
      lastPlayed: playerRatings.lastPlayed,
      // Played (walkovers not counted) and won, as the database keeps them from the member's listed
      // rows (docs/decisions/0289-the-members-kept-record.md); no row yet for a member never listed.
      played: memberMatchRecords.played,
      won: memberMatchRecords.won,
      before: sql<
        number | null
      >`(select r.rating from ${ratingPoints} r where r.user_id = ${userId} and r.played_at <= ${sql.placeholder("since")}::timestamptz order by r.played_at desc, r.match_id desc limit 1)`,
      // The moments the improvement line's baseline holds between (`readSummary`'s `holds`): from that point's
      // (whole milliseconds, rounded up) to just before the member's next point's (rounded down).
      beforeAtMs: sql<
        number | null
      >`(select ceil(extract(epoch from r.played_at) * 1000) from ${ratingPoints} r where r.user_id = ${userId} and r.played_at <= ${sql.placeholder("since")}::timestamptz order by r.played_at desc, r.match_id desc limit 1)`.mapWith(
        Number,
      ),
      nextAtMs: sql<
        number | null
      >`(select floor(extract(epoch from r.played_at) * 1000) from ${ratingPoints} r where r.user_id = ${userId} and r.played_at > ${sql.placeholder("since")}::timestamptz order by r.played_at, r.match_id limit 1)`.mapWith(
        Number,
      ),
      results: sql<string | null>`(select ${resultsVersion.version} from ${resultsVersion})`,
      history: sql<
        string | null
      >`(select json_agg(json_build_array(${isoInstant(sql`h.played_at`)}, h.rating) order by h.played_at, h.match_id)::text from (select r.played_at, r.match_id, r.rating from ${ratingPoints} r where r.user_id = ${userId} order by r.played_at desc, r.match_id desc limit ${sql.raw(String(RATING_HISTORY_POINTS))}) h)`,
      version: rankingsVersionColumn(),
      page: newestPageColumn(userId),
    })
    .from(users)
    .leftJoin(playerRatings, eq(playerRatings.userId, users.id))
    .leftJoin(memberMatchRecords, eq(memberMatchRecords.userId, users.id))
    .where(eq(users.id, userId))
    .prepare("member_figures");
});

/**
 * What a summary was read from: the versions of the ratings and results it stands on, and whether it
 * still holds at another moment (the improvement line's baseline and the rank read the clock).
 */
interface SummaryStands {
  rankings: string | null;
  results: string | null;
  holds: (now: Date) => boolean;
}

/**
 * The member's ranking card, progress tracker and matches: their figures, their newest page of
 * matches and their latest rating points, in one statement whatever their history
 * (docs/decisions/0265-a-members-reads-bounded.md), and what it stands on.
 */
async function readSummary(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ summary: MatchSummary; stands: SummaryStands }> {
  const [figures] = await memberFigures(db).execute({ userId, since: improvementSince(now).toISOString() });
  const page = presentPage(
    jsonList<PageJson>(figures?.page).map(
      ([id, tournamentName, round, score, outcome, winner, listedAt, side, opponent]) => ({
        id,
        tournamentName,
        round,
        score,
        outcome,
        winner,
        playedAt: new Date(listedAt),
        side,
        opponent,
      }),
    ),
  );
  const kept = figures && keptRatingOf(figures);
  const played = figures?.played ?? 0;
  const won = figures?.won ?? 0;
  const history = jsonList<[string, number]>(figures?.history);
  // The improvement line reads the member's own points (their latest is their rating), the rank
  // the club's kept ratings.
  const latest = history.at(-1);
  const current = latest && { rating: latest[1], ratedMatches: kept?.ratedMatches ?? history.length };
  const ranked = figures ? await rankOfKept(db, figures, now) : { rank: null, holds: () => true };
  const from = figures?.beforeAtMs ?? Number.NEGATIVE_INFINITY;
  const until = figures?.nextAtMs ?? Number.POSITIVE_INFINITY;
  return {
    summary: {
      cMatch: {
        rank: ranked.rank,
        improvement: improvementLine(current, figures?.before ?? INITIAL_RATING),
        totalMatches: played,
      },
      matchesWon: won,
      matches: page.matches,
      moreMatches: page.more,
      // Each point's moment comes as the answer's ISO text (isoInstant): no date is parsed here.
      ratingHistory: history.map(([at, rating]) => ({ at, rating: rankingFigures(rating, 0).rating })),
    },
    stands: {
      rankings: figures?.version ?? null,
      results: figures?.results ?? null,
      holds: (later) => {
        const since = improvementSince(later).getTime();
        return since >= from && since < until && ranked.holds(later);
      },
    },
  };
}

/** The member's summary (`readSummary`), read afresh. */
export async function memberSummary(db: Database, userId: string, now: Date): Promise<MatchSummary> {
  return (await readSummary(db, userId, now)).summary;
}

/** A summary as the API sent it, kept with what it stands on. */
interface KeptSummary extends SummaryStands {
  json: string;
}

/** The summaries a server keeps, per database: the most recently read, at most `KEPT_SUMMARIES`. */
const keptSummaries = new WeakMap<Database, Map<string, KeptSummary>>();
const KEPT_SUMMARIES = 500;

/** The versions of what a summary stands on, as they stand now: one row, read by its key. */
const summaryVersions = preparedPer((db) =>
  db
    .select({ rankings: rankingsVersionColumn(), results: resultsVersion.version })
    .from(resultsVersion)
    .prepare("summary_versions"),
);

/**
 * The member's summary as the API's JSON answer (docs/decisions/0299-reads-at-a-big-clubs-size.md).
 * The server keeps the last it sent each member and sends it again while the club's ratings and
 * results are unchanged (their versions, kept by the database's triggers, read in one small
 * statement) and it holds at `now`; otherwise it is read afresh, with the versions of the snapshot
 * it was read from, so a kept summary never stands for data newer or older than it shows.
 */
export async function memberSummaryJson(db: Database, userId: string, now: Date): Promise<string> {
  let kept = keptSummaries.get(db);
  if (!kept) {
    kept = new Map();
    keptSummaries.set(db, kept);
  }
  const last = kept.get(userId);
  if (last) {
    const [versions] = await summaryVersions(db).execute();
    if (
      versions &&
      versions.rankings === last.rankings &&
      versions.results === last.results &&
      last.holds(now)
    ) {
      kept.delete(userId);
      kept.set(userId, last);
      return last.json;
    }
  }
  const { summary, stands } = await readSummary(db, userId, now);
  const json = JSON.stringify(summary);
  kept.delete(userId);
  kept.set(userId, { ...stands, json });
  if (kept.size > KEPT_SUMMARIES) kept.delete(kept.keys().next().value!);
  return json;
}
