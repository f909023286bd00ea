import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
// src/components/site/HeadingGroup.astro
createAstro("http://localhost:4792");
var $$HeadingGroup = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$HeadingGroup;
	const { level, title, id, eyebrow, lead, onDark = false } = Astro.props;
	const Heading = level === 1 ? "h1" : "h2";
	return renderTemplate`${eyebrow && renderTemplate`${maybeRenderHead($$result)}<p${addAttribute(["eyebrow", { "on-dark": onDark }], "class:list")} data-astro-cid-g6jg4az5>${eyebrow}</p>`}${renderComponent($$result, "Heading", Heading, {
		"id": id,
		"data-astro-cid-g6jg4az5": true
	}, { "default": ($$result) => renderTemplate`${title}` })}${lead && renderTemplate`<p${addAttribute(["lead", { "on-dark": onDark }], "class:list")} data-astro-cid-g6jg4az5>${lead}</p>`}`;
}, "/work/main/src/components/site/HeadingGroup.astro", void 0);
export { $$HeadingGroup as t };
