import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { o as getFooterLinks } from "./site-data_Dtzf3jGt.mjs";
import { c as renderSlot, d as renderHead, f as addAttribute, l as renderTemplate, o as renderComponent, p as createRenderInstruction, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
// node_modules/astro/dist/runtime/server/render/script.js
async function renderScript(result, id) {
	const inlined = result.inlinedScripts.get(id);
	let content = "";
	if (inlined != null) {
		if (inlined) content = `<script type="module">${inlined}<\/script>`;
	} else {
		const resolved = await result.resolve(id);
		content = `<script type="module" src="${result.userAssetsBase ? (result.base === "/" ? "" : result.base) + result.userAssetsBase : ""}${resolved}"><\/script>`;
	}
	return createRenderInstruction({
		type: "script",
		id,
		content
	});
}
// src/components/site/Logo.astro
var $$Logo = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${maybeRenderHead($$result)}<svg class="logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" data-astro-cid-ylqc276q><circle cx="16" cy="16" r="16" fill="#0b5d3b" data-astro-cid-ylqc276q></circle><circle cx="16" cy="16" r="10" fill="#d9ef3c" data-astro-cid-ylqc276q></circle><path d="M8.2 10.5c3.6 2.7 3.6 8.3 0 11M23.8 10.5c-3.6 2.7-3.6 8.3 0 11" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" data-astro-cid-ylqc276q></path></svg>`;
}, "/work/main/src/components/site/Logo.astro", void 0);
// src/components/site/page-path.ts
/**
* A page's public path. The build writes `about.html` (build.format "file"), so during the build
* Astro.url says "/about.html"; visitors, canonical links and the sitemap use "/about".
*/
function publicPath(pathname) {
	const trimmed = pathname.replace(/\.html$/, "").replace(/(^|\/)index$/, "/").replace(/\/+$/, "");
	return trimmed === "" ? "/" : trimmed;
}
// src/components/site/nav-links.ts
/**
* The five pages the navigation bar and the footer's quick links point to (docs/product.md, Site
* chrome).
*/
var SITE_NAV_LINKS = [
	{
		label: "Home",
		href: "/"
	},
	{
		label: "About",
		href: "/about"
	},
	{
		label: "Tournaments",
		href: "/tournaments"
	},
	{
		label: "Coaching",
		href: "/coaching"
	},
	{
		label: "Contact Us",
		href: "/contact"
	}
];
/** Whether a nav link is the current page or a page inside its section (/coaching/c1 → Coaching). */
function isCurrentSection(linkHref, pathname) {
	const path = publicPath(pathname);
	if (linkHref === "/") return path === "/";
	return path === linkHref || path.startsWith(`${linkHref}/`);
}
// src/components/site/SocialLinks.astro
var $$SocialLinks = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${maybeRenderHead($$result)}<ul class="social" aria-label="Follow us" data-astro-cid-65jgskrx>${[
		{
			name: "Facebook",
			href: "https://www.facebook.com/",
			path: "M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z"
		},
		{
			name: "Instagram",
			href: "https://www.instagram.com/",
			path: "M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.3c-.1-1.5-.4-2.8-1.5-3.8S17.2 3.1 15.7 3c-1.5-.1-5.9-.1-7.4 0-1.5.1-2.8.4-3.8 1.5S3.1 6.8 3 8.3c-.1 1.5-.1 5.9 0 7.4.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5c1.5.1 5.9.1 7.4 0 1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8c.1-1.5.1-5.9 0-7.4zm-2 9.3a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3a3 3 0 0 1 1.7-1.7c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3z"
		},
		{
			name: "YouTube",
			href: "https://www.youtube.com/",
			path: "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z"
		}
	].map((link) => renderTemplate`<li data-astro-cid-65jgskrx><a${addAttribute(link.href, "href")} rel="noopener" target="_blank" data-astro-cid-65jgskrx><svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" data-astro-cid-65jgskrx><path${addAttribute(link.path, "d")} fill="currentColor" data-astro-cid-65jgskrx></path></svg><span class="visually-hidden" data-astro-cid-65jgskrx>${link.name} (opens in a new tab)</span></a></li>`)}</ul>`;
}, "/work/main/src/components/site/SocialLinks.astro", void 0);
// src/components/site/Footer.astro
var $$Footer = createComponent(async ($$result, $$props, $$slots) => {
	const footerLinks = await getFooterLinks();
	const legalLinks = [
		{
			label: "Privacy Policy",
			href: footerLinks.privacyLink
		},
		{
			label: "Terms of Service",
			href: footerLinks.termsLink
		},
		{
			label: "Cookie Policy",
			href: footerLinks.cookieLink
		}
	];
	const MORE_LINKS = [{
		label: "News",
		href: "/blog"
	}, {
		label: "Gallery",
		href: "/gallery"
	}];
	const PLAIN_ITEMS = [
		"Newsletter Signup",
		"Affiliate Program",
		"Careers"
	];
	const year = (/* @__PURE__ */ new Date()).getFullYear();
	return renderTemplate`${maybeRenderHead($$result)}<footer class="site-footer" data-astro-cid-nw2ivrzo><div class="container grid" data-astro-cid-nw2ivrzo><div class="about" data-astro-cid-nw2ivrzo><a class="brand" href="/" data-astro-cid-nw2ivrzo>${renderComponent($$result, "Logo", $$Logo, { "data-astro-cid-nw2ivrzo": true })}<span data-astro-cid-nw2ivrzo>ATP Tennis Community</span></a><p data-astro-cid-nw2ivrzo>Amateur tennis for kids and adults in Nigeria: coaching, tournaments and a friendly community.</p>${renderComponent($$result, "SocialLinks", $$SocialLinks, { "data-astro-cid-nw2ivrzo": true })}</div><nav aria-labelledby="footer-quick-links" data-astro-cid-nw2ivrzo><h2 id="footer-quick-links" data-astro-cid-nw2ivrzo>Quick Links</h2><ul data-astro-cid-nw2ivrzo>${[...SITE_NAV_LINKS, ...MORE_LINKS].map((link) => renderTemplate`<li data-astro-cid-nw2ivrzo><a${addAttribute(link.href, "href")} data-astro-cid-nw2ivrzo>${link.label}</a></li>`)}</ul></nav><nav aria-labelledby="footer-legal" data-astro-cid-nw2ivrzo><h2 id="footer-legal" data-astro-cid-nw2ivrzo>Legal</h2><ul data-astro-cid-nw2ivrzo>${legalLinks.map((link) => renderTemplate`<li data-astro-cid-nw2ivrzo><a${addAttribute(link.href, "href")} data-astro-cid-nw2ivrzo>${link.label}</a></li>`)}</ul></nav><div data-astro-cid-nw2ivrzo><h2 data-astro-cid-nw2ivrzo>Community</h2><ul data-astro-cid-nw2ivrzo>${PLAIN_ITEMS.map((item) => renderTemplate`<li data-astro-cid-nw2ivrzo>${item}</li>`)}</ul></div></div><div class="container bottom" data-astro-cid-nw2ivrzo><p data-astro-cid-nw2ivrzo>&copy; ${year} ATP Tennis Community. All rights reserved.</p></div></footer>`;
}, "/work/main/src/components/site/Footer.astro", void 0);
// src/components/site/NavBar.astro
createAstro("http://localhost:4792");
var $$NavBar = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$NavBar;
	const { solid } = Astro.props;
	const pathname = Astro.url.pathname;
	return renderTemplate`${maybeRenderHead($$result)}<header class="site-nav" data-site-nav${addAttribute(solid ? "" : void 0, "data-always-solid")}${addAttribute(solid ? "solid" : "clear", "data-state")} data-astro-cid-tetgjme6><nav class="container bar" aria-label="Main" data-astro-cid-tetgjme6><a class="brand" href="/" data-astro-cid-tetgjme6>${renderComponent($$result, "Logo", $$Logo, { "data-astro-cid-tetgjme6": true })}<span data-astro-cid-tetgjme6>ATP Tennis <span class="brand-soft" data-astro-cid-tetgjme6>Community</span></span></a><button class="menu-toggle" type="button" aria-expanded="false" aria-controls="site-menu" data-menu-toggle data-astro-cid-tetgjme6><svg class="icon-open" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" data-astro-cid-tetgjme6><path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" stroke-width="2" stroke-linecap="round" data-astro-cid-tetgjme6></path></svg><svg class="icon-close" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" data-astro-cid-tetgjme6><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round" data-astro-cid-tetgjme6></path></svg><span class="visually-hidden" data-astro-cid-tetgjme6>Menu</span></button><div class="menu" id="site-menu" data-menu data-astro-cid-tetgjme6><ul class="links" data-astro-cid-tetgjme6>${SITE_NAV_LINKS.map((link) => renderTemplate`<li data-astro-cid-tetgjme6><a${addAttribute(link.href, "href")}${addAttribute(isCurrentSection(link.href, pathname) ? "page" : void 0, "aria-current")} data-astro-cid-tetgjme6>${link.label}</a></li>`)}</ul><div class="actions" data-astro-cid-tetgjme6><a class="btn btn-primary" href="/login" data-member-href="/u" data-member-label="Dashboard" data-astro-cid-tetgjme6>Login</a><a class="btn btn-accent get-started" href="/signup" data-astro-cid-tetgjme6>Get Started</a></div></div></nav></header>${renderScript($$result, "/work/main/src/components/site/NavBar.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/main/src/components/site/NavBar.astro", void 0);
// src/layouts/SiteLayout.astro
createAstro("http://localhost:4792");
var $$SiteLayout = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SiteLayout;
	const { title, description, solidNav = false, noindex = false, image } = Astro.props;
	const SITE_NAME = "ATP Tennis Community";
	const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
	const site = Astro.site ?? new URL(Astro.url.origin);
	const canonical = new URL(publicPath(Astro.url.pathname), site).href;
	const socialImage = new URL(image ?? "/images/social-card.png", site).href;
	return renderTemplate`<html lang="en" data-astro-cid-tq46r5sz><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${fullTitle}</title><meta name="description"${addAttribute(description, "content")}><link rel="canonical"${addAttribute(canonical, "href")}>${noindex && renderTemplate`<meta name="robots" content="noindex">`}<link rel="icon" href="/favicon.svg" type="image/svg+xml"><meta name="theme-color" content="#0b5d3b"><meta property="og:type" content="website"><meta property="og:site_name"${addAttribute(SITE_NAME, "content")}><meta property="og:locale" content="en_NG"><meta property="og:title"${addAttribute(fullTitle, "content")}><meta property="og:description"${addAttribute(description, "content")}><meta property="og:url"${addAttribute(canonical, "content")}><meta property="og:image"${addAttribute(socialImage, "content")}><meta name="twitter:card" content="summary_large_image"><meta name="twitter:title"${addAttribute(fullTitle, "content")}><meta name="twitter:description"${addAttribute(description, "content")}><meta name="twitter:image"${addAttribute(socialImage, "content")}>${renderSlot($$result, $$slots["head"])}${renderHead($$result)}</head><body data-astro-cid-tq46r5sz><a class="skip-link" href="#main" data-astro-cid-tq46r5sz>Skip to main content</a>${renderComponent($$result, "NavBar", $$NavBar, {
		"solid": solidNav,
		"data-astro-cid-tq46r5sz": true
	})}<main id="main" tabindex="-1"${addAttribute({ "under-solid-nav": solidNav }, "class:list")} data-astro-cid-tq46r5sz>${renderSlot($$result, $$slots["default"])}</main>${renderComponent($$result, "Footer", $$Footer, { "data-astro-cid-tq46r5sz": true })}${renderScript($$result, "/work/main/src/layouts/SiteLayout.astro?astro&type=script&index=0&lang.ts")}</body></html>`;
}, "/work/main/src/layouts/SiteLayout.astro", void 0);
export { renderScript as n, $$SiteLayout as t };
