/** The quarterly free training session: the member's credit, shown on the overview. */

import { call, keyOf } from "@/lib/api/call";
import * as calls from "@/shared/api/calls";
import type { FreeSession } from "@/shared/api/contract";
import { createFetcherStore } from "./fetcher";
import { $playerKey } from "./session";

export const $freeSession = createFetcherStore<FreeSession>(keyOf(calls.freeSession, { scope: $playerKey }), {
  fetcher: async () => (await call(calls.freeSession)).freeSession,
});
