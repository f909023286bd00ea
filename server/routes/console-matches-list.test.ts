/** The console's results list: a page of matches with their players, in order, and how many match. */

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
});

function whole(page: z.infer<typeof StaffMatchesResponse>) {
  expect(page.items).toHaveLength(page.total);
  return page.items;
}
