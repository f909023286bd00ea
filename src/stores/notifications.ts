/** The member's notifications, newest first, their unread count and marking read (the mail setting: settings.ts). */
import { cacheKey, call } from "@/lib/api/call";
import { getNotifications } from "@/lib/api/notifications";
import * as calls from "@/shared/api/calls";
import type { Notification } from "@/shared/api/contract";
import { createFetcherStore, createMutatorStore, listOrEmpty, startingWith } from "./fetcher";
import { $playerKey } from "./session";

export const $notifications = createFetcherStore<Notification[]>(
  [cacheKey(calls.notifications), $playerKey],
  {
    fetcher: listOrEmpty("notifications", getNotifications),
  },
);

/** Shown beside Notifications in the side menu. */
export const $unreadNotifications = createFetcherStore<number>(
  [cacheKey(calls.unreadNotifications), $playerKey],
  { fetcher: async () => (await call(calls.unreadNotifications)).unread },
);

const READ_KEYS = startingWith(cacheKey(calls.notifications), cacheKey(calls.unreadNotifications));

/** Marks one notification read, or all of them without an id. */
export const $markRead = createMutatorStore<{ id: string | null }, number>(
  async ({ data: { id }, invalidate }) => {
    const { unread } = id
      ? await call(calls.markNotificationRead, { params: { id } })
      : await call(calls.markAllNotificationsRead);
    invalidate(READ_KEYS);
    return unread;
  },
);
