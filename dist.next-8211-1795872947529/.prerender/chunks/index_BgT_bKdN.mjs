import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { n as $$Card, t as $$EmptyState } from "./EmptyState_DGKLTB39.mjs";
import { t as $$CardGrid } from "./CardGrid_CnOKqbzM.mjs";
import { l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$HeroBanner } from "./HeroBanner_DRXgDXEZ.mjs";
import { t as $$MembershipLinks } from "./MembershipLinks_-t-xEMeA.mjs";
import { t as $$Section } from "./Section_qD7cW6mK.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { r as getCoaches } from "./site-data_Dtzf3jGt.mjs";
// src/pages/coaching/index.astro
var coaching_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	url: () => $$url
});
var $$Index = createComponent(async ($$result, $$props, $$slots) => {
	const coaches = await getCoaches();
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "Coaching",
		"description": "Meet our tennis coaches for kids and adults in Nigeria, from first lessons to professional level, and get paired with the right coach for your level."
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "HeroBanner", $$HeroBanner, {
		"title": "Student-Coach Pairing System",
		"subtitle": "Get trained by the best of the best",
		"text": "Choose a training plan, pick a coach at your level and start training within days.",
		"image": "/images/hero-coaching.svg",
		"position": "right",
		"secondaryText": "See Training Plans",
		"secondaryHref": "#training-plans"
	})}${renderComponent($$result, "Section", $$Section, {
		"id": "coaches",
		"title": "Our Coaches",
		"eyebrow": "Meet the team",
		"lead": "Certified coaches for every level, from kids' first rallies to professional match play."
	}, { "default": ($$result) => renderTemplate`${coaches.length === 0 ? renderTemplate`${renderComponent($$result, "EmptyState", $$EmptyState, { "message": "No coaches listed yet" })}` : renderTemplate`${renderComponent($$result, "CardGrid", $$CardGrid, {}, { "default": ($$result) => renderTemplate`${coaches.map((coach) => renderTemplate`${maybeRenderHead($$result)}<li>${renderComponent($$result, "Card", $$Card, {
		"kind": "coach",
		"coach": coach
	})}</li>`)}` })}`}` })}${renderComponent($$result, "Section", $$Section, {
		"id": "training-plans",
		"title": "Choose Your Training Plan",
		"eyebrow": "Get paired",
		"lead": "Pick a plan, then a coach, then how long you want to train. Pay 6 months at once for 10% off, 12 months for 20% off.",
		"tone": "soft"
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "MembershipLinks", $$MembershipLinks, {})}` })}` })}`;
}, "/work/main/src/pages/coaching/index.astro", void 0);
var $$file = "/work/main/src/pages/coaching/index.astro";
var $$url = "/coaching.html";
// \0virtual:astro:page:src/pages/coaching/index@_@astro
var page = () => coaching_exports;
export { page };
