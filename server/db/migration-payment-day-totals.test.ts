/**
 * The payment day totals migration (0017_payment_day_totals) on a database made by the migrations before it, on
 * PGlite and, when the run has one, on PostgreSQL: every payment and refund stays, each Lagos day's
 * totals are filled from them, and the triggers keep them from then on.
 */
import { expect } from "vitest";
import { describeMigration, type ScratchSql } from "../testing/migrations-before";
import { MIGRATIONS_FOLDER } from "./client";

const ADA = "a00000000000000000000001";

async function keepsEveryPayment(db: ScratchSql, before: string) {
  await db.migrateTo(before);
  await db.query(
    `insert into users (id, full_name, email, username, password_hash, dob, phone_number, role, level) values
     ($1, 'Ada Obi', 'ada@example.com', 'ada', 'scrypt$x', '1995-04-12', '+2348012345678', 'student', 'adult amatuer')`,
    [ADA],
  );
  // 22:59 UTC is the 20th in Lagos, 23:30 UTC the 21st.
  await db.query(
    `insert into transactions (id, user_id, reference, kind, amount_kobo, status, description, created_at) values
     ('t1', $1, 'r1', 'membership', 1500000, 'complete', 'Membership', '2026-11-20T22:59:00Z'),
     ('t2', $1, 'r2', 'membership', 1500000, 'complete', 'Membership', '2026-11-20T23:30:00Z'),
     ('t3', $1, 'r3', 'ticket', 400000, 'pending', 'Ticket', '2026-11-20T10:00:00Z'),
     ('t4', $1, 'r4', 'ticket', 400000, 'complete', 'Ticket', '2026-11-20T11:00:00Z')`,
    [ADA],
  );
  await db.query(
    `insert into refunds (id, transaction_id, amount_kobo, status, cause, reason, created_at) values
     ('f1', 't1', 500000, 'processed', 'staff', 'Goodwill', '2026-11-22T10:00:00Z'),
     ('f2', 't4', 400000, 'failed', 'staff', 'Goodwill', '2026-11-22T10:00:00Z')`,
  );

  await db.migrateTo(MIGRATIONS_FOLDER);

  expect(await db.query("select count(*)::int as n from transactions")).toEqual([{ n: 4 }]);
  expect(await db.query("select count(*)::int as n from refunds")).toEqual([{ n: 2 }]);
  const totals = () =>
    db.query(
      `select to_char(day, 'YYYY-MM-DD') as day, kind, paid_kobo::int as paid, paid_count as n, refunded_kobo::int as refunded, payments
       from payment_day_totals where paid_kobo <> 0 or paid_count <> 0 or refunded_kobo <> 0 or payments <> 0 order by day, kind`,
    );
  expect(await totals()).toEqual([
    { day: "2026-11-20", kind: "membership", paid: 1500000, n: 1, refunded: 0, payments: 1 },
    { day: "2026-11-20", kind: "ticket", paid: 400000, n: 1, refunded: 0, payments: 2 },
    { day: "2026-11-21", kind: "membership", paid: 1500000, n: 1, refunded: 0, payments: 1 },
    { day: "2026-11-22", kind: "membership", paid: 0, n: 0, refunded: 500000, payments: 0 },
  ]);
  // From now on the triggers keep them.
  await db.query("update transactions set status = 'complete' where id = 't3'");
  await db.query("update refunds set status = 'failed' where id = 'f1'");
  expect(await totals()).toEqual([
    { day: "2026-11-20", kind: "membership", paid: 1500000, n: 1, refunded: 0, payments: 1 },
    { day: "2026-11-20", kind: "ticket", paid: 800000, n: 2, refunded: 0, payments: 2 },
    { day: "2026-11-21", kind: "membership", paid: 1500000, n: 1, refunded: 0, payments: 1 },
  ]);
}

describeMigration(
  "the payment day totals migration",
  "0017_payment_day_totals",
  (on) => `keeps every payment ${on} and fills each day's totals`,
  keepsEveryPayment,
);
