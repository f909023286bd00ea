/**
 * The member's on/off settings: the notification mail copy (Billings), and being listed on the
 * public club ladder and by full name there (Matches). Each is read through a fetcher store and
 * written through a mutator store that takes the new value and puts the answer the server saved
 * into the cache, so the screen follows at once without reading it again; `SettingCheckbox`
 * (src/ui) shows one. Settings read by one call share its fetcher store. Only those two
 * screens import this module, so it stays out of the dashboard's first load.
 */
import type { MutatorStore } from "@nanostores/query";
import { computed, type ReadableAtom } from "nanostores";
import { call, keyOf, keysOf } from "@/lib/api/call";
import type { CallDeclaration } from "@/shared/api/calls";
import * as calls from "@/shared/api/calls";
import { createFetcherStore, createMutatorStore, type FetcherStore, mutateCache } from "./fetcher";
import { $playerKey } from "./session";

export interface MemberSetting {
  /** The saved value; no data until it has loaded. */
  $value: ReadableAtom<{ data?: boolean | undefined }>;
  /** Saves the value given; answers the value saved. */
  $save: MutatorStore<{ value: boolean }, boolean>;
  /** The setting of a member who never changed it, shown until it has loaded. */
  byDefault: boolean;
}

/**
 * The settings one call reads: its answer in one fetcher store (`$all`), and `setting` for each
 * on/off value in it, saved by a call that answers the whole of it again.
 */
export function memberSettings<T>({
  read,
  load,
}: {
  /** The call that reads the settings: its cache key is theirs. */
  read: Pick<CallDeclaration, "path">;
  load: () => Promise<T>;
}): {
  $all: FetcherStore<T>;
  setting: (options: {
    pick: (all: T) => boolean;
    save: (value: boolean) => Promise<T>;
    byDefault: boolean;
  }) => MemberSetting;
} {
  const $all = createFetcherStore<T>(keyOf(read, { scope: $playerKey }), { fetcher: load });
  return {
    $all,
    setting: ({ pick, save, byDefault }) => ({
      $value: computed($all, ({ data }) => ({ data: data === undefined ? undefined : pick(data) })),
      $save: createMutatorStore<{ value: boolean }, boolean>(async ({ data }) => {
        const saved = await save(data.value);
        mutateCache(keysOf(read), saved);
        return pick(saved);
      }),
      byDefault,
    }),
  };
}

/** A setting that is the whole answer of the call reading it. */
export function memberSetting({
  read,
  load,
  save,
  byDefault,
}: {
  read: Pick<CallDeclaration, "path">;
  load: () => Promise<boolean>;
  save: (value: boolean) => Promise<boolean>;
  byDefault: boolean;
}): MemberSetting {
  return memberSettings({ read, load }).setting({ pick: (value) => value, save, byDefault });
}

/** Whether the club mails a copy of each notification. */
export const notificationMail = memberSetting({
  read: calls.notificationSettings,
  load: async () => (await call(calls.notificationSettings)).notificationMail,
  save: async (notificationMail) =>
    (await call(calls.updateNotificationSettings, { body: { notificationMail } })).notificationMail,
  byDefault: true,
});

const ladder = memberSettings({ read: calls.ladderSetting, load: () => call(calls.ladderSetting) });

/** The member's ladder settings as read; `junior`: always named by first name and initial. */
export const $ladderSetting = ladder.$all;

/** Whether the member is listed on the public club ladder (docs/decisions/0111-leaving-the-public-ladder.md). */
export const ladderListing = ladder.setting({
  pick: (s) => s.onLadder,
  save: (onLadder) => call(calls.updateLadderSetting, { body: { onLadder } }),
  byDefault: true,
});

/** Whether an adult is named on the public ladder by full name (docs/decisions/0102-public-draws-and-ladder.md). */
export const ladderFullName = ladder.setting({
  pick: (s) => s.ladderFullName,
  save: (ladderFullName) => call(calls.updateLadderSetting, { body: { ladderFullName } }),
  byDefault: true,
});
