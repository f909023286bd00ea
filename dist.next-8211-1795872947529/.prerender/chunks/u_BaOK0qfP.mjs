import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$AppLayout } from "./AppLayout_Dh33hc4n.mjs";
import { a as playerTraining, h as me, i as billingInfo, n as tournaments, o as unreadNotifications, r as mySessions, s as freeSession, t as matchSummary, v as verify } from "./calls_DkO5Ajnv.mjs";
// src/dashboard/first-reads.ts
var DASHBOARD_FIRST_READS = [
	me,
	billingInfo,
	tournaments,
	matchSummary,
	unreadNotifications,
	playerTraining,
	mySessions,
	freeSession
].map(({ path }) => ({ path })).concat({
	path: verify.path,
	sendsToken: true
});
// src/pages/u.astro
var u_exports = /* @__PURE__ */ __exportAll({
	default: () => $$U,
	file: () => $$file,
	url: () => $$url
});
var $$U = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "AppLayout", $$AppLayout, {
		"title": "Dashboard | ATP Tennis Community",
		"firstReads": DASHBOARD_FIRST_READS
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "App", null, {
		"client:only": "react",
		"client:component-hydration": "only",
		"client:component-path": "@/dashboard/App",
		"client:component-export": "default"
	}, { "fallback": ($$result) => renderTemplate`${maybeRenderHead($$result)}<p class="app-loading" role="status">Opening your dashboard...</p>` })}` })}`;
}, "/work/main/src/pages/u.astro", void 0);
var $$file = "/work/main/src/pages/u.astro";
var $$url = "/u.html";
// \0virtual:astro:page:src/pages/u@_@astro
var page = () => u_exports;
export { page };
