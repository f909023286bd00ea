import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { t as $$PageIntro } from "./PageIntro_DO2c4kLU.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { n as renderScript, t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
// src/pages/contact.astro
var contact_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Contact,
	file: () => $$file,
	url: () => $$url
});
var $$Contact = createComponent(($$result, $$props, $$slots) => {
	const EMAILS = [
		{
			purpose: "Want to play?",
			text: "Membership, training and tournaments",
			address: "play@example.com"
		},
		{
			purpose: "Want to teach?",
			text: "Coaching jobs and partnerships",
			address: "teach@example.com"
		},
		{
			purpose: "Need support?",
			text: "Your account, payments and tickets",
			address: "support@example.com"
		}
	];
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "Contact us",
		"description": "Contact the tennis community: questions about playing, coaching or your account. We reply within 24 hours.",
		"solidNav": true,
		"data-astro-cid-6bfsojfh": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "PageIntro", $$PageIntro, {
		"title": "Contact Us",
		"eyebrow": "Get in touch",
		"lead": "Questions about membership, coaching or tournaments? Send us a message and we will reply within 24 hours.",
		"data-astro-cid-6bfsojfh": true
	})}${maybeRenderHead($$result)}<div class="container layout" data-astro-cid-6bfsojfh><form class="contact-form" data-contact-form method="post" action="/api/contact" novalidate data-astro-cid-6bfsojfh><div class="row" data-astro-cid-6bfsojfh><div class="field" data-astro-cid-6bfsojfh><label for="contact-first-name" data-astro-cid-6bfsojfh>First name</label><input id="contact-first-name" name="firstName" autocomplete="given-name" required aria-describedby="contact-status" data-astro-cid-6bfsojfh></div><div class="field" data-astro-cid-6bfsojfh><label for="contact-last-name" data-astro-cid-6bfsojfh>Last name</label><input id="contact-last-name" name="lastName" autocomplete="family-name" required aria-describedby="contact-status" data-astro-cid-6bfsojfh></div></div><div class="row" data-astro-cid-6bfsojfh><div class="field" data-astro-cid-6bfsojfh><label for="contact-email" data-astro-cid-6bfsojfh>Email</label><input id="contact-email" name="email" type="email" autocomplete="email" required aria-describedby="contact-status" data-astro-cid-6bfsojfh></div><div class="field" data-astro-cid-6bfsojfh><label for="contact-phone" data-astro-cid-6bfsojfh>Phone number</label><input id="contact-phone" name="phoneNumber" type="tel" autocomplete="tel" required aria-describedby="contact-status" data-astro-cid-6bfsojfh></div></div><div class="field" data-astro-cid-6bfsojfh><label for="contact-message" data-astro-cid-6bfsojfh>Message</label><textarea id="contact-message" name="message" rows="6" required aria-describedby="contact-status" data-astro-cid-6bfsojfh></textarea></div><p class="hint" data-astro-cid-6bfsojfh>All fields are required.</p><button class="btn btn-primary" type="submit" data-astro-cid-6bfsojfh>Send Message</button><div id="contact-status" class="status" aria-live="polite" data-contact-status data-astro-cid-6bfsojfh></div></form><aside aria-labelledby="contact-emails-title" data-astro-cid-6bfsojfh><h2 id="contact-emails-title" data-astro-cid-6bfsojfh>Email us directly</h2><ul role="list" data-astro-cid-6bfsojfh>${EMAILS.map((email) => renderTemplate`<li data-astro-cid-6bfsojfh><strong data-astro-cid-6bfsojfh>${email.purpose}</strong><span data-astro-cid-6bfsojfh>${email.text}</span><a${addAttribute(`mailto:${email.address}`, "href")} data-astro-cid-6bfsojfh>${email.address}</a></li>`)}</ul><p class="promise" data-astro-cid-6bfsojfh><svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" data-astro-cid-6bfsojfh><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2" data-astro-cid-6bfsojfh></circle><path d="M12 7v5l3 2" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" data-astro-cid-6bfsojfh></path></svg>We reply to every message within 24 hours.</p></aside></div>${renderScript($$result, "/work/main/src/pages/contact.astro?astro&type=script&index=0&lang.ts")}` })}`;
}, "/work/main/src/pages/contact.astro", void 0);
var $$file = "/work/main/src/pages/contact.astro";
var $$url = "/contact.html";
// \0virtual:astro:page:src/pages/contact@_@astro
var page = () => contact_exports;
export { page };
