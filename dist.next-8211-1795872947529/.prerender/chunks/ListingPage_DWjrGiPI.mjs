import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { c as renderSlot, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$CardGrid } from "./CardGrid_CnOKqbzM.mjs";
import { t as $$PageIntro } from "./PageIntro_DO2c4kLU.mjs";
// src/components/site/ListingPage.astro
createAstro("http://localhost:4792");
var $$ListingPage = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ListingPage;
	const { title, description, heading, eyebrow, lead, count, emptyText, columnWidth } = Astro.props;
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": title,
		"description": description,
		"solidNav": true,
		"data-astro-cid-qrzr6t4e": true
	}, {
		"default": ($$result) => renderTemplate`${renderComponent($$result, "PageIntro", $$PageIntro, {
			"title": heading,
			"eyebrow": eyebrow,
			"lead": lead,
			"data-astro-cid-qrzr6t4e": true
		})}${maybeRenderHead($$result)}<div class="container listing" data-astro-cid-qrzr6t4e>${count === 0 ? renderTemplate`<p data-astro-cid-qrzr6t4e>${emptyText}</p>` : renderTemplate`${renderComponent($$result, "CardGrid", $$CardGrid, {
			"columnWidth": columnWidth,
			"data-astro-cid-qrzr6t4e": true
		}, { "default": ($$result) => renderTemplate`${renderSlot($$result, $$slots["default"])}` })}`}${renderSlot($$result, $$slots["after"])}</div>`,
		"head": ($$result) => renderTemplate`${renderSlot($$result, $$slots["head"])}`
	})}`;
}, "/work/main/src/components/site/ListingPage.astro", void 0);
export { $$ListingPage as t };
