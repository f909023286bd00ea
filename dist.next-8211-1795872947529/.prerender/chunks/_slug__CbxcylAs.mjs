import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { S as formatDateNG, W as render, f as getPosts } from "./site-data_Dtzf3jGt.mjs";
import { t as postCover } from "./cover_3UWMN4z6.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, r as spreadAttributes, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
// src/pages/blog/[slug].astro
var _slug__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Slug,
	file: () => $$file,
	getStaticPaths: () => getStaticPaths,
	url: () => $$url
});
createAstro("http://localhost:4792");
async function getStaticPaths() {
	return (await getPosts()).map((post) => ({
		params: { slug: post.id },
		props: { post }
	}));
}
var $$Slug = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Slug;
	const { post } = Astro.props;
	const { Content } = await render(post);
	const cover = await postCover(post.data, "page");
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": post.data.title,
		"description": post.data.excerpt,
		"solidNav": true,
		"data-astro-cid-zg7dkzxc": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<article class="container post" data-astro-cid-zg7dkzxc><nav aria-label="Breadcrumb" class="crumbs" data-astro-cid-zg7dkzxc><a href="/blog" data-astro-cid-zg7dkzxc>Blog</a></nav><h1 data-astro-cid-zg7dkzxc>${post.data.title}</h1><p class="meta" data-astro-cid-zg7dkzxc><time${addAttribute(post.data.publishedAt, "datetime")} data-astro-cid-zg7dkzxc>${formatDateNG(post.data.publishedAt)}</time> · ${post.data.author}</p>${cover && renderTemplate`<img class="cover"${spreadAttributes(cover)} fetchpriority="high" data-astro-cid-zg7dkzxc>`}<div class="prose" data-astro-cid-zg7dkzxc>${renderComponent($$result, "Content", Content, { "data-astro-cid-zg7dkzxc": true })}</div></article>` })}`;
}, "/work/main/src/pages/blog/[slug].astro", void 0);
var $$file = "/work/main/src/pages/blog/[slug].astro";
var $$url = "/blog/[slug].html";
// \0virtual:astro:page:src/pages/blog/[slug]@_@astro
var page = () => _slug__exports;
export { page };
