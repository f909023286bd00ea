/** The member's notifications, newest first, their unread count and marking read (the mail setting: settings.ts). */
import { call, keyOf, keysOf } from "@/lib/api/call";
import { getNotifications } from "@/lib/api/notifications";
import * as calls from "@/shared/api/calls";
import type { Notification } from "@/shared/api/contract";
import { createFetcherStore, createMutatorStore, listOrEmpty } from "./fetcher";
import { $playerKey } from "./session";

export const $notifications = createFetcherStore<Notification[]>(
  keyOf(calls.notifications, { scope: $playerKey }),
  {
    fetcher: listOrEmpty("notifications", getNotifications),
  },
);

/** Shown beside Notifications in the side menu. */
export const $unreadNotifications = createFetcherStore<number>(
  keyOf(calls.unreadNotifications, { scope: $playerKey }),
  { fetcher: async () => (await call(calls.unreadNotifications)).unread },
);

const READ_KEYS = keysOf(calls.notifications, calls.unreadNotifications);

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
