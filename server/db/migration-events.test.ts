/**
 * The events migration (0013_events) on a database made by the migrations before it, on PGlite and,
 * when the run has one, on PostgreSQL: every tournament gets one event admitting whom it admitted,
 * every ticket stays, each entry an entry to its tournament's event, spectators' tickets without one.
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

const JUNIORS = "b00000000000000000000001";
const OPEN = "b00000000000000000000002";

async function keepsEveryTicket(db: ScratchSql, before: string) {
  await db.migrateTo(before);
  await insertAdaAndBola(db, { juniorBola: true });
  await db.query(
    `insert into tournaments (id, name, date, location, time, price_kobo, image_url, category, capacity, open_to_all_ages) values
     ($1, 'Junior Cup', '2027-02-20T23:30:00Z', 'Court', '9:00 AM', 400000, '/x.jpg', 'juniors', 16, false),
     ($2, 'Open Day', '2027-03-01T09:00:00Z', 'Court', '9:00 AM', 0, '/y.jpg', 'ATP', null, true)`,
    [JUNIORS, OPEN],
  );
  await db.query(
    `insert into tickets (id, user_id, tournament_id, token, price_kobo, role) values
     ('k1', $2, $3, 'TC-1', 400000, 'player'),
     ('k2', $1, $3, 'TC-2', 400000, 'spectator'),
     ('k3', $1, $4, 'TC-3', 0, 'player')`,
    [ADA, BOLA, JUNIORS, OPEN],
  );

  await db.migrateTo(MIGRATIONS_FOLDER);

  expect(
    await db.query(
      "select tournament_id, name, under_age, min_age, age_cutoff::text as cutoff, fee_kobo, capacity from tournament_events order by tournament_id",
    ),
  ).toEqual([
    // Ages count on the tournament's first day in Lagos: 23:30 UTC is the next day there.
    {
      tournament_id: JUNIORS,
      name: "Under-18 Singles",
      under_age: 18,
      min_age: null,
      cutoff: "2027-02-21",
      fee_kobo: null,
      capacity: null,
    },
    {
      tournament_id: OPEN,
      name: "Open Singles",
      under_age: null,
      min_age: null,
      cutoff: "2027-03-01",
      fee_kobo: null,
      capacity: null,
    },
  ]);
  const events = new Map(
    (
      await db.query<{ id: string; tournament_id: string }>("select id, tournament_id from tournament_events")
    ).map((e) => [e.tournament_id, e.id]),
  );
  expect(await db.query("select id, user_id, event_id from tickets order by id")).toEqual([
    { id: "k1", user_id: BOLA, event_id: events.get(JUNIORS) },
    { id: "k2", user_id: ADA, event_id: null },
    { id: "k3", user_id: ADA, event_id: events.get(OPEN) },
  ]);
  // An entry names its event; a second entry of a player to one event is refused.
  await expect(
    db.query(
      `insert into tickets (id, user_id, tournament_id, token, price_kobo) values ('k4', $1, $2, 'TC-4', 0)`,
      [ADA, JUNIORS],
    ),
  ).rejects.toThrow();
  await expect(
    db.query(
      `insert into tickets (id, user_id, tournament_id, event_id, token, price_kobo) values ('k5', $1, $2, $3, 'TC-5', 0)`,
      [BOLA, JUNIORS, events.get(JUNIORS)],
    ),
  ).rejects.toThrow();
}

describeMigration(
  "the events migration",
  "0013_events",
  (on) => `keeps every ticket ${on} and gives each tournament its event`,
  keepsEveryTicket,
);
