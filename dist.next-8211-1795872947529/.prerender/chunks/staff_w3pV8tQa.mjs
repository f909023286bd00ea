import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$AppLayout } from "./AppLayout_Dh33hc4n.mjs";
// src/shared/api/calls/console.staff.ts
var consoleMe = {
	method: "GET",
	path: "/staff/me",
	access: [
		"gate",
		"treasurer",
		"staff"
	],
	response: "ConsoleMeResponse"
};
var siteStatus = {
	method: "GET",
	path: "/staff/site-status",
	access: [
		"gate",
		"treasurer",
		"staff"
	],
	response: "SiteStatusResponse"
};
// src/shared/api/calls/tournaments.staff.ts
var staffTournaments = {
	method: "GET",
	path: "/staff/tournaments",
	access: [
		"gate",
		"treasurer",
		"staff"
	],
	query: "TournamentsQuery",
	response: "StaffTournamentsResponse"
};
// src/console/first-reads.ts
var CONSOLE_FIRST_READS = [
	{ path: consoleMe.path },
	{ path: siteStatus.path },
	{
		path: staffTournaments.path,
		page: "/staff"
	},
	{
		path: staffTournaments.path,
		page: "/staff/tournaments"
	}
];
// src/pages/staff.astro
var staff_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Staff,
	file: () => $$file,
	url: () => $$url
});
createAstro("http://localhost:4792");
var $$Staff = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Staff;
	Astro.csp?.insertScriptResource("'self'");
	Astro.csp?.insertScriptResource("'wasm-unsafe-eval'");
	return renderTemplate`${renderComponent($$result, "AppLayout", $$AppLayout, {
		"title": "Club console | ATP Tennis Community",
		"description": "The club console: tournaments, coaches, prices and roles, for club staff.",
		"noscript": "The club console needs JavaScript. Please turn it on and reload the page.",
		"firstReads": CONSOLE_FIRST_READS
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "App", null, {
		"client:only": "react",
		"client:component-hydration": "only",
		"client:component-path": "@/console/App",
		"client:component-export": "default"
	}, { "fallback": ($$result) => renderTemplate`${maybeRenderHead($$result)}<p class="app-loading" role="status">Opening the club console...</p>` })}` })}`;
}, "/work/main/src/pages/staff.astro", void 0);
var $$file = "/work/main/src/pages/staff.astro";
var $$url = "/staff.html";
// \0virtual:astro:page:src/pages/staff@_@astro
var page = () => staff_exports;
export { page };
