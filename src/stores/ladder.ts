/**
 * Whether the member is listed on the public club ladder (Matches page,
 * docs/decisions/0111-leaving-the-public-ladder.md). Apart from the match stores, so only the
 * Matches screen's chunk carries it.
 */
import { call } from "@/lib/api/call";
import * as calls from "@/shared/api/calls";
import { memberSetting } from "./setting";

export const ladderListing = memberSetting({
  read: calls.ladderSetting,
  load: async () => (await call(calls.ladderSetting)).onLadder,
  save: async (onLadder) => (await call(calls.updateLadderSetting, { body: { onLadder } })).onLadder,
  byDefault: true,
});
