import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AutoRenewResponse, ReviewResponse } from "@/shared/api/contract";
import { MEMBER_COACH, PENDING_COACH } from "../db/seed";
import { coachIdOf } from "../db/seed/catalogue";
import { createHarness, type Harness } from "../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

describe("POST /coach/user/comment", () => {
  const review = (token: string, body: unknown) =>
    h.call("/coach/user/comment", { method: "POST", token, body });

  it("posts a review of the member's assigned coach, replacing their earlier one", async () => {
    const coachId = coachIdOf(MEMBER_COACH);
    const { status, body } = await review(await h.signIn("member"), {
      coachId,
      rating: 3,
      comment: "Solid sessions.",
    });
    expect(status).toBe(201);
    expect(ReviewResponse.parse(body).comment).toMatchObject({
      userID: { fullName: "Tobi A." },
      rating: 3,
      comment: "Solid sessions.",
    });
    const { coach } = (await h.call(`/coach/getCoach/${coachId}`)).body;
    expect(coach.comment[0]).toMatchObject({ comment: "Solid sessions.", rating: 3 });
    expect(
      coach.comment.filter((c: { userID: { fullName: string } | null }) => c.userID?.fullName === "Tobi A."),
    ).toHaveLength(1);
    expect(coach.avgRate).toBeCloseTo((5 + 4 + 3) / 3, 2);
    expect(h.siteDataChanges).toEqual(["coach review"]);
  });

  it("answers 403 for a coach who is not the member's", async () => {
    const { status, body } = await review(await h.signIn("member"), {
      coachId: coachIdOf("Ngozi Eze"),
      rating: 5,
      comment: "Great",
    });
    expect(status).toBe(403);
    expect(body.message).toMatch(/coach assigned to you/);
  });

  it("answers 403 while the assignment is still pending, and for members without a coach", async () => {
    const body = { coachId: coachIdOf(PENDING_COACH), rating: 4, comment: "Looking forward" };
    expect((await review(await h.signIn("pending"), body)).status).toBe(403);
    expect((await review(await h.signIn("free"), body)).status).toBe(403);
  });

  it("answers 404 for an unknown coach", async () => {
    const { status } = await review(await h.signIn("member"), {
      coachId: "0123456789abcdef01234567",
      rating: 4,
      comment: "Hi",
    });
    expect(status).toBe(404);
  });

  it.each([
    [{ rating: 0, comment: "x" }, "rating"],
    [{ rating: 6, comment: "x" }, "rating"],
    [{ rating: 2.5, comment: "x" }, "rating"],
    [{ rating: "five", comment: "x" }, "rating"],
    [{ rating: 4, comment: "   " }, "comment"],
    [{ rating: 4, comment: "x".repeat(2001) }, "comment"],
  ])("answers 400 naming the field for %j", async (input, field) => {
    const { status, body } = await review(await h.signIn("member"), {
      coachId: coachIdOf(MEMBER_COACH),
      ...input,
    });
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });
});

describe("POST /billing/pay/set/autoRenew", () => {
  it("switches auto-renew off and on", async () => {
    const token = await h.signIn("member");
    const off = await h.call("/billing/pay/set/autoRenew", {
      method: "POST",
      token,
      body: { autoRenew: false },
    });
    expect(off.status).toBe(200);
    expect(AutoRenewResponse.parse(off.body).autoRenew).toBe(false);
    expect((await h.call("/billing/pay/me", { token })).body.autoRenew).toBe(false);
    await h.call("/billing/pay/set/autoRenew", { method: "POST", token, body: { autoRenew: true } });
    expect((await h.call("/me", { token })).body.userData.autoRenew).toBe(true);
  });

  it("needs a boolean", async () => {
    const { status, body } = await h.call("/billing/pay/set/autoRenew", {
      method: "POST",
      token: await h.signIn("member"),
      body: { autoRenew: "yes" },
    });
    expect(status).toBe(400);
    expect(body.field).toBe("autoRenew");
  });
});

describe("POST /subscribe-newsletter", () => {
  it("subscribes once, pending until confirmed, and asks again to check the inbox", async () => {
    const first = await h.call("/subscribe-newsletter", {
      method: "POST",
      body: { email: "Fan@Example.com" },
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toMatch(/sent a confirmation link/);
    const again = await h.call("/subscribe-newsletter", {
      method: "POST",
      body: { email: "fan@example.com" },
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/sent a confirmation link/);
    expect(await h.count("newsletter_subscribers where email = 'fan@example.com'")).toBe(1);
  });

  it.each(["", "not-an-email", "a@b", "fan@@example.com"])(
    "rejects %j with a message naming email",
    async (email) => {
      const { status, body } = await h.call("/subscribe-newsletter", { method: "POST", body: { email } });
      expect(status).toBe(400);
      expect(body.field).toBe("email");
    },
  );
});

describe("POST /contact", () => {
  const message = {
    firstName: "Ada",
    lastName: "Obi",
    email: "ada@example.com",
    phoneNumber: "+234 803 555 0000",
    message: "Do you run sessions for beginners on weekdays?",
  };

  it("stores the message and mails it to the club with a reply-to of the sender", async () => {
    const { status, body } = await h.call("/contact", { method: "POST", body: message });
    expect(status).toBe(201);
    expect(body.message).toMatch(/within 24 hours/);
    expect(await h.count("contact_messages where email = 'ada@example.com'")).toBe(1);
    expect(h.mailer.sent).toEqual([
      expect.objectContaining({
        to: "club@example.com",
        replyTo: "ada@example.com",
        text: expect.stringContaining(message.message),
      }),
    ]);
  });

  it("keeps the message when the mail cannot be sent", async () => {
    const send = h.mailer.send;
    h.mailer.send = async () => {
      throw new Error("SMTP down");
    };
    try {
      expect((await h.call("/contact", { method: "POST", body: message })).status).toBe(201);
      expect(await h.count("contact_messages where email = 'ada@example.com'")).toBe(1);
    } finally {
      h.mailer.send = send;
    }
  });

  it.each(["firstName", "lastName", "email", "phoneNumber", "message"])("requires %s", async (field) => {
    const { status, body } = await h.call("/contact", { method: "POST", body: { ...message, [field]: "" } });
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });
});
