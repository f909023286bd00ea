/**
 * The member's on/off settings: the notification mail copy (Billings) and being listed on the
 * public club ladder (Matches). Each is read through a fetcher store and written through a mutator
 * store that takes the new value and puts the value the server saved into the cache, so the screen
 * follows at once without reading it again; `SettingCheckbox` (src/dashboard/ui) shows one. Only
 * those two screens import this module, so it stays out of the dashboard's first load.
 */
import type { MutatorStore } from "@nanostores/query";
import { cacheKey, call } from "@/lib/api/call";
import type { CallDeclaration } from "@/shared/api/calls";
import * as calls from "@/shared/api/calls";
import {
  createFetcherStore,
  createMutatorStore,
  type FetcherStore,
  mutateCache,
  startingWith,
} from "./fetcher";
import { $token } from "./session";

export interface MemberSetting {
  $value: FetcherStore<boolean>;
  /** Saves the value given; answers the value saved. */
  $save: MutatorStore<{ value: boolean }, boolean>;
  /** The setting of a member who never changed it, shown until it has loaded. */
  byDefault: boolean;
}

export function memberSetting({
  read,
  load,
  save,
  byDefault,
}: {
  /** The call that reads the setting: its cache key is the setting's. */
  read: Pick<CallDeclaration, "path">;
  load: () => Promise<boolean>;
  save: (value: boolean) => Promise<boolean>;
  byDefault: boolean;
}): MemberSetting {
  const key = cacheKey(read);
  return {
    $value: createFetcherStore<boolean>([key, $token], { fetcher: load }),
    $save: createMutatorStore<{ value: boolean }, boolean>(async ({ data }) => {
      const saved = await save(data.value);
      mutateCache(startingWith(key), saved);
      return saved;
    }),
    byDefault,
  };
}

/** Whether the club mails a copy of each notification. */
export const notificationMail = memberSetting({
  read: calls.notificationSettings,
  load: async () => (await call(calls.notificationSettings)).notificationMail,
  save: async (notificationMail) =>
    (await call(calls.updateNotificationSettings, { body: { notificationMail } })).notificationMail,
  byDefault: true,
});

/** Whether the member is listed on the public club ladder (docs/decisions/0111-leaving-the-public-ladder.md). */
export const ladderListing = memberSetting({
  read: calls.ladderSetting,
  load: async () => (await call(calls.ladderSetting)).onLadder,
  save: async (onLadder) => (await call(calls.updateLadderSetting, { body: { onLadder } })).onLadder,
  byDefault: true,
});
