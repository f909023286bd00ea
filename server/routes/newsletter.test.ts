/** The newsletter's double opt-in, its links, and who an issue goes to. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../db/schema";
import { sendNewsletter } from "../mail/newsletter";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";
import { CONFIRMATION_RESEND_MS } from "./newsletter";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
// The demo's subscribers are left out: these tests count the mail their own subscribers get.
beforeEach(async () => {
  await h.reset();
  await h.database.db.delete(newsletterSubscribers);
});

const subscribe = (email: string) => h.call("/subscribe-newsletter", { method: "POST", body: { email } });
const post = (path: string, token: unknown) => h.call(path, { method: "POST", body: { token } });

/** The token in the newest mail's link to `page` (confirm or unsubscribe). */
function tokenFromMail(page: "confirm" | "unsubscribe"): string {
  const text = h.mailer.sent.at(-1)?.text ?? "";
  const link = text.match(new RegExp(`(http\\S+/newsletter/${page}\\?token=\\S+)`))?.[1];
  if (!link) throw new Error(`No ${page} link in: ${text}`);
  return new URL(link).searchParams.get("token") ?? "";
}

async function subscriber(email: string) {
  const [row] = await h.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
}

const issue = { subject: "Club news", text: "The Enugu Club Series is this Saturday." };

describe("subscribing", () => {
  it("mails a confirmation link and counts the address only once it is confirmed", async () => {
    const first = await subscribe("ada@example.com");
    expect(first.status).toBe(201);
    expect(first.body.message).toMatch(/confirmation link/);
    expect(await subscriber("ada@example.com")).toMatchObject({ status: "pending", confirmedAt: null });
    expect(h.mailer.sent.at(-1)).toMatchObject({
      to: "ada@example.com",
      subject: "Confirm your Tennis Community newsletter subscription",
    });
    expect(await sendNewsletter({ ...h, db: h.database.db }, issue)).toEqual({ sent: 0, failed: 0 });

    const token = tokenFromMail("confirm");
    const confirmed = await post("/newsletter/confirm", token);
    expect(confirmed).toMatchObject({ status: 200, body: { message: expect.stringMatching(/confirmed/) } });
    expect(await subscriber("ada@example.com")).toMatchObject({ status: "confirmed", confirmedAt: TEST_NOW });
    expect((await post("/newsletter/confirm", token)).body.message).toBe(
      "Your subscription is already confirmed.",
    );
    expect(await subscribe("ada@example.com")).toMatchObject({
      status: 200,
      body: { message: "You're already subscribed. Thanks for staying with us!" },
    });
  });

  it("resends the link when asked again, though not within minutes of the last one", async () => {
    await subscribe("ada@example.com");
    expect((await subscribe("ada@example.com")).status).toBe(200);
    expect(h.mailer.sent).toHaveLength(1);
    h.setNow(new Date(TEST_NOW.getTime() + CONFIRMATION_RESEND_MS + 1000));
    expect((await subscribe("ada@example.com")).body.message).toMatch(/confirmation link/);
    expect(h.mailer.sent).toHaveLength(2);
  });

  it("refuses forged, altered or foreign tokens with a 4xx message", async () => {
    await subscribe("ada@example.com");
    const token = tokenFromMail("confirm");
    for (const bad of [
      "",
      "x".repeat(300),
      "nonsense",
      `${token}x`,
      token.replace(/^./, (c) => (c === "f" ? "0" : "f")),
      42,
      null,
    ]) {
      const answer = await post("/newsletter/confirm", bad);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: expect.any(String) });
    }
    // A confirmation token does not unsubscribe, and the other way round.
    expect((await post("/newsletter/unsubscribe", token)).status).toBe(400);
    expect(await subscriber("ada@example.com")).toMatchObject({ status: "pending" });
  });
});

describe("newsletter mail", () => {
  it("goes to confirmed subscribers only, each with an unsubscribe link that works without a login", async () => {
    await subscribe("ada@example.com");
    await post("/newsletter/confirm", tokenFromMail("confirm"));
    await subscribe("bola@example.com");
    h.mailer.sent.length = 0;

    expect(await sendNewsletter({ ...h, db: h.database.db }, issue)).toEqual({ sent: 1, failed: 0 });
    const [mail] = h.mailer.sent;
    expect(mail).toMatchObject({ to: "ada@example.com", subject: "Club news" });
    expect(mail?.text).toContain("The Enugu Club Series is this Saturday.");
    const token = tokenFromMail("unsubscribe");
    expect(mail?.headers?.["List-Unsubscribe"]).toBe(
      `<http://localhost:4321/newsletter/unsubscribe?token=${encodeURIComponent(token)}>`,
    );

    const gone = await post("/newsletter/unsubscribe", token);
    expect(gone).toMatchObject({ status: 200, body: { message: expect.stringMatching(/unsubscribed/) } });
    expect(await subscriber("ada@example.com")).toMatchObject({
      status: "unsubscribed",
      unsubscribedAt: TEST_NOW,
    });
    expect((await post("/newsletter/unsubscribe", token)).status).toBe(200);
    // An old confirmation link does not bring the address back; subscribing again does, once confirmed.
    h.mailer.sent.length = 0;
    expect(await sendNewsletter({ ...h, db: h.database.db }, issue)).toEqual({ sent: 0, failed: 0 });
    expect((await subscribe("ada@example.com")).status).toBe(200);
    expect(await subscriber("ada@example.com")).toMatchObject({ status: "pending" });
  });
});
