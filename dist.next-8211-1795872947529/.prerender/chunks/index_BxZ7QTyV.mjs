import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { t as $$Section } from "./Section_qD7cW6mK.mjs";
import { t as $$MembershipLinks } from "./MembershipLinks_-t-xEMeA.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, r as spreadAttributes, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$PostCard } from "./PostCard_DHYvi8Ek.mjs";
import { t as $$CardGrid } from "./CardGrid_CnOKqbzM.mjs";
import "./news_UJjiaQpZ.mjs";
import { a as getFirstTournaments, f as getPosts, h as getReviews, l as getMembershipPlans, n as getAtpContent } from "./site-data_Dtzf3jGt.mjs";
import { t as formatNaira } from "./format_huzqRFNt.mjs";
import { n as planSignupHref } from "./signup-link_k0z-lfHH.mjs";
import { r as portraitPicture } from "./content-picture_s3N-T2_z.mjs";
import { t as publicReviewerName } from "./reviewer-name_DDQeYAIT.mjs";
import { t as $$HeroBanner } from "./HeroBanner_DRXgDXEZ.mjs";
import { n as $$TournamentList, t as $$CalendarLink } from "./CalendarLink_nZjoWm14.mjs";
import { n as renderScript, t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
// src/components/home/AboutTeaser.astro
var $$AboutTeaser = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "Section", $$Section, {
		"id": "about-teaser",
		"eyebrow": "About us",
		"title": "A Tennis Home for Kids and Adults",
		"lead": "We are an amateur tennis community for players of every level, from children holding a racket for the first time to adults chasing their next tournament win. Certified coaches, friendly matches and regular tournaments keep everyone improving, and everyone welcome.",
		"image": {
			src: "/images/about-community.svg",
			width: 640,
			height: 480,
			side: "start"
		}
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<a class="btn btn-primary" href="/about">Learn More<span class="visually-hidden"> about our club</span></a>` })}`;
}, "/work/main/src/components/home/AboutTeaser.astro", void 0);
// src/components/home/CoachPairingTeaser.astro
createAstro("http://localhost:4792");
var $$CoachPairingTeaser = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$CoachPairingTeaser;
	const { heading } = Astro.props;
	return renderTemplate`${renderComponent($$result, "Section", $$Section, {
		"id": "coach-teaser",
		"eyebrow": "Student-coach pairing",
		"title": heading,
		"lead": "Pick a training plan, choose a coach who matches your level and train on your schedule. Pay for six or twelve months at once and save up to 20%.",
		"tone": "soft",
		"image": {
			src: "/images/coach-pairing.svg",
			width: 640,
			height: 480,
			side: "end"
		},
		"data-astro-cid-hx7cijaf": true
	}, {
		"default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<a class="btn btn-primary" href="/coaching" data-astro-cid-hx7cijaf>Find a Coach</a>`,
		"after": ($$result) => renderTemplate`<div class="plans" data-astro-cid-hx7cijaf><h3 data-astro-cid-hx7cijaf>Training plans</h3>${renderComponent($$result, "MembershipLinks", $$MembershipLinks, { "data-astro-cid-hx7cijaf": true })}</div>`
	})}`;
}, "/work/main/src/components/home/CoachPairingTeaser.astro", void 0);
// src/components/home/LatestNews.astro
var $$LatestNews = createComponent(async ($$result, $$props, $$slots) => {
	const posts = (await getPosts()).slice(0, 3);
	return renderTemplate`${posts.length > 0 && renderTemplate`${renderComponent($$result, "Section", $$Section, {
		"id": "latest-news",
		"title": "Latest news",
		"eyebrow": "From the blog",
		"tone": "soft",
		"data-astro-cid-wg6fsuxw": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "CardGrid", $$CardGrid, {
		"columnWidth": "wide",
		"data-astro-cid-wg6fsuxw": true
	}, { "default": ($$result) => renderTemplate`${posts.map((post) => renderTemplate`${maybeRenderHead($$result)}<li data-astro-cid-wg6fsuxw>${renderComponent($$result, "PostCard", $$PostCard, {
		"slug": post.id,
		"post": post.data,
		"headingLevel": 3,
		"data-astro-cid-wg6fsuxw": true
	})}</li>`)}` })}<p class="more" data-astro-cid-wg6fsuxw><a href="/blog" data-astro-cid-wg6fsuxw>Read all news</a> · <a${addAttribute("/rss.xml", "href")} data-astro-cid-wg6fsuxw>RSS feed</a></p>` })}`}`;
}, "/work/main/src/components/home/LatestNews.astro", void 0);
// src/components/home/MembershipPackages.astro
var $$MembershipPackages = createComponent(async ($$result, $$props, $$slots) => {
	const PERIOD = {
		"": "forever",
		monthly: "per month",
		quarterly: "per quarter",
		yearly: "per year"
	};
	const plans = await getMembershipPlans();
	const usd = new Intl.NumberFormat("en-US", {
		style: "currency",
		currency: "USD",
		maximumFractionDigits: 0
	});
	return renderTemplate`${renderComponent($$result, "Section", $$Section, {
		"id": "membership",
		"title": "Membership Packages",
		"eyebrow": "Membership",
		"lead": "Start free, then go Premium for the community, the progress tracker and discounts on training.",
		"data-astro-cid-mnrs5ez3": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<ul class="plans" role="list" data-astro-cid-mnrs5ez3>${plans.map((plan) => renderTemplate`<li${addAttribute(["plan", { featured: plan.key === "quarterly" }], "class:list")} data-astro-cid-mnrs5ez3><h3${addAttribute(`plan-${plan.key}`, "id")} data-astro-cid-mnrs5ez3>${plan.title}</h3>${plan.extra ? renderTemplate`<p class="tag" data-astro-cid-mnrs5ez3>${plan.extra}</p>` : renderTemplate`<p class="tag tag-empty" aria-hidden="true" data-astro-cid-mnrs5ez3></p>`}<p class="price" data-astro-cid-mnrs5ez3><span class="amount" data-astro-cid-mnrs5ez3>${formatNaira(plan.priceNGN)}</span><span class="period" data-astro-cid-mnrs5ez3>${PERIOD[plan.duration]}</span></p><p class="usd" data-astro-cid-mnrs5ez3>${plan.priceUSD > 0 ? `or ${usd.format(plan.priceUSD)} outside Nigeria` : "No card needed"}</p><ul class="benefits" role="list" data-astro-cid-mnrs5ez3>${plan.content.map((line) => line.included ? renderTemplate`<li class="yes" data-astro-cid-mnrs5ez3><svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" data-astro-cid-mnrs5ez3><path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" data-astro-cid-mnrs5ez3></path></svg>${line.text}</li>` : renderTemplate`<li class="no" data-astro-cid-mnrs5ez3><svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" data-astro-cid-mnrs5ez3><path d="M5.5 5.5l9 9M14.5 5.5l-9 9" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" data-astro-cid-mnrs5ez3></path></svg><s data-astro-cid-mnrs5ez3><span class="visually-hidden" data-astro-cid-mnrs5ez3>Not included: </span>${line.text}</s></li>`)}</ul><a${addAttribute(["btn", plan.priceNGN === 0 ? "btn-outline" : "btn-primary"], "class:list")}${addAttribute(planSignupHref(plan), "href")}${addAttribute(`plan-${plan.key}`, "aria-describedby")} data-astro-cid-mnrs5ez3>${plan.homeButtonLabel}</a></li>`)}</ul>` })}`;
}, "/work/main/src/components/home/MembershipPackages.astro", void 0);
// src/components/home/NewsletterForm.astro
var $$NewsletterForm = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "Section", $$Section, {
		"id": "newsletter",
		"title": "Get Club News in Your Inbox",
		"eyebrow": "Newsletter",
		"tone": "dark",
		"lead": "Tournament dates, coaching tips and community events, about twice a month. Unsubscribe any time.",
		"data-astro-cid-qy7d3yih": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<form class="newsletter" data-newsletter method="post" action="/api/subscribe-newsletter" novalidate data-astro-cid-qy7d3yih><div class="field" data-astro-cid-qy7d3yih><label for="newsletter-email" data-astro-cid-qy7d3yih>Email address</label><div class="row" data-astro-cid-qy7d3yih><input id="newsletter-email" name="email" type="email" autocomplete="email" inputmode="email" aria-describedby="newsletter-status" data-astro-cid-qy7d3yih><button class="btn btn-accent" type="submit" data-astro-cid-qy7d3yih>Subscribe</button></div></div><div id="newsletter-status" class="status" aria-live="polite" data-newsletter-status data-astro-cid-qy7d3yih></div></form>` })}${renderScript($$result, "/work/main/src/components/home/NewsletterForm.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/main/src/components/home/NewsletterForm.astro", void 0);
// src/shared/domain/greeting.ts
/** The avatar letter: the first letter of the name, uppercased; "?" without a name. */
function initial(fullName) {
	const first = Array.from(fullName?.trim() ?? "")[0];
	return first ? first.toUpperCase() : "?";
}
// src/components/home/ReviewsCarousel.astro
createAstro("http://localhost:4792");
var $$ReviewsCarousel = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ReviewsCarousel;
	const { result } = Astro.props;
	const PORTRAIT_PX = 56;
	return renderTemplate`${renderComponent($$result, "Section", $$Section, {
		"id": "reviews",
		"title": "What Our Students Say",
		"eyebrow": "Student reviews",
		"data-astro-cid-qycedkjb": true
	}, { "default": ($$result) => renderTemplate`${result.status === "error" ? renderTemplate`${maybeRenderHead($$result)}<p class="state form-error" data-astro-cid-qycedkjb>Failed to load reviews</p>` : result.reviews.length === 0 ? renderTemplate`<p class="state" data-astro-cid-qycedkjb>No reviews available.</p>` : renderTemplate`<div class="carousel" data-carousel role="region" aria-roledescription="carousel" aria-label="Student reviews" data-astro-cid-qycedkjb><ol class="slides" data-slides aria-live="polite" role="list" data-astro-cid-qycedkjb>${result.reviews.map((review, index) => renderTemplate`<li class="slide" data-slide aria-roledescription="slide"${addAttribute(`${index + 1} of ${result.reviews.length}`, "aria-label")} data-astro-cid-qycedkjb><figure data-astro-cid-qycedkjb><svg class="quote-mark" viewBox="0 0 48 36" width="48" height="36" aria-hidden="true" data-astro-cid-qycedkjb><path d="M0 36V22C0 9 6 2 18 0l2 5c-7 2-10 6-10 13h9v18zm27 0V22C27 9 33 2 45 0l2 5c-7 2-10 6-10 13h9v18z" data-astro-cid-qycedkjb></path></svg><blockquote data-astro-cid-qycedkjb><p data-astro-cid-qycedkjb>${review.reviewContent}</p></blockquote><figcaption data-astro-cid-qycedkjb>${review.image ? renderTemplate`<img${spreadAttributes(portraitPicture(review.image, PORTRAIT_PX), void 0, { "class": "astro-qycedkjb" })}${addAttribute(`${PORTRAIT_PX}px`, "sizes")} alt=""${addAttribute(PORTRAIT_PX, "width")}${addAttribute(PORTRAIT_PX, "height")} loading="lazy" decoding="async" data-astro-cid-qycedkjb>` : renderTemplate`<span class="avatar" aria-hidden="true" data-astro-cid-qycedkjb>${initial(publicReviewerName(review.name))}</span>`}<span data-astro-cid-qycedkjb><strong data-astro-cid-qycedkjb>${publicReviewerName(review.name)}</strong><span class="role" data-astro-cid-qycedkjb>${review.role}</span></span></figcaption></figure></li>`)}</ol><p class="loading" data-carousel-loading data-astro-cid-qycedkjb>Loading reviews...</p><div class="controls" data-carousel-controls hidden data-astro-cid-qycedkjb><button class="arrow" type="button" data-carousel-prev aria-label="Previous review" data-astro-cid-qycedkjb><svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" data-astro-cid-qycedkjb><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" data-astro-cid-qycedkjb></path></svg></button><div class="dots" data-carousel-dots data-astro-cid-qycedkjb>${result.reviews.map((review, index) => renderTemplate`<button class="dot" type="button"${addAttribute(index, "data-carousel-dot")}${addAttribute(`Review ${index + 1} of ${result.reviews.length}: ${review.name}`, "aria-label")} data-astro-cid-qycedkjb></button>`)}</div><button class="arrow" type="button" data-carousel-next aria-label="Next review" data-astro-cid-qycedkjb><svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" data-astro-cid-qycedkjb><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" data-astro-cid-qycedkjb></path></svg></button></div></div>`}` })}${renderScript($$result, "/work/main/src/components/home/ReviewsCarousel.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/main/src/components/home/ReviewsCarousel.astro", void 0);
// src/pages/index.astro
var pages_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	url: () => ""
});
var $$Index = createComponent(async ($$result, $$props, $$slots) => {
	const [content, tournaments, reviews] = await Promise.all([
		getAtpContent(),
		getFirstTournaments(3),
		getReviews()
	]);
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "ATP Tennis Community: coaching, tournaments and membership in Nigeria",
		"description": "Join an amateur tennis community for kids and adults in Nigeria: certified coaches, regular tournaments, a member dashboard and friendly players at every level.",
		"data-astro-cid-lcdefpme": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "HeroBanner", $$HeroBanner, {
		"title": content.homePageTitle,
		"subtitle": "Elevate Your Game",
		"text": "Train with certified coaches, compete in junior and adult tournaments and grow with players who love the game as much as you do.",
		"image": "/images/hero-home.svg",
		"position": "right",
		"size": "full",
		"data-astro-cid-lcdefpme": true
	})}${renderComponent($$result, "AboutTeaser", $$AboutTeaser, { "data-astro-cid-lcdefpme": true })}${renderComponent($$result, "Section", $$Section, {
		"id": "tournament-brief",
		"title": "Upcoming Tournaments",
		"eyebrow": "Compete",
		"lead": "Junior and adult events across Nigeria. Register, buy your ticket and play.",
		"tone": "soft",
		"data-astro-cid-lcdefpme": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "TournamentList", $$TournamentList, {
		"tournaments": tournaments,
		"data-astro-cid-lcdefpme": true
	})}${renderComponent($$result, "CalendarLink", $$CalendarLink, { "data-astro-cid-lcdefpme": true })}${maybeRenderHead($$result)}<p class="more" data-astro-cid-lcdefpme><a href="/tournaments" data-astro-cid-lcdefpme>See all tournaments and past winners</a></p>` })}${renderComponent($$result, "MembershipPackages", $$MembershipPackages, { "data-astro-cid-lcdefpme": true })}${renderComponent($$result, "CoachPairingTeaser", $$CoachPairingTeaser, {
		"heading": content.homePageCoachTitle,
		"data-astro-cid-lcdefpme": true
	})}${renderComponent($$result, "ReviewsCarousel", $$ReviewsCarousel, {
		"result": reviews,
		"data-astro-cid-lcdefpme": true
	})}${renderComponent($$result, "LatestNews", $$LatestNews, { "data-astro-cid-lcdefpme": true })}${renderComponent($$result, "NewsletterForm", $$NewsletterForm, { "data-astro-cid-lcdefpme": true })}` })}`;
}, "/work/main/src/pages/index.astro", void 0);
var $$file = "/work/main/src/pages/index.astro";
// \0virtual:astro:page:src/pages/index@_@astro
var page = () => pages_exports;
export { page };
