import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, MEMBER_COACH, MEMBER_ID } from "../db/seed";
import { coachIdOf } from "../db/seed/catalogue";
import { createHarness, type Harness } from "../testing/harness";
import { exportFileName } from "./data-export";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const { member, free } = DEMO_ACCOUNTS;

async function exportOf(token: string) {
  const response = await h.app.request("/me/export", { headers: { authorization: `Bearer ${token}` } });
  return { response, text: await response.text() };
}

describe("GET /me/export", () => {
  it("asks for a login", async () => {
    expect(await h.call("/me/export")).toMatchObject({ status: 401, body: { message: expect.any(String) } });
  });

  it("downloads everything held about the member as a JSON file, without secrets", async () => {
    const token = await h.signIn("member");
    const coachId = coachIdOf(MEMBER_COACH);
    await h.call("/coach/user/comment", {
      method: "POST",
      token,
      body: { coachId, rating: 5, comment: "Patient and <b>precise</b>" },
    });
    await h.call("/subscribe-newsletter", { method: "POST", body: { email: member.email } });
    await h.call("/contact", {
      method: "POST",
      body: {
        firstName: "Tobi",
        lastName: "Adeyemi",
        email: member.email,
        phoneNumber: "+234 803 123 4567",
        message: "When does the next clinic start?",
      },
    });
    // Somebody else's message is not the member's data.
    await h.call("/contact", {
      method: "POST",
      body: {
        firstName: "Ada",
        lastName: "Obi",
        email: "ada@example.com",
        phoneNumber: "+234 800 000 0000",
        message: "Someone else's question",
      },
    });

    const { response, text } = await exportOf(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="tennis-community-data-tobi_adeyemi-2026-11-22.json"',
    );
    expect(response.headers.get("cache-control")).toBe("no-store");

    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id: MEMBER_ID, email: member.email, username: "tobi_adeyemi" });
    expect(data.membership).toMatchObject({ plan: "quarterly" });
    expect(data.training).toMatchObject({ package: "standard" });
    expect(data.coachAssignment).toMatchObject({ coachId, coachName: MEMBER_COACH, status: "Assigned" });
    expect(data.savedCard).toMatchObject({ last4: expect.any(String) });
    expect(data.reviews).toEqual([
      expect.objectContaining({ coachName: MEMBER_COACH, rating: 5, comment: "Patient and <b>precise</b>" }),
    ]);
    expect(data.tickets.length).toBeGreaterThan(0);
    expect(data.tickets[0]).toMatchObject({ tournamentName: expect.any(String), price: expect.any(Number) });
    expect(data.matches.length).toBeGreaterThan(0);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.transactions.length).toBeGreaterThan(0);
    expect(data.transactions.every((t: { amount: number }) => Number.isInteger(t.amount))).toBe(true);
    // Signed up but not confirmed yet: pending, not subscribed.
    expect(data.newsletter).toEqual({
      subscribed: false,
      since: null,
      status: "pending",
      requestedAt: expect.any(String),
      unsubscribedAt: null,
    });
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ message: "When does the next clinic start?" }),
    ]);

    expect(text).not.toMatch(/passwordHash|scrypt\$|tokenVersion|AUTH_demo_member|Someone else/);
  });

  it("holds only the caller's own records", async () => {
    const token = await h.signIn("free");
    const data = JSON.parse((await exportOf(token)).text);
    expect(data.profile.email).toBe(free.email);
    expect(data).toMatchObject({
      membership: null,
      coachAssignment: null,
      savedCard: null,
      tickets: [],
      matches: [],
      reviews: [],
      newsletter: { subscribed: false, since: null, status: null },
      contactMessages: [],
    });
  });
});

describe("exportFileName", () => {
  it("names the member and the day, with nothing a header could trip on", () => {
    const at = new Date("2026-11-22T12:00:00Z");
    expect(exportFileName({ username: "kemi_b" }, at)).toBe("tennis-community-data-kemi_b-2026-11-22.json");
    expect(exportFileName({ username: 'a"b\r\nc' }, at)).toBe("tennis-community-data-a_b__c-2026-11-22.json");
  });
});
