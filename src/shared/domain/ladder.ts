/**
 * The public club ladder: the best ranked adults and juniors (the club ranking's players, so no
 * provisional ratings), each named by first name and initial as reviewers are, so the public page
 * never carries a member's full name or a child's.
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

/** One age group's ladder, best first, at most `size` players (fewer when some share the last rank). */
export function ladderOf(
  candidates: readonly RankCandidate[],
  fullNames: ReadonlyMap<string, string>,
  group: AgeGroup,
  now: Date,
  size = LADDER_SIZE,
): LadderRow[] {
  return rankGroup(candidates, group, now)
    .slice(0, size)
    .map((p) => ({
      rank: p.rank,
      name: publicReviewerName(fullNames.get(p.userId)),
      rating: Math.round(p.rating * 10) / 10,
    }));
}
