/**
 * The database accepts exactly the values of the closed lists in src/shared/domain/lists.ts: each check
 * constraint of a migrated database names the same values, in the same order, as its list. Fails
 * when a list changes without a migration, or a migration without the list.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ASSIGNMENT_STATUSES,
  CONSOLE_ROLES,
  NEWSLETTER_STATUSES,
  PLAN_CATEGORIES,
  TOURNAMENT_CATEGORIES,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  USER_ROLES,
} from "@/shared/domain/lists";
import { openDatabase } from "./client";

const CHECKED_LISTS: Record<string, readonly string[]> = {
  users_role_check: USER_ROLES,
  users_console_role_check: CONSOLE_ROLES,
  coach_assignments_status_check: ASSIGNMENT_STATUSES,
  tournaments_category_check: TOURNAMENT_CATEGORIES,
  plans_category_check: PLAN_CATEGORIES,
  transactions_kind_check: TRANSACTION_KINDS,
  transactions_status_check: TRANSACTION_STATUSES,
  newsletter_subscribers_status_check: NEWSLETTER_STATUSES,
};

/** The quoted values of a constraint's definition, e.g. `CHECK ((kind = ANY (ARRAY['a'::text, ...])))`. */
function quotedValues(definition: string): string[] {
  return [...definition.matchAll(/'((?:[^']|'')*)'/g)].map((match) => (match[1] ?? "").replaceAll("''", "'"));
}

let database: Awaited<ReturnType<typeof openDatabase>>;
beforeAll(async () => {
  database = await openDatabase({ kind: "memory" });
}, 120_000);
afterAll(() => database?.close());

describe("closed lists and the database", () => {
  it("every list-valued check constraint holds exactly its list", async () => {
    const result = await database.db.execute(
      sql`select conname, pg_get_constraintdef(oid) as definition from pg_constraint where contype = 'c'`,
    );
    const rows = (result as unknown as { rows: { conname: string; definition: string }[] }).rows;
    const definitions = new Map(rows.map((row) => [row.conname, row.definition]));
    for (const [name, list] of Object.entries(CHECKED_LISTS)) {
      const definition = definitions.get(name);
      expect(definition, name).toBeDefined();
      expect(quotedValues(definition ?? ""), name).toEqual([...list]);
    }
  });
});
