import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { t as $$PageIntro } from "./PageIntro_DO2c4kLU.mjs";
import { t as $$Section } from "./Section_qD7cW6mK.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { S as formatDateNG, _ as getTournaments, p as getRecentTournaments } from "./site-data_Dtzf3jGt.mjs";
import { t as formatNaira } from "./format_huzqRFNt.mjs";
import { t as entriesState } from "./tournament-entries_CR-5z6Vy.mjs";
// src/pages/tournaments/calendar.astro
var calendar_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Calendar,
	file: () => $$file,
	url: () => $$url
});
var $$Calendar = createComponent(async ($$result, $$props, $$slots) => {
	const builtAt = /* @__PURE__ */ new Date();
	const upcoming = await getTournaments();
	const recent = await getRecentTournaments();
	const groups = [{
		id: "upcoming",
		title: "Upcoming tournaments",
		tournaments: upcoming,
		empty: "No Tournaments Yet"
	}, {
		id: "recent",
		title: "Recent tournaments",
		tournaments: recent,
		empty: `No tournaments in the last 90 days.`
	}];
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "Tournament calendar",
		"description": "Every upcoming tennis tournament of the ATP Tennis Community in Nigeria, with dates, venues, prices and entries, and the tournaments of the last weeks.",
		"solidNav": true,
		"data-astro-cid-t74rrdlt": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "PageIntro", $$PageIntro, {
		"title": "Tournament calendar",
		"lead": "Every upcoming tournament, soonest first, and the ones we played lately.",
		"data-astro-cid-t74rrdlt": true
	})}${groups.map((group) => renderTemplate`${renderComponent($$result, "Section", $$Section, {
		"id": group.id,
		"title": group.title,
		"data-astro-cid-t74rrdlt": true
	}, { "default": ($$result) => renderTemplate`${group.tournaments.length === 0 ? renderTemplate`${maybeRenderHead($$result)}<p data-astro-cid-t74rrdlt>${group.empty}</p>` : renderTemplate`<ol class="calendar" role="list" data-astro-cid-t74rrdlt>${group.tournaments.map((tournament) => {
		const entries = entriesState(tournament, builtAt);
		return renderTemplate`<li class="entry" data-astro-cid-t74rrdlt><time class="day"${addAttribute(tournament.date, "datetime")} data-astro-cid-t74rrdlt>${formatDateNG(tournament.date)}</time><div data-astro-cid-t74rrdlt><h3 data-astro-cid-t74rrdlt><a${addAttribute(`/tournaments/${tournament._id}`, "href")} data-astro-cid-t74rrdlt>${tournament.name}</a></h3><p class="facts" data-astro-cid-t74rrdlt>${tournament.location} · ${tournament.time} · ${formatNaira(tournament.price)}</p><p${addAttribute(["entries", { open: entries.open }], "class:list")} data-astro-cid-t74rrdlt>${entries.text}</p></div></li>`;
	})}</ol>`}` })}`)}` })}`;
}, "/work/main/src/pages/tournaments/calendar.astro", void 0);
var $$file = "/work/main/src/pages/tournaments/calendar.astro";
var $$url = "/tournaments/calendar.html";
// \0virtual:astro:page:src/pages/tournaments/calendar@_@astro
var page = () => calendar_exports;
export { page };
