import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { f as addAttribute, l as renderTemplate, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
// src/components/site/FactBoxes.astro
createAstro("http://localhost:4792");
var $$FactBoxes = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$FactBoxes;
	const { facts, centred = false } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<dl${addAttribute(["facts", { centred }], "class:list")} data-astro-cid-scwo5zzn>${facts.map((fact) => renderTemplate`<div data-astro-cid-scwo5zzn><dt data-astro-cid-scwo5zzn>${fact.icon && renderTemplate`<img${addAttribute(fact.icon, "src")} alt="" width="80" height="80" loading="lazy" decoding="async" data-astro-cid-scwo5zzn>`}${fact.label}</dt><dd${addAttribute({ capitalise: fact.capitalise }, "class:list")} data-astro-cid-scwo5zzn>${fact.value}</dd></div>`)}</dl>`;
}, "/work/main/src/components/site/FactBoxes.astro", void 0);
export { $$FactBoxes as t };
