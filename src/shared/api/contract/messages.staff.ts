/** The contract's schemas of the console's calls: messages: notifications, the contact form and the newsletter (gathered by ../console-contract.ts). */
import { z } from "zod";
import { AUDIENCE_KINDS, NEWSLETTER_STATUSES } from "../../domain/lists";
import { Id } from "../../domain/validation";
import { Audience, Broadcast, ContactMessage, PageQuery, pageOf, Subscriber, Text } from "./common.staff";

// POST /staff/notifications
export const SendNotificationRequest = z.object({
  /** Made once per send by the console: a retried or doubled send is written once. */
  requestKey: z.string().trim().min(8).max(64),
  audience: Audience,
  title: Text(120),
  message: Text(2000),
});

export const SendNotificationResponse = z.object({ message: z.string(), broadcast: Broadcast });

// GET /staff/notifications/audience?kind=&id=: how many members a group reaches now, by the
// same rule as the send
export const AudienceQuery = z
  .object({ kind: z.enum(AUDIENCE_KINDS), id: z.string().optional() })
  .pipe(Audience);

export const AudienceCountResponse = z.object({
  /** The group in words, as the sent list names it. */
  label: z.string(),
  members: z.number().int(),
});

// GET /staff/notifications?page=&pageSize= (newest first)
export const BroadcastsQuery = PageQuery.omit({ q: true });

export const BroadcastsResponse = pageOf(Broadcast);

// GET /staff/contact?status=&page=&pageSize= (newest first)
export const ContactQuery = PageQuery.extend({ status: z.enum(["new", "handled"]).optional() });

export const ContactMessagesResponse = pageOf(ContactMessage);

export const ContactParam = z.object({ id: Id });

// POST /staff/contact/{id}/reply: stored with the message, which becomes handled, then mailed;
// 503 when the mail fails (the reply is kept: the same text sent again mails it)
export const ContactReplyRequest = z.object({ reply: Text(5000) });

// POST /staff/contact/{id}/status
export const ContactStatusRequest = z.object({ status: z.enum(["new", "handled"]) });

export const ContactMessageResponse = z.object({ message: z.string(), contact: ContactMessage });

// GET /staff/newsletter?status=&q=&page=&pageSize= (newest first); CSV at /staff/newsletter.csv
export const NewsletterQuery = PageQuery.extend({ status: z.enum(NEWSLETTER_STATUSES).optional() });

export const SubscribersResponse = pageOf(Subscriber);
