/** The options of a player select: every member by name and email. */
export function PlayerOptions({
  players,
}: {
  players: readonly { _id: string; fullName: string; email: string | null }[];
}) {
  return (
    <>
      <option value="">Choose a player</option>
      {players.map((player) => (
        <option key={player._id} value={player._id}>
          {player.email ? `${player.fullName} (${player.email})` : `${player.fullName} (junior)`}
        </option>
      ))}
    </>
  );
}
