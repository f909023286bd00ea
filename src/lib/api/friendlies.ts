/** Friendlies a member arranged themselves: finding the opponent and reporting the match. */

import * as calls from "@/shared/api/calls";
import type { FriendlyOpponent, OpenMatch } from "@/shared/api/contract";
import { type BodyOf, call } from "./call";

/** Club members whose name contains `q` (at least 2 letters), to report a friendly against. */
export async function findFriendlyOpponents(q: string): Promise<FriendlyOpponent[]> {
  return (await call(calls.friendlyOpponents, { query: { q } })).opponents;
}

/** Reports a friendly the member arranged and played; the opponent confirms or disputes it. */
export async function reportFriendly(report: BodyOf<typeof calls.reportFriendly>): Promise<OpenMatch> {
  return (await call(calls.reportFriendly, { body: report })).match;
}
