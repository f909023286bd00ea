import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { f as addAttribute, l as renderTemplate, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { r as roundedStars, t as ratingLabel } from "./rating_DRNtq9MY.mjs";
// src/components/site/Stars.astro
createAstro("http://localhost:4792");
var $$Stars = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Stars;
	const { average } = Astro.props;
	const filled = roundedStars(average);
	const label = ratingLabel(average);
	const STAR = "M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z";
	return renderTemplate`${maybeRenderHead($$result)}<span class="stars" data-astro-cid-t7v4g7bm><span role="img"${addAttribute(`Rated ${label} out of 5`, "aria-label")} class="icons" data-astro-cid-t7v4g7bm>${[
		1,
		2,
		3,
		4,
		5
	].map((n) => renderTemplate`<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"${addAttribute({ on: n <= filled }, "class:list")} data-astro-cid-t7v4g7bm><path${addAttribute(STAR, "d")} data-astro-cid-t7v4g7bm></path></svg>`)}</span><span class="figure" aria-hidden="true" data-astro-cid-t7v4g7bm>${label}</span></span>`;
}, "/work/main/src/components/site/Stars.astro", void 0);
export { $$Stars as t };
