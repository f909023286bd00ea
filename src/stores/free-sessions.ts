/**
 * The quarterly free training session: the member's credit (overview), the console's list of
 * members who have one, and redeeming it.
 */

import type { z } from "zod";
import { cacheKey, call } from "@/lib/api/call";
import * as calls from "@/shared/api/calls";
import type { StaffFreeSessionsResponse } from "@/shared/api/console-contract";
import type { FreeSession } from "@/shared/api/contract";
import { createFetcherStore, createMutatorStore, startingWith } from "./fetcher";
import { $token } from "./session";

export const $freeSession = createFetcherStore<FreeSession>([cacheKey(calls.freeSession), $token], {
  fetcher: async () => (await call(calls.freeSession)).freeSession,
});

const STAFF_KEY = cacheKey(calls.staffFreeSessions);

export const $staffFreeSessions = createFetcherStore<z.infer<typeof StaffFreeSessionsResponse>>(
  [STAFF_KEY, $token],
  { fetcher: () => call(calls.staffFreeSessions), dedupeTime: 10_000, onErrorRetry: false },
);

/** Redeems a member's free session for this quarter; answers the server's message. */
export const $redeemFreeSession = createMutatorStore<string, string>(
  async ({ data: userId, revalidate }) => {
    const { message } = await call(calls.redeemFreeSession, { params: { userId } });
    revalidate(startingWith(STAFF_KEY));
    return message;
  },
  { throttleCalls: true },
);
