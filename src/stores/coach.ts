/** The member's coach assignment, the assigned coach with their reviews, and posting a review. */

import { computed } from "nanostores";
import { getUserCoach } from "@/lib/api/assignments";
import { keyOf, keysOf } from "@/lib/api/call";
import { getCoach, postReview } from "@/lib/api/coaches";
import * as calls from "@/shared/api/calls";
import type { Coach, CoachComment, CoachInfo } from "@/shared/api/contract";
import type { ReviewInput } from "@/shared/domain/validation";
import { createFetcherStore, createMutatorStore } from "./fetcher";
import { $playerKey } from "./session";

export const $coachInfo = createFetcherStore<CoachInfo>(keyOf(calls.userCoach, { scope: $playerKey }), {
  fetcher: () => getUserCoach(),
});

/** The coach's id once the assignment is confirmed; null keeps the coach store from fetching. */
export const $assignedCoachId = computed($coachInfo, ({ data }) =>
  data?.status === "Assigned" && data.coachId ? data.coachId : null,
);

export const $assignedCoach = createFetcherStore<Coach>(
  keyOf(calls.coach, { params: { id: $assignedCoachId } }),
  {
    fetcher: (_path, coachId) => getCoach(String(coachId)),
  },
);

/**
 * Posting a review of the assigned coach, then refreshing the coach (keeping the shown one
 * meanwhile) so the review shows. Answers the posted review.
 */
export const $coachReview = createMutatorStore<ReviewInput, CoachComment>(
  async ({ data: review, revalidate }) => {
    const coachId = $assignedCoachId.get();
    if (!coachId) throw new Error("No coach is assigned");
    const { comment } = await postReview({ coachId, ...review });
    revalidate(keysOf(calls.coach));
    return comment;
  },
);
