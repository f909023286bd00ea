/**
 * The scale bench's club (bench/lib/club-scale.ts) fills a migrated database through the server's
 * own schema: a small club here, so a schema change the generator does not follow fails in
 * `npm test` rather than in a bench run.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as calls from "@/shared/api/calls";
import { UserTicketsResponse } from "@/shared/api/contract";
import { fillClub } from "../../bench/lib/club-scale";
import { createHarness, type Harness } from "../testing/harness";
import { truncateAll } from "./reset";
import { tickets } from "./schema";

const SMALL_CLUB = {
  players: 60,
  tournaments: 12,
  tickets: 120,
  payments: 300,
  results: 80,
  notifications: 200,
  years: 1,
} as const;

describe("the scale bench's club", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await truncateAll(h.database.db);
  });
  afterAll(() => h.close());

  it("fills every table it writes, and the member's reads answer from it", { timeout: 120_000 }, async () => {
    const now = new Date("2026-11-27T10:00:00Z");
    const counts = await fillClub(h.database.db, now, SMALL_CLUB);
    expect(counts).toMatchObject({ users: SMALL_CLUB.players, tournaments: SMALL_CLUB.tournaments });
    expect(counts.tickets).toBe(SMALL_CLUB.tickets);
    expect(counts.results).toBeGreaterThan(0);
    expect(counts.attendance).toBeGreaterThan(0);

    // Every generated ticket enters its tournament's event, as tickets since events must.
    h.setNow(now);
    const token = await h.signIn("member");
    const answer = await h.call(calls.userTickets.path, { token });
    expect(answer.status).toBe(200);
    const { matches } = UserTicketsResponse.parse(answer.body);
    expect(matches.length).toBeGreaterThan(SMALL_CLUB.tournaments / 3);
    const withoutEvent = await h.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.role, "player"), isNull(tickets.eventId)));
    expect(withoutEvent).toEqual([]);
  });
});
