/**
 * Juniors where others see them (docs/decisions/0207-junior-photos-in-public.md): a junior's photo
 * only with photo consent on record (the coach's rosters are the one place a player's photo reaches
 * anyone else), first name and initial on every public read, and a junior's own login kept off the
 * ladder until a guardian approves it.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CoachSessionsResponse } from "@/shared/api/contract";
import { coaches, groupPlaces, guardianships, trainingGroups, users } from "../db/schema";
import { MEMBER_COACH, MEMBER_ID } from "../db/seed";
import { MIDDLE_ID, PARENT_ID, TEEN_ID, YOUNGEST_ID } from "../db/seed/families";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const photo = (id: string) => `/media/${id}.jpg`;
/** Ada (photo consent on record) and Emeka (none), the demo parent's children; and an adult member. */
const PHOTOGRAPHED = [YOUNGEST_ID, MIDDLE_ID, MEMBER_ID];

async function withPhotos() {
  for (const id of PHOTOGRAPHED)
    await h.database.db
      .update(users)
      .set({ picture: photo(id) })
      .where(eq(users.id, id));
}

describe("the coach's rosters", () => {
  it("show a junior's photo only with photo consent on record, an adult's always", async () => {
    await withPhotos();
    const [group] = await h.database.db
      .select({ id: trainingGroups.id })
      .from(trainingGroups)
      .innerJoin(coaches, eq(coaches.id, trainingGroups.coachId))
      .where(eq(coaches.coachName, MEMBER_COACH));
    for (const userId of [YOUNGEST_ID, MIDDLE_ID])
      await h.database.db.insert(groupPlaces).values({
        groupId: group!.id,
        userId,
        state: "placed",
        queuedAt: TEST_NOW,
        placedAt: TEST_NOW,
      });
    const coach = await h.signIn("coach");
    const { status, body } = await h.call("/coach/sessions", { token: coach });
    expect(status).toBe(200);
    const week = CoachSessionsResponse.parse(body);
    const roster = week.sessions.find((s) => s.roster.some((r) => r.userId === MIDDLE_ID))?.roster ?? [];
    const pictureOf = (id: string) => roster.find((r) => r.userId === id)?.picture;
    expect(pictureOf(YOUNGEST_ID)).toBe(photo(YOUNGEST_ID));
    expect(pictureOf(MIDDLE_ID)).toBeNull();
    expect(pictureOf(MEMBER_ID)).toBe(photo(MEMBER_ID));
  });
});

describe("the public reads", () => {
  /** Every read anyone can make that names or shows players. */
  const PUBLIC_READS = ["/ladder", "/tournaments/draws", "/tournaments/recent", "/coach/getCoaches/all"];

  /** Zara and Emeka (juniors) play recorded results against each other, so both are ranked. */
  async function juniorsOnTheLadder() {
    const staff = await h.signIn("staff");
    // Five results each: a rating stops being provisional (and is ranked) from the fifth.
    for (const [a, b, score] of [
      [TEEN_ID, MIDDLE_ID, "6-3 6-2"],
      [MIDDLE_ID, TEEN_ID, "6-4 7-5"],
      [TEEN_ID, MIDDLE_ID, "6-1 6-1"],
      [TEEN_ID, MIDDLE_ID, "7-5 6-4"],
      [MIDDLE_ID, TEEN_ID, "6-2 6-3"],
    ] as const) {
      const answer = await h.call("/staff/matches", {
        method: "POST",
        token: staff,
        body: {
          kind: "singles",
          sideA: [{ userId: a }],
          sideB: [{ userId: b }],
          outcome: "completed",
          score,
          playedOn: "2026-11-20",
          tournamentId: null,
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
  }

  it("never carry a junior's full name or photo, and name them by first name and initial", async () => {
    await withPhotos();
    await juniorsOnTheLadder();
    const ladder = await h.call("/ladder");
    expect(ladder.body.juniors.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(["Zara O.", "Emeka O."]),
    );
    const juniors = await h.database.db
      .select({ fullName: users.fullName })
      .from(users)
      .where(inArray(users.id, [YOUNGEST_ID, MIDDLE_ID, TEEN_ID]));
    for (const path of PUBLIC_READS) {
      const { status, body } = await h.call(path);
      expect(status, path).toBe(200);
      const text = JSON.stringify(body);
      for (const { fullName } of juniors) expect(text, path).not.toContain(fullName);
      for (const id of [YOUNGEST_ID, MIDDLE_ID]) expect(text, path).not.toContain(photo(id));
    }
  });

  it("leave a junior's own login off the ladder until a guardian approves it", async () => {
    await juniorsOnTheLadder();
    // Zara's login without an approving guardian: as if she had signed up alone and were waiting.
    await h.database.db.delete(guardianships).where(eq(guardianships.playerId, TEEN_ID));
    const waiting = await h.call("/ladder");
    expect(waiting.body.juniors.map((r: { name: string }) => r.name)).not.toContain("Zara O.");
    expect(waiting.body.juniors.map((r: { name: string }) => r.name)).toContain("Emeka O.");

    await h.database.db.insert(guardianships).values({
      guardianId: PARENT_ID,
      playerId: TEEN_ID,
      relationship: "mother",
      status: "active",
      invitedBy: TEEN_ID,
      createdAt: TEST_NOW,
      acceptedAt: TEST_NOW,
    });
    const approved = await h.call("/ladder");
    expect(approved.body.juniors.map((r: { name: string }) => r.name)).toContain("Zara O.");
  });
});
