/** The overview's view rules: greeting, ranking, progress tracker state and carousel position. */

import type { MatchSummary } from "@/shared/api/contract";
import { firstName, greeting } from "@/shared/domain/greeting";

/** "Good Morning, Ada" (or without the name when there is none). */
export function greetingText(now: Date, fullName: string | null | undefined): string {
  const name = firstName(fullName);
  return name ? `Good ${greeting(now)}, ${name}` : `Good ${greeting(now)}`;
}

/**
 * Rank and improvement for Your Ranking; "--" without a rank. The improvement line shows either way:
 * a provisional player is not ranked yet, and the line says how many rated matches they have to go.
 */
export function rankingText(cMatch: MatchSummary["cMatch"]): { rank: string; improvement: string } {
  return { rank: cMatch.rank === null ? "--" : `#${cMatch.rank}`, improvement: cMatch.improvement };
}

export const NO_MATCH_DATA = "No match data yet";
export const UPGRADE_FOR_TRACKER = "Upgrade to a premium plan to access this feature";
/** The membership could not be read and none was kept: neither free nor paid is shown. */
export const MEMBERSHIP_UNKNOWN = "We could not load your membership. Check your connection and try again.";
export const TRACKER_UNKNOWN = "Your progress shows once your membership loads";

export type TrackerState = { readonly active: true } | { readonly active: false; readonly message: string };

/**
 * Active only with a paid plan and at least one match; otherwise dimmed with the reason. An unknown
 * membership (`undefined`) never asks a member to upgrade.
 */
export function progressTrackerState(
  totalMatches: number,
  membershipPaid: boolean | undefined,
): TrackerState {
  if (membershipPaid === undefined) return { active: false, message: TRACKER_UNKNOWN };
  if (!membershipPaid) return { active: false, message: UPGRADE_FOR_TRACKER };
  if (totalMatches <= 0) return { active: false, message: NO_MATCH_DATA };
  return { active: true };
}

/** A carousel index kept within 0 to count minus 1 (0 when there is nothing to show). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}
