import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { t as $$FactBoxes } from "./FactBoxes_uwr0afXX.mjs";
import { t as $$Stars } from "./Stars_om10vrm4.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$Tag } from "./Tag_Be3EcqiZ.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { S as formatDateNG, r as getCoaches } from "./site-data_Dtzf3jGt.mjs";
import { t as formatNaira } from "./format_huzqRFNt.mjs";
import { t as responsiveImage } from "./media_C0J0IxkA.mjs";
import { n as reviewCountLabel } from "./rating_DRNtq9MY.mjs";
import { t as publicReviewerName } from "./reviewer-name_DDQeYAIT.mjs";
// src/pages/coaching/[id].astro
var _id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Id,
	file: () => $$file,
	getStaticPaths: () => getStaticPaths,
	url: () => $$url
});
createAstro("http://localhost:4792");
async function getStaticPaths() {
	return (await getCoaches()).map((coach) => ({
		params: { id: coach.id },
		props: { coach }
	}));
}
var $$Id = createComponent(async ($$result, $$props, $$slots) => {
	const Astro2 = $$result.createAstro($$props, $$slots);
	Astro2.self = $$Id;
	const { coach } = Astro2.props;
	const plansHref = coach.level.startsWith("kids") ? "/membership/children" : "/membership/adult";
	const portrait = responsiveImage(coach.imageUrl, "/api");
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": `${coach.coachName}, ${coach.level} tennis coach`,
		"description": `${coach.coachName}: ${coach.bioInfo}`.slice(0, 160),
		"solidNav": true,
		"data-astro-cid-tcuyojwz": true
	}, { "default": ($$result2) => renderTemplate`${maybeRenderHead($$result2)}<nav class="container crumbs" aria-label="Breadcrumb" data-astro-cid-tcuyojwz><ol data-astro-cid-tcuyojwz><li data-astro-cid-tcuyojwz><a href="/coaching" data-astro-cid-tcuyojwz>Coaching</a></li><li data-astro-cid-tcuyojwz><span aria-current="page" data-astro-cid-tcuyojwz>${coach.coachName}</span></li></ol></nav><article class="container profile" data-astro-cid-tcuyojwz><img class="portrait"${addAttribute(portrait.src, "src")}${addAttribute(portrait.srcset, "srcset")}${addAttribute(portrait.srcset ? "(min-width: 48rem) 480px, 100vw" : void 0, "sizes")}${addAttribute(`Portrait of ${coach.coachName}`, "alt")} width="480" height="480" fetchpriority="high" data-astro-cid-tcuyojwz><div class="details" data-astro-cid-tcuyojwz>${renderComponent($$result2, "Tag", $$Tag, {
		"size": "medium",
		"capitalise": true,
		"data-astro-cid-tcuyojwz": true
	}, { "default": ($$result3) => renderTemplate`${coach.level}` })}<h1 data-astro-cid-tcuyojwz>${coach.coachName}</h1><p class="rating" data-astro-cid-tcuyojwz>${renderComponent($$result2, "Stars", $$Stars, {
		"average": coach.avgRate,
		"data-astro-cid-tcuyojwz": true
	})}<span data-astro-cid-tcuyojwz>${reviewCountLabel(coach.comment.length)}</span></p><p class="bio" data-astro-cid-tcuyojwz>${coach.bioInfo}</p>${renderComponent($$result2, "FactBoxes", $$FactBoxes, {
		"facts": [{
			label: "Level",
			value: coach.level,
			capitalise: true
		}, {
			label: "Price",
			value: `${formatNaira(coach.price)} per month`
		}],
		"data-astro-cid-tcuyojwz": true
	})}<a class="btn btn-primary"${addAttribute(plansHref, "href")} data-astro-cid-tcuyojwz>Train with ${coach.coachName.split(" ")[0]}</a></div></article><section class="container reviews" aria-labelledby="reviews-title" data-astro-cid-tcuyojwz><h2 id="reviews-title" data-astro-cid-tcuyojwz>Reviews</h2>${coach.comment.length === 0 ? renderTemplate`<p class="none" data-astro-cid-tcuyojwz>No reviews yet. Members who train with ${coach.coachName} can review them from their dashboard.</p>` : renderTemplate`<ul role="list" data-astro-cid-tcuyojwz>${coach.comment.map((review) => renderTemplate`<li data-astro-cid-tcuyojwz><article data-astro-cid-tcuyojwz><header data-astro-cid-tcuyojwz><h3 data-astro-cid-tcuyojwz>${publicReviewerName(review.userID?.fullName)}</h3>${renderComponent($$result2, "Stars", $$Stars, {
		"average": review.rating,
		"data-astro-cid-tcuyojwz": true
	})}</header><p data-astro-cid-tcuyojwz>${review.comment}</p><time${addAttribute(review.createdAt, "datetime")} data-astro-cid-tcuyojwz>${formatDateNG(review.createdAt)}</time></article></li>`)}</ul>`}</section>` })}`;
}, "/work/main/src/pages/coaching/[id].astro", void 0);
var $$file = "/work/main/src/pages/coaching/[id].astro";
var $$url = "/coaching/[id].html";
// \0virtual:astro:page:src/pages/coaching/[id]@_@astro
var page = () => _id__exports;
export { page };
