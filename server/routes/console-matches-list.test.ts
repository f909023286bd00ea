/** The console's results list: a page of matches with their players, in order, and how many match. */

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import { StaffMatchesResponse } from "@/shared/api/console-contract";
import { createHarness, type Harness } from "../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

async function list(token: string, query: string) {
  const answer = await h.call(`/staff/matches?${query}`, { token });
  expect(answer.status).toBe(200);
  return StaffMatchesResponse.parse(answer.body);
}

describe("GET /staff/matches", () => {
  it("pages the matches newest first, each with its own players as one match's read shows them", async () => {
    const token = await h.signIn("staff");
    const whole = await list(token, "pageSize=6");
    expect(whole.total).toBe(await h.count("club_matches"));
    expect(whole.items).toHaveLength(6);
    const first = await list(token, "pageSize=3&page=1");
    const second = await list(token, "pageSize=3&page=2");
    expect([...first.items, ...second.items]).toEqual(whole.items);
    expect(second.total).toBe(whole.total);
    for (const match of whole.items) {
      const one = await h.call(`/staff/matches/${match._id}`, { token });
      expect(one.body.match).toEqual(match);
      expect(match.sideA.length).toBeGreaterThan(0);
    }
    const past = await list(token, `pageSize=100&page=${Math.ceil(whole.total / 100) + 1}`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(whole.total);
  });

  it("finds the matches of a player by name, counting only those", async () => {
    const token = await h.signIn("staff");
    const named = whole(await list(token, "pageSize=100"));
    const name = named[0]?.sideA[0]?.name ?? "";
    expect(name).not.toBe("");
    const found = await list(token, `pageSize=100&q=${encodeURIComponent(name)}`);
    const expected = named.filter(
      (m) =>
        m.tournamentName.toLowerCase().includes(name.toLowerCase()) ||
        [...m.sideA, ...m.sideB].some((p) => p.name.toLowerCase().includes(name.toLowerCase())),
    );
    expect(found.items.map((m) => m._id)).toEqual(expected.map((m) => m._id));
    expect(found.total).toBe(expected.length);
  });

  it("counts every match from the kept total as many are written and some deleted", async () => {
    const token = await h.signIn("staff");
    const kept = () => h.count("club_match_totals where matches = (select count(*) from club_matches)");
    await h.database.db.execute(
      sql`insert into club_matches (id, kind, status, games_a, games_b) select 'c0ffee' || i, 'singles', 'scheduled', 0, 0 from generate_series(1, 150) as i`,
    );
    expect(await kept()).toBe(1);
    const added = await list(token, "pageSize=5");
    expect(added.total).toBe(await h.count("club_matches"));
    await h.database.db.execute(sql`delete from club_matches where id like 'c0ffee1%'`);
    expect(await kept()).toBe(1);
    const after = await list(token, "pageSize=5");
    expect(after.total).toBe(await h.count("club_matches"));
    expect(after.total).toBe(added.total - 62);
  });
});

function whole(page: z.infer<typeof StaffMatchesResponse>) {
  expect(page.items).toHaveLength(page.total);
  return page.items;
}
