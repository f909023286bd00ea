/**
 * The name of the player whose dashboard is shown: the account holder's own, or that of the junior
 * a guardian switched to. Only a guardian showing a junior reads the family (the switcher has read
 * it already), so no one else's screen makes that read.
 */
import { useStore } from "@nanostores/react";
import { $family } from "@/stores/family";
import { $actingPlayer, $user } from "@/stores/session";
import { $me } from "@/stores/user";

/** A junior's name as the family read gives it; undefined until it has come. */
export function useJuniorName(playerId: string): string | undefined {
  const { data } = useStore($family);
  return data?.players.find((p) => p._id === playerId)?.fullName;
}

function JuniorName({ playerId }: { playerId: string }) {
  return <>{useJuniorName(playerId)}</>;
}

export function ShownPlayerName() {
  const acting = useStore($actingPlayer);
  const sessionUser = useStore($user);
  const { data: me } = useStore($me);
  return acting ? <JuniorName playerId={acting} /> : <>{(me ?? sessionUser)?.fullName}</>;
}
