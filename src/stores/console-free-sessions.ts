/**
 * The console's side of the quarterly free training session: the members who have one this
 * quarter, and redeeming it. Apart from the member's store so the dashboard ships no console call.
 */

import type { z } from "zod";
import { call, keyOf, keysOf } from "@/lib/api/call";
import type { StaffFreeSessionsResponse } from "@/shared/api/console-contract";
import * as calls from "@/shared/api/staff-calls";
import { createFetcherStore, createMutatorStore } from "./fetcher";
import { $token } from "./session";

export const $staffFreeSessions = createFetcherStore<z.infer<typeof StaffFreeSessionsResponse>>(
  keyOf(calls.staffFreeSessions, { scope: $token }),
  { fetcher: () => call(calls.staffFreeSessions), dedupeTime: 10_000, onErrorRetry: false },
);

/** Redeems a member's free session for this quarter; answers the server's message. */
export const $redeemFreeSession = createMutatorStore<string, string>(
  async ({ data: userId, revalidate }) => {
    const { message } = await call(calls.redeemFreeSession, { params: { userId } });
    revalidate(keysOf(calls.staffFreeSessions));
    return message;
  },
  { throttleCalls: true },
);
