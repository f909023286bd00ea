import { t as createComponent } from "./astro-component_BTEaefg7.mjs";
import { t as createAstro } from "./base_YBOHMaBk.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, s as Fragment, u as maybeRenderHead } from "../prerender-entry.Dc57OdD3.mjs";
import { t as $$FactBoxes } from "./FactBoxes_OnOfmIDm.mjs";
// src/shared/domain/draw.ts
/**
* A place of a shown draw: "Ada O. (1)" with the seed, an empty first-round place is a "Bye", an
* empty later one waits for an earlier match ("To be decided").
*/
function drawPlaceLabel(player, firstRound) {
	if (!player) return firstRound ? "Bye" : "To be decided";
	return player.seed ? `${player.name} (${player.seed})` : player.name;
}
// src/components/tournaments/Draws.astro
createAstro("http://localhost:4496");
var $$Draws = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Draws;
	const { draws, open } = Astro.props;
	const dateOf = (iso) => new Intl.DateTimeFormat("en-NG", {
		dateStyle: "long",
		timeZone: "Africa/Lagos"
	}).format(new Date(iso));
	return renderTemplate`${maybeRenderHead($$result)}<div class="draws" data-astro-cid-4lp5gfz7>${draws.map((draw, i) => {
		const heading = renderTemplate`<h3${addAttribute(`draw-${draw.tournamentId}`, "id")} data-astro-cid-4lp5gfz7>${draw.tournamentName}</h3>`;
		const body = renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${draw.medallists && renderTemplate`${renderComponent($$result, "FactBoxes", $$FactBoxes, {
			"facts": [{
				label: "Gold",
				value: draw.medallists.winner,
				icon: "/images/leaderboard/gold.svg"
			}, {
				label: "Silver",
				value: draw.medallists.runnerUp,
				icon: "/images/leaderboard/silver.svg"
			}],
			"data-astro-cid-4lp5gfz7": true
		})}`}<div class="rounds" data-astro-cid-4lp5gfz7>${draw.rounds.map((round, r) => renderTemplate`<section class="round"${addAttribute(round[0]?.roundName, "aria-label")} data-astro-cid-4lp5gfz7><h4 data-astro-cid-4lp5gfz7>${round[0]?.roundName}</h4><ol role="list" data-astro-cid-4lp5gfz7>${round.map((m) => renderTemplate`<li class="match" data-astro-cid-4lp5gfz7><span${addAttribute(["side", { won: m.winner === "a" }], "class:list")} data-astro-cid-4lp5gfz7>${drawPlaceLabel(m.a, r === 0)}${m.winner === "a" && renderTemplate`<span class="visually-hidden" data-astro-cid-4lp5gfz7>, winner</span>`}</span><span${addAttribute(["side", { won: m.winner === "b" }], "class:list")} data-astro-cid-4lp5gfz7>${drawPlaceLabel(m.b, r === 0)}${m.winner === "b" && renderTemplate`<span class="visually-hidden" data-astro-cid-4lp5gfz7>, winner</span>`}</span>${m.score && renderTemplate`<span class="score" data-astro-cid-4lp5gfz7>${m.score}</span>`}</li>`)}</ol></section>`)}</div>` })}`;
		return renderTemplate`<article class="draw"${addAttribute(`draw-${draw.tournamentId}`, "aria-labelledby")} data-astro-cid-4lp5gfz7>${i < open ? renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${heading}<p class="date" data-astro-cid-4lp5gfz7>${dateOf(draw.date)}</p>${body}` })}` : renderTemplate`<details data-astro-cid-4lp5gfz7><summary data-astro-cid-4lp5gfz7>${heading} <span class="date" data-astro-cid-4lp5gfz7>${dateOf(draw.date)}</span></summary>${body}</details>`}</article>`;
	})}</div>`;
}, "/work/main/src/components/tournaments/Draws.astro", void 0);
export { $$Draws as t };
