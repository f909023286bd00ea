import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { S as formatDateNG } from "./site-data_Dtzf3jGt.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, r as spreadAttributes, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as postCover } from "./cover_3UWMN4z6.mjs";
// src/components/news/PostCard.astro
createAstro("http://localhost:4792");
var $$PostCard = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$PostCard;
	const { slug, post, headingLevel = 2, eagerCover = false } = Astro.props;
	const Heading = `h${headingLevel}`;
	const cover = await postCover(post, "card");
	return renderTemplate`${maybeRenderHead($$result)}<article data-astro-cid-atssbmnx>${cover && renderTemplate`<img class="cover"${spreadAttributes(cover)}${addAttribute(eagerCover ? "eager" : "lazy", "loading")} decoding="async" data-astro-cid-atssbmnx>`}<p class="meta" data-astro-cid-atssbmnx><time${addAttribute(post.publishedAt, "datetime")} data-astro-cid-atssbmnx>${formatDateNG(post.publishedAt)}</time> · ${post.author}</p>${renderComponent($$result, "Heading", Heading, {
		"class": "title",
		"data-astro-cid-atssbmnx": true
	}, { "default": ($$result) => renderTemplate`<a${addAttribute(`/blog/${slug}`, "href")} data-astro-cid-atssbmnx>${post.title}</a>` })}<p class="excerpt" data-astro-cid-atssbmnx>${post.excerpt}</p></article>`;
}, "/work/main/src/components/news/PostCard.astro", void 0);
export { $$PostCard as t };
