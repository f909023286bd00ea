/**
 * What a scan at the gate answers, decided the same way by the server and by a scanner with no
 * network (docs/decisions/0106-gate-check-in.md).
 */
import { clubLocal } from "./club-time";
import { formatDateNG } from "./date-display";
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

/**
 * Said at the gate when it is opened on a day that is not the tournament's (club days): the gate
 * lets in the chosen tournament's tickets whatever the day, so a volunteer who picked the wrong
 * tournament is told before letting anyone in. Null on the tournament's day.
 */
export function gateDayWarning(startsAt: string, now: Date): string | null {
  const day = clubLocal(new Date(startsAt)).date;
  const today = clubLocal(now).date;
  if (day === today) return null;
  return `This tournament ${day < today ? "was" : "is"} on ${formatDateNG(startsAt)}, not today. Check you are at its gate before letting anyone in.`;
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

/** What the gate's answer card shows for each outcome, above the words. */
export const OUTCOME_LABEL: Record<ScanOutcome, string> = {
  admitted: "Valid",
  already: "Already checked in",
  void: "Void",
  "wrong-tournament": "Wrong tournament",
  unknown: "Not our ticket",
};

/** Everything a scan's answer says, whether the server or the phone decided it. */
export interface GateAnswerFacts {
  outcome: ScanOutcome;
  /** The holder's name, or their initials from a pass the phone has no list entry for. */
  holder: string | null;
  /** The tournament the ticket is for (said when it is another one). */
  tournamentName: string | null;
  /** The admission this scan met or made: when, on which device (its name) and by whom. */
  checkIn: { at: string; device: string; staff: string | null } | null;
  /** Decided on the phone with no network, to be synced. */
  offline: boolean;
  /** Let in by staff without a ticket, for this reason. */
  withoutTicket?: string | null;
  /** The code as staff typed it, when they typed it: said back when it is not a ticket, to spot a typo. */
  typedCode?: string | null;
}

export interface GateAnswerWords {
  title: string;
  lines: string[];
}

/**
 * The scan's sentence as the card's first line, under its title: what the title already says is
 * not said twice ("Already checked in" over "Tobi Adeyemi", not "Already checked in: Tobi Adeyemi").
 */
function afterTitle(title: string, sentence: string): string[] {
  if (sentence === title) return [];
  if (!sentence.startsWith(`${title}: `)) return [sentence];
  const rest = sentence.slice(title.length + 2);
  return [rest.charAt(0).toUpperCase() + rest.slice(1)];
}

/**
 * The words of a scan's answer, one function for the answers of the server and of an offline
 * phone, so the same ticket reads the same either way. `time` writes an instant in club time.
 */
export function gateAnswerWords(facts: GateAnswerFacts, time: (iso: string) => string): GateAnswerWords {
  if (facts.withoutTicket) {
    return {
      title: "Admitted without a ticket",
      lines: [`Reason: ${facts.withoutTicket}`],
    };
  }
  const title = OUTCOME_LABEL[facts.outcome];
  const lines = afterTitle(title, scanMessage(facts.outcome, facts.holder, facts.tournamentName));
  if (facts.outcome === "unknown" && facts.typedCode) {
    lines.push(`Typed: ${facts.typedCode}. Check it against the ticket.`);
  }
  if (facts.outcome === "already" && facts.checkIn) {
    lines.push(
      `Checked in ${time(facts.checkIn.at)} on ${facts.checkIn.device}${facts.checkIn.staff ? ` by ${facts.checkIn.staff}` : ""}`,
    );
  }
  if (facts.offline) lines.push("Checked on this phone (offline).");
  return { title, lines };
}

/**
 * The gate's counters: the last figures the club's server gave (or the kept pack's), with what this
 * phone let in since and has not synced yet, which the server cannot know about.
 */
export function gateCounts(
  known: { admitted: number; remaining: number } | null,
  admittedHere: number,
): { admitted: number; remaining: number } | null {
  if (!known) return null;
  return { admitted: known.admitted + admittedHere, remaining: Math.max(0, known.remaining - admittedHere) };
}

/** Lower case, accents and punctuation removed: how names are compared when staff search. */
const nameWords = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The shortest search for a holder: two letters. */
export const HOLDER_SEARCH_MIN = 2;

/** A holder is found when every word searched starts one of the words of their name, in any order. */
export function holderMatches(fullName: string, query: string): boolean {
  const wanted = nameWords(query);
  if (wanted.join("").length < HOLDER_SEARCH_MIN) return false;
  const have = nameWords(fullName);
  return wanted.every((w) => have.some((h) => h.startsWith(w)));
}

/** What is wrong with a name for a gate phone ("Main gate"), after trimming; null when it will do. */
export function deviceNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return "Name this phone";
  if (trimmed.length > 40) return "Keep the name under 40 characters";
  return null;
}

/** What is wrong with the reason for letting someone in without a ticket; null when it will do. */
export function admitReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed.length < 3) return "Say why they are let in without a ticket";
  if (trimmed.length > 200) return "Keep the reason under 200 characters";
  return null;
}
