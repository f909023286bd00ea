/** The member's notifications, a page at a time. */

import * as calls from "@/shared/api/calls";
import type { Notification } from "@/shared/api/contract";
import { call } from "./call";

/** A page of notifications, newest first (the server lists each page oldest first), and whether older ones remain. */
export interface NotificationsPage {
  notifications: Notification[];
  more: boolean;
}

/** The newest page, or the page older than the notification `before`. */
export async function getNotifications(before?: string): Promise<NotificationsPage> {
  const page = await call(calls.notifications, { query: before === undefined ? {} : { before } });
  return { notifications: page.notifications.reverse(), more: page.more };
}
