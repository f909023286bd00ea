/**
 * The results version migration (0025_results_version) on a database made by the migrations before
 * it, on PGlite and, when the run has one, on PostgreSQL: every match, player row and rating point
 * stays, the results version is set, and its triggers give it a new value whenever a result, a
 * player row or a rating point changes (docs/decisions/0299-reads-at-a-big-clubs-size.md).
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

async function keepsResultsAndVersionsThem(db: ScratchSql, before: string) {
  await db.migrateTo(before);
  await insertAdaAndBola(db);
  await db.query(
    `insert into club_matches (id, kind, status, outcome, score, winner, games_a, games_b, played_at) values
     ('m1', 'singles', 'confirmed', 'completed', '6-4 6-4', 'a', 12, 8, '2026-11-01T10:00:00Z')`,
  );
  await db.query(
    `insert into club_match_players (match_id, side, slot, user_id, name) values
     ('m1', 'a', 1, $1, 'Ada Obi'), ('m1', 'b', 1, $2, 'Bola Ade')`,
    [ADA, BOLA],
  );
  await db.query(
    `insert into rating_points (match_id, user_id, played_at, rating) values
     ('m1', $1, '2026-11-01T10:00:00Z', 3.25), ('m1', $2, '2026-11-01T10:00:00Z', 2.75)`,
    [ADA, BOLA],
  );

  await db.migrateTo(MIGRATIONS_FOLDER);

  expect(await db.query("select id, score, winner from club_matches")).toEqual([
    { id: "m1", score: "6-4 6-4", winner: "a" },
  ]);
  expect(await db.query("select user_id, side, opponent from club_match_players order by side")).toEqual([
    { user_id: ADA, side: "a", opponent: "Bola Ade" },
    { user_id: BOLA, side: "b", opponent: "Ada Obi" },
  ]);
  expect(await db.query("select user_id, rating from rating_points order by user_id")).toEqual([
    { user_id: ADA, rating: 3.25 },
    { user_id: BOLA, rating: 2.75 },
  ]);
  const version = async () =>
    (await db.query<{ version: string }>("select version from results_version"))[0]?.version;
  const seen = [await version()];
  expect(seen[0]).toMatch(/^[0-9a-f-]{36}$/);
  // A score, a player row, a rating point and a deleted match each give a new version; a member's
  // name does not (the match rows keep the names as recorded).
  await db.query("update club_matches set score = '6-3 6-4' where id = 'm1'");
  seen.push(await version());
  await db.query("update club_match_players set name = 'Ada O.' where user_id = $1", [ADA]);
  seen.push(await version());
  await db.query("update rating_points set rating = 3.5 where user_id = $1", [ADA]);
  seen.push(await version());
  await db.query("update users set full_name = 'Ada Obi-Okoro' where id = $1", [ADA]);
  expect(await version()).toBe(seen.at(-1));
  await db.query("delete from club_matches where id = 'm1'");
  seen.push(await version());
  expect(new Set(seen).size).toBe(5);
  expect(await db.query("select count(*)::int as n from results_version")).toEqual([{ n: 1 }]);
}

describeMigration(
  "the results version migration",
  "0025_results_version",
  (on) => `keeps every result ${on} and versions them`,
  keepsResultsAndVersionsThem,
);
