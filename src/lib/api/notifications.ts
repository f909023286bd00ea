/** The member's notifications. */
import { call } from "./call";
import * as calls from "./calls";
import type { Notification } from "./contract";

/** Newest first (the server lists them oldest first). */
export async function getNotifications(): Promise<Notification[]> {
  return (await call(calls.notifications)).notifications.reverse();
}
