/**
 * Whose dashboard the account sees: the holder or one of their juniors. Every member screen follows
 * the choice (the API client names the player in `X-Player`). A chunk of its own, loaded by the top
 * bar only for a guardian, so it adds nothing to anyone's first load.
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $family, choosePlayer, keepChoiceManaged } from "@/stores/family";
import { $actingPlayer } from "@/stores/session";
import { AddChildLink } from "./AddChildLink";

export default function PlayerSwitcher() {
  const { data } = useStore($family);
  const acting = useStore($actingPlayer);
  const players = data?.players ?? [];
  const self = players.find((p) => p.self);
  useEffect(() => {
    if (data) keepChoiceManaged(data.players);
  }, [data]);
  if (!self) return null;
  return (
    <div className="dash-top__players">
      {players.length > 1 && (
        <>
          <label htmlFor="dash-player">Dashboard of</label>
          <select
            id="dash-player"
            value={acting ?? self._id}
            onChange={(event) => choosePlayer(event.target.value, self._id)}
          >
            {players.map((player) => (
              <option key={player._id} value={player._id}>
                {player.self ? `${player.fullName} (you)` : player.fullName}
              </option>
            ))}
          </select>
        </>
      )}
      {!self.junior && <AddChildLink />}
    </div>
  );
}
