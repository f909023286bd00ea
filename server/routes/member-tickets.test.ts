/**
 * The member's tickets a page at a time: the newest page with the count of every ticket bought, and
 * the earlier pages before one of the member's tickets (docs/decisions/0265-a-members-reads-bounded.md).
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/all-calls";
import { UserTicketsResponse } from "@/shared/api/contract";
import { tickets, tournaments } from "../db/schema";
import { MEMBER_ID } from "../db/seed";
import { demoId } from "../db/seed/ids";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";
import { statementsDuring } from "../testing/statements";
import { TICKETS_PAGE } from "./matches";

let h: Harness;
let token = "";
const BOUGHT = 47;

beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  token = await h.signIn("member");
  // A spectator's ticket to each of many tournaments, three bought in the same moment each time,
  // so pages break between tickets of one moment.
  const extra = Array.from({ length: BOUGHT }, (_, i) => demoId(`paging:tournament:${i}`));
  await h.database.db.insert(tournaments).values(
    extra.map((id, i) => ({
      id,
      name: `Paging Open ${i}`,
      date: new Date(TEST_NOW.getTime() + (i + 10) * 86_400_000),
      location: "Ikoyi Club",
      time: "10:00 AM",
      priceKobo: 100_000,
      imageUrl: "/images/tournaments/ikoyi.jpg",
    })),
  );
  await h.database.db.insert(tickets).values(
    extra.map((tournamentId, i) => ({
      id: demoId(`paging:ticket:${i}`),
      userId: MEMBER_ID,
      tournamentId,
      role: "spectator" as const,
      token: `TP-${String(i).padStart(6, "0")}`,
      priceKobo: 100_000,
      createdAt: new Date(TEST_NOW.getTime() - Math.floor(i / 3) * 3_600_000),
    })),
  );
});
afterAll(() => h.close());

describe("a member's tickets, a page at a time", () => {
  it("lists the newest page with the count of all, then every earlier ticket once, in order", async () => {
    const all = await h.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.userId, MEMBER_ID))
      .orderBy(desc(tickets.createdAt), desc(tickets.id));
    expect(all.length).toBeGreaterThan(BOUGHT);

    const first = UserTicketsResponse.parse((await h.call(pathOf(calls.userTickets), { token })).body);
    expect(first.matches).toHaveLength(TICKETS_PAGE);
    expect(first.total).toBe(all.length);
    expect(first.more).toBe(true);
    const listed = [...first.matches];
    let more = first.more;
    while (more) {
      const { status, body } = await h.call(`${pathOf(calls.userTickets)}?before=${listed.at(-1)!._id}`, {
        token,
      });
      expect(status).toBe(200);
      const page = UserTicketsResponse.parse(body);
      expect(page.matches.length).toBeLessThanOrEqual(TICKETS_PAGE);
      expect(page.total).toBe(all.length);
      listed.push(...page.matches);
      more = page.more;
    }
    expect(listed.map((ticket) => ticket._id)).toEqual(all.map((row) => row.id));
  });

  it("reads a page with its tournaments, partners and admissions in one statement after the token's", async () => {
    let answer: Awaited<ReturnType<Harness["call"]>> | undefined;
    const newest = await statementsDuring(h.database.db, async () => {
      answer = await h.call(pathOf(calls.userTickets), { token });
    });
    expect(newest).toBe(2);
    const { matches } = UserTicketsResponse.parse(answer?.body);
    expect(matches).toHaveLength(TICKETS_PAGE);
    expect(matches.every((ticket) => ticket.tournament.name.length > 0)).toBe(true);
    // A later page also checks that the ticket it starts after is the member's.
    const later = await statementsDuring(h.database.db, async () => {
      expect(
        (await h.call(`${pathOf(calls.userTickets)}?before=${matches.at(-1)!._id}`, { token })).status,
      ).toBe(200);
    });
    expect(later).toBe(3);
  });

  it("answers 404 for another member's ticket and 400 for a malformed one", async () => {
    const [theirs] = await h.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.tournamentId, demoId("paging:tournament:0")));
    const other = await h.call(`${pathOf(calls.userTickets)}?before=${theirs!.id}`, {
      token: await h.signIn("free"),
    });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("That ticket was not found");
    const bad = await h.call(`${pathOf(calls.userTickets)}?before=${"x".repeat(65)}`, { token });
    expect(bad.status).toBe(400);
  });
});
