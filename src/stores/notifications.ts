/**
 * The member's notifications, newest first a page at a time, their unread count and marking read
 * (the mail setting: settings.ts).
 */

import { atom } from "nanostores";
import { call, keyOf, keysOf } from "@/lib/api/call";
import { getNotifications, type NotificationsPage } from "@/lib/api/notifications";
import * as calls from "@/shared/api/calls";
import type { Notification } from "@/shared/api/contract";
import { createFetcherStore, createMutatorStore, orFallback } from "./fetcher";
import { $playerKey } from "./session";

/** The newest page; older pages are read on asking (`loadOlderNotifications`). */
export const $notifications = createFetcherStore<NotificationsPage>(
  keyOf(calls.notifications, { scope: $playerKey }),
  {
    fetcher: orFallback(
      "notifications",
      () => getNotifications(),
      () => ({ notifications: [], more: false }),
    ),
  },
);

/** The older pages the member asked for, oldest last; `more` once one was read. */
export interface OlderNotifications {
  notifications: Notification[];
  more: boolean | null;
  loading: boolean;
  failed: boolean;
}

const NO_OLDER: OlderNotifications = { notifications: [], more: null, loading: false, failed: false };

export const $olderNotifications = atom<OlderNotifications>(NO_OLDER);

// Another member (or player) starts again from their newest page.
$playerKey.listen(() => $olderNotifications.set(NO_OLDER));

/** Reads the page older than the oldest notification shown and adds it below. */
export async function showOlderNotifications(): Promise<void> {
  const older = $olderNotifications.get();
  const oldest = older.notifications.at(-1) ?? $notifications.get().data?.notifications.at(-1);
  if (!oldest || older.loading) return;
  $olderNotifications.set({ ...older, loading: true, failed: false });
  try {
    const page = await getNotifications(oldest._id);
    $olderNotifications.set({
      notifications: [...older.notifications, ...page.notifications],
      more: page.more,
      loading: false,
      failed: false,
    });
  } catch (error) {
    console.error("Could not load older notifications", error);
    $olderNotifications.set({ ...older, loading: false, failed: true });
  }
}

/** The older pages as marked read: one notification, or all of them without an id. */
function markOlderRead(id: string | null): void {
  const older = $olderNotifications.get();
  const readAt = new Date().toISOString();
  $olderNotifications.set({
    ...older,
    notifications: older.notifications.map((note) =>
      note.readAt === null && (id === null || note._id === id) ? { ...note, readAt } : note,
    ),
  });
}

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
    markOlderRead(id);
    return unread;
  },
);
