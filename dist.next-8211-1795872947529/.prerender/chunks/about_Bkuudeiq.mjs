import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { t as $$CardGrid } from "./CardGrid_CnOKqbzM.mjs";
import { t as $$HeroBanner } from "./HeroBanner_DRXgDXEZ.mjs";
import { l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$Section } from "./Section_qD7cW6mK.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { n as getAtpContent } from "./site-data_Dtzf3jGt.mjs";
// src/pages/about.astro
var about_exports = /* @__PURE__ */ __exportAll({
	default: () => $$About,
	file: () => $$file,
	url: () => $$url
});
var $$About = createComponent(async ($$result, $$props, $$slots) => {
	const content = await getAtpContent();
	const OFFERS = [
		{
			title: "Coaching at every level",
			text: "Certified coaches for kids and adults, from first lessons to tournament preparation, paired to your level."
		},
		{
			title: "Tournaments all year",
			text: "Junior and adult events with fair draws, clear rules and a leaderboard that celebrates every category."
		},
		{
			title: "A member dashboard",
			text: "Follow your matches and progress, buy tickets, manage your plan and review your coach in one place."
		},
		{
			title: "A real community",
			text: "WhatsApp groups, socials and friendly matches that turn training partners into friends."
		}
	];
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "About us",
		"description": "Our vision and mission: amateur tennis in Nigeria for kids and adults, with qualified coaches, fair tournaments and a welcoming community.",
		"data-astro-cid-ta2fbyqs": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "HeroBanner", $$HeroBanner, {
		"title": "About Our Tennis Community",
		"subtitle": "Players, parents and coaches who love the game",
		"image": "/images/hero-about.svg",
		"position": "right",
		"secondaryText": "Find a Coach",
		"secondaryHref": "/coaching",
		"data-astro-cid-ta2fbyqs": true
	})}${renderComponent($$result, "Section", $$Section, {
		"id": "purpose",
		"title": "Why We Play",
		"eyebrow": "Vision and mission",
		"data-astro-cid-ta2fbyqs": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="purpose" data-astro-cid-ta2fbyqs><article class="statement" data-astro-cid-ta2fbyqs><h3 data-astro-cid-ta2fbyqs>Our Vision</h3><p data-astro-cid-ta2fbyqs>${content.aboutVisionText}</p></article><article class="statement" data-astro-cid-ta2fbyqs><h3 data-astro-cid-ta2fbyqs>Our Mission</h3><p data-astro-cid-ta2fbyqs>${content.aboutMissionText}</p></article></div>` })}${renderComponent($$result, "Section", $$Section, {
		"id": "offer",
		"title": "What Members Get",
		"eyebrow": "Membership",
		"tone": "soft",
		"data-astro-cid-ta2fbyqs": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "CardGrid", $$CardGrid, {
		"columnWidth": "narrow",
		"fit": true,
		"data-astro-cid-ta2fbyqs": true
	}, { "default": ($$result) => renderTemplate`${OFFERS.map((offer) => renderTemplate`<li class="offer" data-astro-cid-ta2fbyqs><h3 data-astro-cid-ta2fbyqs>${offer.title}</h3><p data-astro-cid-ta2fbyqs>${offer.text}</p></li>`)}` })}<p class="cta" data-astro-cid-ta2fbyqs><a class="btn btn-primary" href="/signup" data-astro-cid-ta2fbyqs>Join the Community</a><a class="btn btn-outline" href="/tournaments" data-astro-cid-ta2fbyqs>See Tournaments</a></p>` })}` })}`;
}, "/work/main/src/pages/about.astro", void 0);
var $$file = "/work/main/src/pages/about.astro";
var $$url = "/about.html";
// \0virtual:astro:page:src/pages/about@_@astro
var page = () => about_exports;
export { page };
