/** The member's notifications. */
import { api, readJson } from "./client";
import type { Notification, NotificationsResponse } from "./contract";

/** GET /notifications, newest first (the server lists them oldest first). */
export async function getNotifications(): Promise<Notification[]> {
  const { notifications } = await readJson<typeof NotificationsResponse>(api.get("notifications"));
  return notifications.reverse();
}
