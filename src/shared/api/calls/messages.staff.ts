/** The console's calls: messages: notifications, the contact form and the newsletter (see ../staff-calls.ts). */
import type { CallDeclaration } from "../call-declaration";

export const sendNotification = {
  method: "POST",
  path: "/staff/notifications",
  access: "staff",
  body: "SendNotificationRequest",
  response: "SendNotificationResponse",
} as const satisfies CallDeclaration;

/** How many members a group of a notification reaches now, before sending (the send's own rule). */
export const audienceCount = {
  method: "GET",
  path: "/staff/notifications/audience",
  access: "staff",
  query: "AudienceQuery",
  response: "AudienceCountResponse",
} as const satisfies CallDeclaration;

export const staffBroadcasts = {
  method: "GET",
  path: "/staff/notifications",
  access: "staff",
  query: "BroadcastsQuery",
  response: "BroadcastsResponse",
} as const satisfies CallDeclaration;

export const contactMessages = {
  method: "GET",
  path: "/staff/contact",
  access: "staff",
  query: "ContactQuery",
  response: "ContactMessagesResponse",
} as const satisfies CallDeclaration;

export const replyToContact = {
  method: "POST",
  path: "/staff/contact/:id/reply",
  access: "staff",
  params: "ContactParam",
  body: "ContactReplyRequest",
  response: "ContactMessageResponse",
} as const satisfies CallDeclaration;

export const setContactStatus = {
  method: "POST",
  path: "/staff/contact/:id/status",
  access: "staff",
  params: "ContactParam",
  body: "ContactStatusRequest",
  response: "ContactMessageResponse",
} as const satisfies CallDeclaration;

export const newsletterSubscribers = {
  method: "GET",
  path: "/staff/newsletter",
  access: "staff",
  query: "NewsletterQuery",
  response: "SubscribersResponse",
} as const satisfies CallDeclaration;

/** The confirmed subscribers as a CSV file for the club's mailing tool. */
export const newsletterCsv = {
  method: "GET",
  path: "/staff/newsletter.csv",
  access: "staff",
  response: "file",
} as const satisfies CallDeclaration;
