/** The member's notifications. */

import * as calls from "@/shared/api/calls";
import type { Notification } from "@/shared/api/contract";
import { call } from "./call";

/** Newest first (the server lists them oldest first). */
export async function getNotifications(): Promise<Notification[]> {
  return (await call(calls.notifications)).notifications.reverse();
}
