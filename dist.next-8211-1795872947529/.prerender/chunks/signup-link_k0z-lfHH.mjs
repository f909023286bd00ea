import { U as isPaidMembershipPlan } from "./site-data_Dtzf3jGt.mjs";
// src/shared/domain/signup-link.ts
/**
* The links that carry a payment selection (docs/product.md, Records) as the `pay` query parameter
* through signup and login to the dashboard's Payment Summary. Reading a selection back from a URL
* is `pay-param.ts`'s job.
*/
/** `path` with the selection as its `pay` parameter; `path` alone without a selection. */
function hrefWithPay(path, selection) {
	if (!selection) return path;
	return `${path}?${new URLSearchParams({ pay: JSON.stringify(selection) })}`;
}
/** The selection a paid membership plan button carries. */
function membershipSelection(plan) {
	return {
		type: "Membership Package",
		plan: plan.title,
		price: plan.priceNGN,
		duration: plan.duration,
		key: plan.duration
	};
}
/**
* The signup link of a plan button: `/signup?pl="Premium-Monthly"&pay={...}`. The free plan has
* nothing to pay, so its button goes to plain signup.
*/
function planSignupHref(plan) {
	if (!isPaidMembershipPlan(plan)) return "/signup";
	return `/signup?${new URLSearchParams({
		pl: `"${plan.title.replaceAll(" ", "-")}"`,
		pay: JSON.stringify(membershipSelection(plan))
	})}`;
}
/** Get Started on the membership pages: straight to the dashboard when signed in, else to signup. */
function getStartedHref(selection, userSigned) {
	return hrefWithPay(userSigned ? "/u" : "/signup", selection);
}
export { planSignupHref as n, getStartedHref as t };
