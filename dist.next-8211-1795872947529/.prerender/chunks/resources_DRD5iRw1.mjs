import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { W as render, m as getResources } from "./site-data_Dtzf3jGt.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$ListingPage } from "./ListingPage_DWjrGiPI.mjs";
import { t as $$Tag } from "./Tag_Be3EcqiZ.mjs";
// src/pages/resources.astro
var resources_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Resources,
	file: () => $$file,
	url: () => $$url
});
var $$Resources = createComponent(async ($$result, $$props, $$slots) => {
	const resources = await getResources();
	const rendered = await Promise.all(resources.map(async (resource) => ({
		resource,
		Content: resource.data.body ? (await render(resource)).Content : null
	})));
	return renderTemplate`${renderComponent($$result, "ListingPage", $$ListingPage, {
		"title": "Resources",
		"description": "Guides for players and parents: the rules of tennis, court etiquette, choosing equipment, nutrition in the heat, junior pathways and booking courts.",
		"heading": "Player Resources",
		"eyebrow": "Guides",
		"lead": "Practical guides for players and parents, written by our coaches and club staff.",
		"count": rendered.length,
		"emptyText": "No guides yet. Check back soon.",
		"columnWidth": "widest",
		"data-astro-cid-tpj2ekvg": true
	}, { "default": ($$result) => renderTemplate`${rendered.map(({ resource, Content }) => renderTemplate`${maybeRenderHead($$result)}<li data-astro-cid-tpj2ekvg><article data-astro-cid-tpj2ekvg>${renderComponent($$result, "Tag", $$Tag, { "data-astro-cid-tpj2ekvg": true }, { "default": ($$result) => renderTemplate`${resource.data.category}` })}<h2 data-astro-cid-tpj2ekvg>${resource.data.title}</h2><p class="summary" data-astro-cid-tpj2ekvg>${resource.data.summary}</p>${Content && renderTemplate`<details data-astro-cid-tpj2ekvg><summary data-astro-cid-tpj2ekvg>Read the guide<span class="visually-hidden" data-astro-cid-tpj2ekvg>: ${resource.data.title}</span></summary><div class="prose" data-astro-cid-tpj2ekvg>${renderComponent($$result, "Content", Content, { "data-astro-cid-tpj2ekvg": true })}</div></details>`}${resource.data.url && renderTemplate`<a${addAttribute(resource.data.url, "href")} rel="noopener" target="_blank" data-astro-cid-tpj2ekvg>Open the resource<span class="visually-hidden" data-astro-cid-tpj2ekvg>: ${resource.data.title} (opens in a new tab)</span></a>`}</article></li>`)}` })}`;
}, "/work/main/src/pages/resources.astro", void 0);
var $$file = "/work/main/src/pages/resources.astro";
var $$url = "/resources.html";
// \0virtual:astro:page:src/pages/resources@_@astro
var page = () => resources_exports;
export { page };
