/**
 * The account's players (the switcher) and adding a child. Choosing a player makes every member
 * read act for them: the API client sends `X-Player`, and the player's reads are cached apart
 * (`$playerKey`, src/stores/session.ts). The tab keeps the choice in its session storage.
 */

import { keyOf, keysOf } from "@/lib/api/call";
import { acceptGuardianship, addChild, getFamily, inviteGuardian } from "@/lib/api/family";
import * as calls from "@/shared/api/calls";
import type { FamilyPlayer, FamilyPlayerResponse, FamilyResponse } from "@/shared/api/contract";
import type { AddChildInput, ConsentInput, InviteGuardianInput } from "@/shared/domain/family-validation";
import { createFetcherStore, createMutatorStore } from "./fetcher";
import { isDashboardPath } from "./router";
import { $actingPlayer, $token } from "./session";

/** Where the tab keeps whose dashboard it shows, so a reload or a payment page's return keeps it. */
const KEPT_PLAYER_KEY = "acting-player";
const tabStorage = globalThis.sessionStorage;

// The kept choice comes back when this code loads (with a guardian's player switcher), on the
// dashboard's pages only: the console and the public site show no switcher, so their calls act for
// the account holder. Logout clears the tab's storage; an id no longer managed is forgotten below.
// Kept with the session's token: another account signed in on the tab never acts for it.
if (isDashboardPath(globalThis.location?.pathname ?? "") && $actingPlayer.get() === null) {
  const [keptToken, kept] = (tabStorage?.getItem(KEPT_PLAYER_KEY) ?? "").split("|");
  if (kept && keptToken === $token.get()) $actingPlayer.set(kept);
}
$actingPlayer.listen((player) =>
  player === null
    ? tabStorage?.removeItem(KEPT_PLAYER_KEY)
    : tabStorage?.setItem(KEPT_PLAYER_KEY, `${$token.get()}|${player}`),
);

export const $family = createFetcherStore<FamilyResponse>(keyOf(calls.family, { scope: $token }), {
  fetcher: () => getFamily(),
});

/**
 * Forgets the chosen player once the account no longer manages them (they turned 18 and took over
 * their profile, or their data was deleted): every read would otherwise be refused for them.
 */
export function keepChoiceManaged(players: readonly FamilyPlayer[]): void {
  const acting = $actingPlayer.get();
  if (acting !== null && !players.some((player) => player._id === acting)) $actingPlayer.set(null);
}

/** Shows a player's dashboard: null (or the account's own id) for the account holder. */
export function choosePlayer(playerId: string | null, selfId: string | null): void {
  $actingPlayer.set(playerId === selfId ? null : playerId);
}

export const $addChild = createMutatorStore<AddChildInput, FamilyPlayer>(async ({ data, revalidate }) => {
  const player = await addChild(data);
  // /me says whether the account guards a junior: the top bar's player switcher shows from now on.
  revalidate(keysOf(calls.family, calls.me));
  return player;
});

/** Accepts a mailed family link; the family (and so the player switcher, as /me now says) lists the player. */
export const $acceptGuardianship = createMutatorStore<ConsentInput & { token: string }, FamilyPlayerResponse>(
  async ({ data: { token, ...consent }, revalidate }) => {
    const answer = await acceptGuardianship(token, consent);
    revalidate(keysOf(calls.family, calls.me));
    return answer;
  },
);

/** Invites a co-parent of one junior; the family then lists the open invitation. */
export const $inviteGuardian = createMutatorStore<InviteGuardianInput & { playerId: string }, string>(
  async ({ data: { playerId, ...invitation }, revalidate }) => {
    const message = await inviteGuardian(playerId, invitation);
    revalidate(keysOf(calls.family));
    return message;
  },
);
