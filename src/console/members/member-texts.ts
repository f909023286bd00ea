/** How the Members screens name plans, packages and standings. */

import { MEMBERSHIP_KEYS, TRAINING_KEYS } from "@/shared/domain/lists";
import type { MemberStanding } from "@/shared/domain/member-standing";
import { findMembershipPlan } from "@/shared/domain/membership-plans";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const planLabel = (key: string) => findMembershipPlan(key)?.title ?? capitalised(key);
export const trainingLabel = (key: string) => `${capitalised(key)} training`;

export const STANDING_LABELS: Readonly<Record<MemberStanding, string>> = {
  active: "Active",
  expiring: "Ends this month",
  lapsed: "Lapsed",
  none: "Never paid",
};

/** The staff steps of a coach assignment's history, named; the row's own lines read as they are. */
const ASSIGNMENT_STEPS: Readonly<Record<string, string>> = {
  "assignment.confirm": "Confirmed with the coach ordered",
  "assignment.reassign": "Confirmed with another coach",
  "assignment.end": "Ended",
};
export const assignmentStep = (what: string) => ASSIGNMENT_STEPS[what] ?? what;

/** The options of the list's plan and package filters: any, each key, none. */
export const PLAN_OPTIONS = [
  { value: "", label: "Any membership" },
  ...MEMBERSHIP_KEYS.map((key) => ({ value: key, label: planLabel(key) })),
  { value: "none", label: "No membership" },
];
export const TRAINING_OPTIONS = [
  { value: "", label: "Any training" },
  ...TRAINING_KEYS.map((key) => ({ value: key, label: trainingLabel(key) })),
  { value: "none", label: "No training" },
];
export const STANDING_OPTIONS = [
  { value: "", label: "Any standing" },
  { value: "expiring", label: "Membership ends this month" },
  { value: "lapsed", label: "Membership lapsed" },
];
