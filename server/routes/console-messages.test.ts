/**
 * Staff steps on coach assignments (reassign, end with a reason, history) and the console's
 * messages: notifications to members and groups, the contact inbox, the newsletter list and CSV.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AssignmentHistoryResponse,
  AudienceCountResponse,
  BroadcastsResponse,
  ContactMessagesResponse,
  PendingAssignmentsResponse,
  SendNotificationResponse,
  SubscribersResponse,
} from "@/shared/api/console-contract";
import { NotificationsResponse } from "@/shared/api/contract";
import {
  auditLog,
  coachAssignments,
  contactMessages,
  newsletterSubscribers,
  notifications,
  tickets,
  users,
} from "../db/schema";
import { ADMIN_ID, MEMBER_ID, PENDING_ID, STAFF_ID } from "../db/seed";
import { coachIdOf, DEMO_DRAW_ENTRANTS, tournamentIdOf } from "../db/seed/catalogue";
import { deliverMail, MAIL_LEASE_MS } from "../mail/mail-outbox";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const YETUNDE = coachIdOf("Yetunde Ogunleye"); // adult amatuer: fits Adult Beginner
const BABATUNDE = coachIdOf("Babatunde Lawal"); // adult professional: does not
const OLUWASEUN = coachIdOf("Oluwaseun Adebayo"); // the demo member's coach

const staffToken = async () => h.signIn("staff");
async function pendingAssignmentId() {
  const [row] = await h.db.select().from(coachAssignments).where(eq(coachAssignments.userId, PENDING_ID));
  return row!.id;
}

describe("coach assignment steps", () => {
  it("list the pending ones with the member's level, plan and the levels that fit", async () => {
    const { body } = await h.call("/assigncoach/pending", { token: await staffToken() });
    const [first] = PendingAssignmentsResponse.parse(body).assignments;
    expect(first).toMatchObject({ planName: "Adult Beginner", fitLevels: ["adult amatuer"] });
    expect(first?.member.level).toBe("adult amatuer");
  });

  it("confirm with the ordered coach: audited, notified and mailed once", async () => {
    const staff = await staffToken();
    const id = await pendingAssignmentId();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => h.call(`/assigncoach/${id}/confirm`, { method: "POST", token: staff })),
    );
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 409, 409, 409]);
    expect(h.mailer.sent.filter((m) => m.subject === "Your coach is ready").map((m) => m.to)).toEqual([
      "pending@example.com",
    ]);
    expect(await h.count(`audit_log where action = 'assignment.confirm' and entity_id = '${id}'`)).toBe(1);
  });

  it("reassign to another coach whose level fits, and refuse one that does not", async () => {
    const staff = await staffToken();
    const id = await pendingAssignmentId();
    const unfit = await h.call(`/assigncoach/${id}/reassign`, {
      method: "POST",
      token: staff,
      body: { coachId: BABATUNDE },
    });
    expect(unfit.status).toBe(400);
    expect(unfit.body.message).toContain("does not fit");
    const unknown = await h.call(`/assigncoach/${id}/reassign`, {
      method: "POST",
      token: staff,
      body: { coachId: "0".repeat(24) },
    });
    expect(unknown.status).toBe(404);
    const bad = await h.call(`/assigncoach/${id}/reassign`, { method: "POST", token: staff, body: {} });
    expect(bad.status).toBe(400);

    const ok = await h.call(`/assigncoach/${id}/reassign`, {
      method: "POST",
      token: staff,
      body: { coachId: YETUNDE, reason: "Ibrahim is away this month" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.assignment).toMatchObject({ status: "Assigned", coachId: YETUNDE });
    const member = await h.signIn("pending");
    expect((await h.call("/assigncoach/getUserCoach", { token: member })).body.coachInfo).toEqual({
      status: "Assigned",
      coachId: YETUNDE,
    });
    const mail = h.mailer.sent.filter((m) => m.to === "pending@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain("Yetunde Ogunleye is now your coach");

    const history = await h.call(`/staff/assignments/history?member=${PENDING_ID}`, { token: staff });
    expect(history.status).toBe(200);
    expect(AssignmentHistoryResponse.parse(history.body).items).toEqual([
      expect.objectContaining({
        event: "reassigned",
        coachName: "Yetunde Ogunleye",
        reason: "Ibrahim is away this month",
        actorEmail: "staff@example.com",
        member: { _id: PENDING_ID, fullName: "Musa Abdullahi" },
      }),
    ]);
  });

  it("end only with a reason, which the member is told", async () => {
    const staff = await staffToken();
    const id = await pendingAssignmentId();
    const noReason = await h.call(`/assigncoach/${id}/end`, { method: "POST", token: staff, body: {} });
    expect(noReason.status).toBe(400);
    const ended = await h.call(`/assigncoach/${id}/end`, {
      method: "POST",
      token: staff,
      body: { reason: "Moved to another city" },
    });
    expect(ended.status).toBe(200);
    expect(h.mailer.sent.map((m) => m.text).join()).toContain("Moved to another city");
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, "assignment.end"));
    expect(entry?.after).toMatchObject({ reason: "Moved to another city", userId: PENDING_ID });
  });

  it("are refused to members", async () => {
    const member = await h.signIn("member");
    const id = await pendingAssignmentId();
    const calls = [
      h.call(`/assigncoach/${id}/reassign`, { method: "POST", token: member, body: { coachId: YETUNDE } }),
      h.call("/staff/assignments/history", { token: member }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
  });
});

describe("notifications from staff", () => {
  const send = (token: string, body: unknown) =>
    h.call("/staff/notifications", { method: "POST", token, body });

  it("reach paid members once, mailed after the commit, even when the send is retried at once", async () => {
    const staff = await staffToken();
    const body = {
      requestKey: "key-paid-0001",
      audience: { kind: "paid" },
      title: "Courts closed Friday",
      message: "The courts are closed for resurfacing on Friday.",
    };
    const answers = await Promise.all([send(staff, body), send(staff, body), send(staff, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => SendNotificationResponse.parse(a.body).broadcast._id));
    expect(ids.size).toBe(1);
    const recipients = answers[0]?.body.broadcast.recipients as number;
    expect(recipients).toBeGreaterThan(0);
    expect(await h.count("notifications where title = 'Courts closed Friday'")).toBe(recipients);
    const mailed = h.mailer.sent.filter((m) => m.subject === "Courts closed Friday");
    expect(mailed).toHaveLength(recipients);
    expect(new Set(mailed.map((m) => m.to)).size).toBe(recipients);
    expect(mailed.map((m) => m.to)).toContain("member@example.com");
    expect(mailed.map((m) => m.to)).not.toContain("free@example.com");
    expect(await h.count("audit_log where action = 'notification.send'")).toBe(1);

    const again = await send(staff, body);
    expect(again.body.message).toBe("This notification was already sent");
    expect(h.mailer.sent.filter((m) => m.subject === "Courts closed Friday")).toHaveLength(recipients);
    const list = await h.call("/staff/notifications", { token: staff });
    expect(BroadcastsResponse.parse(list.body).total).toBe(1);
  });

  it("are not mailed to a member who turned the mails off, and show an unread count until read", async () => {
    const staff = await staffToken();
    const member = await h.signIn("member");
    const off = await h.call("/notifications/settings", {
      method: "PUT",
      token: member,
      body: { notificationMail: false },
    });
    expect(off.body).toEqual({ notificationMail: false });
    expect((await h.call("/notifications/settings", { token: member })).body).toEqual({
      notificationMail: false,
    });
    await h.call("/notifications/read-all", { method: "POST", token: member });

    for (const n of [1, 2]) {
      const sent = await send(staff, {
        requestKey: `key-member-000${n}`,
        audience: { kind: "member", id: MEMBER_ID },
        title: `Hello ${n}`,
        message: "A note from the club.",
      });
      expect(sent.body.broadcast.recipients).toBe(1);
    }
    expect(h.mailer.sent.filter((m) => m.to === "member@example.com")).toHaveLength(0);
    expect((await h.call("/notifications/unread", { token: member })).body).toEqual({ unread: 2 });

    const list = NotificationsResponse.parse((await h.call("/notifications", { token: member })).body);
    const hello = list.notifications.find((n) => n.title === "Hello 1");
    expect(hello?.readAt).toBeNull();
    const read = await h.call(`/notifications/${hello?._id}/read`, { method: "POST", token: member });
    expect(read.body.unread).toBe(1);
    // Another member's notification is not theirs to mark.
    const other = await h.call(`/notifications/${hello?._id}/read`, {
      method: "POST",
      token: await h.signIn("pending"),
    });
    expect(other.status).toBe(404);
    expect((await h.call("/notifications/read-all", { method: "POST", token: member })).body.unread).toBe(0);
    expect((await h.call("/notifications/unread", { token: member })).body).toEqual({ unread: 0 });
  });

  it("reach free members, a coach's members and nobody missing; refuse bad input and members", async () => {
    const staff = await staffToken();
    const free = await send(staff, {
      requestKey: "key-free-0001",
      audience: { kind: "free" },
      title: "Hi",
      message: "Join us",
    });
    expect(free.status).toBe(200);
    expect(h.mailer.sent.map((m) => m.to)).toContain("free@example.com");
    expect(h.mailer.sent.map((m) => m.to)).not.toContain("member@example.com");

    const coachId = (
      await h.db.select().from(coachAssignments).where(eq(coachAssignments.userId, MEMBER_ID))
    )[0]!.coachId;
    const coached = await send(staff, {
      requestKey: "key-coach-0001",
      audience: { kind: "coach", id: coachId },
      title: "Session moved",
      message: "Tuesday's session moves to 5 pm.",
    });
    expect(coached.status).toBe(200);
    expect(await h.count(`notifications where title = 'Session moved' and user_id = '${MEMBER_ID}'`)).toBe(1);

    const missing = await send(staff, {
      requestKey: "key-missing-01",
      audience: { kind: "tournament", id: "0".repeat(24) },
      title: "x",
      message: "y",
    });
    expect(missing.status).toBe(404);
    for (const body of [
      { requestKey: "key-bad-00001", audience: { kind: "nobody" }, title: "x", message: "y" },
      { requestKey: "key-bad-00002", audience: { kind: "paid" }, title: "", message: "y" },
      { audience: { kind: "paid" }, title: "x", message: "y" },
    ]) {
      expect((await send(staff, body)).status).toBe(400);
    }
    const member = await h.signIn("member");
    expect(
      (
        await send(member, {
          requestKey: "key-member-x1",
          audience: { kind: "paid" },
          title: "x",
          message: "y",
        })
      ).status,
    ).toBe(403);
    expect((await h.call("/staff/notifications", { token: member })).status).toBe(403);
    expect((await h.call("/staff/notifications")).status).toBe(401);
  });
});

describe("notifications to a group", () => {
  const send = async (audience: unknown, requestKey: string) =>
    h.call("/staff/notifications", {
      method: "POST",
      token: await staffToken(),
      body: { requestKey, audience, title: `To ${requestKey}`, message: "A note from the club." },
    });
  const reached = async (requestKey: string) =>
    (
      await h.db
        .select({ email: users.email })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(eq(notifications.title, `To ${requestKey}`))
    ).map((row) => row.email);

  it("reach members only: never the club's staff or admin accounts", async () => {
    for (const kind of ["everyone", "free"] as const) {
      const answer = await send({ kind }, `key-${kind}-staff`);
      expect(answer.status).toBe(200);
      const emails = await reached(`key-${kind}-staff`);
      expect(emails).toContain("free@example.com");
      expect(emails).not.toContain("staff@example.com");
      expect(emails).not.toContain("admin@example.com");
      expect(answer.body.broadcast.recipients).toBe(emails.length);
      expect(h.mailer.sent.map((m) => m.to)).not.toContain("staff@example.com");
    }
    const one = await send({ kind: "member", id: STAFF_ID }, "key-one-staff");
    expect(one.status).toBe(404);
  });

  it("reach a tournament's ticket holders, and nobody else", async () => {
    const abuja = tournamentIdOf("Abuja Amateur Classic");
    // A staff account holding a ticket is still not a member to notify.
    await h.db.insert(tickets).values({
      userId: ADMIN_ID,
      tournamentId: abuja,
      token: "TC-ADMINSEAT",
      priceKobo: 0,
      role: "spectator",
    });
    const answer = await send({ kind: "tournament", id: abuja }, "key-abuja-01");
    expect(answer.status).toBe(200);
    const emails = (await reached("key-abuja-01")).toSorted();
    expect(emails).toEqual(
      ["member@example.com", ...DEMO_DRAW_ENTRANTS.map((key) => `${key}@example.com`)].toSorted(),
    );
    expect(answer.body.broadcast.recipients).toBe(DEMO_DRAW_ENTRANTS.length + 1);
  });

  it("are counted before sending by the send's own rule, and named in the sent list", async () => {
    const staff = await staffToken();
    const count = async (query: string) => h.call(`/staff/notifications/audience?${query}`, { token: staff });
    const abuja = tournamentIdOf("Abuja Amateur Classic");
    for (const [audience, query, label] of [
      [
        { kind: "tournament", id: abuja },
        `kind=tournament&id=${abuja}`,
        "Ticket holders of Abuja Amateur Classic",
      ],
      [{ kind: "coach", id: OLUWASEUN }, `kind=coach&id=${OLUWASEUN}`, "Members of coach Oluwaseun Adebayo"],
      [{ kind: "everyone" }, "kind=everyone", "Everyone"],
      [{ kind: "paid" }, "kind=paid", "Paid members"],
    ] as const) {
      const before = await count(query);
      expect(before.status, JSON.stringify(before.body)).toBe(200);
      expect(AudienceCountResponse.parse(before.body).label).toBe(label);
      const sent = await send(audience, `key-count-${audience.kind}`);
      expect(sent.status).toBe(200);
      expect(before.body.members).toBe(sent.body.broadcast.recipients);
      expect(before.body.members).toBe((await reached(`key-count-${audience.kind}`)).length);
      expect(sent.body.broadcast.audienceName ?? null).toBe(
        audience.kind === "tournament"
          ? "Abuja Amateur Classic"
          : audience.kind === "coach"
            ? "Oluwaseun Adebayo"
            : null,
      );
    }
    const listed = BroadcastsResponse.parse((await h.call("/staff/notifications", { token: staff })).body);
    expect(listed.items.find((b) => b.title === "To key-count-tournament")?.audienceName).toBe(
      "Abuja Amateur Classic",
    );

    expect((await count("kind=coach")).status).toBe(400);
    expect((await count(`kind=tournament&id=${"0".repeat(24)}`)).status).toBe(404);
    expect(
      (await h.call("/staff/notifications/audience?kind=everyone", { token: await h.signIn("member") }))
        .status,
    ).toBe(403);
  });
});

describe("the contact inbox", () => {
  async function message(firstName: string, at: Date) {
    const [row] = await h.db
      .insert(contactMessages)
      .values({
        firstName,
        lastName: "Okafor",
        email: `${firstName.toLowerCase()}@example.com`,
        phoneNumber: "0800",
        message: "Do you coach on Sundays?",
        createdAt: at,
      })
      .returning();
    return row!;
  }

  it("lists messages newest first, replies by mail once, stores the reply and audits it", async () => {
    const staff = await staffToken();
    await h.db.delete(contactMessages); // the demo's messages
    const older = await message("Chidi", new Date("2026-11-20T10:00:00Z"));
    const newer = await message("Ngozi", new Date("2026-11-21T10:00:00Z"));
    const list = ContactMessagesResponse.parse((await h.call("/staff/contact", { token: staff })).body);
    expect(list.items.slice(0, 2).map((m) => m._id)).toEqual([newer.id, older.id]);

    const reply = await h.call(`/staff/contact/${older.id}/reply`, {
      method: "POST",
      token: staff,
      body: { reply: "Yes, from 8 am." },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.contact).toMatchObject({ status: "handled", reply: "Yes, from 8 am." });
    const mail = h.mailer.sent.filter((m) => m.to === "chidi@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain("Yes, from 8 am.");
    expect(mail[0]?.text).toContain("> Do you coach on Sundays?");
    expect(await h.count(`audit_log where action = 'contact.reply' and entity_id = '${older.id}'`)).toBe(1);

    const twice = await h.call(`/staff/contact/${older.id}/reply`, {
      method: "POST",
      token: staff,
      body: { reply: "Again" },
    });
    expect(twice.status).toBe(409);
    expect(h.mailer.sent.filter((m) => m.to === "chidi@example.com")).toHaveLength(1);

    const handled = ContactMessagesResponse.parse(
      (await h.call("/staff/contact?status=handled", { token: staff })).body,
    );
    expect(handled.items.map((m) => m._id)).toEqual([older.id]);
    const marked = await h.call(`/staff/contact/${newer.id}/status`, {
      method: "POST",
      token: staff,
      body: { status: "handled" },
    });
    expect(marked.body.contact.status).toBe("handled");
    expect(await h.count("audit_log where action = 'contact.status'")).toBe(1);

    expect(
      (
        await h.call(`/staff/contact/${"0".repeat(24)}/reply`, {
          method: "POST",
          token: staff,
          body: { reply: "x" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await h.call(`/staff/contact/${newer.id}/reply`, {
          method: "POST",
          token: staff,
          body: { reply: "" },
        })
      ).status,
    ).toBe(400);
    const member = await h.signIn("member");
    expect((await h.call("/staff/contact", { token: member })).status).toBe(403);
    expect(
      (
        await h.call(`/staff/contact/${newer.id}/reply`, {
          method: "POST",
          token: member,
          body: { reply: "x" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("a contact reply whose mail fails", () => {
  it("is kept, answered 503 and not claimed as sent; sending it again mails it once", async () => {
    const staff = await staffToken();
    const [row] = await h.db
      .insert(contactMessages)
      .values({
        firstName: "Bola",
        lastName: "Ade",
        email: "bola@example.com",
        phoneNumber: "0800",
        message: "Are the courts lit?",
      })
      .returning();
    const reply = (text: string) =>
      h.call(`/staff/contact/${row!.id}/reply`, { method: "POST", token: staff, body: { reply: text } });
    const send = h.mailer.send;
    h.mailer.send = async () => {
      throw new Error("SMTP down");
    };
    try {
      const failed = await reply("Yes, until 10 pm.");
      expect(failed.status).toBe(503);
      expect(failed.body.message).toMatch(/reply was saved but the mail .* could not be sent/);
    } finally {
      h.mailer.send = send;
    }
    const kept = ContactMessagesResponse.parse((await h.call("/staff/contact", { token: staff })).body).items;
    expect(kept.find((m) => m._id === row!.id)).toMatchObject({
      reply: "Yes, until 10 pm.",
      repliedAt: null,
      status: "handled",
    });
    expect(h.mailer.sent.filter((m) => m.to === "bola@example.com")).toHaveLength(0);

    // Another text is refused; the kept one, sent again by two people at once, is mailed once.
    expect((await reply("Something else")).status).toBe(409);
    const again = await Promise.all([reply("Yes, until 10 pm."), reply("Yes, until 10 pm.")]);
    expect(again.map((a) => a.status).toSorted()).toEqual([200, 409]);
    expect(again.find((a) => a.status === 200)?.body.contact.repliedAt).toBeTypeOf("string");
    expect(h.mailer.sent.filter((m) => m.to === "bola@example.com")).toHaveLength(1);
  });
});

describe("a contact reply the mail server did not take", () => {
  it("stays 'not mailed yet' until the outbox delivers it by itself, then counts as sent", async () => {
    const staff = await staffToken();
    const [row] = await h.db
      .insert(contactMessages)
      .values({
        firstName: "Ngozi",
        lastName: "Eze",
        email: "ngozi@example.com",
        phoneNumber: "0800",
        message: "Do you coach left-handers?",
      })
      .returning();
    const send = h.mailer.send;
    h.mailer.send = async () => {
      throw new Error("SMTP down");
    };
    try {
      const failed = await h.call(`/staff/contact/${row!.id}/reply`, {
        method: "POST",
        token: staff,
        body: { reply: "Yes, every Saturday." },
      });
      expect(failed.status).toBe(503);
    } finally {
      h.mailer.send = send;
    }
    const listed = async () =>
      ContactMessagesResponse.parse((await h.call("/staff/contact", { token: staff })).body).items.find(
        (m) => m._id === row!.id,
      );
    expect((await listed())?.repliedAt).toBeNull();

    // The sender loop's next try, once the backoff is over, with the mail server back.
    const later = () => new Date(Date.now() + MAIL_LEASE_MS);
    expect(await deliverMail({ db: h.db, mailer: h.mailer, clock: later })).toMatchObject({ sent: 1 });
    expect((await listed())?.repliedAt).toBeTypeOf("string");
    expect(h.mailer.sent.filter((m) => m.to === "ngozi@example.com")).toHaveLength(1);
    expect(await deliverMail({ db: h.db, mailer: h.mailer, clock: later })).toMatchObject({ sent: 0 });
  });
});

describe("the newsletter list", () => {
  it("pages subscribers by status and exports the confirmed ones as a safe CSV", async () => {
    const staff = await staffToken();
    await h.db.delete(newsletterSubscribers); // the demo's subscribers
    await h.db.insert(newsletterSubscribers).values([
      { email: "ada@example.com", status: "confirmed", confirmedAt: new Date("2026-11-01T09:00:00Z") },
      { email: "=cmd@example.com", status: "confirmed", confirmedAt: new Date("2026-11-02T09:00:00Z") },
      { email: "pending@example.org", status: "pending" },
      { email: "gone@example.org", status: "unsubscribed", unsubscribedAt: new Date("2026-11-03T09:00:00Z") },
    ]);
    const page = SubscribersResponse.parse(
      (await h.call("/staff/newsletter?status=confirmed&pageSize=1", { token: staff })).body,
    );
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);

    const csv = await h.app.request("/staff/newsletter.csv", {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const [exported] = await h.db.select().from(auditLog).where(eq(auditLog.action, "newsletter.export"));
    expect(exported).toMatchObject({ actorId: STAFF_ID, after: { status: "confirmed", rows: 2 } });
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text).toBe(
      '\uFEFF"email","confirmed_at"\r\n"\'=cmd@example.com","2026-11-02T09:00:00.000Z"\r\n"ada@example.com","2026-11-01T09:00:00.000Z"\r\n',
    );
    const member = await h.signIn("member");
    expect((await h.call("/staff/newsletter", { token: member })).status).toBe(403);
    const refused = await h.app.request("/staff/newsletter.csv", {
      headers: { authorization: `Bearer ${member}` },
    });
    expect(refused.status).toBe(403);
    expect((await h.call("/staff/newsletter?status=nope", { token: staff })).status).toBe(400);
  });
});
