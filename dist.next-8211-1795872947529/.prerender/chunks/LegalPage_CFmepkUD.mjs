import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { c as renderSlot, f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$PageIntro } from "./PageIntro_DO2c4kLU.mjs";
// src/components/site/LegalPage.astro
createAstro("http://localhost:4792");
var $$LegalPage = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$LegalPage;
	const { title, description, updated, summary } = Astro.props;
	const updatedLabel = new Intl.DateTimeFormat("en-NG", {
		dateStyle: "long",
		timeZone: "Africa/Lagos"
	}).format(/* @__PURE__ */ new Date(`${updated}T12:00:00+01:00`));
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": title,
		"description": description,
		"solidNav": true,
		"data-astro-cid-ixbq4vvg": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "PageIntro", $$PageIntro, {
		"title": title,
		"eyebrow": "Legal",
		"lead": summary,
		"data-astro-cid-ixbq4vvg": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<p class="updated" data-astro-cid-ixbq4vvg>Last updated <time${addAttribute(updated, "datetime")} data-astro-cid-ixbq4vvg>${updatedLabel}</time></p>` })}<div class="container legal" data-astro-cid-ixbq4vvg>${renderSlot($$result, $$slots["default"])}</div>` })}`;
}, "/work/main/src/components/site/LegalPage.astro", void 0);
export { $$LegalPage as t };
