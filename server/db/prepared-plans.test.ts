/**
 * Every statement the member's reads send settles on one plan (./prepared.ts): prepared on one
 * connection and run with the values a read sent, PostgreSQL keeps its generic plan from the sixth
 * execution on instead of planning each time. A fixed list passed as parameters once made the open
 * matches plan on every read, half a millisecond of the database's time at a big club's size.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../testing/harness";
import { type SentStatement, statementsSentDuring } from "../testing/statements";
import { executedRows } from "../testing/test-database";
import { clubMatches } from "./schema";

/** The dashboard's reads, as the scale bench measures them. */
const MEMBER_READS = [
  "/me",
  "/matchCustom/user",
  "/notifications/unread",
  "/billing/pay/me",
  "/matches/open",
  "/me/sessions",
  "/match/getUserMatches",
  "/notifications",
  "/transaction/all",
  "/tour/admin/getTournaments",
];

let h: Harness;
let token = "";

beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  // Years of confirmed results beside the few open ones, and the tables' statistics, as a big
  // club's database has them: the plans then weigh each value, and a generic plan estimated dearer
  // than the values' own plans is not kept.
  await h.database.db.execute(
    sql`insert into ${clubMatches} (id, kind, status, outcome, score, winner, games_a, games_b, played_at)
        select 'history-' || n, 'singles', 'confirmed', 'completed', '6-4 6-4', 'a', 12, 8,
          timestamptz '2021-01-01T10:00:00Z' + n * interval '1 hour'
        from generate_series(1, 5000) n`,
  );
  await h.database.db.execute(sql`analyze`);
  token = await h.signIn("member");
});
afterAll(() => h.close());

/** A value as an SQL literal, for `execute name(...)`. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text =
    value instanceof Date ? value.toISOString() : typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/** How PostgreSQL planned a statement prepared on one connection and run six times with its values. */
async function plans(statement: SentStatement): Promise<{ generic: number; custom: number }> {
  return h.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare plan_check as ${statement.text}`));
    const execute = sql.raw(`execute plan_check(${statement.params.map(literal).join(", ")})`);
    for (let run = 0; run < 6; run++) await tx.execute(execute);
    const [row] = executedRows<{ generic_plans: number | string; custom_plans: number | string }>(
      await tx.execute(
        sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'plan_check'`,
      ),
    );
    await tx.execute(sql.raw("deallocate plan_check"));
    return { generic: Number(row?.generic_plans), custom: Number(row?.custom_plans) };
  });
}

describe("the member's reads", () => {
  it("send statements PostgreSQL plans once, not on every read", async () => {
    const sent = new Map<string, SentStatement>();
    for (const path of MEMBER_READS) {
      const statements = await statementsSentDuring(h.database.db, async () => {
        expect((await h.call(path, { token })).status).toBe(200);
      });
      for (const statement of statements)
        if (statement.params.length > 0 && /^\s*select\b/i.test(statement.text))
          sent.set(statement.text, statement);
    }
    // Not vacuous: the open matches' statement is among them, with the token's and the rest.
    expect([...sent.keys()].some((text) => text.includes("tournament_draws"))).toBe(true);
    expect(sent.size).toBeGreaterThanOrEqual(8);

    const plannedEachTime: string[] = [];
    for (const statement of sent.values()) {
      const { generic, custom } = await plans(statement);
      expect(generic + custom).toBe(6);
      if (generic === 0) plannedEachTime.push(statement.text.slice(0, 160));
    }
    expect(plannedEachTime).toEqual([]);
  });
});
