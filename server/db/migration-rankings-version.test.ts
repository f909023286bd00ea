/**
 * The match reads migration (0020_rankings_version) on a database made by the migrations before it, on
 * PGlite and, when the run has one, on PostgreSQL: every rating and point stays, the rankings
 * version is set, and its triggers give it a new value whenever what the ranks read changes.
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

async function keepsRatingsAndVersionsThem(db: ScratchSql, before: string) {
  await db.migrateTo(before);
  await insertAdaAndBola(db);
  await db.query(
    `insert into player_ratings (user_id, rating, rated_matches, last_played) values
     ($1, 3.25, 7, '2026-11-20T10:00:00Z'), ($2, 2.75, 7, '2026-11-20T10:00:00Z')`,
    [ADA, BOLA],
  );
  await db.query(
    `insert into rating_points (match_id, user_id, played_at, rating) values
     ('m1', $1, '2026-11-20T10:00:00Z', 3.25), ('m1', $2, '2026-11-20T10:00:00Z', 2.75)`,
    [ADA, BOLA],
  );

  await db.migrateTo(MIGRATIONS_FOLDER);

  expect(
    await db.query("select user_id, rating, rated_matches from player_ratings order by user_id"),
  ).toEqual([
    { user_id: ADA, rating: 3.25, rated_matches: 7 },
    { user_id: BOLA, rating: 2.75, rated_matches: 7 },
  ]);
  expect(await db.query("select match_id, user_id, rating from rating_points order by user_id")).toEqual([
    { match_id: "m1", user_id: ADA, rating: 3.25 },
    { match_id: "m1", user_id: BOLA, rating: 2.75 },
  ]);
  const version = async () =>
    (await db.query<{ version: string }>("select version from rankings_version"))[0]?.version;
  const seen = [await version()];
  expect(seen[0]).toMatch(/^[0-9a-f-]{36}$/);
  // A rating, a birth date and a deleted member each give a new version; a name does not.
  await db.query("update player_ratings set rating = 3.5 where user_id = $1", [ADA]);
  seen.push(await version());
  await db.query("update users set dob = '2012-01-02' where id = $1", [BOLA]);
  seen.push(await version());
  await db.query("update users set full_name = 'Ada O.' where id = $1", [ADA]);
  expect(await version()).toBe(seen.at(-1));
  await db.query("delete from users where id = $1", [BOLA]);
  seen.push(await version());
  expect(new Set(seen).size).toBe(4);
  expect(await db.query("select count(*)::int as n from rankings_version")).toEqual([{ n: 1 }]);
}

describeMigration(
  "the match reads migration",
  "0020_rankings_version",
  (on) => `keeps every rating ${on} and versions what the ranks read`,
  keepsRatingsAndVersionsThem,
);
