import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$NewsletterLinkPage } from "./NewsletterLinkPage_CSZqAjtU.mjs";
// src/pages/newsletter/unsubscribe.astro
var unsubscribe_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Unsubscribe,
	file: () => $$file,
	url: () => $$url
});
var $$Unsubscribe = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "NewsletterLinkPage", $$NewsletterLinkPage, {
		"purpose": "unsubscribe",
		"title": "Unsubscribe from the newsletter",
		"lead": "Stop receiving the club newsletter at this address. You can subscribe again any time from the home page.",
		"button": "Unsubscribe"
	})}`;
}, "/work/main/src/pages/newsletter/unsubscribe.astro", void 0);
var $$file = "/work/main/src/pages/newsletter/unsubscribe.astro";
var $$url = "/newsletter/unsubscribe.html";
// \0virtual:astro:page:src/pages/newsletter/unsubscribe@_@astro
var page = () => unsubscribe_exports;
export { page };
