/** The signed-in member as `/me` describes them: profile, plans, coach state and auto-renew flag. */

import { getMe } from "@/lib/api/accounts";
import { keyOf } from "@/lib/api/call";
import * as calls from "@/shared/api/calls";
import type { UserData } from "@/shared/api/contract";
import { createFetcherStore } from "./fetcher";
import { keptOrLive, keptWhileShown, showKeptFirst } from "./offline";
import { $token } from "./session";

// The token is part of every key: nothing is fetched signed out, and members never share a cache entry.
const meKey = keyOf(calls.me, { scope: $token });
export const $me = createFetcherStore<UserData>(meKey, {
  fetcher: keptOrLive("me", () => getMe()),
});
showKeptFirst("me", meKey);
keptWhileShown("me", $me);
