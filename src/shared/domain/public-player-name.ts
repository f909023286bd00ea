/**
 * How a player is named on the club's public competition pages, the ladder and the published
 * draws (docs/decisions/0102-public-draws-and-ladder.md): an adult member by full name unless they
 * chose first name and initial; a junior always by first name and initial, whatever the setting
 * says; anyone else (a guest, a player the club no longer knows) by first name and initial too.
 */
import type { AgeGroup } from "./ranking";
import { publicReviewerName } from "./reviewer-name";

export interface PublicNaming {
  group: AgeGroup;
  /** The member's "Show my full name on the public ladder" (users.ladder_full_name). */
  ladderFullName: boolean;
}

/** The player's public name; `naming` is null for a player who is not a member. */
export function publicPlayerName(fullName: string | null | undefined, naming: PublicNaming | null): string {
  const full = fullName?.trim().split(/\s+/).filter(Boolean).join(" ");
  if (full && naming?.group === "adult" && naming.ladderFullName) return full;
  return publicReviewerName(fullName);
}

/**
 * The full stop a sentence ending on `name` takes: none when the name ends with its initial's own
 * ("Champion: Tolu B. Runner-up: Kelechi N."), else one.
 */
export function stopAfter(name: string): "" | "." {
  return name.endsWith(".") ? "" : ".";
}
