/** The members' calls: coaches, plans, training packages and coach assignments (see ../calls.ts). */
import type { CallDeclaration } from "../call-declaration";

export const coaches = {
  method: "GET",
  path: "/coach/getCoaches/all",
  access: "anyone",
  response: "CoachesResponse",
} as const satisfies CallDeclaration;

export const coach = {
  method: "GET",
  path: "/coach/getCoach/:id",
  access: "anyone",
  params: "IdParam",
  response: "CoachResponse",
} as const satisfies CallDeclaration;

export const plans = {
  method: "GET",
  path: "/plan/getPlans/:category",
  access: "anyone",
  params: "PlanCategoryParam",
  response: "PlansResponse",
} as const satisfies CallDeclaration;

export const trainingPackages = {
  method: "GET",
  path: "/plan/training-packages",
  access: "anyone",
  response: "TrainingPackagesResponse",
} as const satisfies CallDeclaration;

/** The paid membership plans' prices: the plan cards compute every price and saving from them. */
export const membershipPrices = {
  method: "GET",
  path: "/plan/membership-prices",
  access: "anyone",
  response: "MembershipPricesResponse",
} as const satisfies CallDeclaration;

export const postReview = {
  method: "POST",
  path: "/coach/user/comment",
  access: "member",
  body: "ReviewRequest",
  response: "ReviewResponse",
} as const satisfies CallDeclaration;

export const userCoach = {
  method: "GET",
  path: "/assigncoach/getUserCoach",
  access: "player",
  response: "UserCoachResponse",
} as const satisfies CallDeclaration;

/** A linked coach's own members and reviews (member dashboard). */
export const coachOwnMembers = {
  method: "GET",
  path: "/coach/me/members",
  access: "coach",
  query: "CoachMembersQuery",
  response: "CoachMembersResponse",
} as const satisfies CallDeclaration;
