/**
 * The gate's migration (0005_round_three) on a database that already holds check-ins and scans: every row
 * stays, with no phone name and no reason, and the new rule on reasons holds.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

import { describe, expect, it } from "vitest";
import { PGLITE_EXTENSIONS } from "./client";

const FOLDER = path.join(import.meta.dirname, "migrations");
const BEFORE = [
  "0000_init",
  "0001_sandbox_paystack",
  "0002_hardening",
  "0003_hardening_and_console",
  "0004_club_round_two",
];

async function apply(client: PGlite, tag: string) {
  const text = await readFile(path.join(FOLDER, `${tag}.sql`), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await client.exec(statement);
  }
}

describe("the gate's migration", () => {
  it("keeps every check-in and scan, with no phone name and no reason", { timeout: 120_000 }, async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      for (const tag of BEFORE) await apply(client, tag);
      // A member, a tournament and a ticket, written in the columns the tables had before.
      const december = "a2bfe4096f06d07ffc313400";
      await client.query(
        `insert into users (id, full_name, email, username, password_hash, dob, phone_number, role, level)
         values ('u00000000000000000000001', 'Ada Obi', 'ada@example.com', 'ada', 'x', '1995-04-12', '+2348012345678', 'student', 'adult amatuer')`,
      );
      await client.query(
        `insert into tournaments (id, name, date, location, time, price_kobo, image_url)
         values ($1, 'December Championship', now(), 'Court 1', '9:00 AM', 100000, '/x.jpg')`,
        [december],
      );
      const {
        rows: [ticket],
      } = await client.query<{ id: string }>(
        `insert into tickets (id, user_id, tournament_id, token, price_kobo)
         values ('t00000000000000000000001', 'u00000000000000000000001', $1, 'SKEV9B6VKF', 100000) returning id`,
        [december],
      );
      await client.query(
        `insert into ticket_check_ins (ticket_id, tournament_id, device_id, admitted_at, recorded_at)
         values ($1, $2, 'Gate 1A2B', now(), now())`,
        [ticket!.id, december],
      );
      await client.query(
        `insert into ticket_scans (id, tournament_id, ticket_id, outcome, device_id, scanned_at, recorded_at)
         values ('c00000000000000000000001', $2, $1, 'admitted', 'Gate 1A2B', now(), now()),
                ('c00000000000000000000002', $2, null, 'unknown', 'Gate 1A2B', now(), now())`,
        [ticket!.id, december],
      );

      await apply(client, "0005_round_three");

      const checkIns = await client.query("select ticket_id, device_id, device_name from ticket_check_ins");
      expect(checkIns.rows).toEqual([{ ticket_id: ticket!.id, device_id: "Gate 1A2B", device_name: null }]);
      const scans = await client.query(
        "select id, outcome, device_name, without_ticket_reason from ticket_scans order by id",
      );
      expect(scans.rows).toEqual([
        {
          id: "c00000000000000000000001",
          outcome: "admitted",
          device_name: null,
          without_ticket_reason: null,
        },
        {
          id: "c00000000000000000000002",
          outcome: "unknown",
          device_name: null,
          without_ticket_reason: null,
        },
      ]);
      // A reason belongs to an admission without a ticket only.
      await expect(
        client.query(
          "update ticket_scans set without_ticket_reason = 'Lost phone' where id = 'c00000000000000000000001'",
        ),
      ).rejects.toThrow(/ticket_scans_without_ticket_check/);
    } finally {
      await client.close();
    }
  });
});
