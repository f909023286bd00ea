/**
 * The families migration (0007_families) on a database made by the migrations before it, on PGlite
 * and, when the run has one, on PostgreSQL: every member, payment and ticket stays, each payment is
 * paid by the member it was for, and a junior without a login can be written afterwards.
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

const TOURNAMENT = "b00000000000000000000001";

async function keepsEveryRow(db: ScratchSql, before: string) {
  await db.migrateTo(before);
  await insertAdaAndBola(db, { juniorBola: true });
  await db.query(
    `insert into tournaments (id, name, date, location, time, price_kobo, image_url) values ($1, 'Open', now(), 'Court', '9:00 AM', 100, '/x.jpg')`,
    [TOURNAMENT],
  );
  await db.query(
    `insert into transactions (id, user_id, reference, kind, amount_kobo, description, status) values
     ('t1', $1, 'tc_1', 'ticket', 100, 'Ticket', 'complete'),
     ('t2', $2, 'tc_2', 'training', 200, 'Training', 'pending'),
     ('t3', null, 'tc_3', 'membership', 300, 'Membership', 'complete')`,
    [ADA, BOLA],
  );
  await db.query(
    `insert into tickets (id, user_id, tournament_id, token, price_kobo, transaction_id) values ('k1', $1, $2, 'SKEV9B6VKF', 100, 't1')`,
    [ADA, TOURNAMENT],
  );

  await db.migrateTo(MIGRATIONS_FOLDER);

  expect(await db.query("select id, email, password_hash from users order by id")).toEqual([
    { id: ADA, email: "ada@example.com", password_hash: "scrypt$x" },
    { id: BOLA, email: "bola@example.com", password_hash: "scrypt$y" },
  ]);
  expect(await db.query("select id, user_id, payer_id from transactions order by id")).toEqual([
    { id: "t1", user_id: ADA, payer_id: ADA },
    { id: "t2", user_id: BOLA, payer_id: BOLA },
    { id: "t3", user_id: null, payer_id: null },
  ]);
  expect(await db.query("select id, user_id from tickets")).toEqual([{ id: "k1", user_id: ADA }]);
  expect(await db.query("select open_to_all_ages from tournaments")).toEqual([{ open_to_all_ages: false }]);
  expect(await db.query("select count(*)::int as n from guardianships")).toEqual([{ n: 0 }]);

  // A junior without a login, managed by Ada, with her consent.
  await db.query(
    `insert into users (id, full_name, email, username, password_hash, dob, phone_number, role, level)
     values ('c1', 'Chidi Obi', null, 'chidi_c1', null, '2016-05-05', '+2348012345678', 'student', 'kids amatuer')`,
  );
  await db.query(
    `insert into guardianships (id, guardian_id, player_id, relationship, status) values ('g1', $1, 'c1', 'mother', 'active')`,
    [ADA],
  );
  await expect(
    db.query(
      `insert into guardianships (id, guardian_id, player_id, relationship, status) values ('g2', $1, 'c1', 'mother', 'active')`,
      [ADA],
    ),
  ).rejects.toThrow();
  await db.query(
    `insert into consents (id, player_id, given_by, given_by_name, relationship, version, photo_consent, source)
     values ('s1', 'c1', $1, 'Ada Obi', 'mother', 1, false, 'online')`,
    [ADA],
  );
}

describeMigration(
  "the families migration",
  "0007_families",
  (on) => `keeps every row ${on} and backfills who paid`,
  keepsEveryRow,
);
