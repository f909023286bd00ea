import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { t as $$PageIntro } from "./PageIntro_DO2c4kLU.mjs";
import { l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
// src/studio/NotConnected.astro
var NotConnected_exports = /* @__PURE__ */ __exportAll({
	default: () => $$NotConnected,
	file: () => $$file,
	url: () => void 0
});
var $$NotConnected = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "Content studio",
		"description": "Where editors write the site's news, gallery and page texts.",
		"solidNav": true,
		"noindex": true,
		"data-astro-cid-cggtm4w3": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "PageIntro", $$PageIntro, {
		"title": "The content studio is not connected yet",
		"eyebrow": "For editors",
		"lead": "This site was built without a Sanity project, so there is no studio to sign in to.",
		"data-astro-cid-cggtm4w3": true
	})}${maybeRenderHead($$result)}<div class="container studio-help" data-astro-cid-cggtm4w3><h2 data-astro-cid-cggtm4w3>Meanwhile, the content lives in files</h2><p data-astro-cid-cggtm4w3>News posts, gallery albums, reviews, videos, resources and the home and about texts are read from the <code data-astro-cid-cggtm4w3>content/</code> folder of the site's repository, one JSON file per document. Change a file and rebuild the site to publish it.</p><h2 data-astro-cid-cggtm4w3>Connecting a Sanity project</h2><ol data-astro-cid-cggtm4w3><li data-astro-cid-cggtm4w3>Create a project and a <code data-astro-cid-cggtm4w3>production</code> dataset at sanity.io/manage.</li><li data-astro-cid-cggtm4w3>Set <code data-astro-cid-cggtm4w3>SANITY_PROJECT_ID</code> (and <code data-astro-cid-cggtm4w3>SANITY_API_TOKEN</code> for a private dataset) where the site is built, and rebuild: the studio then opens here, at <code data-astro-cid-cggtm4w3>/studio</code>.</li><li data-astro-cid-cggtm4w3>In the project's API settings, add this site's address as a CORS origin with credentials allowed, so the studio can sign editors in.</li><li data-astro-cid-cggtm4w3>Add a webhook to the site's <code data-astro-cid-cggtm4w3>/api/hooks/sanity</code> address with a secret, so that publishing rebuilds the site.</li></ol><p data-astro-cid-cggtm4w3>The site's publishing guide (docs/publishing.md in the repository) has the details.</p></div>` })}`;
}, "/work/main/src/studio/NotConnected.astro", void 0);
var $$file = "/work/main/src/studio/NotConnected.astro";
// \0virtual:astro:page:src/studio/NotConnected@_@astro
var page = () => NotConnected_exports;
export { page };
