import { t as createComponent } from "./astro-component_BTEaefg7.mjs";
import { t as createAstro } from "./base_YBOHMaBk.mjs";
import { c as renderSlot, f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.Dc57OdD3.mjs";
import { t as $$HeadingGroup } from "./HeadingGroup_D-527KqP.mjs";
// src/components/site/PageIntro.astro
createAstro("http://localhost:4496");
var $$PageIntro = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$PageIntro;
	const { title, lead, eyebrow, tone = "soft" } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<header${addAttribute(["page-intro", tone], "class:list")} data-astro-cid-7ap3lekn><div class="container" data-astro-cid-7ap3lekn>${renderComponent($$result, "HeadingGroup", $$HeadingGroup, {
		"level": 1,
		"title": title,
		"eyebrow": eyebrow,
		"lead": lead,
		"onDark": tone === "dark",
		"data-astro-cid-7ap3lekn": true
	})}${renderSlot($$result, $$slots["default"])}</div></header>`;
}, "/work/main/src/components/site/PageIntro.astro", void 0);
export { $$PageIntro as t };
