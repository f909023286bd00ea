/**
 * A member's on/off setting (the notification mail copy, being listed on the public ladder): read
 * through a fetcher store, written through a mutator store that takes the new value and puts the
 * value the server saved into the cache, so the screen follows at once without reading it again.
 * `SettingCheckbox` (src/dashboard/ui) shows one.
 */
import type { MutatorStore } from "@nanostores/query";
import { cacheKey } from "@/lib/api/call";
import type { CallDeclaration } from "@/shared/api/calls";
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
