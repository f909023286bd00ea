/**
 * The console's side of the quarterly free training session: the members who have one this
 * quarter, and redeeming it. Apart from the member's store so the dashboard ships no console call.
 */

import type { z } from "zod";
import { cacheKey, call } from "@/lib/api/call";
import type { StaffFreeSessionsResponse } from "@/shared/api/console-contract";
import * as calls from "@/shared/api/staff-calls";
import { createFetcherStore, createMutatorStore, startingWith } from "./fetcher";
import { $token } from "./session";

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
