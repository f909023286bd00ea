import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$MembershipPage } from "./MembershipPage_CQqmur_S.mjs";
// src/pages/membership/combo.astro
var combo_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Combo,
	file: () => $$file,
	url: () => $$url
});
var $$Combo = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "MembershipPage", $$MembershipPage, {
		"category": "special",
		"title": "Combo membership",
		"description": "Family, couples and parent-and-child tennis coaching plans, with prices for every duration.",
		"heading": "Combo membership",
		"intro": "Train together: family, couples and parent-and-child plans. Choose a plan, pick a coach, then see the price for each duration."
	})}`;
}, "/work/main/src/pages/membership/combo.astro", void 0);
var $$file = "/work/main/src/pages/membership/combo.astro";
var $$url = "/membership/combo.html";
// \0virtual:astro:page:src/pages/membership/combo@_@astro
var page = () => combo_exports;
export { page };
