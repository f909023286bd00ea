/** The contract's schemas of the console's calls: coaches, plans, training packages and coach assignments (gathered by ../console-contract.ts). */
import { z } from "zod";
import { HOUSEHOLD_DISCOUNT_MAX_PERCENT } from "../../domain/pricing";
import { Id } from "../../domain/validation";
import { MembershipPrice } from "./coaches";
import { BillingPlanOption, Level, MembershipKey, TrainingKey } from "./common";
import {
  AssignmentEvent,
  CoachInput,
  ImageRef,
  Naira,
  PageFields,
  PageQuery,
  PendingAssignment,
  pageOf,
  StaffCoach,
  StaffPlan,
  StaffTrainingPackage,
  Text,
  Version,
} from "./common.staff";

// GET /assigncoach/pending?page=&pageSize= (oldest first)
export const PendingAssignmentsQuery = PageQuery.omit({ q: true });

/** A page of them; the rows keep their first name, `assignments`, which clients already read. */
export const PendingAssignmentsResponse = z.object({
  assignments: z.array(PendingAssignment),
  ...PageFields,
});

// POST /assigncoach/{assignmentId}/confirm
export const ConfirmAssignmentResponse = z.object({
  message: z.string(),
  assignment: z.object({ _id: Id, status: z.literal("Assigned"), coachId: Id, assignedAt: z.string() }),
});

// POST /assigncoach/{assignmentId}/end
export const EndAssignmentResponse = z.object({
  message: z.string(),
  assignment: z.object({ _id: Id, status: z.literal("Ended"), coachId: Id, endedAt: z.string() }),
});

export const AssignmentParam = z.object({ assignmentId: Id });

const Reason = z.string().trim().min(3, "Give a reason of a few words").max(500);

// POST /assigncoach/{assignmentId}/end
export const EndAssignmentRequest = z.object({ reason: Reason });

// POST /assigncoach/{assignmentId}/reassign: confirmed with another coach whose level fits
export const ReassignAssignmentRequest = z.object({ coachId: Id, reason: Reason.optional() });

export const ReassignAssignmentResponse = ConfirmAssignmentResponse;

// GET /staff/assignments/history?member=&page=&pageSize= (newest first)
export const AssignmentHistoryQuery = PageQuery.omit({ q: true }).extend({ member: Id.optional() });

export const AssignmentHistoryResponse = pageOf(AssignmentEvent);

// GET /staff/coaches?q=&retired=true|false&page=&pageSize=
export const CoachesQuery = PageQuery.extend({ retired: z.enum(["true", "false"]).optional() });

export const StaffCoachesResponse = pageOf(StaffCoach);

// POST /staff/coaches, PUT /staff/coaches/{id}, POST /staff/coaches/{id}/retire, GET /staff/coaches/{id}
export const CreateCoachRequest = CoachInput;

export const UpdateCoachRequest = CoachInput.extend({ version: Version });

export const RetireCoachRequest = z.object({ version: Version });

export const StaffCoachResponse = z.object({ coach: StaffCoach });

export const PlanInput = z.object({
  planName: Text(120),
  /** Monthly price in naira. */
  planPrice: Naira,
  priceInfo: Text(200),
  description: Text(2000),
  note: z.string().trim().max(500),
  planImage: ImageRef,
  /** Coach levels this plan pairs with. */
  filterPrams: z.array(Level).min(1, "Choose at least one coach level").max(10),
  billingPlans: z
    .array(BillingPlanOption.extend({ interval: z.number().int().min(1).max(36) }))
    .min(1, "Offer at least one duration")
    .max(12)
    .refine((options) => new Set(options.map((o) => o.interval)).size === options.length, {
      message: "Each duration once",
    }),
});

// GET /staff/plans (every category, in page order)
export const StaffPlansResponse = z.object({ plans: z.array(StaffPlan) });

// PUT /staff/plans/{id}
export const UpdatePlanRequest = PlanInput.extend({ version: Version });

export const StaffPlanResponse = z.object({ plan: StaffPlan });

export const TrainingPackageInput = z.object({
  /** 1-month price in naira. */
  oneMonth: Naira,
  /** 3-month price in naira. */
  threeMonths: Naira,
  /** Member discount in percent. */
  discount: z.number().int().min(0).max(100),
});

// GET /staff/training-packages
export const TrainingPackageParam = z.object({ key: TrainingKey });

export const StaffTrainingPackagesResponse = z.object({ packages: z.array(StaffTrainingPackage) });

// PUT /staff/training-packages/{key}
export const UpdateTrainingPackageRequest = TrainingPackageInput.extend({ version: Version });

export const StaffTrainingPackageResponse = z.object({
  package: StaffTrainingPackage,
  /** Members on auto-renew told of the new price. */
  membersTold: z.number().int(),
});

/** A membership plan's price as admins edit it, with what auto-renewals pay while a change's notice runs. */
export const StaffMembershipPrice = MembershipPrice.extend({
  /** Naira auto-renewals of periods starting before `renewalPriceUntil` still pay; null without a change pending. */
  renewalPriceNGN: z.number().int().nullable(),
  renewalPriceUntil: z.string().nullable(),
  version: Version,
  updatedAt: z.string(),
});
export type StaffMembershipPrice = z.infer<typeof StaffMembershipPrice>;

// GET /staff/membership-prices
export const StaffMembershipPricesResponse = z.object({ prices: z.array(StaffMembershipPrice) });

export const MembershipPriceParam = z.object({ key: MembershipKey });

/** The lowest price a paid plan may have: a card payment of less is not worth its fee. */
export const LOWEST_MEMBERSHIP_PRICE_NGN = 100;

export const MembershipPriceInput = z.object({
  priceNGN: Naira.min(LOWEST_MEMBERSHIP_PRICE_NGN, `At least ₦${LOWEST_MEMBERSHIP_PRICE_NGN}`),
  priceUSD: z.number().int("Whole dollars only").min(1, "At least $1").max(10_000, "At most $10,000"),
});
export type MembershipPriceInput = z.infer<typeof MembershipPriceInput>;

// PUT /staff/membership-prices/{key}
export const UpdateMembershipPriceRequest = MembershipPriceInput.extend({ version: Version });

export const StaffMembershipPriceResponse = z.object({
  price: StaffMembershipPrice,
  /** Members on auto-renew told of the new price. */
  membersTold: z.number().int(),
});

// GET /staff/settings/household-discount (admins)
export const HouseholdDiscount = z.object({
  /** Off the second and later players' training in one family checkout, in whole percent. */
  percent: z
    .number()
    .int("Enter a whole percentage")
    .min(0, "Enter 0 or more")
    .max(HOUSEHOLD_DISCOUNT_MAX_PERCENT, `At most ${HOUSEHOLD_DISCOUNT_MAX_PERCENT}%`),
  version: z.number().int(),
  updatedAt: z.string(),
});

export const HouseholdDiscountResponse = z.object({ discount: HouseholdDiscount });

/** What an admin enters: the percentage. */
export const HouseholdDiscountInput = HouseholdDiscount.pick({ percent: true });

// PUT /staff/settings/household-discount (admins; audited)
export const UpdateHouseholdDiscountRequest = HouseholdDiscountInput.extend({ version: Version });
export type HouseholdDiscount = z.infer<typeof HouseholdDiscount>;
