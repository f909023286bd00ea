/** The members' calls: messages: notifications, the contact form and the newsletter (see ../calls.ts). */
import type { CallDeclaration } from "../call-declaration";

export const subscribeNewsletter = {
  method: "POST",
  path: "/subscribe-newsletter",
  access: "anyone",
  body: "NewsletterRequest",
  response: "NewsletterResponse",
} as const satisfies CallDeclaration;

export const confirmNewsletter = {
  method: "POST",
  path: "/newsletter/confirm",
  access: "anyone",
  body: "NewsletterTokenRequest",
  response: "NewsletterTokenResponse",
} as const satisfies CallDeclaration;

export const unsubscribeNewsletter = {
  method: "POST",
  path: "/newsletter/unsubscribe",
  access: "anyone",
  body: "NewsletterTokenRequest",
  response: "NewsletterTokenResponse",
} as const satisfies CallDeclaration;

export const contact = {
  method: "POST",
  path: "/contact",
  access: "anyone",
  body: "ContactRequest",
  response: "ContactResponse",
} as const satisfies CallDeclaration;

/** A page of the member's notifications, newest page first (docs/decisions/0220-a-club-at-scale.md). */
export const notifications = {
  method: "GET",
  path: "/notifications",
  access: "player",
  query: "NotificationsQuery",
  response: "NotificationsResponse",
} as const satisfies CallDeclaration;

export const unreadNotifications = {
  method: "GET",
  path: "/notifications/unread",
  access: "player",
  response: "UnreadNotificationsResponse",
} as const satisfies CallDeclaration;

export const markNotificationRead = {
  method: "POST",
  path: "/notifications/:id/read",
  access: "player",
  params: "NotificationParam",
  response: "MarkReadResponse",
} as const satisfies CallDeclaration;

export const markAllNotificationsRead = {
  method: "POST",
  path: "/notifications/read-all",
  access: "player",
  response: "MarkReadResponse",
} as const satisfies CallDeclaration;

export const notificationSettings = {
  method: "GET",
  path: "/notifications/settings",
  access: "player",
  response: "NotificationSettings",
} as const satisfies CallDeclaration;

export const updateNotificationSettings = {
  method: "PUT",
  path: "/notifications/settings",
  access: "player",
  body: "NotificationSettings",
  response: "NotificationSettings",
} as const satisfies CallDeclaration;
