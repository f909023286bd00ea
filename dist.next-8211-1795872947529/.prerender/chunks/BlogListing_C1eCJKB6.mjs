import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, s as Fragment, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$ListingPage } from "./ListingPage_DWjrGiPI.mjs";
import { t as RSS_PATH } from "./news_UJjiaQpZ.mjs";
import { t as $$PostCard } from "./PostCard_DHYvi8Ek.mjs";
// src/components/news/BlogListing.astro
createAstro("http://localhost:4792");
var $$BlogListing = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BlogListing;
	const { page } = Astro.props;
	const ofPages = page.number > 1 ? ` (page ${page.number} of ${page.pageCount})` : "";
	return renderTemplate`${renderComponent($$result, "ListingPage", $$ListingPage, {
		"title": `Blog${page.number > 1 ? `, page ${page.number}` : ""}`,
		"description": "News from the club: tournament previews, new coaches, coach pairing explained and training tips for playing in the Nigerian heat.",
		"heading": `Club News and Stories${ofPages}`,
		"eyebrow": "Blog",
		"lead": "Tournament previews, coaching tips and news from the courts.",
		"count": page.posts.length,
		"emptyText": "No posts yet. Check back soon.",
		"columnWidth": "wide",
		"data-astro-cid-r5jjrvx7": true
	}, {
		"default": ($$result) => renderTemplate`${page.posts.map((post, index) => renderTemplate`${maybeRenderHead($$result)}<li data-astro-cid-r5jjrvx7>${renderComponent($$result, "PostCard", $$PostCard, {
			"slug": post.id,
			"post": post.data,
			"eagerCover": index === 0,
			"data-astro-cid-r5jjrvx7": true
		})}</li>`)}`,
		"head": ($$result) => renderTemplate`<link rel="alternate" type="application/rss+xml" title="ATP Tennis Community news"${addAttribute(RSS_PATH, "href")}>`,
		"after": ($$result) => renderTemplate`${renderComponent($$result, "Fragment", Fragment, { "slot": "after" }, { "default": ($$result) => renderTemplate`${page.pageCount > 1 && renderTemplate`<nav class="pager" aria-label="Blog pages" data-astro-cid-r5jjrvx7>${page.previousHref ? renderTemplate`<a${addAttribute(page.previousHref, "href")} rel="prev" data-astro-cid-r5jjrvx7>Newer posts</a>` : renderTemplate`<span data-astro-cid-r5jjrvx7></span>`}<span data-astro-cid-r5jjrvx7>Page ${page.number} of ${page.pageCount}</span>${page.nextHref ? renderTemplate`<a${addAttribute(page.nextHref, "href")} rel="next" data-astro-cid-r5jjrvx7>Older posts</a>` : renderTemplate`<span data-astro-cid-r5jjrvx7></span>`}</nav>`}<p class="feed" data-astro-cid-r5jjrvx7><a${addAttribute(RSS_PATH, "href")} data-astro-cid-r5jjrvx7>Follow the news by RSS</a></p>` })}`
	})}`;
}, "/work/main/src/components/news/BlogListing.astro", void 0);
export { $$BlogListing as t };
