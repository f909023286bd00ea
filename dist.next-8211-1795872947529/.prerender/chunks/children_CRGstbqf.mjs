import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$MembershipPage } from "./MembershipPage_CQqmur_S.mjs";
// src/pages/membership/children.astro
var children_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Children,
	file: () => $$file,
	url: () => $$url
});
var $$Children = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "MembershipPage", $$MembershipPage, {
		"category": "children",
		"title": "Children's membership",
		"description": "Tennis coaching plans for kids: choose a plan, pick a coach and the number of months.",
		"heading": "Children's membership",
		"intro": "Fun, safe coaching for young players. Choose a plan, pick a coach who teaches at your child's level, then choose how many months to pay for."
	})}`;
}, "/work/main/src/pages/membership/children.astro", void 0);
var $$file = "/work/main/src/pages/membership/children.astro";
var $$url = "/membership/children.html";
// \0virtual:astro:page:src/pages/membership/children@_@astro
var page = () => children_exports;
export { page };
