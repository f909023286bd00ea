/**
 * The member's training schedule (next session, coming weeks, shared notes, make-up credits,
 * calendar address), read for the chosen player, whose reads are cached apart (`$playerKey`). The
 * overview's next-session line reads it; the Training screen's groups and changes are in
 * training-changes.ts, out of the dashboard's first load.
 */
import { call, keyOf } from "@/lib/api/call";
import * as calls from "@/shared/api/calls";
import type { MySessionsResponse } from "@/shared/api/contract";
import { createFetcherStore } from "./fetcher";
import { $playerKey } from "./session";

export const $mySessions = createFetcherStore<MySessionsResponse>(
  keyOf(calls.mySessions, { scope: $playerKey }),
  {
    fetcher: () => call(calls.mySessions),
  },
);
