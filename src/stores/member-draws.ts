/**
 * The published draws the member plays in (Matches page). A module of its own: only the Matches
 * screen imports it, so it stays in that lazy chunk and out of the dashboard shell.
 */
import { call, keyOf } from "@/lib/api/call";
import * as calls from "@/shared/api/calls";
import type { MemberDraw } from "@/shared/api/contract";
import { createFetcherStore, listOrEmpty } from "./fetcher";
import { $playerKey } from "./session";

export const $myDraws = createFetcherStore<MemberDraw[]>(keyOf(calls.myDraws, { scope: $playerKey }), {
  fetcher: listOrEmpty("your draws", async () => (await call(calls.myDraws)).draws),
});
