import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_BTEaefg7.mjs";
import "./base_YBOHMaBk.mjs";
import { l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.Dc57OdD3.mjs";
import { t as $$AppLayout } from "./AppLayout_Bf-rLXuK.mjs";
import { f as me, i as unreadNotifications, n as tournaments, r as billingInfo, t as matchSummary } from "./calls_4yO-_Zzs.mjs";
// src/dashboard/first-reads.ts
var DASHBOARD_FIRST_READS = [
	me,
	billingInfo,
	tournaments,
	matchSummary,
	unreadNotifications
].map(({ path }) => ({ path }));
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
