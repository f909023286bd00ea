import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$LegalPage } from "./LegalPage_CFmepkUD.mjs";
// src/pages/cookies.astro
var cookies_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Cookies,
	file: () => $$file,
	url: () => $$url
});
var $$Cookies = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "LegalPage", $$LegalPage, {
		"title": "Cookie Policy",
		"description": "The cookies and browser storage the ATP Tennis Community website uses: only what keeps you signed in, no advertising or tracking.",
		"updated": "2026-05-01",
		"summary": "We use no advertising or tracking cookies. The only thing we store in your browser is what keeps you signed in."
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<h2>What we store</h2><table><caption class="visually-hidden">Storage used by this website</caption><thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Purpose</th><th scope="col">Kept for</th></tr></thead><tbody><tr><td><code>user-payload</code></td><td>Local storage</td><td>Keeps you signed in to your dashboard: your profile and a sign-in token.</td><td>Until you log out or delete your account; the token itself expires.</td></tr></tbody></table><p>This storage is strictly necessary for the service you ask for, so it needs no consent. It is never used to track you across other websites.</p><h2>Third parties</h2><ul><li><strong>Paystack:</strong> when you pay, you go to Paystack's checkout, which sets its own cookies to process the payment securely. See Paystack's privacy policy.</li><li><strong>YouTube:</strong> lesson videos on the Videos page load from YouTube's privacy-enhanced domain only after you press play. Until then, no YouTube code runs and nothing is stored.</li></ul><h2>Analytics and advertising</h2><p>We use no analytics, advertising or social-media tracking cookies.</p><h2>Your choices</h2><p>Logging out removes your session from the browser. You can also clear site data in your browser's settings at any time; you will simply need to sign in again. Questions: <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>` })}`;
}, "/work/main/src/pages/cookies.astro", void 0);
var $$file = "/work/main/src/pages/cookies.astro";
var $$url = "/cookies.html";
// \0virtual:astro:page:src/pages/cookies@_@astro
var page = () => cookies_exports;
export { page };
