/** The console's coach, plan, training-package, membership-price and coach-assignment stores. */

import { keyOf } from "@/lib/api/call";
import * as calls from "@/lib/api/console-calls";
import * as apiCalls from "@/shared/api/all-calls";
import { createFetcherStore } from "../fetcher";
import { $token } from "../session";
import { paramOf, paramsOf, publishingWrite, searchOf, settings, write } from "./common";

/** Every read of the coaches: the lists and one coach. */
const COACH_READS = [apiCalls.staffCoaches, apiCalls.staffCoach];

export const $coachList = createFetcherStore(keyOf(apiCalls.staffCoaches, { query: searchOf("coaches") }), {
  // Active coaches unless the retired ones are asked for.
  fetcher: (_, search) => calls.listCoaches({ retired: "false", ...paramsOf(String(search)) }),
  ...settings,
});

export const $coach = createFetcherStore(
  keyOf(apiCalls.staffCoach, { params: { id: paramOf("coach", "id") } }),
  {
    fetcher: (_, id) => calls.getCoach(String(id)),
    ...settings,
  },
);

export const $plans = createFetcherStore(keyOf(apiCalls.staffPlans, { scope: $token }), {
  fetcher: () => calls.listPlans(),
  ...settings,
});

/** The household discount (admins, docs/decisions/0201-household-discount.md). */
export const $householdDiscount = createFetcherStore(keyOf(apiCalls.householdDiscount, { scope: $token }), {
  fetcher: () => calls.getHouseholdDiscount(),
  ...settings,
});

export const $saveHouseholdDiscount = write(calls.updateHouseholdDiscount, apiCalls.householdDiscount);

export const $trainingPackages = createFetcherStore(
  keyOf(apiCalls.staffTrainingPackages, { scope: $token }),
  {
    fetcher: () => calls.listTrainingPackages(),
    ...settings,
  },
);

export const $membershipPrices = createFetcherStore(
  keyOf(apiCalls.staffMembershipPrices, { scope: $token }),
  {
    fetcher: () => calls.listMembershipPrices(),
    ...settings,
  },
);

const PENDING_PAGE_SIZE = 20;

/** Paged by `pending` in the address: the screen's `page` pages the history below it. */
export const $pendingAssignments = createFetcherStore(
  keyOf(apiCalls.pendingAssignments, { query: searchOf("assignments") }),
  {
    fetcher: (_, search) =>
      calls.listPendingAssignments({ page: paramsOf(String(search)).pending, pageSize: PENDING_PAGE_SIZE }),
    ...settings,
  },
);

/** A coach assignment decided: the queue and the history change. */
const ASSIGNMENT_READS = [apiCalls.pendingAssignments, apiCalls.assignmentHistory];

export const $assignmentHistory = createFetcherStore(
  keyOf(apiCalls.assignmentHistory, { query: searchOf("assignments") }),
  {
    fetcher: (_, search) =>
      calls.listAssignmentHistory({ page: paramsOf(String(search)).page, pageSize: 10 }),
    ...settings,
  },
);

/** Active coaches, for reassigning and for writing to a coach's members. */
export const $activeCoaches = createFetcherStore(
  keyOf(apiCalls.staffCoaches, { query: "retired=false&pageSize=100", scope: $token }),
  {
    fetcher: () => calls.listCoaches({ retired: "false", pageSize: 100 }),
    ...settings,
  },
);

type CoachSave = {
  id?: string | undefined;
  input: Parameters<typeof calls.createCoach>[0];
  version?: number | undefined;
};

export const $saveCoach = publishingWrite(
  ({ id, input, version }: CoachSave) =>
    id && version !== undefined ? calls.updateCoach(id, { ...input, version }) : calls.createCoach(input),
  ...COACH_READS,
);

export const $retireCoach = publishingWrite(
  ({ id, version }: { id: string; version: number }) => calls.retireCoach(id, version),
  ...COACH_READS,
);

export const $savePlan = publishingWrite(
  ({ id, input }: { id: string; input: Parameters<typeof calls.updatePlan>[1] }) =>
    calls.updatePlan(id, input),
  apiCalls.staffPlans,
);

export const $saveTrainingPackage = publishingWrite(
  ({
    key,
    input,
  }: {
    key: Parameters<typeof calls.updateTrainingPackage>[0];
    input: Parameters<typeof calls.updateTrainingPackage>[1];
  }) => calls.updateTrainingPackage(key, input),
  apiCalls.staffTrainingPackages,
);

/** A membership price: the plan cards on the public site change with it, as the publishing state shows. */
export const $saveMembershipPrice = publishingWrite(
  ({
    key,
    input,
  }: {
    key: Parameters<typeof calls.updateMembershipPrice>[0];
    input: Parameters<typeof calls.updateMembershipPrice>[1];
  }) => calls.updateMembershipPrice(key, input),
  apiCalls.staffMembershipPrices,
);

export const $confirmAssignment = write((id: string) => calls.confirmAssignment(id), ...ASSIGNMENT_READS);

export const $reassignAssignment = write(
  ({ id, coachId, reason }: { id: string; coachId: string; reason?: string }) =>
    calls.reassignAssignment(id, reason ? { coachId, reason } : { coachId }),
  ...ASSIGNMENT_READS,
);

export const $endAssignment = write(
  ({ id, reason }: { id: string; reason: string }) => calls.endAssignment(id, reason),
  ...ASSIGNMENT_READS,
  // Ended from a member's page too: the members list and page read it again.
  apiCalls.staffMembers,
  apiCalls.staffMember,
);
