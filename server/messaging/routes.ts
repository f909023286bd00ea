/**
 * The messages calls (src/shared/api/calls/channels.ts, channels.staff.ts): a member's channels, consent, order and
 * kinds; the WhatsApp and Termii webhooks (delivery reports, STOP replies); the console's SMS budget
 * (admin, audited), a group message's reach and cost before it is sent, and its delivery per member.
 */
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { MessageSettingsResponse } from "@/shared/api/console-contract";
import { CHOOSABLE_MESSAGE_KINDS, MESSAGE_CHANNELS, type MessageChannel } from "@/shared/domain/lists";
import {
  budgetMonth,
  CONSENT_TEXTS,
  channelPlan,
  fullOrder,
  isStopReply,
  optInConfirmation,
  smsCostKobo,
  smsPages,
  smsText,
} from "@/shared/domain/messaging";
import type { Database } from "../db/client";
import {
  messageConsents,
  messageOutbox,
  messageSettings,
  notifications,
  pushSubscriptions,
  users,
} from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { audited } from "../lib/audit";
import { httpError } from "../lib/http-error";
import type { Tx } from "../payments/grants";
import { audienceMembers } from "../routes/console/messages";
import { applyDeliveryReport, memberChannels, queueMessages } from "./outbox";
import type { MessagingSettings } from "./settings";
import { setSmsLimit, smsLimitKobo, smsSpentKobo } from "./sms-budget";
import { isValidTermiiSignature, TERMII_SIGNATURE_HEADER, termiiEvents } from "./termii";
import {
  isValidWhatsAppSignature,
  type ProviderEvents,
  WHATSAPP_SIGNATURE_HEADER,
  whatsappEvents,
} from "./whatsapp";

type Writer = Database | Tx;

/** Why a channel cannot be used by this member now; null when it can. */
function unavailable(
  channel: MessageChannel,
  settings: MessagingSettings,
  member: { phoneOk: boolean; hasDevice: boolean },
): string | null {
  if (channel === "email") return null;
  if (channel === "whatsapp" && !settings.whatsapp) return "The club does not send WhatsApp messages yet.";
  if (channel === "sms" && !settings.sms) return "The club does not send SMS yet.";
  if (channel === "push" && !settings.push) return "The club does not send notifications to devices yet.";
  if ((channel === "whatsapp" || channel === "sms") && !member.phoneOk)
    return "Your phone number needs correcting: ask the club staff.";
  if (channel === "push" && !member.hasDevice) return "Allow notifications on this device first.";
  return null;
}

async function presentSettings(
  db: Writer,
  settings: MessagingSettings,
  userId: string,
): Promise<MessageSettingsResponse> {
  const member = (await memberChannels(db, [userId])).get(userId);
  if (!member) throw httpError(404, "This account does not exist");
  const { facts } = member;
  return {
    channels: MESSAGE_CHANNELS.map((channel) => ({
      channel,
      optedIn: facts.optedIn.includes(channel),
      available:
        unavailable(channel, settings, { phoneOk: facts.hasPhone, hasDevice: facts.hasPushDevice }) === null,
      unavailableReason: unavailable(channel, settings, {
        phoneOk: facts.hasPhone,
        hasDevice: facts.hasPushDevice,
      }),
      consentText: CONSENT_TEXTS[channel].text,
      consentVersion: CONSENT_TEXTS[channel].version,
    })),
    order: fullOrder(facts.order),
    kindsOff: [...facts.kindsOff],
    phoneNumber: member.phoneNumber,
    pushKey: settings.push?.publicKey ?? null,
  };
}

/** Records a consent change and the member's opted-in channels, in the caller's transaction. */
async function changeConsent(
  tx: Writer,
  userId: string,
  channel: MessageChannel,
  granted: boolean,
  via: string,
  at: Date,
): Promise<boolean> {
  if (channel === "email") {
    const [before] = await tx
      .select({ mail: users.notificationMail })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!before || before.mail === granted) return false;
    await tx.update(users).set({ notificationMail: granted }).where(eq(users.id, userId));
  } else {
    await tx.insert(messageSettings).values({ userId, updatedAt: at }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(messageSettings)
      .where(eq(messageSettings.userId, userId))
      .for("update");
    const optedIn = row?.optedIn ?? [];
    if (optedIn.includes(channel) === granted) return false;
    await tx
      .update(messageSettings)
      .set({ optedIn: granted ? [...optedIn, channel] : optedIn.filter((c) => c !== channel), updatedAt: at })
      .where(eq(messageSettings.userId, userId));
  }
  await tx.insert(messageConsents).values({
    userId,
    channel,
    granted,
    textVersion: granted ? CONSENT_TEXTS[channel].version : null,
    via,
    at,
  });
  return true;
}

/** STOP replies opt their sender out of the channel they replied on. */
async function applyReplies(db: Database, channel: "whatsapp" | "sms", events: ProviderEvents, at: Date) {
  for (const reply of events.replies) {
    if (!isStopReply(reply.text)) continue;
    const members = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, reply.from));
    for (const member of members)
      await db.transaction((tx) => changeConsent(tx, member.id, channel, false, `${channel}-reply`, at));
  }
}

export function messagingRoutes({ db, now, route }: RouteDeps, settings: MessagingSettings) {
  const app = new Hono<AppEnv>();

  route(app, calls.messageSettings, async (c) =>
    c.json(await presentSettings(db, settings, c.get("user").id)),
  );

  route(app, calls.updateMessageSettings, async (c) => {
    const { order, kindsOff } = c.req.valid("json");
    const userId = c.get("user").id;
    const at = now();
    const chosenOff = kindsOff.filter((kind) => CHOOSABLE_MESSAGE_KINDS.includes(kind));
    await db
      .insert(messageSettings)
      .values({ userId, channelOrder: fullOrder(order), kindsOff: chosenOff, updatedAt: at })
      .onConflictDoUpdate({
        target: messageSettings.userId,
        set: { channelOrder: fullOrder(order), kindsOff: chosenOff, updatedAt: at },
      });
    return c.json(await presentSettings(db, settings, userId));
  });

  route(app, calls.messageConsent, async (c) => {
    const input = c.req.valid("json");
    const user = c.get("user");
    const at = now();
    if (input.optIn) {
      if (input.consentVersion !== CONSENT_TEXTS[input.channel].version)
        throw httpError(409, "The consent text has changed: read it again and agree to the new one");
      const member = (await memberChannels(db, [user.id])).get(user.id)!;
      const reason = unavailable(input.channel, settings, {
        phoneOk: member.facts.hasPhone,
        hasDevice: member.facts.hasPushDevice,
      });
      if (reason) throw httpError(409, reason);
    }
    await db.transaction(async (tx) => {
      const changed = await changeConsent(tx, user.id, input.channel, input.optIn, "settings", at);
      // Opting in tells the member on that channel that it works, and how to stop.
      if (changed && input.optIn) {
        const { title, body } = optInConfirmation(input.channel);
        await queueMessages(
          tx,
          [
            {
              userId: user.id,
              kind: "channel-confirmation",
              title,
              body,
              onlyChannel: input.channel,
              mailCopy: true,
            },
          ],
          at,
        );
      }
    });
    return c.json(await presentSettings(db, settings, user.id));
  });

  route(app, calls.pushSubscription, async (c) => {
    const input = c.req.valid("json");
    if (!settings.push) throw httpError(409, "The club does not send notifications to devices yet");
    const userId = c.get("user").id;
    await db
      .insert(pushSubscriptions)
      .values({
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        createdAt: now(),
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth },
      });
    return c.json({ message: "This device will receive the club's notifications" });
  });

  /* Webhooks ------------------------------------------------------------------------------- */

  route(app, calls.whatsappWebhookVerify, async (c) => {
    const query = c.req.valid("query");
    if (
      !settings.whatsapp ||
      query["hub.mode"] !== "subscribe" ||
      query["hub.verify_token"] !== settings.whatsapp.verifyToken
    )
      return c.json({ message: "The verify token does not match" }, 403);
    return c.text(query["hub.challenge"]);
  });

  route(app, calls.whatsappWebhook, async (c) => {
    if (!settings.whatsapp) return c.json({ message: "WhatsApp is not set up" }, 503);
    const raw = await c.req.text();
    if (!isValidWhatsAppSignature(raw, c.req.header(WHATSAPP_SIGNATURE_HEADER), settings.whatsapp.appSecret))
      return c.json({ message: "Invalid signature" }, 401);
    let events: ProviderEvents | null = null;
    try {
      events = whatsappEvents(JSON.parse(raw));
    } catch {
      // answered below
    }
    if (!events) return c.json({ message: "The webhook body is not a WhatsApp notification" }, 400);
    const at = now();
    for (const status of events.statuses) await applyDeliveryReport(db, "whatsapp", status, at);
    await applyReplies(db, "whatsapp", events, at);
    return c.json({ message: "Received" });
  });

  route(app, calls.termiiWebhook, async (c) => {
    if (!settings.sms) return c.json({ message: "SMS is not set up" }, 503);
    const raw = await c.req.text();
    if (!isValidTermiiSignature(raw, c.req.header(TERMII_SIGNATURE_HEADER), settings.sms.secretKey))
      return c.json({ message: "Invalid signature" }, 401);
    let events: ProviderEvents | null = null;
    try {
      events = termiiEvents(JSON.parse(raw));
    } catch {
      // answered below
    }
    if (!events) return c.json({ message: "The webhook body is not a Termii report" }, 400);
    const at = now();
    for (const status of events.statuses) await applyDeliveryReport(db, "sms", status, at);
    await applyReplies(db, "sms", events, at);
    return c.json({ message: "Received" });
  });

  /* Console -------------------------------------------------------------------------------- */

  const budgetAnswer = async (at: Date) => ({
    month: budgetMonth(at),
    limitKobo: await smsLimitKobo(db),
    spentKobo: await smsSpentKobo(db, at),
    pricePerPageKobo: settings.smsPricePerPageKobo,
  });

  route(app, calls.smsBudget, async (c) => c.json(await budgetAnswer(now())));

  route(app, calls.updateSmsBudget, async (c) => {
    const { limitNaira } = c.req.valid("json");
    const at = now();
    const limitKobo = limitNaira * 100;
    await db.transaction(async (tx) => {
      const before = await smsLimitKobo(tx);
      await setSmsLimit(tx, limitKobo, at);
      await audited(tx, c.get("user"), at, {
        action: "sms-budget.update",
        entityType: "sms-budget",
        entityId: "club",
        before: { limitKobo: before },
        after: { limitKobo },
      });
    });
    return c.json(await budgetAnswer(at));
  });

  route(app, calls.messageReach, async (c) => {
    const input = c.req.valid("json");
    const at = now();
    const members = await audienceMembers(db, input.audience, at);
    const channels = await memberChannels(db, members);
    const byChannel = { whatsapp: 0, sms: 0, push: 0, email: 0, dashboard: 0 };
    let smsMembers = 0;
    for (const id of members) {
      const member = channels.get(id);
      const plan = member
        ? channelPlan("staff-message", member.facts).filter(
            (channel) => unavailable(channel, settings, { phoneOk: true, hasDevice: true }) === null,
          )
        : [];
      const first = plan[0];
      byChannel[first ?? "dashboard"] += 1;
      // SMS is paid for when it comes first, or right behind WhatsApp should WhatsApp fail.
      const sms = plan.indexOf("sms");
      if (sms === 0 || (sms === 1 && first === "whatsapp")) smsMembers += 1;
    }
    const text = smsText(input.title || "Message", input.message || " ");
    const [limit, spent] = [await smsLimitKobo(db), await smsSpentKobo(db, at)];
    return c.json({
      members: members.length,
      byChannel,
      smsPages: smsPages(text),
      smsCostKobo: smsMembers * smsCostKobo(text, settings.smsPricePerPageKobo),
      smsBudgetLeftKobo: Math.max(0, limit - spent),
    });
  });

  route(app, calls.broadcastDeliveries, async (c) => {
    const { id } = c.req.valid("param");
    const rows = await db
      .select({ row: messageOutbox, memberName: users.fullName })
      .from(messageOutbox)
      .innerJoin(users, eq(users.id, messageOutbox.userId))
      .where(eq(messageOutbox.broadcastId, id))
      .orderBy(asc(users.fullName), asc(messageOutbox.id));
    const [all] = await db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.broadcastId, id));
    const [notMessaged] = await db
      .select({ n: count() })
      .from(notifications)
      .leftJoin(messageOutbox, eq(messageOutbox.notificationId, notifications.id))
      .where(and(eq(notifications.broadcastId, id), isNull(messageOutbox.id)));
    if ((all?.n ?? 0) === 0) throw httpError(404, "This notification does not exist");
    return c.json({
      deliveries: rows.map(({ row, memberName }) => ({
        _id: row.id,
        memberName,
        channel: row.channel,
        status: row.status,
        failedChannels: row.failedChannels,
        lastError: row.lastError,
        costKobo: row.costKobo,
        sentAt: row.sentAt?.toISOString() ?? null,
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
      })),
      dashboardOrMailOnly: notMessaged?.n ?? 0,
    });
  });

  return app;
}
