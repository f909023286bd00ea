/**
 * What a scan at the gate answers, decided the same way by the server and by a scanner with no
 * network (docs/decisions/0106-gate-check-in.md).
 */
import type { ScanOutcome } from "./lists";

export interface ScannedTicket {
  /** Refunded, or its tournament cancelled. */
  void: boolean;
  tournamentId: string;
  /** Already let in, by any device. */
  checkedIn: boolean;
}

/** A void ticket is void at any gate; a ticket of another tournament is never let in here. */
export function scanOutcome(ticket: ScannedTicket | null, tournamentId: string): ScanOutcome {
  if (!ticket) return "unknown";
  if (ticket.void) return "void";
  if (ticket.tournamentId !== tournamentId) return "wrong-tournament";
  return ticket.checkedIn ? "already" : "admitted";
}

/** The words the scanner shows and the screen reader says. */
export function scanMessage(
  outcome: ScanOutcome,
  holder?: string | null,
  otherTournament?: string | null,
): string {
  switch (outcome) {
    case "admitted":
      return `Let ${holder ?? "the holder"} in`;
    case "already":
      return `Already checked in${holder ? `: ${holder}` : ""}`;
    case "void":
      return "Void ticket: refunded or its tournament cancelled. Do not let in";
    case "wrong-tournament":
      return `Wrong tournament${otherTournament ? `: this ticket is for ${otherTournament}` : ""}`;
    case "unknown":
      return "Not a ticket of ours";
  }
}
