import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_BTEaefg7.mjs";
import { t as createAstro } from "./base_YBOHMaBk.mjs";
import { t as $$BlogListing } from "./BlogListing_C33XDdRo.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.Dc57OdD3.mjs";
import { n as blogPages } from "./news_UJjiaQpZ.mjs";
import { f as getPosts } from "./site-data_CKahgPue.mjs";
// src/pages/blog/page/[page].astro
var _page__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Page,
	file: () => $$file,
	getStaticPaths: () => getStaticPaths,
	url: () => $$url
});
createAstro("http://localhost:4496");
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
