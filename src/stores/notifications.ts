/** The member's notifications, newest first. */
import type { Notification } from "@/lib/api/contract";
import { getNotifications } from "@/lib/api/notifications";
import { createFetcherStore, listOrEmpty } from "./fetcher";
import { $token } from "./session";

export const $notifications = createFetcherStore<Notification[]>(["/notifications#", $token], {
  fetcher: listOrEmpty("notifications", getNotifications),
});
