/** The console's calls: coaches, plans, training packages and coach assignments (see ../staff-calls.ts). */
import type { CallDeclaration } from "../call-declaration";

export const pendingAssignments = {
  method: "GET",
  path: "/assigncoach/pending",
  access: "staff",
  query: "PendingAssignmentsQuery",
  response: "PendingAssignmentsResponse",
} as const satisfies CallDeclaration;

export const confirmAssignment = {
  method: "POST",
  path: "/assigncoach/:assignmentId/confirm",
  access: "staff",
  params: "AssignmentParam",
  response: "ConfirmAssignmentResponse",
} as const satisfies CallDeclaration;

export const endAssignment = {
  method: "POST",
  path: "/assigncoach/:assignmentId/end",
  access: "staff",
  params: "AssignmentParam",
  body: "EndAssignmentRequest",
  response: "EndAssignmentResponse",
} as const satisfies CallDeclaration;

export const reassignAssignment = {
  method: "POST",
  path: "/assigncoach/:assignmentId/reassign",
  access: "staff",
  params: "AssignmentParam",
  body: "ReassignAssignmentRequest",
  response: "ReassignAssignmentResponse",
} as const satisfies CallDeclaration;

export const assignmentHistory = {
  method: "GET",
  path: "/staff/assignments/history",
  access: "staff",
  query: "AssignmentHistoryQuery",
  response: "AssignmentHistoryResponse",
} as const satisfies CallDeclaration;

export const staffCoaches = {
  method: "GET",
  path: "/staff/coaches",
  access: "staff",
  query: "CoachesQuery",
  response: "StaffCoachesResponse",
} as const satisfies CallDeclaration;

export const staffCoach = {
  method: "GET",
  path: "/staff/coaches/:id",
  access: "staff",
  params: "IdParam",
  response: "StaffCoachResponse",
} as const satisfies CallDeclaration;

export const createCoach = {
  method: "POST",
  path: "/staff/coaches",
  access: "staff",
  body: "CreateCoachRequest",
  response: "StaffCoachResponse",
} as const satisfies CallDeclaration;

export const updateCoach = {
  method: "PUT",
  path: "/staff/coaches/:id",
  access: "staff",
  params: "IdParam",
  body: "UpdateCoachRequest",
  response: "StaffCoachResponse",
} as const satisfies CallDeclaration;

export const retireCoach = {
  method: "POST",
  path: "/staff/coaches/:id/retire",
  access: "staff",
  params: "IdParam",
  body: "RetireCoachRequest",
  response: "StaffCoachResponse",
} as const satisfies CallDeclaration;

export const staffPlans = {
  method: "GET",
  path: "/staff/plans",
  access: "admin",
  response: "StaffPlansResponse",
} as const satisfies CallDeclaration;

export const updatePlan = {
  method: "PUT",
  path: "/staff/plans/:id",
  access: "admin",
  params: "IdParam",
  body: "UpdatePlanRequest",
  response: "StaffPlanResponse",
} as const satisfies CallDeclaration;

export const staffTrainingPackages = {
  method: "GET",
  path: "/staff/training-packages",
  access: "admin",
  response: "StaffTrainingPackagesResponse",
} as const satisfies CallDeclaration;

export const updateTrainingPackage = {
  method: "PUT",
  path: "/staff/training-packages/:key",
  access: "admin",
  params: "TrainingPackageParam",
  body: "UpdateTrainingPackageRequest",
  response: "StaffTrainingPackageResponse",
} as const satisfies CallDeclaration;

export const staffMembershipPrices = {
  method: "GET",
  path: "/staff/membership-prices",
  access: "admin",
  response: "StaffMembershipPricesResponse",
} as const satisfies CallDeclaration;

/** A paid plan's new price: new purchases pay it at once, auto-renewals after the notice (0215). */
export const updateMembershipPrice = {
  method: "PUT",
  path: "/staff/membership-prices/:key",
  access: "admin",
  params: "MembershipPriceParam",
  body: "UpdateMembershipPriceRequest",
  response: "StaffMembershipPriceResponse",
} as const satisfies CallDeclaration;

/** The household discount on a family checkout's second and later players (admins). */
export const householdDiscount = {
  method: "GET",
  path: "/staff/settings/household-discount",
  access: "admin",
  response: "HouseholdDiscountResponse",
} as const satisfies CallDeclaration;

export const updateHouseholdDiscount = {
  method: "PUT",
  path: "/staff/settings/household-discount",
  access: "admin",
  body: "UpdateHouseholdDiscountRequest",
  response: "HouseholdDiscountResponse",
} as const satisfies CallDeclaration;
