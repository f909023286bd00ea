/** The member's notifications, newest first. */
import { cacheKey } from "@/lib/api/call";
import { getNotifications } from "@/lib/api/notifications";
import * as calls from "@/shared/api/calls";
import type { Notification } from "@/shared/api/contract";
import { createFetcherStore, listOrEmpty } from "./fetcher";
import { $token } from "./session";

export const $notifications = createFetcherStore<Notification[]>([cacheKey(calls.notifications), $token], {
  fetcher: listOrEmpty("notifications", getNotifications),
});
