/**
 * The members' kept records (0023_member_match_records) on a database made by the migrations before it, on PGlite
 * and, when the run has one, on PostgreSQL: every match and side stays, each member's record is filled
 * from their listed rows, each row's opponents from its match, and the triggers keep it from then on.
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

async function fillsEveryRecord(db: ScratchSql, before: string) {
  await db.migrateTo(before);
  await insertAdaAndBola(db);
  await db.query(
    `insert into club_matches (id, kind, status, outcome, score, winner, games_a, games_b, played_at) values
     ('m1', 'singles', 'confirmed', 'completed', '6-4 6-4', 'a', 12, 8, '2026-11-01T10:00:00Z'),
     ('m2', 'singles', 'confirmed', 'completed', '6-1 6-1', 'b', 2, 12, '2026-11-02T10:00:00Z'),
     ('m3', 'singles', 'confirmed', 'walkover', null, 'a', 0, 0, '2026-11-03T10:00:00Z'),
     ('m4', 'singles', 'disputed', 'completed', '6-0 6-0', 'a', 12, 0, '2026-11-04T10:00:00Z'),
     ('m5', 'singles', 'scheduled', null, null, null, 0, 0, null)`,
  );
  await db.query(
    `insert into club_match_players (match_id, side, slot, user_id, name) values
     ('m1', 'a', 1, $1, 'Ada Obi'), ('m1', 'b', 1, $2, 'Bola Ade'),
     ('m2', 'a', 1, $1, 'Ada Obi'), ('m2', 'b', 1, null, 'A guest'),
     ('m3', 'a', 1, $1, 'Ada Obi'), ('m3', 'b', 1, $2, 'Bola Ade'),
     ('m4', 'a', 1, $2, 'Bola Ade'), ('m4', 'b', 1, $1, 'Ada Obi'),
     ('m5', 'a', 1, $1, 'Ada Obi'), ('m5', 'b', 1, $2, 'Bola Ade')`,
    [ADA, BOLA],
  );

  await db.migrateTo(MIGRATIONS_FOLDER);

  expect(await db.query("select count(*)::int as n from club_matches")).toEqual([{ n: 5 }]);
  expect(await db.query("select count(*)::int as n from club_match_players")).toEqual([{ n: 10 }]);
  // Each side's opponents filled from its match's other side.
  expect(
    await db.query(
      "select match_id, side, opponent from club_match_players where match_id in ('m1', 'm2') order by 1, 2",
    ),
  ).toEqual([
    { match_id: "m1", side: "a", opponent: "Bola Ade" },
    { match_id: "m1", side: "b", opponent: "Ada Obi" },
    { match_id: "m2", side: "a", opponent: "A guest" },
    { match_id: "m2", side: "b", opponent: "Ada Obi" },
  ]);
  const records = () =>
    db.query<{ user_id: string; played: number; won: number }>(
      "select user_id, played, won from member_match_records where played <> 0 or won <> 0 order by played desc",
    );
  // Ada: m1 won, m2 lost (the walkover and the disputed result not counted); Bola: m1 lost.
  expect(await records()).toEqual([
    { user_id: ADA, played: 2, won: 1 },
    { user_id: BOLA, played: 1, won: 0 },
  ]);
  // From now on the triggers keep them: a result confirmed, one deleted.
  await db.query("update club_matches set status = 'confirmed' where id = 'm4'");
  expect(await records()).toEqual([
    { user_id: ADA, played: 3, won: 1 },
    { user_id: BOLA, played: 2, won: 1 },
  ]);
  await db.query("delete from club_matches where id = 'm1'");
  expect(await records()).toEqual([
    { user_id: ADA, played: 2, won: 0 },
    { user_id: BOLA, played: 1, won: 1 },
  ]);
}

describeMigration(
  "the members' kept records migration",
  "0023_member_match_records",
  (on) => `keeps every match ${on} and fills each member's record`,
  fillsEveryRecord,
);
