import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$NewsletterLinkPage } from "./NewsletterLinkPage_CSZqAjtU.mjs";
// src/pages/newsletter/confirm.astro
var confirm_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Confirm,
	file: () => $$file,
	url: () => $$url
});
var $$Confirm = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "NewsletterLinkPage", $$NewsletterLinkPage, {
		"purpose": "confirm",
		"title": "Confirm your subscription",
		"lead": "One click and club news (tournament dates, coaching tips, community events) comes to your inbox, about twice a month.",
		"button": "Confirm my subscription"
	})}`;
}, "/work/main/src/pages/newsletter/confirm.astro", void 0);
var $$file = "/work/main/src/pages/newsletter/confirm.astro";
var $$url = "/newsletter/confirm.html";
// \0virtual:astro:page:src/pages/newsletter/confirm@_@astro
var page = () => confirm_exports;
export { page };
