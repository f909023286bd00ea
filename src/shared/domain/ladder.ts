/**
 * The public club ladder: the best ranked adults and juniors (the club ranking's players, so no
 * provisional ratings), each named by first name and initial as reviewers are, so the public page
 * never carries a member's full name or a child's. Members who left the ladder are not listed; the
 * others keep their club rank, the one their own dashboard shows, so a rank may be missing
 * (docs/decisions/0111-leaving-the-public-ladder.md).
 */
import { type AgeGroup, type RankCandidate, rankGroup } from "./ranking";
import { publicReviewerName } from "./reviewer-name";

export const LADDER_SIZE = 20;

export interface LadderRow {
  rank: number;
  name: string;
  /** The rating, one decimal. */
  rating: number;
}

/**
 * One age group's ladder, best first: the first `size` ranked players not in `hidden` (the members
 * who left the ladder), each with their club rank.
 */
export function ladderOf(
  candidates: readonly RankCandidate[],
  fullNames: ReadonlyMap<string, string>,
  hidden: ReadonlySet<string>,
  group: AgeGroup,
  now: Date,
  size = LADDER_SIZE,
): LadderRow[] {
  return rankGroup(candidates, group, now)
    .filter((p) => !hidden.has(p.userId))
    .slice(0, size)
    .map((p) => ({
      rank: p.rank,
      name: publicReviewerName(fullNames.get(p.userId)),
      rating: Math.round(p.rating * 10) / 10,
    }));
}
