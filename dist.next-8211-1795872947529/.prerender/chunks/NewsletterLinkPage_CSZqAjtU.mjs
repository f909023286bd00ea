import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { t as $$PageIntro } from "./PageIntro_DO2c4kLU.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { n as renderScript, t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
// src/components/newsletter/NewsletterLinkPage.astro
createAstro("http://localhost:4792");
var $$NewsletterLinkPage = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$NewsletterLinkPage;
	const { purpose, title, lead, button } = Astro.props;
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": title,
		"description": lead,
		"solidNav": true,
		"noindex": true,
		"data-astro-cid-ddu47wqt": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "PageIntro", $$PageIntro, {
		"title": title,
		"eyebrow": "Newsletter",
		"lead": lead,
		"data-astro-cid-ddu47wqt": true
	})}${maybeRenderHead($$result)}<div class="container link-page"${addAttribute(purpose, "data-newsletter-link")} data-astro-cid-ddu47wqt><button class="btn btn-primary" type="button" disabled data-astro-cid-ddu47wqt>${button}</button><div class="status" aria-live="polite" data-newsletter-link-status data-astro-cid-ddu47wqt><noscript><p class="form-error" data-astro-cid-ddu47wqt>This page needs JavaScript to send your answer to the club.</p></noscript></div></div>${renderScript($$result, "/work/main/src/components/newsletter/NewsletterLinkPage.astro?astro&type=script&index=0&lang.ts")}` })}`;
}, "/work/main/src/components/newsletter/NewsletterLinkPage.astro", void 0);
export { $$NewsletterLinkPage as t };
