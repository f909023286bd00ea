/** The quarterly free training session: the member's credit, shown on the overview. */

import { cacheKey, call } from "@/lib/api/call";
import * as calls from "@/shared/api/calls";
import type { FreeSession } from "@/shared/api/contract";
import { createFetcherStore } from "./fetcher";
import { $playerKey } from "./session";

export const $freeSession = createFetcherStore<FreeSession>([cacheKey(calls.freeSession), $playerKey], {
  fetcher: async () => (await call(calls.freeSession)).freeSession,
});
