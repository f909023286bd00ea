import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { t as $$CardGrid } from "./CardGrid_CnOKqbzM.mjs";
import { t as $$HeroBanner } from "./HeroBanner_DRXgDXEZ.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$Section } from "./Section_qD7cW6mK.mjs";
import { n as $$TournamentList, t as $$CalendarLink } from "./CalendarLink_nZjoWm14.mjs";
import { r as stopAfter, t as $$Draws } from "./Draws_cp6CdD5H.mjs";
import { t as $$FactBoxes } from "./FactBoxes_uwr0afXX.mjs";
import { t as $$Tag } from "./Tag_Be3EcqiZ.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { a as getFirstTournaments, c as getLadder, i as getDraws, s as getGroups } from "./site-data_Dtzf3jGt.mjs";
// src/components/tournaments/Champions.astro
createAstro("http://localhost:4792");
var $$Champions = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Champions;
	const { champions } = Astro.props;
	const dateOf = (iso) => new Intl.DateTimeFormat("en-NG", {
		dateStyle: "long",
		timeZone: "Africa/Lagos"
	}).format(new Date(iso));
	return renderTemplate`${maybeRenderHead($$result)}<section class="champions" aria-labelledby="recent-champions" data-astro-cid-r6k5l4mb><h3 id="recent-champions" data-astro-cid-r6k5l4mb>Recent champions</h3><ol role="list" data-astro-cid-r6k5l4mb>${champions.map((c) => renderTemplate`<li data-astro-cid-r6k5l4mb><p class="title" data-astro-cid-r6k5l4mb>${c.title} <span class="date" data-astro-cid-r6k5l4mb>${dateOf(c.date)}</span></p><p data-astro-cid-r6k5l4mb>Champion: <strong data-astro-cid-r6k5l4mb>${c.champion}</strong>${stopAfter(c.champion)} Runner-up: ${c.runnerUp}${stopAfter(c.runnerUp)}</p></li>`)}</ol></section>`;
}, "/work/main/src/components/tournaments/Champions.astro", void 0);
// src/components/tournaments/Ladder.astro
createAstro("http://localhost:4792");
var $$Ladder = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Ladder;
	const { ladder, latest } = Astro.props;
	const TITLES = {
		adults: "Adults",
		juniors: "Juniors"
	};
	return renderTemplate`${maybeRenderHead($$result)}<div class="ladder" data-astro-cid-pj6na6aw>${ladder.map((group) => renderTemplate`<section class="group"${addAttribute(`ladder-${group.group}`, "aria-labelledby")} data-astro-cid-pj6na6aw><h3${addAttribute(`ladder-${group.group}`, "id")} data-astro-cid-pj6na6aw>${TITLES[group.group]}</h3>${group.players.length === 0 ? renderTemplate`<p class="empty" data-astro-cid-pj6na6aw>No ranked players yet.</p>` : renderTemplate`<table data-astro-cid-pj6na6aw><thead data-astro-cid-pj6na6aw><tr data-astro-cid-pj6na6aw><th scope="col" data-astro-cid-pj6na6aw>Rank</th><th scope="col" data-astro-cid-pj6na6aw>Player</th><th scope="col" data-astro-cid-pj6na6aw>Rating</th></tr></thead><tbody data-astro-cid-pj6na6aw>${group.players.map((p) => renderTemplate`<tr data-astro-cid-pj6na6aw><td data-astro-cid-pj6na6aw>${p.rank}</td><td data-astro-cid-pj6na6aw>${p.name}</td><td data-astro-cid-pj6na6aw>${p.rating.toFixed(1)}</td></tr>`)}</tbody></table>`}</section>`)}${latest?.medallists && renderTemplate`<section class="group" aria-labelledby="ladder-medallists" data-astro-cid-pj6na6aw><h3 id="ladder-medallists" data-astro-cid-pj6na6aw>Latest medallists</h3><p class="event" data-astro-cid-pj6na6aw>${latest.tournamentName}</p><dl data-astro-cid-pj6na6aw><dt data-astro-cid-pj6na6aw>Gold</dt><dd data-astro-cid-pj6na6aw>${latest.medallists.winner}</dd><dt data-astro-cid-pj6na6aw>Silver</dt><dd data-astro-cid-pj6na6aw>${latest.medallists.runnerUp}</dd></dl></section>`}</div>`;
}, "/work/main/src/components/tournaments/Ladder.astro", void 0);
// src/components/tournaments/leaderboard.ts
var LEADERBOARD = [
	{
		title: "June 2023 Winners",
		year: 2023,
		info: "June Club Championship, Ikoyi Club 1938, open singles",
		gold: "Tobi Adewale",
		silver: "Ifeoma Nnaji"
	},
	{
		title: "December 2023 Winners",
		year: 2023,
		info: "December Championship, Lagos Lawn Tennis Club, open singles",
		gold: "Kunle Ajayi",
		silver: "Usman Danjuma"
	},
	{
		title: "2024 Winners Male",
		year: 2024,
		info: "Men's singles, season finals at Lagos Lawn Tennis Club",
		gold: "Chidi Okeke",
		silver: "Femi Oyelaran"
	},
	{
		title: "2024 Winners Under 14",
		year: 2024,
		info: "Juniors under 14, mixed singles at Ikoyi Club 1938",
		gold: "Precious Etim",
		silver: "David Olatunji"
	},
	{
		title: "2024 Winners Under 12",
		year: 2024,
		info: "Juniors under 12, mixed singles at Ikoyi Club 1938",
		gold: "Amina Sani",
		silver: "Jide Coker"
	},
	{
		title: "2024 Winners Female",
		year: 2024,
		info: "Women's singles, season finals at Lagos Lawn Tennis Club",
		gold: "Bisola Martins",
		silver: "Nneka Obiora"
	}
];
// src/components/tournaments/Leaderboard.astro
var $$Leaderboard = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "CardGrid", $$CardGrid, {
		"columnWidth": "wide",
		"data-astro-cid-vawowsoj": true
	}, { "default": ($$result) => renderTemplate`${LEADERBOARD.map((entry) => renderTemplate`${maybeRenderHead($$result)}<li class="box" data-astro-cid-vawowsoj>${renderComponent($$result, "Tag", $$Tag, { "data-astro-cid-vawowsoj": true }, { "default": ($$result) => renderTemplate`${entry.year}` })}<h3 data-astro-cid-vawowsoj>${entry.title}</h3><p class="info" data-astro-cid-vawowsoj>${entry.info}</p>${renderComponent($$result, "FactBoxes", $$FactBoxes, {
		"centred": true,
		"facts": [{
			label: "Gold",
			value: entry.gold,
			icon: "/images/leaderboard/gold.svg"
		}, {
			label: "Silver",
			value: entry.silver,
			icon: "/images/leaderboard/silver.svg"
		}],
		"data-astro-cid-vawowsoj": true
	})}</li>`)}` })}`;
}, "/work/main/src/components/tournaments/Leaderboard.astro", void 0);
function recentChampions(draws, limit = 6) {
	return draws.filter((d) => !!d.medallists).toSorted((x, y) => Date.parse(y.date) - Date.parse(x.date)).slice(0, limit).map((d) => ({
		key: `${d.tournamentId}:${d.eventName ?? ""}`,
		title: d.eventName ? `${d.tournamentName}, ${d.eventName}` : d.tournamentName,
		date: d.date,
		champion: d.medallists.winner,
		runnerUp: d.medallists.runnerUp
	}));
}
// src/pages/tournaments.astro
var tournaments_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Tournaments,
	file: () => $$file,
	url: () => $$url
});
var $$Tournaments = createComponent(async ($$result, $$props, $$slots) => {
	const tournaments = await getFirstTournaments(3);
	const OPEN_DRAW_COUNT = 3;
	const draws = await getDraws();
	const ladder = await getLadder();
	const latestMedallists = draws.find((draw) => draw.medallists);
	const champions = recentChampions([...draws, ...await getGroups()]);
	const SPONSORSHIP_EMAIL = "sponsorship@example.com";
	const STEPS = [
		{
			title: "Create Account",
			text: "Sign up in a minute with your level and date of birth.",
			href: "/signup"
		},
		{
			title: "Become a Member",
			text: "Choose a membership plan for priority access and 5% off tickets.",
			href: "/#membership"
		},
		{
			title: "Buy Your Ticket",
			text: "Pick your tournament in the dashboard and pay securely by card.",
			href: "/login"
		},
		{
			title: "Have Fun",
			text: "Show your ticket code at the venue, warm up and enjoy the match.",
			href: void 0
		}
	];
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "Tournaments",
		"description": "Upcoming junior and ATP-style amateur tennis tournaments in Nigeria, past winners on the leaderboard, how to register and sponsorship opportunities.",
		"data-astro-cid-7xr5pm7n": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "HeroBanner", $$HeroBanner, {
		"title": "Tournaments page",
		"subtitle": "Compete and be among the best",
		"image": "/images/hero-tournaments.svg",
		"position": "right",
		"secondaryText": "How to Register",
		"secondaryHref": "#registration",
		"data-astro-cid-7xr5pm7n": true
	})}${renderComponent($$result, "Section", $$Section, {
		"id": "upcoming",
		"title": "Upcoming Tournaments",
		"eyebrow": "Calendar",
		"data-astro-cid-7xr5pm7n": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<ul class="labels" role="list" data-astro-cid-7xr5pm7n><li data-astro-cid-7xr5pm7n>JUNIORS TENNIS TOURNAMENT</li><li data-astro-cid-7xr5pm7n>ATP TENNIS TOURNAMENT</li></ul>${renderComponent($$result, "TournamentList", $$TournamentList, {
		"tournaments": tournaments,
		"data-astro-cid-7xr5pm7n": true
	})}${renderComponent($$result, "CalendarLink", $$CalendarLink, { "data-astro-cid-7xr5pm7n": true })}` })}${renderComponent($$result, "Section", $$Section, {
		"id": "leaderboard",
		"title": "Tournaments Leaderboard",
		"eyebrow": "Hall of fame",
		"lead": "The champions and runners-up of our recent tournaments.",
		"tone": "soft",
		"data-astro-cid-7xr5pm7n": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "Leaderboard", $$Leaderboard, { "data-astro-cid-7xr5pm7n": true })}${champions.length > 0 && renderTemplate`${renderComponent($$result, "Champions", $$Champions, {
		"champions": champions,
		"data-astro-cid-7xr5pm7n": true
	})}`}` })}${renderComponent($$result, "Section", $$Section, {
		"id": "ladder",
		"title": "Club Ladder",
		"eyebrow": "Ratings",
		"lead": "The top 20 adults and juniors by rating from recorded results; new players appear after five rated matches, and members may choose not to be listed. Adults appear by full name unless they choose first name and initial; juniors always by first name and initial.",
		"data-astro-cid-7xr5pm7n": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "Ladder", $$Ladder, {
		"ladder": ladder,
		"latest": latestMedallists,
		"data-astro-cid-7xr5pm7n": true
	})}` })}${draws.length > 0 && renderTemplate`${renderComponent($$result, "Section", $$Section, {
		"id": "draws",
		"title": "Draws and Results",
		"eyebrow": "On court",
		"lead": "The published draws of our tournaments, with every score and the medallists; open an older tournament to see its draw.",
		"data-astro-cid-7xr5pm7n": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "Draws", $$Draws, {
		"draws": draws,
		"open": OPEN_DRAW_COUNT,
		"data-astro-cid-7xr5pm7n": true
	})}` })}`}${renderComponent($$result, "Section", $$Section, {
		"id": "registration",
		"title": "Tournament Registration",
		"eyebrow": "Your turn",
		"lead": "Can you be the next champion in your category in December 2024? Four steps and you are on court.",
		"data-astro-cid-7xr5pm7n": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "CardGrid", $$CardGrid, {
		"columnWidth": "narrow",
		"fit": true,
		"ordered": true,
		"data-astro-cid-7xr5pm7n": true
	}, { "default": ($$result) => renderTemplate`${STEPS.map((step, index) => renderTemplate`<li class="step" data-astro-cid-7xr5pm7n><span class="number" aria-hidden="true" data-astro-cid-7xr5pm7n>${index + 1}</span><h3 data-astro-cid-7xr5pm7n>${step.href ? renderTemplate`<a${addAttribute(step.href, "href")} data-astro-cid-7xr5pm7n>${step.title}</a>` : step.title}</h3><p data-astro-cid-7xr5pm7n>${step.text}</p></li>`)}` })}` })}${renderComponent($$result, "Section", $$Section, {
		"id": "sponsorship",
		"title": "Sponsorship Opportunities",
		"eyebrow": "Partner with us",
		"tone": "dark",
		"image": {
			src: "/images/sponsorship.svg",
			alt: "Sponsor banners along the side of a tennis court",
			width: 800,
			height: 500,
			side: "end"
		},
		"data-astro-cid-7xr5pm7n": true
	}, { "default": ($$result) => renderTemplate`<div class="sponsorship" data-astro-cid-7xr5pm7n><p data-astro-cid-7xr5pm7n>Put your brand beside hundreds of players, parents and spectators at every tournament. We offer event naming, courtside banners, prize sponsorship and junior programme support.</p><p data-astro-cid-7xr5pm7n>Send us an email at <a${addAttribute(`mailto:${SPONSORSHIP_EMAIL}`, "href")} data-astro-cid-7xr5pm7n>${SPONSORSHIP_EMAIL}</a> and we will share our sponsorship pack.</p><a class="btn btn-accent"${addAttribute(`mailto:${SPONSORSHIP_EMAIL}?subject=Tournament%20sponsorship`, "href")} data-astro-cid-7xr5pm7n>Email Our Sponsorship Team</a></div>` })}` })}`;
}, "/work/main/src/pages/tournaments.astro", void 0);
var $$file = "/work/main/src/pages/tournaments.astro";
var $$url = "/tournaments.html";
// \0virtual:astro:page:src/pages/tournaments@_@astro
var page = () => tournaments_exports;
export { page };
