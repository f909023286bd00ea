import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { t as $$BlogListing } from "./BlogListing_C1eCJKB6.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
import { n as blogPages } from "./news_UJjiaQpZ.mjs";
import { f as getPosts } from "./site-data_Dtzf3jGt.mjs";
// src/pages/blog/index.astro
var blog_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	url: () => $$url
});
var $$Index = createComponent(async ($$result, $$props, $$slots) => {
	const [firstPage] = blogPages(await getPosts());
	return renderTemplate`${firstPage && renderTemplate`${renderComponent($$result, "BlogListing", $$BlogListing, { "page": firstPage })}`}`;
}, "/work/main/src/pages/blog/index.astro", void 0);
var $$file = "/work/main/src/pages/blog/index.astro";
var $$url = "/blog.html";
// \0virtual:astro:page:src/pages/blog/index@_@astro
var page = () => blog_exports;
export { page };
