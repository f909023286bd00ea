/**
 * The console's members search at a club's size: hundreds of members, many of them matching, read
 * through the search index, find exactly the members the four columns compared one by one find, in
 * the same order and count, page after page.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/all-calls";
import { StaffMembersResponse } from "@/shared/api/console-contract";
import { memberSearchText, users } from "../db/schema";
import { createHarness, type Harness } from "../testing/harness";
import { executedRows } from "../testing/test-database";
import { containsPattern } from "./console/shared";

let h: Harness;
let token = "";

const SURNAMES = ["Okafor", "OKAFOR-Bello", "Adeyemi", "Ọkàfọ́", "Nwosu", "Obi_Eze", "Danjuma 100%"];
const GIVEN = ["Ada", "Chidi", "Tobi", "Ngozi", "Emeka", "Zainab", "Ìfẹ́", "Kunle"];

beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  token = await h.signIn("staff");
  const rows = Array.from({ length: 640 }, (_, i) => {
    const surname = SURNAMES[i % SURNAMES.length] ?? "";
    const given = GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length] ?? "";
    return {
      id: `5ea4c0000000000000${i.toString(16).padStart(6, "0")}`,
      fullName: `${given} ${surname}`,
      // Some members have no email; their other columns still find them.
      email: i % 5 === 0 ? null : `${given.toLowerCase()}.${i}@Example.com`,
      username: `${given}_${surname.replace(/\W/g, "")}_${i}`,
      passwordHash: "scrypt$x",
      dob: "1995-04-12",
      phoneNumber: `+234803555${i.toString().padStart(4, "0")}`,
      role: i % 97 === 0 ? ("staff" as const) : ("student" as const),
      level: "adult amatuer" as const,
    };
  });
  await h.database.db.insert(users).values(rows);
});
afterAll(() => h.close());

/** The members the search should find, by comparing each column in the database, in the list's order. */
async function expected(q: string): Promise<string[]> {
  const digits = q.replace(/[\s().+-]/g, "");
  const phone = /^\d{6,15}$/.test(digits) ? `%${digits.replace(/^0/, "")}%` : null;
  const pattern = containsPattern(q);
  const result = await h.database.db.execute(sql`
    select id from users where role <> 'staff' and (full_name ilike ${pattern} or email ilike ${pattern}
      or phone_number ilike ${pattern} or username ilike ${pattern}
      or (${phone}::text is not null and phone_number ilike ${phone}))
    order by full_name, id`);
  return executedRows<{ id: string }>(result).map((row) => row.id);
}

async function searchAll(q: string) {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const { status, body } = await h.call(
      `${pathOf(calls.staffMembers)}?q=${encodeURIComponent(q)}&pageSize=50&page=${page}`,
      { token },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const answer = StaffMembersResponse.parse(body);
    totals.add(answer.total);
    if (answer.items.length === 0) break;
    ids.push(...answer.items.map((m) => m._id));
  }
  return { ids, totals: [...totals] };
}

describe("the members search at a club's size", () => {
  it.each([
    "okafor",
    "OKAF",
    "Ọkàfọ́",
    "ìfẹ́ ọ",
    "a",
    "ok",
    "%",
    "100%",
    "_eze",
    "obi_",
    "@example.COM",
    "ada.",
    "0803 555 012",
    "+234803555",
    "nobody-is-called-this",
  ])("finds for %j exactly the members each column finds, page after page", async (q) => {
    const want = await expected(q);
    const { ids, totals } = await searchAll(q);
    expect(ids).toEqual(want);
    expect(totals).toEqual([want.length]);
  });

  it("reads the members a search may match through the search index", async () => {
    const plan = await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return executedRows<Record<string, string>>(
        await tx.execute(
          sql`explain select count(*) from ${users} where ${memberSearchText(users)} like lower(${"%okafor%"})`,
        ),
      );
    });
    expect(plan.map((row) => Object.values(row).join(" ")).join("\n")).toContain("users_search_trgm_idx");
  });
});
