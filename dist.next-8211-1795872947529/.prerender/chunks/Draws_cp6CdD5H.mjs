import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, s as Fragment, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$FactBoxes } from "./FactBoxes_uwr0afXX.mjs";
// src/shared/domain/public-player-name.ts
/**
* The full stop a sentence ending on `name` takes: none when the name ends with its initial's own
* ("Champion: Tolu B. Runner-up: Kelechi N."), else one.
*/
function stopAfter(name) {
	return name.endsWith(".") ? "" : ".";
}
// src/shared/domain/draw.ts
/**
* A place of a shown draw: "Ada O. (1)" with the seed, an empty first-round place is a "Bye", an
* empty later one waits for an earlier match ("To be decided").
*/
function drawPlaceLabel(player, firstRound) {
	if (!player) return firstRound ? "Bye" : "To be decided";
	return player.seed ? `${player.name} (${player.seed})` : player.name;
}
// src/components/tournaments/Bracket.astro
createAstro("http://localhost:4792");
var $$Bracket = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Bracket;
	const { rounds, prefix, level = 4 } = Astro.props;
	const Heading = level === 5 ? "h5" : "h4";
	return renderTemplate`${maybeRenderHead($$result)}<div class="rounds" data-astro-cid-3f6cy4st>${rounds.map((round, r) => renderTemplate`<section class="round"${addAttribute(prefix ? `${prefix}, ${round[0]?.roundName}` : round[0]?.roundName, "aria-label")} data-astro-cid-3f6cy4st>${renderComponent($$result, "Heading", Heading, {
		"class": "round-name",
		"data-astro-cid-3f6cy4st": true
	}, { "default": ($$result) => renderTemplate`${round[0]?.roundName}` })}<ol role="list" data-astro-cid-3f6cy4st>${round.map((m) => renderTemplate`<li class="match" data-astro-cid-3f6cy4st><span${addAttribute(["side", { won: m.winner === "a" }], "class:list")} data-astro-cid-3f6cy4st>${drawPlaceLabel(m.a, r === 0)}${m.winner === "a" && renderTemplate`<span class="visually-hidden" data-astro-cid-3f6cy4st>, winner</span>`}</span><span${addAttribute(["side", { won: m.winner === "b" }], "class:list")} data-astro-cid-3f6cy4st>${drawPlaceLabel(m.b, r === 0)}${m.winner === "b" && renderTemplate`<span class="visually-hidden" data-astro-cid-3f6cy4st>, winner</span>`}</span>${m.score && renderTemplate`<span class="score" data-astro-cid-3f6cy4st>${m.score}</span>`}</li>`)}</ol></section>`)}</div>`;
}, "/work/main/src/components/tournaments/Bracket.astro", void 0);
// src/components/tournaments/Draws.astro
createAstro("http://localhost:4792");
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
		})}`}${renderComponent($$result, "Bracket", $$Bracket, {
			"rounds": draw.rounds,
			"data-astro-cid-4lp5gfz7": true
		})}${draw.consolation && renderTemplate`<section class="consolation"${addAttribute(`consolation-${draw.tournamentId}`, "aria-labelledby")} data-astro-cid-4lp5gfz7><h4${addAttribute(`consolation-${draw.tournamentId}`, "id")} data-astro-cid-4lp5gfz7>Consolation draw</h4>${draw.consolation.medallists && renderTemplate`<p data-astro-cid-4lp5gfz7>Winner: <strong data-astro-cid-4lp5gfz7>${draw.consolation.medallists.winner}</strong>${stopAfter(draw.consolation.medallists.winner)} Runner-up:${" "}${draw.consolation.medallists.runnerUp}${stopAfter(draw.consolation.medallists.runnerUp)}</p>`}${renderComponent($$result, "Bracket", $$Bracket, {
			"rounds": draw.consolation.rounds,
			"prefix": "Consolation",
			"level": 5,
			"data-astro-cid-4lp5gfz7": true
		})}</section>`}` })}`;
		return renderTemplate`<article class="draw"${addAttribute(`draw-${draw.tournamentId}`, "aria-labelledby")} data-astro-cid-4lp5gfz7>${i < open ? renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${heading}<p class="date" data-astro-cid-4lp5gfz7>${dateOf(draw.date)}</p>${body}` })}` : renderTemplate`<details data-astro-cid-4lp5gfz7><summary data-astro-cid-4lp5gfz7>${heading} <span class="date" data-astro-cid-4lp5gfz7>${dateOf(draw.date)}</span></summary>${body}</details>`}</article>`;
	})}</div>`;
}, "/work/main/src/components/tournaments/Draws.astro", void 0);
export { $$Bracket as n, stopAfter as r, $$Draws as t };
