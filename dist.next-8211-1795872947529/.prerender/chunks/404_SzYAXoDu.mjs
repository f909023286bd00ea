import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
// src/pages/404.astro
var _404_exports = /* @__PURE__ */ __exportAll({
	default: () => $$404,
	file: () => $$file,
	url: () => $$url
});
var $$404 = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "Page not found",
		"description": "The page you were looking for is not here.",
		"solidNav": true,
		"noindex": true,
		"data-astro-cid-ibpinaeu": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="container not-found" data-astro-cid-ibpinaeu><p class="code" aria-hidden="true" data-astro-cid-ibpinaeu>404</p><h1 data-astro-cid-ibpinaeu>Page not found</h1><p data-astro-cid-ibpinaeu>The page you asked for has moved or never existed. Let&rsquo;s get you back on court.</p><a class="btn btn-primary" href="/" data-astro-cid-ibpinaeu>Go to the home page</a></section>` })}`;
}, "/work/main/src/pages/404.astro", void 0);
var $$file = "/work/main/src/pages/404.astro";
var $$url = "/404.html";
// \0virtual:astro:page:src/pages/404@_@astro
var page = () => _404_exports;
export { page };
