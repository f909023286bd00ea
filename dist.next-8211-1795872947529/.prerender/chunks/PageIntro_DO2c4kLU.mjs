import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { c as renderSlot, f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$HeadingGroup } from "./HeadingGroup_BVLb7V36.mjs";
// src/components/site/PageIntro.astro
createAstro("http://localhost:4792");
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
