/**
 * The links that carry a payment selection (docs/product.md, Records) as the `pay` query parameter
 * through signup and login to the dashboard's Payment Summary. Reading a selection back from a URL
 * is `pay-param.ts`'s job.
 */
import { isPaidMembershipPlan, type MembershipPlan, type PaidMembershipPlan } from "./membership-plans";
import type { MembershipSelection, PaymentSelection } from "./pay-param";

export type { PaymentSelection };

/** `path` with the selection as its `pay` parameter; `path` alone without a selection. */
export function hrefWithPay(path: string, selection: PaymentSelection | null): string {
  if (!selection) return path;
  return `${path}?${new URLSearchParams({ pay: JSON.stringify(selection) })}`;
}

/** The selection a paid membership plan button carries. */
export function membershipSelection(plan: PaidMembershipPlan): MembershipSelection {
  return {
    type: "Membership Package",
    plan: plan.title,
    price: plan.priceNGN,
    duration: plan.duration,
    key: plan.duration,
  };
}

/**
 * The signup link of a plan button: `/signup?pl="Premium-Monthly"&pay={...}`. The free plan has
 * nothing to pay, so its button goes to plain signup.
 */
export function planSignupHref(plan: MembershipPlan): string {
  if (!isPaidMembershipPlan(plan)) return "/signup";
  const params = new URLSearchParams({
    pl: `"${plan.title.replaceAll(" ", "-")}"`,
    pay: JSON.stringify(membershipSelection(plan)),
  });
  return `/signup?${params}`;
}

/** Get Started on the membership pages: straight to the dashboard when signed in, else to signup. */
export function getStartedHref(selection: PaymentSelection, userSigned: boolean): string {
  return hrefWithPay(userSigned ? "/u" : "/signup", selection);
}
