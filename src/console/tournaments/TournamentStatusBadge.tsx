/** A tournament's status as the console shows it: the badge, and below it when sales open. */
import type { StaffTournament } from "@/shared/api/console-contract";
import { STATUS_BADGE } from "./tournament-texts";

export function TournamentStatusBadge({ status }: { status: StaffTournament["status"] }) {
  return (
    <>
      <span className={`console-badge ${STATUS_BADGE[status.kind]}`}>{status.label}</span>
      {status.detail && <span className="console-table__sub">{status.detail}</span>}
    </>
  );
}
