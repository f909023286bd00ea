/** The member's notifications, newest first. */
import { cacheKey } from "@/lib/api/call";
import * as calls from "@/lib/api/calls";
import type { Notification } from "@/lib/api/contract";
import { getNotifications } from "@/lib/api/notifications";
import { createFetcherStore, listOrEmpty } from "./fetcher";
import { $token } from "./session";

export const $notifications = createFetcherStore<Notification[]>([cacheKey(calls.notifications), $token], {
  fetcher: listOrEmpty("notifications", getNotifications),
});
