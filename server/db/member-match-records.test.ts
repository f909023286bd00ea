/**
 * The members' kept records (`member_match_records`, kept by the triggers of its migration: docs/decisions/0289-the-members-kept-record.md)
 * always equal a recount of the members' listed rows, whatever is done to results and in whatever
 * order, and when many results for one member are recorded at once; so do each row's kept opponents. On PGlite and, with
 * TEST_POSTGRES=1, on PostgreSQL.
 */

import { and, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../testing/test-database";
import type { DatabaseHandle } from "./client";
import { clubMatches, clubMatchPlayers, memberMatchRecords, users } from "./schema";

const MEMBERS = ["rec-ada", "rec-bola", "rec-chidi", "rec-dayo"];

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.insert(users).values(
    MEMBERS.map((id, i) => ({
      id,
      fullName: `Member ${i}`,
      email: `${id}@example.com`,
      username: id,
      dob: "1990-05-05",
      phoneNumber: "+2348030000000",
      role: "student" as const,
      level: "adult amatuer" as const,
    })),
  );
});

afterAll(async () => {
  await handle?.close();
});

beforeEach(async () => {
  await handle.db.delete(clubMatches);
  await handle.db.delete(memberMatchRecords);
});

/** The records as kept, without the members at nought. */
async function kept() {
  const rows = await handle.db.select().from(memberMatchRecords);
  return rows
    .filter((row) => row.played !== 0 || row.won !== 0)
    .map((row) => ({ userId: row.userId, played: row.played, won: row.won }))
    .sort((x, y) => x.userId.localeCompare(y.userId));
}

/** The records counted afresh from the members' listed rows (what the summary read before). */
async function recount() {
  const rows = await handle.db
    .select({
      userId: clubMatchPlayers.userId,
      played: sql<number>`count(*) filter (where ${clubMatchPlayers.result} <> 'walkover')::int`,
      won: sql<number>`count(*) filter (where ${clubMatchPlayers.result} = 'won')::int`,
    })
    .from(clubMatchPlayers)
    .where(and(isNotNull(clubMatchPlayers.userId), isNotNull(clubMatchPlayers.listedAt)))
    .groupBy(clubMatchPlayers.userId);
  return rows
    .filter((row) => row.played !== 0 || row.won !== 0)
    .map((row) => ({ userId: row.userId!, played: row.played, won: row.won }))
    .sort((x, y) => x.userId.localeCompare(y.userId));
}

/** Each row's kept opponents. */
async function keptOpponents() {
  return handle.db
    .select({
      matchId: clubMatchPlayers.matchId,
      side: clubMatchPlayers.side,
      slot: clubMatchPlayers.slot,
      opponent: clubMatchPlayers.opponent,
    })
    .from(clubMatchPlayers)
    .orderBy(clubMatchPlayers.matchId, clubMatchPlayers.side, clubMatchPlayers.slot);
}

/** Each row's opponents read afresh from its match's other side (what the pages read before). */
async function opponentsAfresh() {
  return handle.db
    .select({
      matchId: clubMatchPlayers.matchId,
      side: clubMatchPlayers.side,
      slot: clubMatchPlayers.slot,
      opponent: sql<string>`coalesce((select string_agg(o.name, ' / ' order by o.slot) from ${clubMatchPlayers} o where o.match_id = club_match_players.match_id and o.side <> club_match_players.side), '')`,
    })
    .from(clubMatchPlayers)
    .orderBy(clubMatchPlayers.matchId, clubMatchPlayers.side, clubMatchPlayers.slot);
}

type Status = "confirmed" | "scheduled" | "reported" | "disputed";
type Outcome = "completed" | "retired" | "walkover";

/** A player of a side: a member by index, or a guest. */
const player = fc.oneof(fc.integer({ min: 0, max: MEMBERS.length - 1 }), fc.constant(null));
const status = fc.constantFrom<Status>("confirmed", "confirmed", "scheduled", "reported", "disputed");
const outcome = fc.constantFrom<Outcome>("completed", "completed", "retired", "walkover");
const winner = fc.constantFrom<"a" | "b">("a", "b");

/** What is done to the club's results: each names a match by its position among those there. */
const step = fc.oneof(
  fc.record({
    kind: fc.constant("record" as const),
    a: fc.array(player, { minLength: 1, maxLength: 2 }),
    b: fc.array(player, { minLength: 1, maxLength: 2 }),
    status,
    outcome,
    winner,
    day: fc.integer({ min: 1, max: 28 }),
  }),
  fc.record({ kind: fc.constant("correct" as const), match: fc.nat(), outcome, winner }),
  fc.record({ kind: fc.constant("status" as const), match: fc.nat(), status }),
  fc.record({ kind: fc.constant("redate" as const), match: fc.nat(), day: fc.integer({ min: 1, max: 28 }) }),
  fc.record({ kind: fc.constant("delete" as const), match: fc.nat() }),
  fc.record({
    kind: fc.constant("players" as const),
    match: fc.nat(),
    a: fc.array(player, { minLength: 1, maxLength: 2 }),
  }),
  fc.record({ kind: fc.constant("swap" as const), match: fc.nat(), member: player }),
  fc.record({
    kind: fc.constant("rename" as const),
    member: fc.integer({ min: 0, max: MEMBERS.length - 1 }),
  }),
  fc.record({ kind: fc.constant("erase" as const), member: fc.integer({ min: 0, max: MEMBERS.length - 1 }) }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

let serial = 0;

function sideRows(matchId: string, side: "a" | "b", players: readonly (number | null)[]) {
  return players.map((p, i) => ({
    matchId,
    side,
    slot: i + 1,
    userId: p === null ? null : MEMBERS[p]!,
    name: p === null ? `Guest ${serial}` : `Member ${p}`,
  }));
}

async function matchAt(position: number): Promise<string | undefined> {
  const ids = await handle.db.select({ id: clubMatches.id }).from(clubMatches).orderBy(clubMatches.id);
  return ids.length === 0 ? undefined : ids[position % ids.length]!.id;
}

async function apply(s: Step): Promise<void> {
  const db = handle.db;
  switch (s.kind) {
    case "record": {
      const id = `rec${String(++serial).padStart(21, "0")}`;
      const scored = s.status !== "scheduled";
      await db.transaction(async (tx) => {
        await tx.insert(clubMatches).values({
          id,
          kind: s.a.length === 2 || s.b.length === 2 ? "doubles" : "singles",
          status: s.status,
          outcome: scored ? s.outcome : null,
          score: scored && s.outcome !== "walkover" ? "6-4 6-4" : null,
          winner: scored ? s.winner : null,
          playedAt: new Date(Date.UTC(2026, 9, s.day, 10)),
        });
        // Both sides in one statement, as the server records them.
        await tx.insert(clubMatchPlayers).values([...sideRows(id, "a", s.a), ...sideRows(id, "b", s.b)]);
      });
      return;
    }
    case "correct": {
      const id = await matchAt(s.match);
      if (id)
        await db
          .update(clubMatches)
          .set({ outcome: s.outcome, winner: s.winner })
          .where(eq(clubMatches.id, id));
      return;
    }
    case "status": {
      const id = await matchAt(s.match);
      if (id) await db.update(clubMatches).set({ status: s.status }).where(eq(clubMatches.id, id));
      return;
    }
    case "redate": {
      const id = await matchAt(s.match);
      if (id)
        await db
          .update(clubMatches)
          .set({ playedAt: new Date(Date.UTC(2026, 10, s.day, 10)) })
          .where(eq(clubMatches.id, id));
      return;
    }
    case "delete": {
      const id = await matchAt(s.match);
      if (id) await db.delete(clubMatches).where(eq(clubMatches.id, id));
      return;
    }
    case "players": {
      // Side a's players replaced, as a correction of who played does.
      const id = await matchAt(s.match);
      if (!id) return;
      await db.transaction(async (tx) => {
        await tx
          .delete(clubMatchPlayers)
          .where(and(eq(clubMatchPlayers.matchId, id), eq(clubMatchPlayers.side, "a")));
        await tx.insert(clubMatchPlayers).values(sideRows(id, "a", s.a));
      });
      return;
    }
    case "swap": {
      // One row's player changed in place (side b, first slot).
      const id = await matchAt(s.match);
      if (id)
        await db
          .update(clubMatchPlayers)
          .set({ userId: s.member === null ? null : MEMBERS[s.member]!, name: "Swapped" })
          .where(
            and(
              eq(clubMatchPlayers.matchId, id),
              eq(clubMatchPlayers.side, "b"),
              eq(clubMatchPlayers.slot, 1),
            ),
          );
      return;
    }
    case "rename": {
      const id = MEMBERS[s.member]!;
      await db
        .update(users)
        .set({ fullName: sql`${users.fullName} || ' Jr'` as SQL<string> })
        .where(eq(users.id, id));
      return;
    }
    case "erase": {
      // A deleted account's rows lose their member, as the foreign key's `set null` does.
      await db
        .update(clubMatchPlayers)
        .set({ userId: null })
        .where(eq(clubMatchPlayers.userId, MEMBERS[s.member]!));
      return;
    }
  }
}

describe("the members' kept records", () => {
  it("equal a recount of the listed rows after any sequence of results and changes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        await handle.db.delete(clubMatches);
        await handle.db.delete(memberMatchRecords);
        for (const s of steps) {
          await apply(s);
          expect(await kept()).toEqual(await recount());
          expect(await keptOpponents()).toEqual(await opponentsAfresh());
        }
      }),
      { numRuns: 30, seed: 289 },
    );
  });

  it("count walkovers as neither played nor won, and a deleted result no more", async () => {
    await apply({
      kind: "record",
      a: [0],
      b: [1],
      status: "confirmed",
      outcome: "completed",
      winner: "a",
      day: 1,
    });
    await apply({
      kind: "record",
      a: [0],
      b: [1],
      status: "confirmed",
      outcome: "walkover",
      winner: "a",
      day: 2,
    });
    await apply({
      kind: "record",
      a: [1],
      b: [0],
      status: "disputed",
      outcome: "completed",
      winner: "b",
      day: 3,
    });
    expect(await kept()).toEqual([
      { userId: "rec-ada", played: 1, won: 1 },
      { userId: "rec-bola", played: 1, won: 0 },
    ]);
    await handle.db.delete(clubMatches).where(eq(clubMatches.status, "confirmed"));
    expect(await kept()).toEqual([]);
  });

  it("stay exact when fifty results for one member are recorded at once", async () => {
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        apply({
          kind: "record",
          // Ada on either side, against each of the others in turn, so writers meet in both orders.
          a: i % 2 === 0 ? [0] : [1 + (i % 3)],
          b: i % 2 === 0 ? [1 + (i % 3)] : [0],
          status: "confirmed",
          outcome: "completed",
          winner: i % 4 < 2 ? "a" : "b",
          day: 1 + (i % 28),
        }),
      ),
    );
    const ada = (await kept()).find((row) => row.userId === "rec-ada");
    expect(ada).toEqual({ userId: "rec-ada", played: 50, won: 25 });
    expect(await kept()).toEqual(await recount());
    // And fifty confirmations at once of results first reported.
    const reported = await handle.db
      .select({ id: clubMatches.id })
      .from(clubMatches)
      .where(inArray(clubMatches.status, ["confirmed"]));
    await Promise.all(
      reported.map((row) =>
        handle.db.update(clubMatches).set({ status: "disputed" }).where(eq(clubMatches.id, row.id)),
      ),
    );
    expect(await kept()).toEqual([]);
    await Promise.all(
      reported.map((row) =>
        handle.db.update(clubMatches).set({ status: "confirmed" }).where(eq(clubMatches.id, row.id)),
      ),
    );
    expect(await kept()).toEqual(await recount());
    expect((await kept()).find((row) => row.userId === "rec-ada")).toEqual({
      userId: "rec-ada",
      played: 50,
      won: 25,
    });
  });
});
