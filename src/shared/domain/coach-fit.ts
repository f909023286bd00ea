/**
 * Which coaches a coaching plan pairs with: those whose level is one of the plan's levels
 * (`filterPrams`). Levels are compared ignoring case and surrounding spaces, so a level an editor
 * typed as "Adult Amatuer " still matches (docs/decisions/0067-coach-fits-plan.md).
 */

export interface PlanLevels {
  /** Coach levels the plan pairs with. */
  readonly filterPrams: readonly string[];
}

const normalLevel = (level: string) => level.trim().toLowerCase();

/** True when a coach of this level may be paired through this plan. */
export function coachFitsPlan(plan: PlanLevels, coachLevel: string): boolean {
  const level = normalLevel(coachLevel);
  return plan.filterPrams.some((planLevel) => normalLevel(planLevel) === level);
}

/** The coaches that fit the plan, in the given order. */
export function coachesForPlan<C extends { readonly level: string }>(
  plan: PlanLevels,
  coaches: readonly C[],
): C[] {
  return coaches.filter((coach) => coachFitsPlan(plan, coach.level));
}
