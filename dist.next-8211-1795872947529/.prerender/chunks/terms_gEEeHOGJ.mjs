import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$LegalPage } from "./LegalPage_CFmepkUD.mjs";
// src/pages/terms.astro
var terms_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Terms,
	file: () => $$file,
	url: () => $$url
});
var $$Terms = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "LegalPage", $$LegalPage, {
		"title": "Terms of Service",
		"description": "The terms for using the ATP Tennis Community website, membership plans, training packages and tournament tickets.",
		"updated": "2026-05-01",
		"summary": "The rules for your account, membership, training and tournament tickets, in plain language."
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<h2>1. About these terms</h2><p>These terms apply when you use our website, create an account or buy a membership, training package or tournament ticket from the ATP Tennis Community in Nigeria. By creating an account you accept them.</p><h2>2. Your account</h2><ul><li>Give accurate details and keep your password private. You are responsible for what happens on your account.</li><li>Players under 18 need the permission of a parent or guardian, who accepts these terms on their behalf.</li><li>You can delete your account at any time from the Billings page of your dashboard.</li></ul><h2>3. Membership, training and prices</h2><ul><li>Prices are in Nigerian naira (NGN) and include any applicable taxes. The price you pay is the one shown when you pay.</li><li>Premium memberships run for one month (Monthly), three months (Quarterly) or twelve months (Yearly) from the day you pay, or from the end of your current period if that is later.</li><li>If you switch on auto-renewal, we charge the card you used at the end of each period. You can switch it off at any time before then in your dashboard. If a renewal fails, we tell you and your plan ends.</li><li>Training packages and coach pairings run for the period you choose. Coach assignments are confirmed by our staff.</li></ul><h2>4. Payments and refunds</h2><p>Payments are processed by Paystack. A purchase takes effect only once the payment is confirmed. If you are charged twice or charged for something you did not receive, contact<a href="mailto:support@example.com">support@example.com</a> and we will refund the difference. Memberships and training may be cancelled for a pro-rata refund within 14 days of purchase if you have not used any session; after that they are not refundable, except where the law says otherwise.</p><h2>5. Tournaments</h2><ul><li>A ticket is for the named tournament and the player it was bought for; bring the ticket code to the venue.</li><li>If we cancel a tournament we refund the ticket in full. If bad weather delays play, we reschedule.</li><li>Players follow the tournament rules, the referee's decisions and our code of conduct.</li></ul><h2>6. Conduct and safety</h2><p>Treat players, parents, coaches and staff with respect. Reviews must be honest and free of insults or personal details. Tennis is a physical sport: tell your coach about any health condition, and play within your limits. We may suspend an account that breaks these rules.</p><h2>7. Liability</h2><p>We take reasonable care in running our sessions, events and website. Nothing in these terms limits liability that cannot be limited under Nigerian law, including for death or personal injury caused by our negligence.</p><h2>8. Law and disputes</h2><p>These terms are governed by the laws of the Federal Republic of Nigeria. If a problem arises, write to us first; if we cannot resolve it together, the courts of Lagos State will decide.</p><h2>9. Changes</h2><p>We may update these terms; the date above shows the latest version. Changes do not affect a period you have already paid for.</p>` })}`;
}, "/work/main/src/pages/terms.astro", void 0);
var $$file = "/work/main/src/pages/terms.astro";
var $$url = "/terms.html";
// \0virtual:astro:page:src/pages/terms@_@astro
var page = () => terms_exports;
export { page };
