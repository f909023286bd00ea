import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_BTEaefg7.mjs";
import "./base_YBOHMaBk.mjs";
import { t as $$BlogListing } from "./BlogListing_C33XDdRo.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.Dc57OdD3.mjs";
import { n as blogPages } from "./news_UJjiaQpZ.mjs";
import { f as getPosts } from "./site-data_CKahgPue.mjs";
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
