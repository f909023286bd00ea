import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_BTEaefg7.mjs";
import { t as createAstro } from "./base_YBOHMaBk.mjs";
import { f as getPosts, z as render } from "./site-data_CKahgPue.mjs";
import { t as postCover } from "./cover_CEIQ4Gtm.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, r as spreadAttributes, u as maybeRenderHead } from "../prerender-entry.Dc57OdD3.mjs";
import { t as $$SiteLayout } from "./SiteLayout_PxvWhJ6O.mjs";
import { n as formatDateNG } from "./date-display_z89D9oCg.mjs";
import "./dates_oN9OKQui.mjs";
// src/pages/blog/[slug].astro
var _slug__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Slug,
	file: () => $$file,
	getStaticPaths: () => getStaticPaths,
	url: () => $$url
});
createAstro("http://localhost:4496");
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
