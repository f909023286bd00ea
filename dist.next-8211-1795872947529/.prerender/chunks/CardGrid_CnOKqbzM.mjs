import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { c as renderSlot, l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
// src/components/site/CardGrid.astro
createAstro("http://localhost:4792");
var $$CardGrid = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$CardGrid;
	const { columnWidth = "medium", fit = false, ordered = false } = Astro.props;
	return renderTemplate`${renderComponent($$result, "List", ordered ? "ol" : "ul", {
		"class:list": [
			"card-grid",
			columnWidth,
			{ fit }
		],
		"role": "list",
		"data-astro-cid-vk6sm2lw": true
	}, { "default": ($$result) => renderTemplate`${renderSlot($$result, $$slots["default"])}` })}`;
}, "/work/main/src/components/site/CardGrid.astro", void 0);
export { $$CardGrid as t };
