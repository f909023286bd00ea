import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { c as renderSlot, f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$HeadingGroup } from "./HeadingGroup_BVLb7V36.mjs";
// src/components/site/Section.astro
createAstro("http://localhost:4792");
var $$Section = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Section;
	const { id, title, eyebrow, lead, tone = "plain", image } = Astro.props;
	const heading = {
		level: 2,
		id: `${id}-title`,
		title,
		eyebrow,
		lead,
		onDark: tone === "dark"
	};
	return renderTemplate`${maybeRenderHead($$result)}<section${addAttribute(["section", tone], "class:list")}${addAttribute(heading.id, "aria-labelledby")}${addAttribute(id, "id")} data-astro-cid-fstdvrh4><div class="container" data-astro-cid-fstdvrh4>${image ? renderTemplate`<div class="split" data-astro-cid-fstdvrh4><div data-astro-cid-fstdvrh4><header class="head" data-astro-cid-fstdvrh4>${renderComponent($$result, "HeadingGroup", $$HeadingGroup, {
		...heading,
		"data-astro-cid-fstdvrh4": true
	})}</header>${renderSlot($$result, $$slots["default"])}</div><img${addAttribute(image.side, "class")}${addAttribute(image.src, "src")}${addAttribute(image.alt ?? "", "alt")}${addAttribute(image.width, "width")}${addAttribute(image.height, "height")} loading="lazy" decoding="async" data-astro-cid-fstdvrh4></div>` : renderTemplate`<header class="head" data-astro-cid-fstdvrh4>${renderComponent($$result, "HeadingGroup", $$HeadingGroup, {
		...heading,
		"data-astro-cid-fstdvrh4": true
	})}</header>${renderSlot($$result, $$slots["default"])}`}${renderSlot($$result, $$slots["after"])}</div></section>`;
}, "/work/main/src/components/site/Section.astro", void 0);
export { $$Section as t };
