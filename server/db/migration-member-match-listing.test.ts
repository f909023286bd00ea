/**
 * The member match listing migration (0018_member_match_listing) on a database made by the migrations
 * before it, on PGlite and, when the run has one, on PostgreSQL: every match and side stays, each side
 * is listed by its match's date while the match is a confirmed result, with how it ended for that side,
 * and the triggers keep both from then on.
 */
import { expect } from "vitest";
import {
  ADA,
  BOLA,
  describeMigration,
  insertAdaAndBola,
  type ScratchSql,
} from "../testing/migrations-before";
import { MIGRATIONS_FOLDER } from "./client";

async function listsEverySide(db: ScratchSql, before: string) {
  await db.migrateTo(before);
  await insertAdaAndBola(db);
  await db.query(
    `insert into club_matches (id, kind, status, outcome, score, winner, games_a, games_b, played_at) values
     ('m1', 'singles', 'confirmed', 'completed', '6-3 6-4', 'a', 12, 7, '2026-11-20T10:00:00Z'),
     ('m2', 'singles', 'confirmed', 'walkover', null, 'b', 0, 0, '2026-11-21T10:00:00Z'),
     ('m3', 'singles', 'reported', 'completed', '6-1 6-1', 'a', 12, 2, '2026-11-22T10:00:00Z')`,
  );
  await db.query(
    `insert into club_match_players (match_id, side, slot, user_id, name) values
     ('m1', 'a', 1, $1, 'Ada Obi'), ('m1', 'b', 1, $2, 'Bola Ade'),
     ('m2', 'a', 1, $1, 'Ada Obi'), ('m2', 'b', 1, $2, 'Bola Ade'),
     ('m3', 'a', 1, $1, 'Ada Obi'), ('m3', 'b', 1, $2, 'Bola Ade')`,
    [ADA, BOLA],
  );

  await db.migrateTo(MIGRATIONS_FOLDER);

  const sides = () =>
    db.query<{ match_id: string; side: string; user_id: string; listed: string | null; result: string }>(
      `select match_id, side, user_id, to_char(listed_at at time zone 'UTC', 'YYYY-MM-DD') as listed, result
       from club_match_players order by match_id, side`,
    );
  expect(await sides()).toEqual([
    { match_id: "m1", side: "a", user_id: ADA, listed: "2026-11-20", result: "won" },
    { match_id: "m1", side: "b", user_id: BOLA, listed: "2026-11-20", result: "lost" },
    { match_id: "m2", side: "a", user_id: ADA, listed: "2026-11-21", result: "walkover" },
    { match_id: "m2", side: "b", user_id: BOLA, listed: "2026-11-21", result: "walkover" },
    { match_id: "m3", side: "a", user_id: ADA, listed: null, result: "won" },
    { match_id: "m3", side: "b", user_id: BOLA, listed: null, result: "lost" },
  ]);
  // From now on the triggers keep them: a result confirmed is listed, a corrected winner follows.
  await db.query("update club_matches set status = 'confirmed' where id = 'm3'");
  await db.query("update club_matches set winner = 'b' where id = 'm1'");
  expect((await sides()).map((s) => [s.match_id, s.side, s.listed, s.result])).toEqual([
    ["m1", "a", "2026-11-20", "lost"],
    ["m1", "b", "2026-11-20", "won"],
    ["m2", "a", "2026-11-21", "walkover"],
    ["m2", "b", "2026-11-21", "walkover"],
    ["m3", "a", "2026-11-22", "won"],
    ["m3", "b", "2026-11-22", "lost"],
  ]);
}

describeMigration(
  "the member match listing migration",
  "0018_member_match_listing",
  (on) => `lists every side ${on} as its match stands`,
  listsEverySide,
);
