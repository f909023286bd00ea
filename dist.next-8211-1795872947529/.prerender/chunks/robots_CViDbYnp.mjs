import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
// src/pages/robots.txt.ts
var robots_txt_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** Crawlers may read the public site but not the members' dashboard; the sitemap lists the pages. */
var GET = ({ site }) => {
	const body = [
		"User-agent: *",
		"Allow: /",
		"Disallow: /u",
		"Disallow: /api/",
		"",
		`Sitemap: ${new URL("/sitemap-index.xml", site ?? "http://localhost:4321").href}`,
		""
	].join("\n");
	return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
// \0virtual:astro:page:src/pages/robots.txt@_@ts
var page = () => robots_txt_exports;
export { page };
