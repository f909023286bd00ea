import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$CardGrid } from "./CardGrid_CnOKqbzM.mjs";
import { n as $$Card, t as $$EmptyState } from "./EmptyState_DGKLTB39.mjs";
// src/components/site/TournamentList.astro
createAstro("http://localhost:4792");
var $$TournamentList = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$TournamentList;
	const { tournaments } = Astro.props;
	return renderTemplate`${tournaments.length === 0 ? renderTemplate`${renderComponent($$result, "EmptyState", $$EmptyState, { "message": "No Tournaments Yet" }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<p>New dates are announced here first. Check back soon.</p>` })}` : renderTemplate`${renderComponent($$result, "CardGrid", $$CardGrid, {}, { "default": ($$result) => renderTemplate`${tournaments.map((tournament) => renderTemplate`<li>${renderComponent($$result, "Card", $$Card, {
		"kind": "tournament",
		"tournament": tournament
	})}</li>`)}` })}`}`;
}, "/work/main/src/components/site/TournamentList.astro", void 0);
// src/components/tournaments/CalendarLink.astro
var $$CalendarLink = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${maybeRenderHead($$result)}<p class="calendar-link" data-astro-cid-ge4udrrg><a href="/tournaments/calendar" data-astro-cid-ge4udrrg>See every upcoming tournament on the calendar</a></p>`;
}, "/work/main/src/components/tournaments/CalendarLink.astro", void 0);
export { $$TournamentList as n, $$CalendarLink as t };
