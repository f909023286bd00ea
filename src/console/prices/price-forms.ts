/** The plan, training package and membership price forms' values as typed, and the requests they make. Pure. */
import type { z } from "zod";
import {
  HouseholdDiscountInput,
  MembershipPriceInput,
  type StaffMembershipPrice,
  type StaffPlan,
  type StaffTrainingPackage,
  TrainingPackageInput,
  UpdatePlanRequest,
} from "@/shared/api/console-contract";
import { checkWith, type FormCheck, readWholeNumber } from "../form";

export interface DurationValues {
  interval: string;
  discountPercentage: string;
}

export interface PlanValues extends Record<string, unknown> {
  planName: string;
  planPrice: string;
  priceInfo: string;
  description: string;
  note: string;
  planImage: string;
  filterPrams: string[];
  billingPlans: DurationValues[];
}

export function planValues(plan: StaffPlan): PlanValues {
  return {
    planName: plan.planName,
    planPrice: String(plan.planPrice),
    priceInfo: plan.priceInfo,
    description: plan.description,
    note: plan.note,
    planImage: plan.planImage,
    filterPrams: [...plan.filterPrams],
    billingPlans: plan.billingPlans.map((option) => ({
      interval: String(option.interval),
      discountPercentage: String(option.discountPercentage),
    })),
  };
}

type PlanInput = Omit<z.input<typeof UpdatePlanRequest>, "version">;

export function checkPlan(values: PlanValues): FormCheck<PlanInput> {
  const known: Record<string, string> = {};
  const number = (text: string, key: string) => {
    const read = readWholeNumber(text, undefined);
    if (!read.ok) known[key] = read.message;
    return read.ok ? read.value : undefined;
  };
  const input = {
    ...values,
    planPrice: number(values.planPrice, "planPrice"),
    billingPlans: values.billingPlans.map((option, i) => ({
      interval: number(option.interval, `billingPlans.${i}.interval`),
      discountPercentage: number(option.discountPercentage, `billingPlans.${i}.discountPercentage`),
    })),
    // The version is added when sending; any valid one passes the check here.
    version: 1,
  };
  const checked = checkWith(UpdatePlanRequest, input, known);
  if (!checked.ok) return checked;
  const { version: _version, ...plan } = checked.data;
  return { ok: true, data: plan };
}

export interface PackageValues extends Record<string, string> {
  oneMonth: string;
  threeMonths: string;
  discount: string;
}

export function packageValues(pkg: StaffTrainingPackage): PackageValues {
  return {
    oneMonth: String(pkg.oneMonth),
    threeMonths: String(pkg.threeMonths),
    discount: String(pkg.discount),
  };
}

export function checkPackage(values: PackageValues): FormCheck<z.output<typeof TrainingPackageInput>> {
  const known: Record<string, string> = {};
  const input: Record<string, number | undefined> = {};
  for (const name of ["oneMonth", "threeMonths", "discount"] as const) {
    const read = readWholeNumber(values[name], undefined);
    if (read.ok) input[name] = read.value;
    else known[name] = read.message;
  }
  return checkWith(TrainingPackageInput, input, known);
}

export interface MembershipPriceValues extends Record<string, string> {
  priceNGN: string;
  priceUSD: string;
}

export function membershipPriceValues(price: StaffMembershipPrice): MembershipPriceValues {
  return { priceNGN: String(price.priceNGN), priceUSD: String(price.priceUSD) };
}

export function checkMembershipPrice(values: MembershipPriceValues): FormCheck<MembershipPriceInput> {
  const known: Record<string, string> = {};
  const input: Record<string, number | undefined> = {};
  for (const name of ["priceNGN", "priceUSD"] as const) {
    const read = readWholeNumber(values[name], undefined);
    if (read.ok) input[name] = read.value;
    else known[name] = read.message;
  }
  return checkWith(MembershipPriceInput, input, known);
}

export interface DiscountValues extends Record<string, string> {
  percent: string;
}

/** The household discount form: a whole percentage from 0 to 50 (docs/decisions/0201-household-discount.md). */
export function checkDiscount(values: DiscountValues): FormCheck<z.output<typeof HouseholdDiscountInput>> {
  const read = readWholeNumber(values.percent, undefined);
  return checkWith(
    HouseholdDiscountInput,
    read.ok ? { percent: read.value } : {},
    read.ok ? {} : { percent: read.message },
  );
}
