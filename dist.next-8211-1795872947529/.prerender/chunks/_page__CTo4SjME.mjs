import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { t as $$BlogListing } from "./BlogListing_C1eCJKB6.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
import { n as blogPages } from "./news_UJjiaQpZ.mjs";
import { f as getPosts } from "./site-data_Dtzf3jGt.mjs";
// src/pages/blog/page/[page].astro
var _page__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Page,
	file: () => $$file,
	getStaticPaths: () => getStaticPaths,
	url: () => $$url
});
createAstro("http://localhost:4792");
async function getStaticPaths() {
	return blogPages(await getPosts()).slice(1).map((page) => ({
		params: { page: String(page.number) },
		props: { page }
	}));
}
var $$Page = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Page;
	const { page } = Astro.props;
	return renderTemplate`${renderComponent($$result, "BlogListing", $$BlogListing, { "page": page })}`;
}, "/work/main/src/pages/blog/page/[page].astro", void 0);
var $$file = "/work/main/src/pages/blog/page/[page].astro";
var $$url = "/blog/page/[page].html";
// \0virtual:astro:page:src/pages/blog/page/[page]@_@astro
var page = () => _page__exports;
export { page };
