/**
 * The members search index and the kept match count (0022_member_search_and_match_total) on a database made by the
 * migrations before it, on PGlite and, when the run has one, on PostgreSQL: every member and match
 * stays, the count is filled from the matches there, and the trigger keeps it from then on.
 */
import { expect } from "vitest";
import { describeMigration, insertAdaAndBola, type ScratchSql } from "../testing/migrations-before";
import { MIGRATIONS_FOLDER } from "./client";

async function keepsEveryMatch(db: ScratchSql, before: string) {
  await db.migrateTo(before);
  await insertAdaAndBola(db);
  await db.query(
    `insert into club_matches (id, kind, status, outcome, score, winner, games_a, games_b, played_at) values
     ('m1', 'singles', 'confirmed', 'completed', '6-4 6-4', 'a', 12, 8, '2026-11-01T10:00:00Z'),
     ('m2', 'singles', 'confirmed', 'completed', '6-1 6-1', 'b', 2, 12, '2026-11-02T10:00:00Z'),
     ('m3', 'singles', 'scheduled', null, null, null, 0, 0, null)`,
  );

  await db.migrateTo(MIGRATIONS_FOLDER);

  expect(await db.query("select count(*)::int as n from users")).toEqual([{ n: 2 }]);
  const total = async () => (await db.query<{ matches: number }>("select matches from club_match_totals"))[0];
  expect(await total()).toEqual({ matches: 3 });
  // From now on the trigger keeps it: a statement of many rows, a deletion.
  await db.query(
    `insert into club_matches (id, kind, status, games_a, games_b) select 'n' || i, 'singles', 'scheduled', 0, 0 from generate_series(1, 40) as i`,
  );
  expect(await total()).toEqual({ matches: 43 });
  await db.query("delete from club_matches where id in ('m1', 'n1', 'n2')");
  expect(await total()).toEqual({ matches: 40 });
  // The members already there are found through the search index.
  const found = await db.query<{ id: string }>(
    `select id from users where lower(full_name || E'\\n' || coalesce(email, '') || E'\\n' || phone_number || E'\\n' || username) like '%obi%'`,
  );
  expect(found.map((row) => row.id)).toHaveLength(1);
}

describeMigration(
  "the members search and match count migration",
  "0022_member_search_and_match_total",
  (on) => `keeps every member and match ${on} and counts the matches`,
  keepsEveryMatch,
);
