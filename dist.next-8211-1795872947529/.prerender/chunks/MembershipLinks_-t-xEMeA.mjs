import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$CardGrid } from "./CardGrid_CnOKqbzM.mjs";
// src/components/site/MembershipLinks.astro
var $$MembershipLinks = createComponent(($$result, $$props, $$slots) => {
	const MEMBERSHIP_PAGES = [
		{
			href: "/membership/children",
			title: "Children",
			text: "Fun, safe coaching for young players."
		},
		{
			href: "/membership/adult",
			title: "Adults",
			text: "From first lessons to competitive play."
		},
		{
			href: "/membership/combo",
			title: "Combo & Special",
			text: "Family and couples training together."
		}
	];
	return renderTemplate`${renderComponent($$result, "CardGrid", $$CardGrid, {
		"columnWidth": "narrow",
		"fit": true,
		"data-astro-cid-fvgoxzru": true
	}, { "default": ($$result) => renderTemplate`${MEMBERSHIP_PAGES.map((page) => renderTemplate`${maybeRenderHead($$result)}<li data-astro-cid-fvgoxzru><a${addAttribute(page.href, "href")} data-astro-cid-fvgoxzru><strong data-astro-cid-fvgoxzru>${page.title}</strong><span data-astro-cid-fvgoxzru>${page.text}</span></a></li>`)}` })}`;
}, "/work/main/src/components/site/MembershipLinks.astro", void 0);
export { $$MembershipLinks as t };
