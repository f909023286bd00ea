/** The contract's schemas of the members' and the site's calls: messages: notifications, the contact form and the newsletter (gathered by ../contract.ts). */
import { z } from "zod";
import { ContactInput, Id, NewsletterInput } from "../../domain/validation";
import { MessageBody, Notification } from "./common";

// POST /subscribe-newsletter
export const NewsletterRequest = NewsletterInput;

export const NewsletterResponse = MessageBody;

// POST /newsletter/confirm, POST /newsletter/unsubscribe: the token from the mail's link.
export const NewsletterTokenRequest = z.object({ token: z.string().min(1).max(200) });

export const NewsletterTokenResponse = MessageBody;

// POST /contact
export const ContactRequest = ContactInput;

export const ContactResponse = MessageBody;

// GET /notifications?before=: the newest page, or the page older than the notification `before`,
// oldest first (the client reverses); `more` when older ones remain.
export const NotificationsQuery = z.object({ before: Id.optional() });

export const NotificationsResponse = z.object({ notifications: z.array(Notification), more: z.boolean() });

// GET /notifications/unread
export const UnreadNotificationsResponse = z.object({ unread: z.number().int() });

// POST /notifications/:id/read, POST /notifications/read-all
export const NotificationParam = z.object({ id: Id });

export const MarkReadResponse = z.object({ message: z.string(), unread: z.number().int() });

// GET and PUT /notifications/settings: mail a copy of each notification
export const NotificationSettings = z.object({ notificationMail: z.boolean() });
