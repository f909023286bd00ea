/**
 * The stage-draws migration (0015_stage_draws) on a database made by the migrations before it, on PGlite
 * and, when the run has one, on PostgreSQL: every match stays where it was, the main draw's places
 * stay unique, and a stage draw's results take places of their own.
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

const CUP = "b00000000000000000000001";

async function keepsEveryMatch(db: ScratchSql, before: string) {
  await db.migrateTo(before);
  await insertAdaAndBola(db, { juniorBola: true });
  await db.query(
    `insert into tournaments (id, name, date, location, time, price_kobo, image_url, category, capacity) values
     ($1, 'Junior Cup', '2026-11-20T09:00:00Z', 'Court', '9:00 AM', 400000, '/x.jpg', 'juniors', 16)`,
    [CUP],
  );
  await db.query(
    `insert into club_matches (id, kind, tournament_id, status, outcome, score, winner, games_a, games_b, draw_round, draw_index, played_at) values
     ('m1', 'singles', $1, 'confirmed', 'completed', '6-3 6-4', 'a', 12, 7, 1, 0, '2026-11-20T10:00:00Z'),
     ('m2', 'singles', null, 'confirmed', 'completed', '6-1 6-1', 'b', 2, 12, null, null, '2026-11-21T10:00:00Z')`,
    [CUP],
  );

  await db.migrateTo(MIGRATIONS_FOLDER);

  expect(
    await db.query("select id, draw_round, draw_index, stage_draw_id from club_matches order by id"),
  ).toEqual([
    { id: "m1", draw_round: 1, draw_index: 0, stage_draw_id: null },
    { id: "m2", draw_round: null, draw_index: null, stage_draw_id: null },
  ]);
  // The main draw's place is still taken once; a stage draw's first match has a place of its own.
  await expect(
    db.query(
      `insert into club_matches (id, kind, tournament_id, status, draw_round, draw_index) values ('m3', 'singles', $1, 'confirmed', 1, 0)`,
      [CUP],
    ),
  ).rejects.toThrow();
  await db.query(
    `insert into stage_draws (id, tournament_id, kind, slots, seeds) values ('s1', $1, 'consolation', $2, '[]')`,
    [CUP, JSON.stringify([ADA, BOLA])],
  );
  await db.query(
    `insert into club_matches (id, kind, tournament_id, status, draw_round, draw_index, stage_draw_id) values ('m4', 'singles', $1, 'confirmed', 1, 0, 's1')`,
    [CUP],
  );
  // One consolation draw per tournament, one result per place of it.
  await expect(
    db.query(
      `insert into stage_draws (id, tournament_id, kind, slots, seeds) values ('s2', $1, 'consolation', '[]', '[]')`,
      [CUP],
    ),
  ).rejects.toThrow();
  await expect(
    db.query(
      `insert into club_matches (id, kind, tournament_id, status, draw_round, draw_index, stage_draw_id) values ('m5', 'singles', $1, 'confirmed', 1, 0, 's1')`,
      [CUP],
    ),
  ).rejects.toThrow();
}

describeMigration(
  "the formats migration",
  "0015_stage_draws",
  (on) => `keeps every match ${on} and gives stage draws places of their own`,
  keepsEveryMatch,
);
