/**
 * The gate scanner (/staff/check-in): pick a tournament, then scan tickets with the camera or type
 * their token. Each scan answers at once in colour, words and sound; with no network the phone
 * decides from what it kept when the tournament was opened, and syncs when the network returns.
 * The gate's state lives in src/stores/gate.ts.
 */
import { Gate } from "./Gate";
import { PickTournament } from "./PickTournament";
import "./check-in.css";

export function CheckIn({ search }: { search: Record<string, string | undefined> }) {
  const tournamentId = search.t ?? null;
  return tournamentId ? <Gate tournamentId={tournamentId} /> : <PickTournament />;
}
