/** The console's coach, plan, training-package and coach-assignment stores. */

import { cacheKey } from "@/lib/api/call";
import * as calls from "@/lib/api/console-calls";
import * as apiCalls from "@/shared/api/all-calls";
import { createFetcherStore } from "../fetcher";
import { $token } from "../session";
import { paramOf, paramsOf, publishingWrite, searchOf, settings, write } from "./common";

export const COACHES_KEY = apiCalls.staffCoaches.path;

export const $coachList = createFetcherStore([`${COACHES_KEY}?`, searchOf("coaches")], {
  // Active coaches unless the retired ones are asked for.
  fetcher: (_, search) => calls.listCoaches({ retired: "false", ...paramsOf(String(search)) }),
  ...settings,
});

export const $coach = createFetcherStore([`${COACHES_KEY}/`, paramOf("coach", "id")], {
  fetcher: (_, id) => calls.getCoach(String(id)),
  ...settings,
});

export const PLANS_KEY = cacheKey(apiCalls.staffPlans);

export const $plans = createFetcherStore([PLANS_KEY, $token], {
  fetcher: () => calls.listPlans(),
  ...settings,
});

export const TRAINING_KEY = cacheKey(apiCalls.staffTrainingPackages);

export const $trainingPackages = createFetcherStore([TRAINING_KEY, $token], {
  fetcher: () => calls.listTrainingPackages(),
  ...settings,
});

export const ASSIGNMENTS_KEY = cacheKey(apiCalls.pendingAssignments);

const PENDING_PAGE_SIZE = 20;

/** Paged by `pending` in the address: the screen's `page` pages the history below it. */
export const $pendingAssignments = createFetcherStore([ASSIGNMENTS_KEY, searchOf("assignments")], {
  fetcher: (_, search) =>
    calls.listPendingAssignments({ page: paramsOf(String(search)).pending, pageSize: PENDING_PAGE_SIZE }),
  ...settings,
});

export const HISTORY_KEY = `${apiCalls.assignmentHistory.path}?`;

export const $assignmentHistory = createFetcherStore([HISTORY_KEY, searchOf("assignments")], {
  fetcher: (_, search) => calls.listAssignmentHistory({ page: paramsOf(String(search)).page, pageSize: 10 }),
  ...settings,
});

/** Active coaches, for reassigning and for writing to a coach's members. */
export const $activeCoaches = createFetcherStore([`${COACHES_KEY}?active#`, $token], {
  fetcher: () => calls.listCoaches({ retired: "false", pageSize: 100 }),
  ...settings,
});

type CoachSave = {
  id?: string | undefined;
  input: Parameters<typeof calls.createCoach>[0];
  version?: number | undefined;
};

export const $saveCoach = publishingWrite(
  ({ id, input, version }: CoachSave) =>
    id && version !== undefined ? calls.updateCoach(id, { ...input, version }) : calls.createCoach(input),
  COACHES_KEY,
);

export const $retireCoach = publishingWrite(
  ({ id, version }: { id: string; version: number }) => calls.retireCoach(id, version),
  COACHES_KEY,
);

export const $savePlan = publishingWrite(
  ({ id, input }: { id: string; input: Parameters<typeof calls.updatePlan>[1] }) =>
    calls.updatePlan(id, input),
  PLANS_KEY,
);

export const $saveTrainingPackage = publishingWrite(
  ({
    key,
    input,
  }: {
    key: Parameters<typeof calls.updateTrainingPackage>[0];
    input: Parameters<typeof calls.updateTrainingPackage>[1];
  }) => calls.updateTrainingPackage(key, input),
  TRAINING_KEY,
);

export const $confirmAssignment = write(
  (id: string) => calls.confirmAssignment(id),
  ASSIGNMENTS_KEY,
  HISTORY_KEY,
);

export const $reassignAssignment = write(
  ({ id, coachId, reason }: { id: string; coachId: string; reason?: string }) =>
    calls.reassignAssignment(id, reason ? { coachId, reason } : { coachId }),
  ASSIGNMENTS_KEY,
  HISTORY_KEY,
);

export const $endAssignment = write(
  ({ id, reason }: { id: string; reason: string }) => calls.endAssignment(id, reason),
  ASSIGNMENTS_KEY,
  HISTORY_KEY,
  // Ended from a member's page too: the members list and page read it again.
  "/staff/members",
);
