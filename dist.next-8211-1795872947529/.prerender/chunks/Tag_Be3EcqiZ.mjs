import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { c as renderSlot, l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
// src/components/site/Tag.astro
createAstro("http://localhost:4792");
var $$Tag = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Tag;
	const { as: Element = "p", size = "small", capitalise = false } = Astro.props;
	return renderTemplate`${renderComponent($$result, "Element", Element, {
		"class:list": [
			"tag",
			size,
			{ capitalise }
		],
		"data-astro-cid-ypdrlgif": true
	}, { "default": ($$result) => renderTemplate`${renderSlot($$result, $$slots["default"])}` })}`;
}, "/work/main/src/components/site/Tag.astro", void 0);
export { $$Tag as t };
