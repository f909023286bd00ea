import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$MembershipPage } from "./MembershipPage_CQqmur_S.mjs";
// src/pages/membership/adult.astro
var adult_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Adult,
	file: () => $$file,
	url: () => $$url
});
var $$Adult = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "MembershipPage", $$MembershipPage, {
		"category": "adult",
		"title": "Adult membership",
		"description": "Tennis coaching plans for adults: choose a plan, pick a coach and the number of months.",
		"heading": "Adult membership",
		"intro": "From first lessons to match play. Choose a plan, pick a coach who fits your level, then choose how many months to pay for."
	})}`;
}, "/work/main/src/pages/membership/adult.astro", void 0);
var $$file = "/work/main/src/pages/membership/adult.astro";
var $$url = "/membership/adult.html";
// \0virtual:astro:page:src/pages/membership/adult@_@astro
var page = () => adult_exports;
export { page };
