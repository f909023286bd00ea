import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { x as displayDate } from "./site-data_Dtzf3jGt.mjs";
import { c as renderSlot, f as addAttribute, l as renderTemplate, o as renderComponent, s as Fragment, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$Stars } from "./Stars_om10vrm4.mjs";
import { t as responsiveImage } from "./media_C0J0IxkA.mjs";
// src/components/site/Card.astro
createAstro("http://localhost:4792");
var $$Card = createComponent(($$result, $$props, $$slots) => {
	const Astro2 = $$result.createAstro($$props, $$slots);
	Astro2.self = $$Card;
	const props = Astro2.props;
	const Heading = props.headingLevel === 2 ? "h2" : "h3";
	const image = responsiveImage(props.kind === "tournament" ? props.tournament.tournamentImgURL : props.coach.imageUrl, "/api");
	const sizes = image.srcset ? "(min-width: 40rem) 24rem, 100vw" : void 0;
	return renderTemplate`${maybeRenderHead($$result)}<article${addAttribute(["card", props.kind], "class:list")} data-astro-cid-2ahl5jw3>${props.kind === "tournament" ? renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`<img${addAttribute(image.src, "src")}${addAttribute(image.srcset, "srcset")}${addAttribute(sizes, "sizes")} alt="" width="480" height="300" loading="lazy" decoding="async" data-astro-cid-2ahl5jw3><div class="body" data-astro-cid-2ahl5jw3>${renderComponent($$result2, "Heading", Heading, {
		"class": "name",
		"data-astro-cid-2ahl5jw3": true
	}, { "default": ($$result3) => renderTemplate`${props.tournament.name}` })}<dl class="facts" data-astro-cid-2ahl5jw3><div data-astro-cid-2ahl5jw3><dt data-astro-cid-2ahl5jw3>Date</dt><dd data-astro-cid-2ahl5jw3><time${addAttribute(displayDate(props.tournament.date), "datetime")} data-astro-cid-2ahl5jw3>${displayDate(props.tournament.date)}</time></dd></div><div data-astro-cid-2ahl5jw3><dt data-astro-cid-2ahl5jw3>Location</dt><dd data-astro-cid-2ahl5jw3>${props.tournament.location}</dd></div><div data-astro-cid-2ahl5jw3><dt data-astro-cid-2ahl5jw3>Time</dt><dd data-astro-cid-2ahl5jw3>${props.tournament.time}</dd></div></dl><a class="btn btn-primary" href="/login" data-member-href="/u/tournaments" data-astro-cid-2ahl5jw3>Register Now<span class="visually-hidden" data-astro-cid-2ahl5jw3> for ${props.tournament.name}</span></a></div>` })}` : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`<img class="portrait"${addAttribute(image.src, "src")}${addAttribute(image.srcset, "srcset")}${addAttribute(sizes, "sizes")} alt="" width="320" height="320" loading="lazy" decoding="async" data-astro-cid-2ahl5jw3><div class="body" data-astro-cid-2ahl5jw3>${renderComponent($$result2, "Heading", Heading, {
		"class": "name",
		"data-astro-cid-2ahl5jw3": true
	}, { "default": ($$result3) => renderTemplate`${props.coach.coachName}` })}<p class="type" data-astro-cid-2ahl5jw3>${props.coach.level}</p>${renderComponent($$result2, "Stars", $$Stars, {
		"average": props.coach.avgRate,
		"data-astro-cid-2ahl5jw3": true
	})}<a class="btn btn-outline"${addAttribute(`/coaching/${props.coach.id}`, "href")} data-astro-cid-2ahl5jw3>View Coach Profile<span class="visually-hidden" data-astro-cid-2ahl5jw3> of ${props.coach.coachName}</span></a></div>` })}`}</article>`;
}, "/work/main/src/components/site/Card.astro", void 0);
// src/components/site/EmptyState.astro
createAstro("http://localhost:4792");
var $$EmptyState = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$EmptyState;
	const { message } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<div class="empty" data-astro-cid-wngkcaey><p class="message" data-astro-cid-wngkcaey>${message}</p>${renderSlot($$result, $$slots["default"])}</div>`;
}, "/work/main/src/components/site/EmptyState.astro", void 0);
export { $$Card as n, $$EmptyState as t };
