/**
 * The public club ladder: the best ranked adults and juniors (the club ranking's players, so no
 * provisional ratings), each by their public name: adults by full name unless they chose first
 * name and initial, juniors always by first name and initial (`publicPlayerName`). Members who left
 * the ladder are not listed; the others keep their club rank, the one their own dashboard shows, so
 * a rank may be missing (docs/decisions/0111-leaving-the-public-ladder.md).
 */
import { publicPlayerName } from "./public-player-name";
import { type AgeGroup, type RankCandidate, rankGroup } from "./ranking";

export const LADDER_SIZE = 20;

export interface LadderRow {
  rank: number;
  name: string;
  /** The rating, one decimal. */
  rating: number;
}

/** What the ladder needs of a member: their name and their two ladder settings. */
export interface LadderMember {
  fullName: string;
  onLadder: boolean;
  ladderFullName: boolean;
}

/**
 * One age group's ladder, best first: the first `size` ranked players still on the ladder, each
 * with their club rank and public name.
 */
export function ladderOf(
  candidates: readonly RankCandidate[],
  members: ReadonlyMap<string, LadderMember>,
  group: AgeGroup,
  now: Date,
  size = LADDER_SIZE,
): LadderRow[] {
  return rankGroup(candidates, group, now)
    .filter((p) => members.get(p.userId)?.onLadder !== false)
    .slice(0, size)
    .map((p) => {
      const member = members.get(p.userId);
      return {
        rank: p.rank,
        name: publicPlayerName(
          member?.fullName,
          member ? { group, ladderFullName: member.ladderFullName } : null,
        ),
        rating: Math.round(p.rating * 10) / 10,
      };
    });
}
