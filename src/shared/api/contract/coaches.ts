/** The contract's schemas of the members' and the site's calls: coaches, plans, training packages and coach assignments (gathered by ../contract.ts). */
import { z } from "zod";
import { Id, ReviewInput } from "../../domain/validation";
import {
  Coach,
  CoachComment,
  CoachInfo,
  CoachMember,
  MembershipKey,
  Plan,
  PlanCategory,
  TrainingPackage,
} from "./common";

// GET /coach/me/members?page=: a linked coach's own members (Pending or Assigned), by name, and reviews
export const CoachMembersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const CoachOwnReview = z.object({
  _id: Id,
  rating: z.number().int(),
  comment: z.string(),
  reviewerName: z.string(),
  createdAt: z.string(),
});

export const CoachMembersResponse = z.object({
  coach: z.object({ _id: Id, coachName: z.string() }),
  members: z.array(CoachMember),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** The newest reviews of the coach. */
  reviews: z.array(CoachOwnReview),
});

export type CoachMembersResponse = z.infer<typeof CoachMembersResponse>;

// GET /coach/getCoaches/all
export const CoachesResponse = z.object({ coaches: z.array(Coach) });

// GET /coach/getCoach/{id}
export const CoachResponse = z.object({ coach: Coach });

// POST /coach/user/comment
export const ReviewRequest = ReviewInput.extend({ coachId: Id });

export const ReviewResponse = z.object({ message: z.string(), comment: CoachComment });

// GET /plan/getPlans/{children|adult|special}
export const PlansResponse = z.object({ plans: z.array(Plan) });

// GET /plan/training-packages
export const TrainingPackagesResponse = z.object({ packages: z.array(TrainingPackage) });

// GET /assigncoach/getUserCoach
export const UserCoachResponse = z.object({ coachInfo: CoachInfo });

export const PlanCategoryParam = z.object({ category: PlanCategory });

/** A paid membership plan's price: whole naira, and whole US dollars for members outside Nigeria. */
export const MembershipPrice = z.object({
  key: MembershipKey,
  priceNGN: z.number().int(),
  priceUSD: z.number().int(),
});
export type MembershipPrice = z.infer<typeof MembershipPrice>;

// GET /plan/membership-prices: the three paid plans' prices, monthly first
export const MembershipPricesResponse = z.object({ prices: z.array(MembershipPrice) });
