import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { f as addAttribute, l as renderTemplate, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
// src/components/site/HeroBanner.astro
createAstro("http://localhost:4792");
var $$HeroBanner = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$HeroBanner;
	const { title, subtitle, text, image, position = "center", hideButtons = false, secondaryText = "Learn More", secondaryHref = "/about", secondaryContext = Astro.props.secondaryText === void 0 ? "about us" : void 0, size = "compact" } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<section${addAttribute(["hero", size], "class:list")} aria-labelledby="hero-title" data-astro-cid-iz3slcec><img${addAttribute(["hero-image", `at-${position}`], "class:list")}${addAttribute(image, "src")} alt="" width="1600" height="900" fetchpriority="high" decoding="async" data-astro-cid-iz3slcec><div class="container hero-content" data-astro-cid-iz3slcec><h1 id="hero-title" data-astro-cid-iz3slcec>${title}</h1>${subtitle && renderTemplate`<p class="subtitle" data-astro-cid-iz3slcec>${subtitle}</p>`}${text && renderTemplate`<p class="text" data-astro-cid-iz3slcec>${text}</p>`}${!hideButtons && renderTemplate`<div class="buttons" data-astro-cid-iz3slcec><a class="btn btn-accent" href="/signup" data-astro-cid-iz3slcec>Get Started</a><a class="btn btn-ghost"${addAttribute(secondaryHref, "href")} data-astro-cid-iz3slcec>${secondaryText}${secondaryContext && renderTemplate`<span class="visually-hidden" data-astro-cid-iz3slcec> ${secondaryContext}</span>`}</a></div>`}</div></section>`;
}, "/work/main/src/components/site/HeroBanner.astro", void 0);
export { $$HeroBanner as t };
