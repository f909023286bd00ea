import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NotificationsResponse } from "@/shared/api/contract";
import { notifications } from "../db/schema";
import { FREE_ID, MEMBER_ID } from "../db/seed";
import { newId } from "../lib/ids";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";
import { NOTIFICATIONS_PAGE } from "./notifications";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

/** `count` more notifications for the member, newer than the demo's, a minute apart, the last one newest; the first two share a moment. */
async function addNotifications(userId: string, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    userId,
    title: `Notice ${i + 1}`,
    message: "Courts 3 and 4 are resurfaced this week.",
    createdAt: new Date(TEST_NOW.getTime() + (Math.max(i, 1) + 1) * 60_000),
  }));
  await h.database.db.insert(notifications).values(rows);
}

async function page(token: string, before?: string) {
  const { status, body } = await h.call(
    before === undefined ? "/notifications" : `/notifications?before=${before}`,
    { token },
  );
  expect(status).toBe(200);
  return NotificationsResponse.parse(body);
}

describe("notifications a page at a time", () => {
  it("answers the newest page, oldest first, and the older pages through `before`, each once", async () => {
    const token = await h.signIn("member");
    await addNotifications(MEMBER_ID, 2 * NOTIFICATIONS_PAGE + 7);
    const all = await h.count(`notifications where user_id = '${MEMBER_ID}'`);

    const seen: string[] = [];
    let current = await page(token);
    // A page holds 20 (docs/decisions/0277-member-lists-in-one-statement.md).
    expect(current.notifications).toHaveLength(20);
    expect(current.notifications.at(-1)?.title).toBe(`Notice ${2 * NOTIFICATIONS_PAGE + 7}`);
    for (;;) {
      const dates = current.notifications.map((n) => n.createdAt);
      expect(dates).toEqual(dates.toSorted());
      seen.unshift(...current.notifications.map((n) => n._id));
      if (!current.more) break;
      current = await page(token, current.notifications[0]!._id);
    }
    expect(seen).toHaveLength(all);
    expect(new Set(seen).size).toBe(all);
  });

  it("says no more when the newest page is all there is", async () => {
    const body = await page(await h.signIn("free"));
    expect(body.more).toBe(false);
    expect(body.notifications.length).toBeLessThan(NOTIFICATIONS_PAGE);
  });

  it("answers 404 for another member's or an unknown notification as `before`, and 400 for an overlong one", async () => {
    await addNotifications(FREE_ID, 3);
    const theirs = (await page(await h.signIn("free"))).notifications[0]!._id;
    const token = await h.signIn("member");
    expect(await h.call(`/notifications?before=${theirs}`, { token })).toMatchObject({
      status: 404,
      body: { message: "That notification was not found" },
    });
    expect((await h.call("/notifications?before=../etc", { token })).status).toBe(404);
    const bad = await h.call(`/notifications?before=${"a".repeat(65)}`, { token });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe("string");
  });
});
