/**
 * Messages beyond the dashboard, end to end through the API, the outbox and the real WhatsApp,
 * Termii and Web Push clients talking HTTP to the demo stand-ins: consent and its confirmation, the
 * member's channel order and its fallback, delivery reports, STOP replies, signed webhooks, the SMS
 * budget, quiet hours, racing senders, and what staff see before and after a group message.
 */
import { createECDH, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONSENT_TEXTS } from "@/shared/domain/messaging";
import { messageConsents, messageOutbox, notifications, standInMessages, users } from "../db/schema";
import { DEMO_ACCOUNTS } from "../db/seed";
import { deliveriesSettled } from "../mail/mail-outbox";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";
import { deliverMessages, type MessagingDeps, messageNotices, queueMessages } from "./outbox";
import { type MessagingSettings, messagingSettings, STAND_INS_PATH } from "./settings";
import { messageStandIns, type StandInBehaviour, standInBehaviour } from "./stand-ins";
import { termiiSignature } from "./termii";
import { whatsappSignature } from "./whatsapp";

const MEMBER_PHONE = "+2348031234567";

let h: Harness;
let server: ServerType;
let settings: MessagingSettings;
let behaviour: StandInBehaviour;
let deps: MessagingDeps;
let now = TEST_NOW;
const tokens = {} as Record<keyof typeof DEMO_ACCOUNTS, string>;

beforeAll(async () => {
  // The stand-ins listen on a real port: the clients reach them over HTTP, as they reach a provider.
  const front = new Hono();
  let standIns: Hono | undefined;
  front.all("*", (c) => (standIns ? standIns.fetch(c.req.raw) : c.text("starting", 503)));
  server = serve({ fetch: front.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  h = await createHarness({ publicSiteUrl: `http://127.0.0.1:${port}` });
  settings = messagingSettings(h.config, {});
  behaviour = standInBehaviour();
  const mounted = new Hono();
  mounted.route(STAND_INS_PATH, messageStandIns({ db: h.database.db, settings, behaviour }));
  standIns = mounted;
  deps = { db: h.database.db, mailer: h.mailer, settings, siteUrl: h.config.publicSiteUrl, now: () => now };
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await h.close();
});

beforeEach(async () => {
  await h.reset();
  now = TEST_NOW;
  h.setNow(TEST_NOW);
  behaviour.whatsappDown = false;
  behaviour.smsDown = false;
  behaviour.notOnWhatsApp.clear();
  for (const name of Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[])
    tokens[name] = await h.login(DEMO_ACCOUNTS[name].email, DEMO_ACCOUNTS[name].password);
});

const memberId = async () =>
  (
    await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.member.email))
  )[0]!.id;

const optIn = (channel: "whatsapp" | "sms" | "push" | "email", token = tokens.member) =>
  h.call("/messages/consent", {
    method: "PUT",
    token,
    body: { channel, optIn: true, consentVersion: CONSENT_TEXTS[channel].version },
  });

const sent = (provider?: string) =>
  h.database.db
    .select()
    .from(standInMessages)
    .then((rows) => rows.filter((row) => !provider || row.provider === provider));

async function messageMember(title: string) {
  const id = await memberId();
  const { status, body } = await h.call("/staff/notifications", {
    method: "POST",
    token: tokens.staff,
    body: {
      requestKey: randomBytes(8).toString("hex"),
      audience: { kind: "member", id },
      title,
      message: "Courts 1 and 2 are closed on Saturday for resurfacing.",
    },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.broadcast._id as string;
}

/** Sends what is due, and waits for the mail it handed to the mail outbox. */
async function deliver() {
  const report = await deliverMessages(deps);
  await deliveriesSettled();
  return report;
}

describe("opting in", () => {
  it("records who agreed to which text when, and confirms on WhatsApp how to stop", async () => {
    const { status, body } = await optIn("whatsapp");
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.channels.find((c: { channel: string }) => c.channel === "whatsapp").optedIn).toBe(true);
    const [consent] = await h.database.db.select().from(messageConsents);
    expect(consent).toMatchObject({
      userId: await memberId(),
      channel: "whatsapp",
      granted: true,
      textVersion: CONSENT_TEXTS.whatsapp.version,
      via: "settings",
    });
    expect(consent?.at).toEqual(TEST_NOW);
    await deliver();
    const messages = await sent("whatsapp");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ recipient: MEMBER_PHONE });
    expect(messages[0]?.body).toContain("Reply STOP");
  });

  it("refuses an opt-in to a text the member did not see, and a channel with no number", async () => {
    const stale = await h.call("/messages/consent", {
      method: "PUT",
      token: tokens.member,
      body: { channel: "sms", optIn: true, consentVersion: "sms-2020-01" },
    });
    expect(stale.status).toBe(409);
    await h.database.db
      .update(users)
      .set({ phoneNeedsFix: true })
      .where(eq(users.id, await memberId()));
    const noNumber = await optIn("sms");
    expect(noNumber.status).toBe(409);
    expect(noNumber.body.message).toMatch(/phone number needs correcting/);
    expect(await h.count("message_consents")).toBe(0);
  });

  it("answers 400 for an unknown channel and 401 without a session", async () => {
    const bad = await h.call("/messages/consent", {
      method: "PUT",
      token: tokens.member,
      body: { channel: "pigeon", optIn: true, consentVersion: "x" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTypeOf("string");
    expect((await h.call("/messages/settings")).status).toBe(401);
  });
});

describe("a staff message", () => {
  it("goes to the member on WhatsApp once, with no mail copy, and staff see it sent", async () => {
    await optIn("whatsapp");
    await deliver();
    const broadcast = await messageMember("Courts closed");
    await deliver();
    await deliver();
    const messages = (await sent("whatsapp")).filter((m) => m.body.startsWith("Courts closed"));
    expect(messages).toHaveLength(1);
    expect(h.mailer.sent.filter((mail) => mail.subject.includes("Courts closed"))).toHaveLength(0);
    const { status, body } = await h.call(`/staff/notifications/${broadcast}/deliveries`, {
      token: tokens.staff,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.deliveries).toEqual([
      expect.objectContaining({
        memberName: "Tobi Adeyemi",
        channel: "whatsapp",
        status: "sent",
        failedChannels: [],
      }),
    ]);
  });

  it("falls back to SMS when WhatsApp refuses the number, then to email when SMS is down", async () => {
    await optIn("whatsapp");
    await optIn("sms");
    await deliver();
    behaviour.notOnWhatsApp.add(MEMBER_PHONE.slice(1));
    const broadcast = await messageMember("Courts closed");
    await deliver();
    const [row] = await h.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.broadcastId, broadcast));
    expect(row).toMatchObject({ channel: "sms", status: "sent", failedChannels: ["whatsapp"] });
    expect(row?.costKobo).toBeGreaterThan(0);
    expect((await sent("sms")).filter((m) => m.body.startsWith("Courts closed"))).toHaveLength(1);

    behaviour.smsDown = true;
    const second = await messageMember("Nets replaced");
    await deliver();
    const [other] = await h.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.broadcastId, second));
    expect(other).toMatchObject({ channel: "email", status: "sent", failedChannels: ["whatsapp", "sms"] });
    expect(h.mailer.sent.filter((mail) => mail.subject.includes("Nets replaced"))).toHaveLength(1);
  });

  it("goes to the next channel when WhatsApp reports it failed after taking it", async () => {
    await optIn("whatsapp");
    await optIn("sms");
    await deliver();
    const broadcast = await messageMember("Courts closed");
    await deliver();
    const [row] = await h.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.broadcastId, broadcast));
    expect(row?.channel).toBe("whatsapp");
    const report = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "1",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                statuses: [
                  {
                    id: row!.providerId,
                    status: "failed",
                    recipient_id: MEMBER_PHONE.slice(1),
                    errors: [{ code: 131026, title: "Message undeliverable" }],
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const hook = await h.call("/webhook/whatsapp", {
      method: "POST",
      body: report,
      headers: { "x-hub-signature-256": whatsappSignature(report, settings.whatsapp!.appSecret) },
    });
    expect(hook.status).toBe(200);
    await deliver();
    const [after] = await h.database.db.select().from(messageOutbox).where(eq(messageOutbox.id, row!.id));
    expect(after).toMatchObject({ channel: "sms", status: "sent", failedChannels: ["whatsapp"] });
    expect(after?.lastError).toMatch(/Message undeliverable/);
  });

  it("is marked delivered when Termii reports it so", async () => {
    await optIn("sms");
    await deliver();
    const broadcast = await messageMember("Courts closed");
    await deliver();
    const [row] = await h.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.broadcastId, broadcast));
    const report = JSON.stringify({
      type: "outbound",
      message_id: row!.providerId,
      receiver: MEMBER_PHONE.slice(1),
      sender: "ATPTennis",
      status: "DELIVERED",
      channel: "dnd",
    });
    const hook = await h.call("/webhook/termii", {
      method: "POST",
      body: report,
      headers: { "x-termii-signature": termiiSignature(report, settings.sms!.secretKey) },
    });
    expect(hook.status).toBe(200);
    const [after] = await h.database.db.select().from(messageOutbox).where(eq(messageOutbox.id, row!.id));
    expect(after).toMatchObject({ status: "delivered", deliveredAt: TEST_NOW });
  });
});

describe("STOP", () => {
  const inbound = (from: string, text: string) =>
    JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "1",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                messages: [{ from, id: "wamid.x", type: "text", text: { body: text } }],
              },
            },
          ],
        },
      ],
    });

  it("replied on WhatsApp opts the member out of WhatsApp, recorded", async () => {
    await optIn("whatsapp");
    const body = inbound(MEMBER_PHONE.slice(1), "STOP");
    const hook = await h.call("/webhook/whatsapp", {
      method: "POST",
      body,
      headers: { "x-hub-signature-256": whatsappSignature(body, settings.whatsapp!.appSecret) },
    });
    expect(hook.status).toBe(200);
    const settingsNow = await h.call("/messages/settings", { token: tokens.member });
    expect(settingsNow.body.channels.find((c: { channel: string }) => c.channel === "whatsapp").optedIn).toBe(
      false,
    );
    expect(await h.count("message_consents where granted = false and via = 'whatsapp-reply'")).toBe(1);
  });

  it("sent by SMS opts the member out of SMS", async () => {
    await optIn("sms");
    const body = JSON.stringify({
      type: "inbound",
      id: "1",
      message_id: "2",
      sender: MEMBER_PHONE.slice(1),
      receiver: "ATPTennis",
      message: "Stop",
    });
    const hook = await h.call("/webhook/termii", {
      method: "POST",
      body,
      headers: { "x-termii-signature": termiiSignature(body, settings.sms!.secretKey) },
    });
    expect(hook.status).toBe(200);
    expect(
      await h.count("message_consents where granted = false and via = 'sms-reply' and channel = 'sms'"),
    ).toBe(1);
  });

  it("is not read from a webhook with a bad or missing signature", async () => {
    await optIn("whatsapp");
    const body = inbound(MEMBER_PHONE.slice(1), "STOP");
    for (const headers of [{ "x-hub-signature-256": whatsappSignature(body, "not-the-secret") }, {}]) {
      const hook = await h.call("/webhook/whatsapp", { method: "POST", body, headers });
      expect(hook.status).toBe(401);
    }
    const sms = JSON.stringify({ type: "inbound", sender: MEMBER_PHONE.slice(1), message: "STOP" });
    const refused = await h.call("/webhook/termii", {
      method: "POST",
      body: sms,
      headers: { "x-termii-signature": termiiSignature(sms, "not-the-secret") },
    });
    expect(refused.status).toBe(401);
    expect(await h.count("message_consents where granted = false")).toBe(0);
  });
});

describe("the WhatsApp webhook's subscription check", () => {
  it("answers the challenge to the right verify token only", async () => {
    const ok = await h.app.request(
      `/webhook/whatsapp?hub.mode=subscribe&hub.verify_token=${settings.whatsapp!.verifyToken}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    const wrong = await h.call("/webhook/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1");
    expect(wrong.status).toBe(403);
  });
});

describe("the SMS budget", () => {
  it("is set by an admin only, audited", async () => {
    expect(
      (
        await h.call("/staff/messages/sms-budget", {
          method: "PUT",
          token: tokens.staff,
          body: { limitNaira: 5 },
        })
      ).status,
    ).toBe(403);
    const set = await h.call("/staff/messages/sms-budget", {
      method: "PUT",
      token: tokens.admin,
      body: { limitNaira: 5 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ month: "2026-11", limitKobo: 500, spentKobo: 0 });
    expect(
      await h.count("audit_log where action = 'sms-budget.update' and after->>'limitKobo' = '500'"),
    ).toBe(1);
    const bad = await h.call("/staff/messages/sms-budget", {
      method: "PUT",
      token: tokens.admin,
      body: { limitNaira: -1 },
    });
    expect(bad.status).toBe(400);
  });

  it("stops SMS once spent: the next message goes by email", async () => {
    await h.call("/staff/messages/sms-budget", {
      method: "PUT",
      token: tokens.admin,
      body: { limitNaira: 5 },
    });
    await optIn("sms");
    // The confirmation is one page (₦4) of the ₦5.
    await deliver();
    expect(await sent("sms")).toHaveLength(1);
    const broadcast = await messageMember("Courts closed");
    await deliver();
    const [row] = await h.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.broadcastId, broadcast));
    expect(row).toMatchObject({ channel: "email", status: "sent", failedChannels: ["sms"] });
    expect(row?.lastError).toMatch(/SMS budget for this month is spent/);
    expect(await sent("sms")).toHaveLength(1);
    const budget = await h.call("/staff/messages/sms-budget", { token: tokens.admin });
    expect(budget.body.spentKobo).toBe(400);
  });

  it("holds under racing senders: never more SMS than it pays for", async () => {
    await h.call("/staff/messages/sms-budget", {
      method: "PUT",
      token: tokens.admin,
      body: { limitNaira: 20 },
    });
    await optIn("sms");
    await deliver();
    const id = await memberId();
    await h.database.db.transaction((tx) =>
      queueMessages(
        tx,
        Array.from({ length: 12 }, (_, i) => ({
          userId: id,
          kind: "staff-message" as const,
          title: `Note ${i}`,
          body: "Short.",
        })),
        TEST_NOW,
      ),
    );
    await Promise.all([deliver(), deliver(), deliver()]);
    // ₦20 buys five pages at ₦4: the confirmation and four of the twelve.
    expect(await sent("sms")).toHaveLength(5);
    expect((await h.call("/staff/messages/sms-budget", { token: tokens.admin })).body.spentKobo).toBe(2000);
  });
});

describe("the outbox", () => {
  it("sends each message once, however many senders race for it", async () => {
    await optIn("whatsapp");
    await deliver();
    const id = await memberId();
    await h.database.db.transaction((tx) =>
      queueMessages(
        tx,
        Array.from({ length: 15 }, (_, i) => ({
          userId: id,
          kind: "staff-message" as const,
          title: `Note ${i}`,
          body: "Hello.",
        })),
        TEST_NOW,
      ),
    );
    await Promise.all([deliver(), deliver(), deliver(), deliver()]);
    await deliver();
    const bodies = (await sent("whatsapp")).map((m) => m.body).filter((b) => b.startsWith("Note"));
    expect(bodies).toHaveLength(15);
    expect(new Set(bodies).size).toBe(15);
    expect(await h.count("message_outbox where status = 'sent'")).toBe(16);
  });

  it("holds a message through quiet hours, but not a cancellation of today's tournament", async () => {
    await optIn("whatsapp");
    await deliver();
    const id = await memberId();
    const late = new Date("2026-11-22T22:30:00+01:00");
    now = late;
    await h.database.db.transaction((tx) =>
      queueMessages(
        tx,
        [
          { userId: id, kind: "staff-message", title: "Tomorrow's clinic", body: "Bring water." },
          {
            userId: id,
            kind: "tournament-cancelled",
            title: "Tournament cancelled",
            body: "Today's tournament is cancelled.",
            eventAt: new Date("2026-11-22T09:00:00+01:00"),
          },
        ],
        late,
      ),
    );
    await deliver();
    expect((await sent("whatsapp")).map((m) => m.body.split("\n")[0])).toEqual([
      "Messages on",
      "Tournament cancelled",
    ]);
    now = new Date("2026-11-23T07:00:00+01:00");
    await deliver();
    expect((await sent("whatsapp")).map((m) => m.body.split("\n")[0])).toContain("Tomorrow's clinic");
  });

  it("sends nothing of a kind the member turned off", async () => {
    await optIn("whatsapp");
    await deliver();
    const off = await h.call("/messages/settings", {
      method: "PUT",
      token: tokens.member,
      body: { order: ["whatsapp", "sms", "push", "email"], kindsOff: ["staff-message"] },
    });
    expect(off.status).toBe(200);
    await messageMember("Courts closed");
    await deliver();
    expect((await sent("whatsapp")).filter((m) => m.body.startsWith("Courts closed"))).toHaveLength(0);
    // Without the outbox the notification keeps its mail copy.
    expect(h.mailer.sent.filter((mail) => mail.subject.includes("Courts closed"))).toHaveLength(1);
  });

  it("pushes to a subscribed device through the push service", async () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const subscribed = await h.call("/messages/push-subscription", {
      method: "POST",
      token: tokens.member,
      body: {
        endpoint: `${settings.push!.standInEndpoint}/device-1`,
        keys: {
          p256dh: ecdh.getPublicKey().toString("base64url"),
          auth: randomBytes(16).toString("base64url"),
        },
      },
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
    expect((await optIn("push")).status).toBe(200);
    await deliver();
    const pushes = await sent("push");
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.recipient).toBe("device-1");
  });
});

describe("a group message's reach", () => {
  it("shows each channel's members and the SMS cost before it is sent", async () => {
    await optIn("whatsapp");
    const free = await h.login(DEMO_ACCOUNTS.free.email, DEMO_ACCOUNTS.free.password);
    await optIn("sms", free);
    const { status, body } = await h.call("/staff/messages/reach", {
      method: "POST",
      token: tokens.staff,
      body: {
        audience: { kind: "everyone" },
        title: "Courts closed",
        message: "Courts 1 and 2 are closed on Saturday.",
      },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.byChannel.whatsapp).toBe(1);
    expect(body.byChannel.sms).toBe(1);
    expect(body.byChannel.email + body.byChannel.dashboard + 2).toBe(body.members);
    expect(body.smsPages).toBe(1);
    expect(body.smsCostKobo).toBe(400);
    expect(body.smsBudgetLeftKobo).toBe(500_000);
    expect(
      (
        await h.call("/staff/messages/reach", {
          method: "POST",
          token: tokens.member,
          body: { audience: { kind: "everyone" }, title: "", message: "" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("notifications written by events", () => {
  it("reach the member's channel too: a scheduled friendly on WhatsApp", async () => {
    await optIn("whatsapp");
    await deliver();
    const id = await memberId();
    const [notice] = await h.database.db
      .insert(notifications)
      .values({
        userId: id,
        title: "Friendly match scheduled",
        message: "Sat 5 PM, Court 2.",
        createdAt: TEST_NOW,
      })
      .returning();
    await messageNotices(h.database.db, "match-time", [notice!], TEST_NOW);
    await messageNotices(h.database.db, "match-time", [notice!], TEST_NOW);
    await deliver();
    expect(
      (await sent("whatsapp")).filter((m) => m.body.startsWith("Friendly match scheduled")),
    ).toHaveLength(1);
  });
});
